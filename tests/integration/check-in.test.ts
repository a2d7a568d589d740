import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  bodyMetrics,
  checkIns,
  outbox,
  profiles,
  programAssignments,
  workoutLogs,
} from "~/db/schema";
import { checkInCard, getCheckInWeekday, sessionsDoneThisPeriod } from "~/features/coaching/check-in.server";
import { queueCheckInInvites } from "~/features/coaching/check-in-invites.server";
import { savePreferences } from "~/features/training/training.server";
import { formFailureOf } from "~/lib/form-failure";
import { grantEntitlement } from "~/lib/members.server";
import { action as coachAction, loader as coachLoader } from "~/routes/coach/check-ins";
import { action as checkInAction, loader as checkInLoader } from "~/routes/coaching/check-in";
import { loader as exportLoader } from "~/routes/training/export";
import { answers, type Form } from "../helpers/check-in-form";
import { outcome, signedIn } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

type PageData = Awaited<ReturnType<typeof checkInLoader>>;
type CoachData = Awaited<ReturnType<typeof coachLoader>>;

/** Tuesday 24 November 2026, 10:00 in Sydney (the gym's zone, used when she has no profile). */
const TUESDAY = new Date("2026-11-23T23:00:00Z");
const WEEK_MS = 7 * 24 * 3_600_000;

describe("the weekly check-in", () => {
  const { database, app } = useTestApp({ start: TUESDAY });
  type Person = { id: string; name: string; email: string; cookie: string };
  let ann: Person; // a client (portal access), Sydney by default
  let bea: Person; // a client (premium), in London
  let cat: Person; // a member, not a client
  let coach: Person;

  async function person(name: string, role: "member" | "coach" = "member"): Promise<Person> {
    const { id, email, cookie } = await signedIn(app, {
      name,
      email: `${name.toLowerCase()}@example.com`,
      role,
    });
    return { id, name, email, cookie };
  }
  const grant = (who: Person, kind: "portal" | "premium", endsAt: Date | null = null) =>
    grantEntitlement(database.db, { memberId: who.id, kind, endsAt, source: "coach" });

  beforeEach(async () => {
    ann = await person("Ann");
    bea = await person("Bea");
    cat = await person("Cat");
    coach = await person("Coach", "coach");
    await grant(ann, "portal");
    await grant(bea, "premium");
    await database.db
      .insert(profiles)
      .values({ id: randomUUID(), memberId: bea.id, timeZone: "Europe/London" });
  });

  const send = (form: Form, cookie?: string) =>
    outcome(() => checkInAction(app.args("/check-in", { form, cookie }) as Args<typeof checkInAction>));
  const page = async (cookie: string) =>
    (await outcome(() => checkInLoader(app.args("/check-in", { cookie }) as Args<typeof checkInLoader>)))
      .data as PageData;
  const rowsOf = (memberId: string) =>
    database.db.select().from(checkIns).where(eq(checkIns.memberId, memberId));
  const invites = () =>
    database.db
      .select({ to: outbox.to, key: outbox.dedupeKey, subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.kind, "check-in-invite"))
      .orderBy(outbox.to);

  it("sends her to sign in when she is not signed in", async () => {
    const answer = await outcome(() => checkInLoader(app.args("/check-in") as Args<typeof checkInLoader>));
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/login\?redirectTo=%2Fcheck-in/);
  });

  it("keeps one check-in per period: sending again updates the same row", async () => {
    const first = await send(answers({ energy: "2", wins: "First try" }), ann.cookie);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/dashboard");
    expect(first.cookies.join(";")).toContain("wb50_flash=check-in-sent");
    const [row] = await rowsOf(ann.id);
    expect(row).toMatchObject({ week: "2026-11-22", energy: 2, wins: "First try" });

    // Later the same week (Saturday evening), she changes her answers.
    app.advance(4 * 24 * 3_600_000 + 8 * 3_600_000);
    const again = await send(
      answers({ energy: "5", wins: "Changed my mind", question: "Rest days?" }),
      ann.cookie,
    );
    expect(again.status).toBe(302);
    const rows = await rowsOf(ann.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: row?.id, week: "2026-11-22", energy: 5, question: "Rest days?" });

    // Returning to the page in the same period shows her answers to edit.
    const data = await page(ann.cookie);
    expect(data.saved).toMatchObject({ energy: "5", wins: "Changed my mind", question: "Rest days?" });

    // The next Sunday opens a new period: a new row.
    app.advance(24 * 3_600_000);
    await send(answers(), ann.cookie);
    expect((await rowsOf(ann.id)).map((each) => each.week).sort()).toEqual(["2026-11-22", "2026-11-29"]);
    expect((await page(ann.cookie)).history.map((entry) => entry.week)).toEqual([
      "29 Nov 2026",
      "22 Nov 2026",
    ]);
  });

  it("writes weight (in her unit) and waist (cm) to her body measurements for today", async () => {
    await savePreferences(database.db, ann.id, { unit: "lb", plateStep: 5, goalWeightKg: null });
    await send(answers({ weight: "160", waist: "84,5" }), ann.cookie);
    const [metrics] = await database.db.select().from(bodyMetrics).where(eq(bodyMetrics.memberId, ann.id));
    expect(metrics?.day).toBe("2026-11-24");
    expect(metrics?.weightKg).toBeCloseTo(72.57, 2);
    expect(metrics?.waistCm).toBe(84.5);
    const [row] = await rowsOf(ann.id);
    expect(row?.weightKg).toBeCloseTo(72.57, 2);
    // The page shows it back in pounds.
    expect((await page(ann.cookie)).saved).toMatchObject({ weight: "160", waist: "84.5" });

    // Without weight or waist, nothing is written to her measurements.
    await send(answers(), bea.cookie);
    expect(await database.db.select().from(bodyMetrics).where(eq(bodyMetrics.memberId, bea.id))).toEqual([]);
  });

  it("answers bad input with a 400, a message per field and what she typed", async () => {
    const longWins = "x".repeat(2001);
    const answer = await send(
      answers({
        energy: "9",
        sleep: "",
        sessionsDone: "",
        weight: "725",
        wins: longWins,
        question: "Keep me",
      }),
      ann.cookie,
    );
    expect(answer.status).toBe(400);
    const failure = formFailureOf(answer.data);
    expect(Object.keys(failure?.fieldErrors ?? {}).sort()).toEqual([
      "energy",
      "sessionsDone",
      "sleep",
      "weight",
      "wins",
    ]);
    expect(failure?.fieldErrors.weight).toBe("Enter your weight between 30 and 250 kg, or leave it empty.");
    expect(failure?.values).toMatchObject({ question: "Keep me", weight: "725", energy: "9" });
    expect(await rowsOf(ann.id)).toEqual([]);

    // Not a form at all: a 415, never a 500.
    const notForm = await outcome(() =>
      checkInAction({
        ...app.args("/check-in", { cookie: ann.cookie }),
        request: new Request("http://localhost/check-in", {
          method: "POST",
          headers: { Cookie: ann.cookie, "Content-Type": "application/json" },
          body: "{}",
        }),
      } as Args<typeof checkInAction>),
    );
    expect(notForm.status).toBe(415);
  });

  it("prefills sessions done with her finished logs of this period", async () => {
    const log = (memberId: string, day: string, finished: boolean) => ({
      id: randomUUID(),
      memberId,
      program: "stay-strong",
      sessionId: "session-a",
      sessionLabel: "Session A",
      day,
      finishedAt: finished ? new Date(`${day}T08:00:00Z`) : null,
    });
    await database.db.insert(workoutLogs).values([
      log(ann.id, "2026-11-21", true), // Saturday: the period before
      log(ann.id, "2026-11-22", true), // Sunday: this period opened
      log(ann.id, "2026-11-23", true),
      log(ann.id, "2026-11-24", false), // started, not finished
      log(bea.id, "2026-11-23", true), // someone else's
    ]);
    expect((await page(ann.cookie)).sessionsLogged).toBe(2);
    expect(
      await sessionsDoneThisPeriod(database.db, ann.id, { opened: "2026-11-22", next: "2026-11-29" }),
    ).toBe(2);
    expect((await page(cat.cookie)).sessionsLogged).toBe(0);
  });

  it("shows an active client's card as due, then done; nothing for a non-client", async () => {
    const card = () => checkInCard(database.db, ann, app.clock.now);
    expect(await checkInCard(database.db, cat, app.clock.now)).toBeNull();
    expect(await checkInCard(database.db, coach, app.clock.now)).toBeNull();
    expect(await card()).toMatchObject({
      state: "due",
      missedNote: false,
      opened: "2026-11-22",
      lastDay: "2026-11-28",
    });
    await send(answers(), ann.cookie);
    expect(await card()).toMatchObject({ state: "done", missedNote: false });
  });

  it("says a missed week once, and never twice across two missed weeks", async () => {
    // She checks in on Tuesday 10 November, then misses the weeks of 15 and 22 November.
    app.clock.now = new Date(TUESDAY.getTime() - 2 * WEEK_MS);
    await send(answers(), ann.cookie);
    const weeks: Array<{ state: string; missedNote: boolean }> = [];
    for (let week = 1; week <= 3; week++) {
      app.clock.now = new Date(TUESDAY.getTime() - 2 * WEEK_MS + week * WEEK_MS);
      const card = await checkInCard(database.db, ann, app.clock.now);
      weeks.push({ state: card?.state ?? "none", missedNote: card?.missedNote ?? false });
    }
    expect(weeks).toEqual([
      { state: "due", missedNote: false }, // week of 15 Nov: last week's was done
      { state: "due", missedNote: true }, // week of 22 Nov: the week of 15 Nov was missed
      { state: "due", missedNote: false }, // week of 29 Nov: two missed in a row, no second note
    ]);
    // Checking in clears it at once.
    app.clock.now = TUESDAY;
    await send(answers(), ann.cookie);
    expect(await checkInCard(database.db, ann, app.clock.now)).toMatchObject({
      state: "done",
      missedNote: false,
    });
  });

  describe("invites", () => {
    let dee: Person; // access ended: not a client
    let eve: Person; // a program from the coach: a client
    let fay: Person; // a client who already checked in

    beforeEach(async () => {
      dee = await person("Dee");
      eve = await person("Eve");
      fay = await person("Fay");
      await grant(dee, "portal", new Date("2026-11-01T00:00:00Z"));
      await grant(coach, "premium");
      await grant(fay, "portal");
      await database.db.insert(programAssignments).values({
        memberId: eve.id,
        steps: [{ program: "stay-strong", weeks: 8 }],
        startDay: "2026-11-16",
        assignedByName: "Coach",
      });
    });

    const tick = (at: string) =>
      queueCheckInInvites(database.db, { appUrl: "https://app.example", now: new Date(at) });

    it("queues one email per client per period, from 08:00 her time, never to non-clients or the coach", async () => {
      // Fay checked in on Sunday morning, before the invites went out.
      app.clock.now = new Date("2026-11-21T20:00:00Z");
      await send(answers(), fay.cookie);

      // Sunday 07:30 in Sydney (Saturday 20:30 in London, whose open period started 15 Nov).
      expect(await tick("2026-11-21T20:30:00Z")).toBe(1);
      expect((await invites()).map((row) => row.key)).toEqual([`check-in:${bea.id}:2026-11-15`]);

      // 08:00 in Sydney: Ann and Eve, once however often it is asked.
      expect(await tick("2026-11-21T21:00:00Z")).toBe(2);
      expect(await tick("2026-11-21T21:05:00Z")).toBe(0);
      expect(await tick("2026-11-22T03:00:00Z")).toBe(0);

      // 07:59 Sunday in London: her new period has opened, but it is too early.
      expect(await tick("2026-11-22T07:59:00Z")).toBe(0);
      // 08:00 in London, asked by two instances at once: one email.
      const counts = await Promise.all([tick("2026-11-22T08:00:00Z"), tick("2026-11-22T08:00:00Z")]);
      expect(counts[0] + counts[1]).toBe(1);

      const rows = await invites();
      expect(rows.map((row) => row.key).sort()).toEqual(
        [
          `check-in:${ann.id}:2026-11-22`,
          `check-in:${bea.id}:2026-11-15`,
          `check-in:${bea.id}:2026-11-22`,
          `check-in:${eve.id}:2026-11-22`,
        ].sort(),
      );
      const recipients = new Set(rows.map((row) => row.to));
      for (const outsider of [cat, dee, coach, fay]) expect(recipients.has(outsider.email)).toBe(false);

      const [email] = rows;
      expect(email?.subject).toBe("Your weekly check-in is ready");
      expect(email?.text).toContain("Check in (2 minutes)");
      expect(email?.text).toContain("https://app.example/check-in");
    });

    it("invites nobody who has checked in for the period, and does not say what she answered", async () => {
      app.clock.now = new Date("2026-11-21T22:00:00Z");
      await send(answers({ painArea: "left knee", painLevel: "6" }), ann.cookie);
      await tick("2026-11-21T22:00:00Z");
      const rows = await invites();
      expect(rows.map((row) => row.to)).not.toContain(ann.email);
      expect(rows.map((row) => row.to)).toContain(eve.email);
      for (const row of rows) expect(row.text).not.toContain("knee");
    });
  });

  describe("the coach's page", () => {
    const coachPage = async (cookie: string) =>
      outcome(() => coachLoader(app.args("/coach/check-ins", { cookie }) as Args<typeof coachLoader>));
    const setDay = (form: Form, cookie: string) =>
      outcome(() => coachAction(app.args("/coach/check-ins", { form, cookie }) as Args<typeof coachAction>));
    const audits = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

    it("sets the check-in weekday; a bad day is a 400; a member is refused", async () => {
      expect(await getCheckInWeekday(database.db)).toBe(7);
      const saved = await setDay({ weekday: "3" }, coach.cookie);
      expect(saved.data).toEqual({ done: "Check-ins now open every Wednesday." });
      expect(await getCheckInWeekday(database.db)).toBe(3);
      await setDay({ weekday: "1" }, coach.cookie);
      expect(await getCheckInWeekday(database.db)).toBe(1);
      expect((await audits("set check-in day")).map((row) => row.detail)).toEqual(["Wednesday", "Monday"]);

      const bad = await setDay({ weekday: "8" }, coach.cookie);
      expect(bad.status).toBe(400);
      expect(formFailureOf(bad.data)?.fieldErrors.weekday).toBe("Choose a day of the week.");
      expect(formFailureOf(bad.data)?.values.weekday).toBe("8");
      expect(await getCheckInWeekday(database.db)).toBe(1);

      // Decision 0032: coach pages answer a member with 403, as the rest of the coach area does.
      expect((await setDay({ weekday: "5" }, ann.cookie)).status).toBe(403);
      expect((await coachPage(ann.cookie)).status).toBe(403);
      expect(await getCheckInWeekday(database.db)).toBe(1);

      // Her period now opens on Monday: Tuesday 24 November is in the period of 23 November.
      await send(answers(), ann.cookie);
      expect((await rowsOf(ann.id))[0]?.week).toBe("2026-11-23");
    });

    it("lists every client's latest check-ins with their flags, a first check-in included, and audits each view", async () => {
      await send(
        answers({ painArea: "left knee", painLevel: "6", energy: "2", question: "Squats?" }),
        ann.cookie,
      );
      await send(answers(), bea.cookie);
      // Cat has no access and no program: her check-in alone makes her the coach's client (issue 36).
      await send(answers({ question: "Is this where I ask?" }), cat.cookie);
      const view = await coachPage(coach.cookie);
      expect(view.status).toBe(200);
      const data = view.data as CoachData;
      expect(data.checkIns.map((row) => row.name).sort()).toEqual(["Ann", "Bea", "Cat"]);
      const annRow = data.checkIns.find((row) => row.name === "Ann");
      expect(annRow).toMatchObject({
        memberId: ann.id,
        pain: "Pain 6 of 10: left knee",
        lowEnergy: "Low energy (2 of 5)",
        question: "Squats?",
        sessionsDone: 2,
      });
      expect(data.checkIns.find((row) => row.name === "Bea")).toMatchObject({ pain: null, lowEnergy: null });
      await coachPage(coach.cookie);
      const views = await audits("viewed check-ins");
      expect(views).toHaveLength(2);
      expect(views[0]).toMatchObject({ actorId: coach.id, actorEmail: coach.email });
    });
  });

  it("never shows another member's check-in in her history or her export", async () => {
    await send(answers({ wins: "Ann's own win" }), ann.cookie);
    await send(answers({ wins: "Bea's secret win" }), bea.cookie);
    const history = (await page(ann.cookie)).history;
    expect(history.map((row) => row.wins)).toEqual(["Ann's own win"]);

    const file = await exportLoader(
      app.args("/progress/export.csv?part=check-ins", { cookie: ann.cookie }) as Args<typeof exportLoader>,
    );
    expect(file).toBeInstanceOf(Response);
    const response = file as Response;
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toContain("check-ins");
    const csv = await response.text();
    expect(csv.split("\n")[0]).toContain("week_of,energy,sleep,stress,pain_area,pain_level");
    expect(csv).toContain("Ann's own win");
    expect(csv).not.toContain("Bea's secret win");
    expect(csv.trim().split("\n")).toHaveLength(2);

    // Deleting Bea's account takes her check-ins with it.
    const { deleteAccount } = await import("~/features/account/account-data.server");
    await deleteAccount(database.db, { id: bea.id, email: bea.email }, app.clock.now);
    expect(
      await database.db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.memberId, bea.id))),
    ).toEqual([]);
  });
});
