import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { clientFlags, outbox, profiles, promises, setLogs, workoutLogs } from "~/db/schema";
import { assignProgram, getAssignment } from "~/features/coaching/assignment.server";
import { substitute } from "~/features/coaching/substitutions.server";
import { answerPromise, promiseCard } from "~/features/promise/promise.server";
import { promiseHome } from "~/features/promise/promise-coach.server";
import { addDays, localDay } from "~/lib/dates";
import { createMember } from "~/lib/members.server";
import { useTestApp } from "../helpers/test-suite";

// Issue 39 §3 (h3, decision 0066): at 4 weeks her dashboard shows what changed and asks; a "no"
// raises the coach's redesign flag and task in one transaction; the coach's changed program (or
// substitutions) closes both and tells her; the coach's numbers count it all.

const NOW = new Date("2026-11-27T09:00:00Z");
const COACH = { id: "", name: "Coach", email: "coach@example.com" };
const APP_URL = "https://wb50.example";

describe("the 4-week promise", () => {
  const { database } = useTestApp({ start: NOW });
  const db = () => database.db;

  beforeEach(async () => {
    const coach = await createMember(db(), {
      name: "Coach",
      email: COACH.email,
      password: "a-long-enough-password",
      role: "coach",
    });
    COACH.id = coach?.id ?? "";
  });

  async function client(name: string) {
    const member = await createMember(db(), {
      name,
      email: `${name.toLowerCase()}@example.com`,
      password: "a-long-enough-password",
    });
    if (!member) throw new Error("no member");
    return member;
  }

  /**
   * Her card as the store gives it, and as her dashboard asks for it with the assignment and
   * zone it has already read: the two must never differ.
   */
  async function cardOf(memberId: string, now: Date) {
    const read = await promiseCard(db(), memberId, now);
    const [profile] = await db().select().from(profiles).where(eq(profiles.memberId, memberId));
    const known = { assignment: await getAssignment(db(), memberId), timeZone: profile?.timeZone ?? null };
    expect(await promiseCard(db(), memberId, now, known)).toEqual(read);
    return read;
  }

  /** One finished session on `day` with one goblet squat set. */
  async function logSquat(
    memberId: string,
    day: string,
    weightKg: number,
    reps: number,
    program = "movement-patterns-1",
  ) {
    const id = randomUUID();
    const at = new Date(`${day}T10:00:00Z`);
    await db().insert(workoutLogs).values({
      id,
      memberId,
      program,
      sessionId: "session-a",
      sessionLabel: "Session A",
      day,
      finishedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    await db().insert(setLogs).values({
      logId: id,
      position: 0,
      setNumber: 1,
      memberId,
      exerciseKey: "goblet-squat",
      reps,
      weightKg,
      done: true,
    });
  }

  /** A program assigned `daysAgo` days ago (in the gym's zone, hers without a profile). */
  async function assigned(memberId: string, daysAgo: number, now = NOW) {
    const start = addDays(localDay(now, "Australia/Sydney"), -daysAgo);
    await assignProgram(
      db(),
      { memberId, steps: [{ program: "movement-patterns-1", weeks: 4 }], startDay: start, coach: COACH },
      now,
    );
    return start;
  }

  it("asks at 4 weeks with her changes; a double-tapped no is one task and one flag; a changed program closes both and tells her", async () => {
    const ann = await client("Ann");
    const start = await assigned(ann.id, 29);
    await logSquat(ann.id, addDays(start, 1), 8, 10);
    await logSquat(ann.id, addDays(start, 25), 10, 10);

    // 27 days in: not yet.
    expect(await cardOf(ann.id, new Date(NOW.getTime() - 2 * 86_400_000))).toBeNull();
    const card = await cardOf(ann.id, NOW);
    expect(card).toMatchObject({
      kind: "ask",
      program: "Movement Patterns: Beginner",
      summary: "Up in 1 of 1 exercise since your first week.",
      changes: [{ key: "goblet-squat", before: "10 × 8 kg", after: "10 × 10 kg", up: true }],
    });

    expect(await answerPromise(db(), ann.id, "no", NOW)).toBe(true);
    expect(await answerPromise(db(), ann.id, "no", NOW)).toBe(true);
    const rows = await db().select().from(promises);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      answer: "no",
      resolvedAt: null,
      changes: ["Goblet squat: 10 × 8 kg → 10 × 10 kg"],
    });
    expect(
      await db().select({ kind: clientFlags.kind, detail: clientFlags.detail }).from(clientFlags),
    ).toEqual([
      { kind: "redesign", detail: "Movement Patterns: Beginner: not noticeably stronger after 4 weeks" },
    ]);
    expect(await cardOf(ann.id, NOW)).toEqual({
      kind: "waiting",
      program: "Movement Patterns: Beginner",
    });
    const home = await promiseHome(db(), NOW);
    expect(home.tasks).toMatchObject([
      { memberId: ann.id, name: "Ann", changes: ["Goblet squat: 10 × 8 kg → 10 × 10 kg"] },
    ]);
    expect(home.counts).toEqual({ due: 1, kept: 0, redesigned: 0, toRedesign: 1, unanswered: 0 });

    // The coach assigns a changed program: task closed, flag cleared, her email queued, once.
    const later = new Date(NOW.getTime() + 3_600_000);
    await assignProgram(
      db(),
      {
        memberId: ann.id,
        steps: [{ program: "movement-patterns-2", weeks: 4 }],
        startDay: start,
        coach: COACH,
        appUrl: APP_URL,
      },
      later,
    );
    expect(await db().select().from(clientFlags)).toEqual([]);
    expect((await db().select().from(promises))[0]).toMatchObject({
      resolution: "a changed program",
      resolvedAt: later,
    });
    const emails = await db().select().from(outbox).where(eq(outbox.to, "ann@example.com"));
    expect(emails.map((email) => [email.kind, email.subject])).toEqual([
      ["program-redesigned", "Your coach has redesigned your program"],
    ]);
    expect(emails[0]?.text).toContain(`${APP_URL}/dashboard`);
    expect(await cardOf(ann.id, later)).toEqual({
      kind: "redesigned",
      program: "Movement Patterns: Beginner",
    });
    // Another assignment later resolves nothing more and sends nothing more.
    await assignProgram(
      db(),
      {
        memberId: ann.id,
        steps: [{ program: "movement-patterns-3", weeks: 4 }],
        startDay: start,
        coach: COACH,
        appUrl: APP_URL,
      },
      later,
    );
    expect(await db().select().from(outbox).where(eq(outbox.to, "ann@example.com"))).toHaveLength(1);
    // The notice lasts 14 days.
    expect(await cardOf(ann.id, new Date(later.getTime() + 15 * 86_400_000))).toBeNull();
    expect((await promiseHome(db(), later)).counts).toEqual({
      due: 1,
      kept: 0,
      redesigned: 1,
      toRedesign: 0,
      unanswered: 0,
    });
  });

  it("a substitution closes the task too; a yes is thanked that day and counted as kept; an unanswered one waits", async () => {
    const bea = await client("Bea");
    const cat = await client("Cat");
    const dee = await client("Dee");
    await assigned(bea.id, 30);
    await assigned(cat.id, 28);
    await assigned(dee.id, 10);
    const eve = await client("Eve");
    await assigned(eve.id, 29);

    await answerPromise(db(), bea.id, "no", NOW);
    const answer = await substitute(
      {
        db: db(),
        coach: { id: COACH.id, email: COACH.email },
        client: { id: bea.id, email: bea.email },
        now: NOW,
        appUrl: APP_URL,
      },
      { intent: "substitute", fromId: "goblet-squat", toId: "bodyweight-box-squat", reason: "knee" },
    );
    expect(answer.ok).toBe(true);
    expect((await db().select().from(promises).where(eq(promises.memberId, bea.id)))[0]?.resolution).toBe(
      "exercise substitutions",
    );
    expect(await db().select().from(clientFlags)).toEqual([]);

    expect(await answerPromise(db(), cat.id, "yes", NOW)).toBe(true);
    expect(await cardOf(cat.id, NOW)).toEqual({
      kind: "thanks",
      program: "Movement Patterns: Beginner",
    });
    expect(await cardOf(cat.id, new Date(NOW.getTime() + 86_400_000))).toBeNull();
    expect(await db().select().from(clientFlags)).toEqual([]);
    // Dee is 10 days in: nothing to answer.
    expect(await answerPromise(db(), dee.id, "no", NOW)).toBe(false);
    expect((await promiseHome(db(), NOW)).counts).toEqual({
      due: 3,
      kept: 1,
      redesigned: 1,
      toRedesign: 0,
      unanswered: 1,
    });
  });

  it("without an assignment, starts at her first session of the program she trains in now", async () => {
    const fay = await client("Fay");
    const today = localDay(NOW, "Australia/Sydney");
    // An earlier program, then Stay Strong from 29 days ago.
    await logSquat(fay.id, addDays(today, -60), 6, 10, "movement-patterns-1");
    await logSquat(fay.id, addDays(today, -29), 8, 8, "stay-strong");
    await logSquat(fay.id, addDays(today, -3), 8, 12, "stay-strong");
    expect(await cardOf(fay.id, NOW)).toMatchObject({
      kind: "ask",
      program: "Stay Strong",
      changes: [{ before: "8 × 8 kg", after: "12 × 8 kg", up: true }],
    });
    // A session of another program since: a new start, not due.
    await logSquat(fay.id, addDays(today, -1), 8, 12, "movement-patterns-2");
    expect(await cardOf(fay.id, NOW)).toBeNull();
  });
});
