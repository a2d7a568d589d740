import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import type { DatabaseHandle } from "~/db/client.server";
import { profiles, programAssignments } from "~/db/schema";
import {
  ASSIGNMENT_MESSAGES,
  AssignmentActionSchema,
  AssignmentSchema,
  assignmentFormData,
  assignProgram,
  clearAssignment,
  getAssignment,
} from "~/features/coaching/assignment.server";
import { formFailureOf } from "~/lib/form-failure";
import { parseForm } from "~/lib/forms.server";
import { createMember, grantEntitlement } from "~/lib/members.server";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;

const DAY = 86_400_000;

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

describe("the coach's form", () => {
  const parse = (fields: Record<string, string>) =>
    parseForm(formOf({ intent: "assign", ...fields }), AssignmentSchema);
  const errorsOf = async (fields: Record<string, string>) => {
    const parsed = parse(fields);
    if (parsed.ok) throw new Error("expected a refusal");
    const answer = await outcome(() => Promise.resolve(parsed.failure));
    expect(answer.status).toBe(400);
    return formFailureOf(answer.data);
  };

  it("reads up to three steps, leaving out those without a program", () => {
    const parsed = parse({
      step1Program: "movement-patterns-1",
      step1Weeks: "4",
      step2Program: "",
      step2Weeks: "6",
      step3Program: "grit-block",
      step3Weeks: " 6 ",
      startDay: "2026-11-16",
    });
    expect(parsed).toMatchObject({
      ok: true,
      data: {
        intent: "assign",
        startDay: "2026-11-16",
        steps: [
          { program: "movement-patterns-1", weeks: 4 },
          { program: "grit-block", weeks: 6 },
        ],
      },
    });
  });

  it("takes a ready-made sequence over the steps", () => {
    const parsed = parse({
      preset: "kick-start-then-signature",
      step1Program: "bootcamp",
      startDay: "2026-11-16",
    });
    expect(parsed.ok && parsed.data.steps).toEqual([
      { program: "movement-patterns-1", weeks: 4 },
      { program: "movement-patterns-2", weeks: 4 },
      { program: "signature-beginner", weeks: 12 },
    ]);
  });

  it("gives each mistake its own field error and keeps what she typed", async () => {
    const failure = await errorsOf({
      step1Program: "not-a-program",
      step1Weeks: "53",
      step2Program: "stay-strong",
      step2Weeks: "0",
      step3Program: "bootcamp",
      step3Weeks: "2.5",
      startDay: "2026-02-30",
    });
    expect(failure?.fieldErrors).toEqual({
      step1Program: ASSIGNMENT_MESSAGES.program,
      step1Weeks: ASSIGNMENT_MESSAGES.weeks,
      step2Weeks: ASSIGNMENT_MESSAGES.weeks,
      step3Weeks: ASSIGNMENT_MESSAGES.weeks,
      startDay: ASSIGNMENT_MESSAGES.startDay,
    });
    expect(failure?.values).toMatchObject({ step1Program: "not-a-program", step1Weeks: "53" });

    expect((await errorsOf({ startDay: "2026-11-16" }))?.fieldErrors).toEqual({
      step1Program: ASSIGNMENT_MESSAGES.firstProgram,
    });
    expect((await errorsOf({ preset: "marathon", startDay: "2026-11-16" }))?.fieldErrors).toEqual({
      preset: ASSIGNMENT_MESSAGES.preset,
    });
    expect((await errorsOf({ step1Program: "bootcamp", step1Weeks: "4" }))?.fieldErrors).toEqual({
      startDay: ASSIGNMENT_MESSAGES.startDay,
    });
  });

  it("tells the two buttons apart", () => {
    expect(parseForm(formOf({ intent: "unassign" }), AssignmentActionSchema)).toMatchObject({
      ok: true,
      data: { intent: "unassign" },
    });
    const assign = parseForm(
      formOf({ intent: "assign", step1Program: "bootcamp", step1Weeks: "3", startDay: "2026-11-16" }),
      AssignmentActionSchema,
    );
    expect(assign).toMatchObject({
      ok: true,
      data: { intent: "assign", steps: [{ program: "bootcamp", weeks: 3 }] },
    });
    expect(parseForm(formOf({ intent: "delete-everything" }), AssignmentActionSchema).ok).toBe(false);
  });
});

describe("an assigned program on her dashboard", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let ann: { id: string; cookie: string };
  let coach: { id: string; name: string; email: string };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    // 10:00 on Monday 16 November 2026 in Sydney: a training day.
    app = createTestApp(database, new Date("2026-11-15T23:00:00Z"));
    const member = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: "a-long-enough-password",
    });
    const coachMember = await createMember(database.db, {
      name: "Coach Login Name",
      email: "coach@example.com",
      password: "a-long-enough-password",
      role: "coach",
    });
    if (!member || !coachMember) throw new Error("no member");
    ann = {
      id: member.id,
      cookie: cookieFrom([(await app.services.sessions.create({ memberId: member.id })).setCookie]),
    };
    coach = { id: coachMember.id, name: coachMember.name, email: coachMember.email };
    // Her questionnaire picked Movement Patterns month 1; premium opens the programs assigned below.
    await database.db.insert(profiles).values({
      id: randomUUID(),
      memberId: member.id,
      answers: { fitness: "beginner", goals: ["stress"], diet: "vegan", time: "30min" },
      step: "complete",
      completedAt: app.clock.now,
      timeZone: "Australia/Sydney",
    });
    await grantEntitlement(database.db, {
      memberId: member.id,
      kind: "premium",
      endsAt: null,
      source: "coach",
    });
  });

  const workoutCard = async () => {
    const data = (
      await outcome(() =>
        dashboardLoader(app.args("/dashboard", { cookie: ann.cookie }) as Args<typeof dashboardLoader>),
      )
    ).data as Dashboard;
    expect(data.mode).toBe("own");
    const card = data.cards.find((item) => item.type === "workout");
    if (!card) throw new Error("no workout card");
    return card;
  };

  it("replaces the questionnaire's pick, moves on after a step's weeks, and unassigning restores it", async () => {
    const before = await workoutCard();
    expect(before).toMatchObject({
      subtitle: "Movement Patterns: Beginner · Month 1",
      link: { href: "/client-portal/movement-patterns-1" },
    });
    expect(before.chosenBy).toBeUndefined();

    // Started two weeks ago: week 3 of the first step.
    await assignProgram(
      database.db,
      {
        memberId: ann.id,
        steps: [
          { program: "signature-next-level", weeks: 4 },
          { program: "summer-shred-3day", weeks: 8 },
        ],
        startDay: "2026-11-02",
        coach,
      },
      app.clock.now,
    );
    const assigned = await workoutCard();
    expect(assigned).toMatchObject({
      subtitle: "Signature Program: Next Level · Week 3 of 4",
      chosenBy: site.coachName,
      link: { href: "/client-portal/signature-next-level" },
      start: { href: "/client-portal/signature-next-level/log/session-a" },
    });
    const [row] = await database.db.select().from(programAssignments);
    expect(row).toMatchObject({ memberId: ann.id, assignedBy: coach.id, assignedByName: site.coachName });

    // Two weeks on, the first step's four weeks are behind her.
    app.advance(14 * DAY);
    expect(await workoutCard()).toMatchObject({
      subtitle: "Summer Shred: 3-Day Split · Week 1 of 8",
      link: { href: "/client-portal/summer-shred-3day" },
    });

    // Assigning again replaces the row; one per client.
    await assignProgram(
      database.db,
      { memberId: ann.id, steps: [{ program: "grit-block", weeks: 6 }], startDay: "2026-11-30", coach },
      app.clock.now,
    );
    expect(await database.db.select().from(programAssignments)).toHaveLength(1);
    expect((await getAssignment(database.db, ann.id))?.steps).toEqual([{ program: "grit-block", weeks: 6 }]);
    expect(assignmentFormData(await getAssignment(database.db, ann.id), "2026-11-30").current).toMatchObject({
      startDay: "2026-11-30",
      now: { program: "grit-block", week: 1, weeks: 6, stepIndex: 0, finished: false },
    });

    expect(await clearAssignment(database.db, ann.id)).toBe(true);
    expect(await clearAssignment(database.db, ann.id)).toBe(false);
    const after = await workoutCard();
    expect(after).toMatchObject({ subtitle: "Movement Patterns: Beginner · Month 1" });
    expect(after.chosenBy).toBeUndefined();
  });

  it("skips a step whose program has left the catalog", async () => {
    await database.db.insert(programAssignments).values({
      memberId: ann.id,
      steps: [
        { program: "retired-program", weeks: 4 },
        { program: "stay-strong", weeks: 6 },
      ],
      startDay: "2026-11-16",
      assignedByName: "Jane",
    });
    expect((await getAssignment(database.db, ann.id))?.steps).toEqual([{ program: "stay-strong", weeks: 6 }]);
    await database.db.delete(programAssignments).where(eq(programAssignments.memberId, ann.id));
    expect(await getAssignment(database.db, ann.id)).toBeNull();
  });
});
