import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { exerciseLogs, setLogs, workoutLogs } from "~/db/schema";
import type { MemberLogPage, VisitorLogPage } from "~/features/training/log.server";
import { LOG_MESSAGES } from "~/features/training/set-sender";
import { savePreferences } from "~/features/training/training.server";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { createMember } from "~/lib/members.server";
import { action as logAction, loader as logLoader } from "~/routes/training/log";
import { loader as progressLoader } from "~/routes/training/progress";
import { EXERCISES, finishForm, SETS, setForm } from "../helpers/log-forms";
import { cookieFrom, outcome } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";
import { passScreening } from "../helpers/training-seed";

type Form = Record<string, string>;

const PROGRAM = "movement-patterns-1";
const SESSION = "session-a";
const PATH = `/client-portal/${PROGRAM}/log/${SESSION}`;
const HOUR = 3_600_000;

describe("the session log", () => {
  // Monday 2 March 2026, 18:00 in Sydney (the gym's zone).
  const { database, app } = useTestApp({ start: new Date("2026-03-02T07:00:00Z") });
  let ann: { id: string; cookie: string };
  let bea: { id: string; cookie: string };

  beforeEach(async () => {
    const person = async (name: string, role: "member" | "coach" = "member") => {
      const member = await createMember(database.db, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        password: "a-long-enough-password",
        role,
      });
      if (!member) throw new Error("no member");
      await passScreening(database.db, member.id, app.clock.now);
      const cookie = cookieFrom([(await app.services.sessions.create({ memberId: member.id })).setCookie]);
      return { id: member.id, cookie };
    };
    ann = await person("Ann");
    bea = await person("Bea");
  });

  const load = (cookie?: string, path = PATH, params = { program: PROGRAM, session: SESSION }) =>
    outcome(() => logLoader(app.args(path, { cookie, params }) as Args<typeof logLoader>));
  const page = async (cookie: string) => {
    const result = await load(cookie);
    expect(result.status).toBe(200);
    const data = result.data as MemberLogPage;
    expect(data.mode).toBe("log");
    return data;
  };
  const post = (form: Form, cookie?: string, params = { program: PROGRAM, session: SESSION }) =>
    outcome(() =>
      logAction(
        app.args(`/client-portal/${params.program}/log/${params.session}`, { form, cookie, params }) as Args<
          typeof logAction
        >,
      ),
    );
  const setsOf = (memberId: string) =>
    database.db
      .select()
      .from(setLogs)
      .where(eq(setLogs.memberId, memberId))
      .orderBy(setLogs.position, setLogs.setNumber);
  const logsOf = (memberId: string) =>
    database.db.select().from(workoutLogs).where(eq(workoutLogs.memberId, memberId));

  it("answers 404 for an unknown program or session, and sends a visitor to sign up or log in", async () => {
    expect(
      (await load(undefined, "/client-portal/nope/log/session-a", { program: "nope", session: SESSION }))
        .status,
    ).toBe(404);
    expect(
      (await load(ann.cookie, `/client-portal/${PROGRAM}/log/day-9`, { program: PROGRAM, session: "day-9" }))
        .status,
    ).toBe(404);
    // A portal program stays closed to a visitor without portal access, as its page does.
    const closed = await load(undefined, "/client-portal/bootcamp/log/circuit-training", {
      program: "bootcamp",
      session: "circuit-training",
    });
    expect(closed).toMatchObject({ status: 302, location: "/client-portal" });

    const visitor = (await load()).data as VisitorLogPage;
    expect(visitor).toMatchObject({
      mode: "visitor",
      session: { label: "Session A" },
      signupHref: `/signup?redirectTo=${encodeURIComponent(PATH)}`,
      loginHref: `/login?redirectTo=${encodeURIComponent(PATH)}`,
    });
    // A visitor's post is sent to log in, and stores nothing.
    const posted = await post(setForm("5b0c6a8e-1d2c-4b3a-9e8f-0a1b2c3d4e5f"));
    expect(posted.status).toBe(302);
    expect(posted.location).toBe(`/login?redirectTo=${encodeURIComponent(PATH)}`);
    expect(await database.db.select().from(workoutLogs)).toEqual([]);
  });

  it("shows only this session's main work, prefilled, and stores nothing until the first save", async () => {
    const data = await page(ann.cookie);
    expect(data.resumed).toBe(false);
    expect(data.logId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.exercises.map((exercise) => exercise.name)).toEqual([
      "A1. Goblet squat to a box",
      "A2. Incline dumbbell press",
      "B1. Seated cable row",
      "B2. Supported split squat",
    ]);
    const [squat] = data.exercises;
    expect(squat).toMatchObject({
      amount: "3 × 10",
      rest: "60 s",
      effortText: "60% 1RM",
      lastTime: null,
      timed: false,
    });
    expect(squat?.sets).toEqual(
      [1, 2, 3].map((setNumber) => ({ setNumber, reps: 10, weight: null, seconds: null, done: false })),
    );
    // Never the whole program: no warm-up, no other session.
    const sent = JSON.stringify(data);
    expect(sent).not.toContain("Marching on the spot");
    expect(sent).not.toContain("Kettlebell deadlift");
    expect(await logsOf(ann.id)).toEqual([]);
  });

  it("finishes a session sent as one plain form, and tells her it is saved", async () => {
    const { logId } = await page(ann.cookie);
    const form = finishForm(logId, "8", {
      "set-3-3-done": "false",
      "set-3-3-reps": "6",
      "effort-1": "hard",
      "note-1": "  shoulder a bit   tight ",
    });
    delete form["set-2-2-done"]; // an unticked checkbox is not sent at all
    const result = await post(form, ann.cookie);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/progress");
    expect(result.cookies.join(";")).toContain("wb50_flash=session-saved");

    const [log] = await logsOf(ann.id);
    expect(log).toMatchObject({
      id: logId,
      program: PROGRAM,
      sessionId: SESSION,
      sessionLabel: "Session A",
      day: "2026-03-02",
    });
    expect(log?.finishedAt).toEqual(app.clock.now);
    const sets = await setsOf(ann.id);
    expect(sets).toHaveLength(EXERCISES * SETS);
    expect(sets.filter((set) => !set.done).map((set) => [set.position, set.setNumber])).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect(sets[0]).toMatchObject({
      // The library entry's id, not the program line's slug (decision 0058).
      exerciseKey: "goblet-squat-to-box",
      reps: 10,
      weightKg: 8,
      seconds: null,
    });
    const notes = await database.db
      .select()
      .from(exerciseLogs)
      .where(eq(exerciseLogs.logId, logId))
      .orderBy(exerciseLogs.position);
    expect(notes[1]).toMatchObject({
      effort: "hard",
      note: "shoulder a bit tight",
      name: "A2. Incline dumbbell press",
    });

    // Finish again later with a correction: the numbers are kept, the log stays one log finished
    // at the first Finish, and no record is found the second time.
    const finishedAt = log?.finishedAt;
    app.advance(60_000);
    const again = await post(finishForm(logId, "20"), ann.cookie);
    expect(again).toMatchObject({ status: 302, location: "/progress" });
    expect(again.cookies.join(";")).toContain("wb50_flash=session-saved");
    expect((await setsOf(ann.id))[0]?.weightKg).toBe(20);
    const logs = await logsOf(ann.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.finishedAt).toEqual(finishedAt);
  });

  it("saves a set idempotently, resumes the open log, and keeps her unit", async () => {
    await savePreferences(database.db, ann.id, { unit: "lb", plateStep: 2.5, goalWeightKg: null });
    const { logId } = await page(ann.cookie);
    const first = await post(setForm(logId, { weight: "17.5" }), ann.cookie);
    expect(first).toMatchObject({ status: 200, data: { ok: true } });
    const again = await post(setForm(logId, { weight: "20", reps: "9" }), ann.cookie);
    expect(again.status).toBe(200);
    const sets = await setsOf(ann.id);
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ position: 0, setNumber: 1, reps: 9, done: true });
    expect(sets[0]?.weightKg).toBeCloseTo(20 * 0.45359237, 6);
    expect(await logsOf(ann.id)).toHaveLength(1);
    const note = await post(
      { intent: "exercise", logId, position: "0", effort: "easy", note: "knee sore" },
      ann.cookie,
    );
    expect(note).toMatchObject({ status: 200, data: { ok: true } });

    // Reopened an hour later: the same log, her numbers in pounds.
    app.advance(HOUR);
    const resumed = await page(ann.cookie);
    expect(resumed).toMatchObject({ logId, resumed: true, unit: "lb", plateStep: 2.5 });
    expect(resumed.exercises[0]?.sets[0]).toEqual({
      setNumber: 1,
      reps: 9,
      weight: 20,
      seconds: null,
      done: true,
    });
    expect(resumed.exercises[0]).toMatchObject({ effort: "easy", note: "knee sore" });
  });

  it("dates a set sent after midnight by the day she ticked it, and reads its weight in the unit she typed", async () => {
    const { logId } = await page(ann.cookie);
    // Ticked yesterday evening with no signal, sent this morning: the workout was yesterday's.
    await post(setForm(logId, { day: "2026-03-01", unit: "kg" }), ann.cookie);
    expect((await logsOf(ann.id))[0]?.day).toBe("2026-03-01");
    // A day that cannot have waited on the phone (weeks ago, or tomorrow) is today.
    const other = await page(bea.cookie);
    await post(setForm(other.logId, { day: "2026-01-01" }), bea.cookie);
    expect((await logsOf(bea.id))[0]?.day).toBe("2026-03-02");
    // She switched to pounds after typing 8 with the page in kg: 8 kg is stored.
    await savePreferences(database.db, ann.id, { unit: "lb", plateStep: 2.5, goalWeightKg: null });
    await post(setForm(logId, { setNumber: "2", weight: "8", unit: "kg" }), ann.cookie);
    expect((await setsOf(ann.id)).find((set) => set.setNumber === 2)?.weightKg).toBe(8);
  });

  it("refuses forged and absurd input with a 4xx and stores nothing", async () => {
    const { logId } = await page(ann.cookie);
    const cases: [Form, string][] = [
      [setForm(logId, { weight: "-1" }), LOG_MESSAGES.weight],
      [setForm(logId, { weight: "5000" }), LOG_MESSAGES.weight],
      [setForm(logId, { weight: "400" }), LOG_MESSAGES.weight], // under the pound bound, over 300 kg
      [setForm(logId, { weight: "abc" }), LOG_MESSAGES.weight],
      [setForm(logId, { weight: "Infinity" }), LOG_MESSAGES.weight],
      [setForm(logId, { reps: "-1" }), LOG_MESSAGES.reps],
      [setForm(logId, { reps: "1000" }), LOG_MESSAGES.reps],
      [setForm(logId, { reps: "8.5" }), LOG_MESSAGES.reps],
      [setForm(logId, { seconds: "99999" }), LOG_MESSAGES.seconds],
      [setForm(logId, { position: "4" }), LOG_MESSAGES.position],
      [setForm(logId, { position: "-1" }), LOG_MESSAGES.position],
      [setForm(logId, { setNumber: "0" }), LOG_MESSAGES.setNumber],
      [setForm(logId, { setNumber: "4" }), LOG_MESSAGES.setNumber],
      [setForm(logId, { done: "maybe" }), LOG_MESSAGES.form],
      [setForm("not-a-uuid"), LOG_MESSAGES.logId],
      [setForm("../../etc/passwd"), LOG_MESSAGES.logId],
      [{ intent: "exercise", logId, position: "0", effort: "extreme" }, LOG_MESSAGES.effort],
      [{ intent: "exercise", logId, position: "0", note: "x".repeat(201) }, LOG_MESSAGES.note],
      [{ intent: "delete", logId }, LOG_MESSAGES.form],
      [finishForm(logId, "8", { "set-1-2-weight": "5000" }), LOG_MESSAGES.weight],
      [finishForm(logId, "8", { "set-0-3-reps": "-3" }), LOG_MESSAGES.reps],
      [finishForm(logId, "8", { "effort-2": "brutal" }), LOG_MESSAGES.effort],
      [finishForm("nope", "8"), LOG_MESSAGES.logId],
    ];
    for (const [form, message] of cases) {
      const result = await post(form, ann.cookie);
      expect(result.status, JSON.stringify(form)).toBe(400);
      const failure = formFailureOf(result.data);
      expect(failure && failureMessage(failure), JSON.stringify(form)).toBe(message);
    }
    // Finishing with no set ticked is refused with a clear message.
    const none: Form = { intent: "finish", logId };
    const noTicks = await post(none, ann.cookie);
    expect(noTicks.status).toBe(400);
    expect(formFailureOf(noTicks.data)?.formError).toBe(LOG_MESSAGES.noSet);
    // The refused Finish keeps what she typed.
    const typed = await post(finishForm(logId, "8", { "set-1-2-weight": "5000" }), ann.cookie);
    expect(formFailureOf(typed.data)?.values["set-1-2-weight"]).toBe("5000");
    expect(formFailureOf(typed.data)?.fieldErrors["set-1-2-weight"]).toBe(LOG_MESSAGES.weight);

    expect(await database.db.select().from(workoutLogs)).toEqual([]);
    expect(await database.db.select().from(setLogs)).toEqual([]);
    expect(await database.db.select().from(exerciseLogs)).toEqual([]);
  });

  it("answers 404 for another member's log and leaves it as it was", async () => {
    const { logId } = await page(ann.cookie);
    expect((await post(setForm(logId), ann.cookie)).status).toBe(200);
    const before = await setsOf(ann.id);

    for (const form of [
      setForm(logId, { weight: "50" }),
      { intent: "exercise", logId, position: "0", effort: "hard", note: "mine now" },
      finishForm(logId, "50"),
    ]) {
      expect((await post(form, bea.cookie)).status, form.intent).toBe(404);
    }
    expect(await setsOf(ann.id)).toEqual(before);
    expect(await setsOf(bea.id)).toEqual([]);
    expect(await database.db.select().from(exerciseLogs)).toEqual([]);
    const [log] = await logsOf(ann.id);
    expect(log?.finishedAt).toBeNull();
    // Her log of one session cannot be moved onto another either.
    const elsewhere = await post(setForm(logId), ann.cookie, { program: PROGRAM, session: "session-b" });
    expect(elsewhere.status).toBe(404);
  });

  it("shows last time's numbers and the suggestion, warns about recovery, and celebrates a record", async () => {
    const first = await page(ann.cookie);
    const firstFinish = await post(
      finishForm(first.logId, "8", { "set-1-3-reps": "8", "set-2-1-weight": "10" }),
      ann.cookie,
    );
    expect(firstFinish.cookies.join(";")).toContain("wb50_flash=session-saved");

    // 20 hours later: the same muscles, so a calm note; last time's numbers on every exercise.
    app.advance(20 * HOUR);
    const second = await page(ann.cookie);
    expect(second.logId).not.toBe(first.logId);
    expect(second.recovery).toBe(
      "You trained your legs, glutes, back and arms 20 hours ago (Session A). Muscles get stronger while they rest: 48 hours between sessions for the same muscles is best. A walk or the mobility session today? You can still log this session.",
    );
    const [squat, press, row] = second.exercises;
    expect(squat?.lastTime).toBe("Last time: 3 × 10 at 8 kg");
    expect(press?.lastTime).toBe("Last time: 10, 10, 8 at 8 kg");
    expect(row?.lastTime).toBe("Last time: 10 at 10 kg, 10 at 8 kg, 10 at 8 kg");
    // 60% of the estimate from 8 kg × 10 (about 10.7 kg) would be 6 kg: lighter than she just
    // lifted with every set made, so the log suggests one plate step more instead, prefilled.
    expect(squat?.suggestion).toBe("Every set made: try 9 kg for 10 reps.");
    expect(squat?.sets[0]).toMatchObject({ reps: 10, weight: 9, done: false });

    // Heavier this time: a new record, named once on /progress with the lift and the numbers.
    app.advance(30 * HOUR);
    const third = await page(ann.cookie);
    expect(third.recovery).toBeNull();
    const record = await post(finishForm(third.logId, "10"), ann.cookie);
    expect(record).toMatchObject({ status: 302, location: `/progress?saved=${third.logId}` });
    expect(record.cookies.join(";")).toContain("wb50_flash=session-saved");
    expect(await logsOf(ann.id)).toHaveLength(2);
    const progress = async (cookie: string, logId: string) =>
      (
        (
          await outcome(() =>
            progressLoader(app.args(`/progress?saved=${logId}`, { cookie }) as Args<typeof progressLoader>),
          )
        ).data as { newRecords: string[] }
      ).newRecords;
    const lines = await progress(ann.cookie, third.logId);
    expect(lines).toContain("Goblet squat to a box: 10 × 10 kg, your best set yet.");
    // Another member's log, or one with no record, names nothing.
    expect(await progress(bea.cookie, third.logId)).toEqual([]);
    expect(await progress(ann.cookie, first.logId)).toEqual([]);
    expect(await progress(ann.cookie, "not-a-log")).toEqual([]);
  });

  it("logs a timed round in seconds, without reps or weight", async () => {
    const coach = await createMember(database.db, {
      name: "Coach",
      email: "coach@example.com",
      password: "a-long-enough-password",
      role: "coach",
    });
    if (!coach) throw new Error("no coach");
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: coach.id })).setCookie]);
    const params = { program: "bootcamp", session: "circuit-training" };
    const data = (await load(cookie, `/client-portal/bootcamp/log/circuit-training`, params))
      .data as MemberLogPage;
    expect(data.exercises[0]).toMatchObject({
      timed: true,
      workSeconds: 40,
      restSeconds: 20,
      suggestion: null,
    });
    expect(data.exercises[0]?.sets[0]).toMatchObject({ seconds: 40, reps: null, weight: null });
    const saved = await post(setForm(data.logId, { seconds: "40" }), cookie, params);
    expect(saved.status).toBe(200);
    expect((await setsOf(coach.id))[0]).toMatchObject({
      seconds: 40,
      reps: null,
      weightKg: null,
      done: true,
    });
    expect((await post(setForm(data.logId, { seconds: "4000" }), cookie, params)).status).toBe(400);
  });
});
