import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import type { DatabaseHandle } from "~/db/client.server";
import {
  auditLog,
  checkIns,
  clientNotes,
  members,
  messages,
  outbox,
  profiles,
  programAssignments,
  SCREENING_QUESTION_IDS,
  screenings,
  workoutLogs,
} from "~/db/schema";
import { listClientRows } from "~/features/coaching/clients.server";
import { type ScreeningAnswers, saveScreening } from "~/features/coaching/screening.server";
import { postMessage } from "~/features/coaching/thread.server";
import { formFailureOf } from "~/lib/form-failure";
import { createMember, grantEntitlement } from "~/lib/members.server";
import { action as clientAction, loader as clientLoader } from "~/routes/coach/client";
import { loader as clientsLoader } from "~/routes/coach/clients";
import { loader as exportLoader } from "~/routes/coach/export";
import { loader as messagesLoader } from "~/routes/coaching/messages";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Person = { id: string; name: string; email: string; cookie: string };
type ClientsPage = Awaited<ReturnType<typeof clientsLoader>>;
type ClientPage = Awaited<ReturnType<typeof clientLoader>>;
type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;

const DAY = 86_400_000;
// 12:00 on Wednesday 18 November 2026 in Sydney, the gym's zone. Check-ins open on Sundays (the
// default), so this period opened on Sunday 15 November, three days ago; this week began on
// Monday 16 November.
const NOW = new Date("2026-11-18T01:00:00Z");
const THIS_PERIOD = "2026-11-15";
const LAST_PERIOD = "2026-11-08";

const allNo = () => Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, false])) as ScreeningAnswers;

describe("the coach's clients", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let coach: Person;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database, NOW);
    coach = await person("Coach", "coach");
  });

  /** A member; `client` gives her portal access, which makes her an active client. */
  async function person(name: string, role: "member" | "coach" = "member", client = false): Promise<Person> {
    const email = `${name.toLowerCase()}@example.com`;
    const member = await createMember(database.db, {
      name,
      email,
      password: "a-long-enough-password",
      role,
    });
    if (!member) throw new Error("no member");
    // Joined a month ago, so last period's check-in was hers to send.
    await database.db
      .update(members)
      .set({ createdAt: new Date(NOW.getTime() - 30 * DAY) })
      .where(eq(members.id, member.id));
    if (client)
      await grantEntitlement(database.db, {
        memberId: member.id,
        kind: "portal",
        endsAt: null,
        source: "coach",
      });
    return { id: member.id, name, email, cookie: "" };
  }

  async function signIn(who: Person): Promise<Person> {
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: who.id })).setCookie]);
    return { ...who, cookie };
  }

  /** Finished workouts on these days (finished at 09:00 UTC); `open` days are started, not finished. */
  async function logs(who: Person, days: readonly string[], open: readonly string[] = []) {
    const rows = [
      ...days.map((day) => ({ day, finished: true })),
      ...open.map((day) => ({ day, finished: false })),
    ];
    if (rows.length === 0) return [];
    const ids = rows.map(() => randomUUID());
    await database.db.insert(workoutLogs).values(
      rows.map((row, index) => {
        const at = new Date(`${row.day}T09:00:00Z`);
        return {
          id: ids[index] as string,
          memberId: who.id,
          program: "stay-strong",
          sessionId: "session-a",
          sessionLabel: "Session A",
          day: row.day,
          finishedAt: row.finished ? at : null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    return ids;
  }

  async function checkIn(
    who: Person,
    week: string,
    pain: { level: number; area: string } = { level: 0, area: "" },
  ) {
    const id = randomUUID();
    const submittedAt = new Date(`${week}T08:00:00Z`);
    await database.db.insert(checkIns).values({
      id,
      memberId: who.id,
      week,
      energy: 4,
      sleep: 3,
      stress: 2,
      painArea: pain.area,
      painLevel: pain.level,
      sessionsDone: 2,
      eating: 4,
      wins: "Walked every day",
      question: "More squats?",
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    });
    return id;
  }

  const listPage = async (who: Person) => {
    const answer = await outcome(() =>
      clientsLoader(app.args("/coach/clients", { cookie: who.cookie }) as Args<typeof clientsLoader>),
    );
    return answer;
  };
  const clientPage = async (who: Person, memberId: string, query = "") =>
    outcome(() =>
      clientLoader(
        app.args(`/coach/clients/${memberId}${query}`, {
          cookie: who.cookie,
          params: { memberId },
        }) as Args<typeof clientLoader>,
      ),
    );
  const post = (who: Person, memberId: string, form: Record<string, string>) =>
    outcome(() =>
      clientAction(
        app.args(`/coach/clients/${memberId}`, { cookie: who.cookie, form, params: { memberId } }) as Args<
          typeof clientAction
        >,
      ),
    );
  const audits = (action: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

  it("puts pain first, then an unreviewed screening yes, then 7 days quiet, then an overdue check-in", async () => {
    const ann = await person("Ann", "member", true);
    const bea = await person("Bea", "member", true);
    const cat = await person("Cat", "member", true);
    const dee = await person("Dee", "member", true);
    const fay = await person("Fay", "member", true);
    await person("Eve"); // a member without access: not a client, not listed
    for (const who of [ann, cat, dee, fay]) await saveScreening(database.db, who.id, allNo(), "", NOW);
    await saveScreening(
      database.db,
      bea.id,
      { ...allNo(), heart: true },
      "High blood pressure, on tablets",
      NOW,
    );

    // Fay: all well. Ann: the same, but her check-in reports pain.
    for (const who of [ann, bea, fay]) await logs(who, ["2026-11-17"]);
    await checkIn(ann, THIS_PERIOD, { level: 3, area: "left knee" });
    await checkIn(bea, THIS_PERIOD);
    await checkIn(fay, THIS_PERIOD);
    // Cat: her last session was 10 days ago, and nothing since.
    await logs(cat, ["2026-11-08"]);
    await checkIn(cat, "2026-11-01");
    // Dee trains, but has not checked in these three days.
    await logs(dee, ["2026-11-17"]);
    await checkIn(dee, LAST_PERIOD);

    const rows = await listClientRows(database.db, NOW);
    expect(rows.map((row) => [row.name, row.reasons])).toEqual([
      ["Ann", ["pain"]],
      ["Bea", ["screening"]],
      ["Cat", ["quiet", "overdue"]],
      ["Dee", ["overdue"]],
      ["Fay", []],
    ]);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get("Ann")?.lastCheckIn).toMatchObject({
      week: THIS_PERIOD,
      flags: { pain: true, lowEnergy: false },
      painArea: "left knee",
    });
    expect(byName.get("Bea")?.screening).toBe("flagged");
    expect(byName.get("Cat")?.lastSeen?.toISOString()).toBe("2026-11-08T09:00:00.000Z");

    // The page shows the same order and the reasons in words, and writes one audit line.
    const page = await listPage(await signIn(coach));
    expect(page.status).toBe(200);
    const data = page.data as ClientsPage;
    expect(data.clients.map((client) => client.name)).toEqual(["Ann", "Bea", "Cat", "Dee", "Fay"]);
    expect(data.clients[0]?.checkIn?.flags.pain).toBe(true);
    expect(data.clients[1]?.screening).toBe("Yes, not reviewed");
    expect(await audits("viewed client list")).toHaveLength(1);
  });

  it("no longer counts pain reported more than 14 days ago, and counts the previous period missed", async () => {
    const ann = await person("Ann", "member", true);
    await saveScreening(database.db, ann.id, allNo(), "", NOW);
    await logs(ann, ["2026-11-14"]);
    // Pain, three weeks ago; then nothing last period; this period opened today.
    await checkIn(ann, "2026-10-25", { level: 5, area: "" });
    app.clock.now = new Date("2026-11-15T01:00:00Z"); // Sunday 15 November, 12:00 in Sydney
    const [row] = await listClientRows(database.db, app.clock.now);
    expect(row?.lastCheckIn?.flags.pain).toBe(true);
    expect(row?.reasons).toEqual(["overdue"]);
    // Had she checked in last period, a period open for less than two days is not overdue.
    await checkIn(ann, LAST_PERIOD);
    const [again] = await listClientRows(database.db, app.clock.now);
    expect(again?.reasons).toEqual([]);
  });

  it("counts sessions this week, a streak of weeks and four-week adherence against her plan", async () => {
    const ann = await person("Ann", "member", true);
    // No program: the dashboard's five a week. This week two finished (and one started), the
    // two weeks before one each, then a gap: a three-week streak; 4 in the last 28 days.
    await logs(
      ann,
      ["2026-11-16", "2026-11-17", "2026-11-09", "2026-11-02", "2026-10-19", "2026-10-12"],
      ["2026-11-18"],
    );
    // Bea's program asks twice a week; she trained last week and the week before, not yet this
    // week: her streak still counts, ending last week.
    const bea = await person("Bea");
    await database.db.insert(programAssignments).values({
      memberId: bea.id,
      steps: [{ program: "stay-strong", weeks: 8 }],
      startDay: "2026-11-02",
      assignedBy: coach.id,
      assignedByName: "Coach",
    });
    await logs(bea, ["2026-11-10", "2026-11-12", "2026-11-13", "2026-11-04"]);
    // Cat: every week for five months: more than the window shows.
    const cat = await person("Cat", "member", true);
    await logs(
      cat,
      Array.from({ length: 22 }, (_, week) =>
        new Date(Date.parse("2026-11-17") - week * 7 * DAY).toISOString().slice(0, 10),
      ),
    );

    const rows = new Map((await listClientRows(database.db, NOW)).map((row) => [row.name, row]));
    expect(rows.get("Ann")).toMatchObject({
      sessionsThisWeek: 2,
      plannedPerWeek: 5,
      plan: "dashboard",
      streakWeeks: 3,
      streakAtLeast: false,
      adherence: 20,
    });
    expect(rows.get("Bea")).toMatchObject({
      sessionsThisWeek: 0,
      plannedPerWeek: 2,
      plan: "program",
      streakWeeks: 2,
      adherence: 50,
    });
    expect(rows.get("Cat")).toMatchObject({ streakAtLeast: true, adherence: 20 });
    expect(rows.get("Cat")?.streakWeeks).toBeGreaterThanOrEqual(12);
    const page = (await listPage(await signIn(coach))).data as ClientsPage;
    expect(page.clients.find((client) => client.name === "Cat")?.streak).toMatch(/^\d+\+ weeks$/);
  });

  it("sees her last message, set, tick or sign-in as when she was last seen, and counts her unread messages", async () => {
    const ann = await person("Ann", "member", true);
    await logs(ann, ["2026-10-01"]);
    await postMessage(
      database.db,
      { id: randomUUID(), memberId: ann.id, author: ann, fromCoach: false, body: "Hello!" },
      { appUrl: "https://app.example", now: new Date(NOW.getTime() - 2 * DAY) },
    );
    const [row] = await listClientRows(database.db, NOW);
    expect(row?.lastSeen?.getTime()).toBe(NOW.getTime() - 2 * DAY);
    expect(row?.unread).toBe(1);
    expect(row?.reasons).not.toContain("quiet");
    // Bea's last sign is older than the 12 weeks the list reads: it is looked up on its own.
    const bea = await person("Bea", "member", true);
    await logs(bea, ["2026-03-01"]);
    const beas = (await listClientRows(database.db, NOW)).find((client) => client.name === "Bea");
    expect(beas?.lastSeen?.toISOString()).toBe("2026-03-01T09:00:00.000Z");
    expect(beas?.reasons).toContain("quiet");
    // A sign-in is a sign of her too.
    await signIn(ann);
    const after = (await listClientRows(database.db, NOW)).find((client) => client.name === "Ann");
    // (A session row's created_at is the database's clock, not the test's.)
    expect(after?.lastSeen?.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 60_000);
  });

  it("refuses both pages and every action to a member, and answers 404 for an unknown id or the coach's own", async () => {
    const ann = await signIn(await person("Ann", "member", true));
    const bea = await person("Bea", "member", true);
    // Coach pages answer a signed-in member with 403 (decision 0032), and a visitor with the sign-in page.
    expect((await listPage(ann)).status).toBe(403);
    expect((await clientPage(ann, bea.id)).status).toBe(403);
    expect((await clientPage(ann, ann.id)).status).toBe(403);
    expect((await post(ann, bea.id, { intent: "note", body: "Hi" })).status).toBe(403);
    const visitor = await clientPage({ ...ann, cookie: "" }, bea.id);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toContain("/login");
    expect(await database.db.select().from(clientNotes)).toEqual([]);

    const signedCoach = await signIn(coach);
    expect((await clientPage(signedCoach, "no-such-member")).status).toBe(404);
    expect((await clientPage(signedCoach, coach.id)).status).toBe(404);
    expect((await post(signedCoach, "no-such-member", { intent: "note", body: "Hi" })).status).toBe(404);
    // The export is the coach's only.
    const csv = await outcome(() =>
      exportLoader(
        app.args("/coach/export/clients.csv?health=1", {
          cookie: ann.cookie,
          params: { file: "clients.csv" },
        }) as Args<typeof exportLoader>,
      ),
    );
    expect(csv.status).toBe(403);
  });

  it("shows her record, marks her messages read and writes one audit line per view", async () => {
    const ann = await person("Ann", "member", true);
    const signedCoach = await signIn(coach);
    const screening = await saveScreening(database.db, ann.id, { ...allNo(), joints: true }, "Sore hip", NOW);
    const checkInId = await checkIn(ann, THIS_PERIOD, { level: 2, area: "hip" });
    const [logId] = await logs(ann, ["2026-11-17"]);
    await postMessage(
      database.db,
      { id: randomUUID(), memberId: ann.id, author: ann, fromCoach: false, body: "Can I run?" },
      { appUrl: "https://app.example", now: NOW },
    );

    const first = await clientPage(signedCoach, ann.id);
    expect(first.status).toBe(200);
    const page = first.data as ClientPage;
    expect(page.client.email).toBe(ann.email);
    expect(page.screening).toMatchObject({ id: screening.id, status: "flagged", followUp: "Sore hip" });
    expect(page.screening?.answers.find((answer) => answer.id === "joints")?.yes).toBe(true);
    expect(page.checkIns.map((row) => [row.id, row.flags.pain])).toEqual([[checkInId, true]]);
    expect(page.training.sessions.map((session) => session.id)).toEqual([logId]);
    expect(page.thread.map((message) => [message.body, message.isNew])).toEqual([["Can I run?", true]]);
    // Opening the page read her message.
    const [stored] = await database.db.select().from(messages).where(eq(messages.memberId, ann.id));
    expect(stored?.readAt).not.toBeNull();
    expect((await listClientRows(database.db, NOW))[0]?.unread).toBe(0);

    // A link from a check-in or a session sets what the reply is about; another's id does not.
    const about = (await clientPage(signedCoach, ann.id, `?checkIn=${checkInId}`)).data as ClientPage;
    expect(about.subject).toMatchObject({ checkInId, workoutLogId: null });
    expect(about.subject?.label).toContain("check-in");
    const session = (await clientPage(signedCoach, ann.id, `?session=${logId}`)).data as ClientPage;
    expect(session.subject).toMatchObject({ checkInId: null, workoutLogId: logId });
    const bea = await person("Bea", "member", true);
    const beasCheckIn = await checkIn(bea, THIS_PERIOD);
    const foreign = (await clientPage(signedCoach, ann.id, `?checkIn=${beasCheckIn}`)).data as ClientPage;
    expect(foreign.subject).toBeNull();

    const views = await audits("viewed client record");
    expect(views).toHaveLength(4);
    expect(views.every((line) => line.target === ann.email && line.actorEmail === coach.email)).toBe(true);
  });

  it("replies once for a double post, about her check-in, and queues her one email", async () => {
    const ann = await signIn(await person("Ann", "member", true));
    const signedCoach = await signIn(coach);
    const checkInId = await checkIn(ann, THIS_PERIOD, { level: 2, area: "hip" });
    const page = (await clientPage(signedCoach, ann.id, `?checkIn=${checkInId}`)).data as ClientPage;
    const form = { intent: "reply", messageId: page.messageId, body: "Rest the hip this week.", checkInId };
    const first = await post(signedCoach, ann.id, form);
    const second = await post(signedCoach, ann.id, form);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/coach/clients/${ann.id}#thread`);
    }
    const thread = await database.db.select().from(messages).where(eq(messages.memberId, ann.id));
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({
      fromCoach: true,
      checkInId,
      body: "Rest the hip this week.",
      authorId: coach.id,
    });
    expect(await database.db.select().from(outbox)).toHaveLength(1);

    // Her messages page shows it.
    const hers = await outcome(() =>
      messagesLoader(app.args("/messages", { cookie: ann.cookie }) as Args<typeof messagesLoader>),
    );
    expect(JSON.stringify(hers.data)).toContain("Rest the hip this week.");

    // An empty reply, a check-in of someone else's: 4xx with what was typed kept.
    const empty = await post(signedCoach, ann.id, { intent: "reply", messageId: randomUUID(), body: "  " });
    expect(empty.status).toBe(400);
    expect(formFailureOf(empty.data)?.fieldErrors.body).toBeTruthy();
    const bea = await person("Bea", "member", true);
    const beasCheckIn = await checkIn(bea, THIS_PERIOD);
    const foreign = await post(signedCoach, ann.id, {
      intent: "reply",
      messageId: randomUUID(),
      body: "Hello",
      checkInId: beasCheckIn,
    });
    expect(foreign.status).toBe(404);
    expect(formFailureOf(foreign.data)?.values.body).toBe("Hello");
    expect(await database.db.select().from(messages).where(eq(messages.memberId, ann.id))).toHaveLength(1);
  });

  it("keeps the coach's notes from the client: not on her messages page, not on her dashboard", async () => {
    const ann = await signIn(await person("Ann", "member", true));
    const signedCoach = await signIn(coach);
    const secret = "Private: worried about her hip, go gently";
    const saved = await post(signedCoach, ann.id, { intent: "note", body: `  ${secret}  ` });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ done: "Note saved." });
    app.advance(60_000);
    await post(signedCoach, ann.id, { intent: "note", body: "Second note" });
    const notes = await database.db.select().from(clientNotes).where(eq(clientNotes.memberId, ann.id));
    expect(notes.map((note) => note.body).sort()).toEqual([secret, "Second note"].sort());
    expect(notes.every((note) => note.authorId === coach.id)).toBe(true);
    expect(await audits("added client note")).toHaveLength(2);

    const page = (await clientPage(signedCoach, ann.id)).data as ClientPage;
    expect(page.notes.map((note) => note.body)).toEqual(["Second note", secret]);

    const hers = await outcome(() =>
      messagesLoader(app.args("/messages", { cookie: ann.cookie }) as Args<typeof messagesLoader>),
    );
    const dashboard = await outcome(() =>
      dashboardLoader(app.args("/dashboard", { cookie: ann.cookie }) as Args<typeof dashboardLoader>),
    );
    expect(hers.status).toBe(200);
    expect(dashboard.status).toBe(200);
    for (const data of [hers.data, dashboard.data]) {
      expect(JSON.stringify(data)).not.toContain("worried about her hip");
      expect(JSON.stringify(data)).not.toContain("Second note");
    }

    // An empty or too long note is refused with what was typed.
    const empty = await post(signedCoach, ann.id, { intent: "note", body: " " });
    expect(empty.status).toBe(400);
    expect(formFailureOf(empty.data)?.fieldErrors.body).toBe("Please write the note.");
    const long = await post(signedCoach, ann.id, { intent: "note", body: "x".repeat(4001) });
    expect(long.status).toBe(400);
    expect(formFailureOf(long.data)?.values.intent).toBe("note");
    const unknown = await post(signedCoach, ann.id, { intent: "delete-everything" });
    expect(unknown.status).toBe(400);
    expect(formFailureOf(unknown.data)?.formError).toBeTruthy();
  });

  it("marks her screening reviewed, only hers, and takes her off the list's flag", async () => {
    const ann = await person("Ann", "member", true);
    const bea = await person("Bea", "member", true);
    const signedCoach = await signIn(coach);
    const hers = await saveScreening(database.db, ann.id, { ...allNo(), chestPain: true }, "", NOW);
    const beas = await saveScreening(database.db, bea.id, { ...allNo(), heart: true }, "", NOW);

    const wrong = await post(signedCoach, ann.id, { intent: "review-screening", screeningId: beas.id });
    expect(wrong.status).toBe(404);
    const [untouched] = await database.db.select().from(screenings).where(eq(screenings.id, beas.id));
    expect(untouched?.reviewedAt).toBeNull();

    const done = await post(signedCoach, ann.id, { intent: "review-screening", screeningId: hers.id });
    expect(done.status).toBe(200);
    const [reviewed] = await database.db.select().from(screenings).where(eq(screenings.id, hers.id));
    expect(reviewed).toMatchObject({ reviewedBy: coach.id });
    expect(reviewed?.reviewedAt).not.toBeNull();
    const rows = new Map((await listClientRows(database.db, NOW)).map((row) => [row.name, row]));
    expect(rows.get("Ann")?.screening).toBe("reviewed");
    expect(rows.get("Ann")?.reasons).not.toContain("screening");
    expect(rows.get("Bea")?.reasons).toContain("screening");
    expect(await audits("reviewed screening")).toHaveLength(1);
  });

  it("assigns a program (which makes her a client), refuses a bad one with field errors, and removes it", async () => {
    const ann = await signIn(await person("Ann"));
    const signedCoach = await signIn(coach);
    expect(await listClientRows(database.db, NOW)).toEqual([]);
    // Her questionnaire is done: the assigned program replaces its pick on her dashboard.
    await database.db.insert(profiles).values({
      id: randomUUID(),
      memberId: ann.id,
      answers: { fitness: "beginner", goals: ["stress"], diet: "vegan", time: "30min" },
      step: "complete",
      completedAt: NOW,
      timeZone: "Australia/Sydney",
    });

    const bad = await post(signedCoach, ann.id, {
      intent: "assign",
      step1Program: "no-such",
      step1Weeks: "99",
      startDay: "soon",
    });
    expect(bad.status).toBe(400);
    const failure = formFailureOf(bad.data);
    expect(Object.keys(failure?.fieldErrors ?? {}).sort()).toEqual([
      "startDay",
      "step1Program",
      "step1Weeks",
    ]);
    expect(failure?.values.step1Weeks).toBe("99");

    const assigned = await post(signedCoach, ann.id, {
      intent: "assign",
      preset: "kick-start",
      startDay: "2026-11-16",
    });
    expect(assigned.status).toBe(200);
    const [row] = await database.db
      .select()
      .from(programAssignments)
      .where(eq(programAssignments.memberId, ann.id));
    expect(row?.steps).toEqual([
      { program: "movement-patterns-1", weeks: 4 },
      { program: "movement-patterns-2", weeks: 4 },
    ]);
    expect(await audits("assign program")).toHaveLength(1);
    // She is a client now, planned against her program.
    const [listed] = await listClientRows(database.db, NOW);
    expect(listed).toMatchObject({ name: "Ann", plan: "program", plannedPerWeek: 2 });
    // Her dashboard follows it.
    const dashboard = await outcome(() =>
      dashboardLoader(app.args("/dashboard", { cookie: ann.cookie }) as Args<typeof dashboardLoader>),
    );
    const card = (dashboard.data as Dashboard).cards.find((item) => item.type === "workout");
    expect(card).toMatchObject({
      subtitle: "Movement Patterns: Beginner · Week 1 of 4",
      chosenBy: site.coachName,
    });

    const removed = await post(signedCoach, ann.id, { intent: "unassign" });
    expect(removed.status).toBe(200);
    expect(await database.db.select().from(programAssignments)).toEqual([]);
    const again = await post(signedCoach, ann.id, { intent: "unassign" });
    expect(again.status).toBe(404);
  });

  it("exports clients without health answers unless asked, and audits the health export", async () => {
    const ann = await person("Ann", "member", true);
    const signedCoach = await signIn(coach);
    await saveScreening(database.db, ann.id, { ...allNo(), heart: true }, "Blood pressure tablets", NOW);
    await checkIn(ann, THIS_PERIOD, { level: 4, area: "lower back" });
    await logs(ann, ["2026-11-16"]);
    const csvOf = async (query: string) => {
      const answer = await exportLoader(
        app.args(`/coach/export/clients.csv${query}`, {
          cookie: signedCoach.cookie,
          params: { file: "clients.csv" },
        }) as Args<typeof exportLoader>,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      return answer.text();
    };
    const plainResponse = await csvOf("");
    expect(plainResponse.split("\r\n")[0]).toBe(
      "name,email,sessions_this_week,planned_per_week,adherence_percent,last_check_in",
    );
    expect(plainResponse).toContain(`Ann,ann@example.com,1,5,5,${THIS_PERIOD}`);
    for (const health of ["lower back", "Blood pressure", "screening", "pain"]) {
      expect(plainResponse).not.toContain(health);
    }
    // Anything but health=1 is the plain export.
    expect(await csvOf("?health=yes")).toBe(plainResponse);

    const withHealth = await csvOf("?health=1");
    expect(withHealth.split("\r\n")[0]).toContain("screening_heart");
    expect(withHealth).toContain("lower back");
    expect(withHealth).toContain("Blood pressure tablets");
    expect(withHealth).toContain("Yes, not reviewed");
    expect((await audits("export clients.csv with health answers")).length).toBe(1);
    expect((await audits("export clients.csv")).length).toBe(2);
  });
});
