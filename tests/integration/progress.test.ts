import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { exerciseLogs, setLogs, trainingPreferences, workoutLogs } from "~/db/schema";
import { loadProgress } from "~/features/training/progress-data.server";
import { SETTINGS_MESSAGES } from "~/features/training/progress-settings";
import { workoutTableBody } from "~/features/training/progress-view-model";
import { getPreferences, savePreferences } from "~/features/training/training.server";
import { formFailureOf } from "~/lib/form-failure";
import { createMember } from "~/lib/members.server";
import { action as progressAction, loader as progressLoader } from "~/routes/training/progress";
import { loader as pdfLoader } from "~/routes/training/progress-pdf";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";
import { seedTrainingHistory } from "../helpers/training-seed";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Progress = Awaited<ReturnType<typeof progressLoader>>;
type Set = { reps?: number; kg?: number; seconds?: number; done?: boolean };

/** The workout table's rows as the page writes them (decision 0097: as HTML), each as its cells. */
const tableCells = (chosen: Progress["chosen"]) =>
  [...(chosen ? workoutTableBody(chosen.rows, chosen.kind) : "").matchAll(/<tr>(.*?)<\/tr>/g)].map(
    ([, row = ""]) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell = ""]) => cell),
  );

describe("her progress page", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let ann: { id: string; cookie: string };
  let bea: { id: string; cookie: string };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    // 10:00 on Tuesday 10 March 2026 in Sydney (the gym's zone, used when she has no profile).
    app = createTestApp(database, new Date("2026-03-09T23:00:00Z"));
    const person = async (name: string) => {
      const member = await createMember(database.db, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        password: "a-long-enough-password",
      });
      if (!member) throw new Error("no member");
      const cookie = cookieFrom([(await app.services.sessions.create({ memberId: member.id })).setCookie]);
      return { id: member.id, cookie };
    };
    ann = await person("Ann");
    bea = await person("Bea");
  });

  const page = async (cookie: string, query = "") =>
    (
      await outcome(() =>
        progressLoader(app.args(`/progress${query}`, { cookie }) as Args<typeof progressLoader>),
      )
    ).data as Progress;
  const act = (form: Record<string, string>, cookie?: string) =>
    outcome(() => progressAction(app.args("/progress", { form, cookie }) as Args<typeof progressAction>));

  /** One workout as the log page stores it: exercises by position, their sets in order. */
  async function logWorkout(
    memberId: string,
    day: string,
    exercises: { key: string; name: string; sets: Set[] }[],
    finished = true,
  ) {
    const logId = randomUUID();
    await database.db.insert(workoutLogs).values({
      id: logId,
      memberId,
      program: "movement-patterns-1",
      sessionId: "session-a",
      sessionLabel: "Session A",
      day,
      finishedAt: finished ? new Date(`${day}T08:00:00Z`) : null,
    });
    await database.db.insert(exerciseLogs).values(
      exercises.map((exercise, position) => ({
        logId,
        position,
        exerciseKey: exercise.key,
        name: exercise.name,
      })),
    );
    await database.db.insert(setLogs).values(
      exercises.flatMap((exercise, position) =>
        exercise.sets.map((set, index) => ({
          logId,
          position,
          setNumber: index + 1,
          memberId,
          exerciseKey: exercise.key,
          reps: set.reps ?? null,
          weightKg: set.kg ?? null,
          seconds: set.seconds ?? null,
          done: set.done ?? true,
        })),
      ),
    );
    return logId;
  }

  const goblet = (sets: Set[]) => ({ key: "goblet-squat-to-a-box", name: "A1. Goblet squat to a box", sets });

  /** Ann's three weeks: known sets, so every number on the page can be worked out by hand. */
  async function annsHistory() {
    await logWorkout(ann.id, "2026-02-23", [
      // The unticked 12 kg set counts for nothing.
      goblet([
        { reps: 10, kg: 8 },
        { reps: 10, kg: 8 },
        { reps: 8, kg: 10 },
        { reps: 12, kg: 12, done: false },
      ]),
      {
        key: "incline-dumbbell-press",
        name: "A2. Incline dumbbell press",
        sets: [
          { reps: 10, kg: 6 },
          { reps: 10, kg: 6 },
        ],
      },
    ]);
    await logWorkout(ann.id, "2026-03-02", [
      goblet([
        { reps: 10, kg: 10 },
        { reps: 10, kg: 10 },
        { reps: 10, kg: 10 },
      ]),
      { key: "wall-push-up", name: "Wall push-up", sets: [{ reps: 12 }, { reps: 10 }] },
      { key: "side-plank", name: "Side plank", sets: [{ seconds: 30 }, { seconds: 25 }] },
    ]);
    await logWorkout(ann.id, "2026-03-09", [
      goblet([
        { reps: 4, kg: 11 },
        { reps: 10, kg: 10 },
        { reps: 9, kg: 10 },
      ]),
    ]);
    await logWorkout(ann.id, "2026-03-09", [
      {
        key: "kettlebell-deadlift-from-blocks",
        name: "B1. Kettlebell deadlift from blocks",
        sets: [
          { reps: 10, kg: 16 },
          { reps: 10, kg: 16 },
        ],
      },
    ]);
    // Started today and not finished: not on the page.
    await logWorkout(ann.id, "2026-03-10", [goblet([{ reps: 10, kg: 20 }])], false);
    // Bea's heavier squat and her own exercise never reach Ann's page.
    await logWorkout(bea.id, "2026-03-09", [
      goblet([{ reps: 5, kg: 40 }]),
      { key: "barbell-back-squat", name: "A1. Barbell back squat", sets: [{ reps: 5, kg: 60 }] },
    ]);
  }

  it("sends a visitor to log in and back", async () => {
    const visit = await outcome(() => progressLoader(app.args("/progress") as Args<typeof progressLoader>));
    expect(visit.status).toBe(302);
    expect(visit.location).toBe("/login?redirectTo=%2Fprogress");
    const file = await outcome(() => pdfLoader(app.args("/progress/pdf") as Args<typeof pdfLoader>));
    expect(file.status).toBe(302);
    expect(file.location).toBe("/login?redirectTo=%2Fprogress%2Fpdf");
  });

  it("shows the empty state's data when she has finished nothing", async () => {
    await logWorkout(ann.id, "2026-03-10", [goblet([{ reps: 10, kg: 8 }])], false);
    const data = await page(ann.cookie);
    expect(data.finished).toBe(0);
    expect(data.totals).toEqual({ twelveWeeks: 0, thisWeek: 0 });
    expect(data.chosen).toBeNull();
    expect(data.records).toEqual([]);
    expect(data.settings).toEqual({ plates: "kg:1", goal: "", goalRange: { min: 30, max: 250 } });
  });

  it("counts her finished sessions per day and week in her time zone", async () => {
    await annsHistory();
    const data = await page(ann.cookie);
    expect(data.today).toBe("2026-03-10");
    expect(data.finished).toBe(4);
    expect(data.weeks).toHaveLength(12);
    // Monday first, 12 weeks back to this week's Monday.
    expect(data.weeks[0]?.start).toBe("2025-12-22");
    expect(data.weeks[11]?.start).toBe("2026-03-09");
    const active = data.weeks.flatMap((week) => week.days.filter((day) => day.count > 0));
    expect(active.map((day) => [day.day, day.count])).toEqual([
      ["2026-02-23", 1],
      ["2026-03-02", 1],
      ["2026-03-09", 2],
    ]);
    expect(data.weeks.map((week) => week.sessions)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2]);
    expect(data.totals).toEqual({ twelveWeeks: 4, thisWeek: 2 });
    const thisWeek = data.weeks[11]?.days ?? [];
    expect(thisWeek.filter((day) => day.today).map((day) => day.day)).toEqual(["2026-03-10"]);
    expect(thisWeek.filter((day) => day.future)).toHaveLength(5);
  });

  it("tables the chosen exercise's workouts exactly as logged, in kg and in lb", async () => {
    await annsHistory();
    const data = await page(ann.cookie);
    // Most recently trained first, plain names, nothing of Bea's.
    expect(data.exercises).toEqual([
      { key: "goblet-squat-to-a-box", name: "Goblet squat to a box" },
      { key: "kettlebell-deadlift-from-blocks", name: "Kettlebell deadlift from blocks" },
      { key: "side-plank", name: "Side plank" },
      { key: "wall-push-up", name: "Wall push-up" },
      { key: "incline-dumbbell-press", name: "Incline dumbbell press" },
    ]);
    // The default is the most recent; the table is every workout day, oldest first here.
    expect(data.chosen?.key).toBe("goblet-squat-to-a-box");
    expect(data.chosen?.kind).toBe("weight");
    // The page's table names the unit in its headings and shows the numbers without it,
    // newest first. 8×10, 8×10, 10×8 (12×12 unticked): heaviest 10 kg for 8; Epley 10 × (1 +
    // 8/30) = 12.67.
    expect(tableCells(data.chosen)).toEqual([
      ["9 Mar 2026", "4 × 11", "13.3", "234"],
      ["2 Mar 2026", "10 × 10", "13.3", "300"],
      ["23 Feb 2026", "8 × 10", "12.7", "240"],
    ]);
    // The charts draw the same numbers.
    expect(data.chosen?.rows.map((row) => [row.best, row.oneRepMax, row.volume])).toEqual([
      [10, 12.7, 240],
      [10, 13.3, 300],
      [11, 13.3, 234],
    ]);

    await savePreferences(database.db, ann.id, { unit: "lb", plateStep: 5, goalWeightKg: null });
    const inPounds = await page(ann.cookie);
    expect(tableCells(inPounds.chosen)[1]).toEqual(["2 Mar 2026", "10 × 22", "29.4", "661"]);
  });

  it("charts reps for a bodyweight exercise and seconds for a timed one; another's exercise is not hers", async () => {
    await annsHistory();
    const pushUps = await page(ann.cookie, "?exercise=wall-push-up");
    expect(pushUps.chosen).toMatchObject({ key: "wall-push-up", kind: "reps" });
    expect(pushUps.chosen?.rows.map((row) => [row.day, row.reps])).toEqual([["2026-03-02", 12]]);
    expect(tableCells(pushUps.chosen)).toEqual([["2 Mar 2026", "12"]]);
    const plank = await page(ann.cookie, "?exercise=side-plank");
    expect(plank.chosen).toMatchObject({ key: "side-plank", kind: "seconds" });
    expect(tableCells(plank.chosen)).toEqual([["2 Mar 2026", "30 s"]]);
    // Bea's exercise, or a made-up one, shows Ann's most recent instead.
    for (const query of ["?exercise=barbell-back-squat", "?exercise=%3Cscript%3E", "?exercise="]) {
      expect((await page(ann.cookie, query)).chosen?.key).toBe("goblet-squat-to-a-box");
    }
  });

  it("lists her records with the first day she reached each", async () => {
    await annsHistory();
    const { records } = await page(ann.cookie);
    expect(
      records.map((record) => [
        record.name,
        record.best.text,
        record.best.date,
        record.oneRepMax?.text ?? null,
        record.oneRepMax?.date ?? null,
      ]),
    ).toEqual([
      // 11 kg on 9 March is the heaviest; 13.3 kg was reached on 2 March and only equalled on 9 March.
      ["Goblet squat to a box", "4 × 11 kg", "9 Mar 2026", "13.3 kg", "2 Mar 2026"],
      ["Kettlebell deadlift from blocks", "10 × 16 kg", "9 Mar 2026", "21.3 kg", "9 Mar 2026"],
      ["Side plank", "30 s", "2 Mar 2026", null, null],
      ["Wall push-up", "12 reps", "2 Mar 2026", null, null],
      ["Incline dumbbell press", "10 × 6 kg", "23 Feb 2026", "8 kg", "23 Feb 2026"],
    ]);
    // Bea sees only her own.
    const beas = await page(bea.cookie);
    expect(beas.records.map((record) => [record.name, record.best.text])).toEqual([
      ["Barbell back squat", "5 × 60 kg"],
      ["Goblet squat to a box", "5 × 40 kg"],
    ]);
    expect(beas.totals).toEqual({ twelveWeeks: 1, thisWeek: 1 });
  });

  it("refuses settings she cannot mean, keeping what she typed, and stores nothing", async () => {
    const stored = async () => (await database.db.select({ n: count() }).from(trainingPreferences))[0]?.n;
    const cases: [Record<string, string>, string, string][] = [
      [{ plates: "lb:0.5", goal: "" }, "plates", SETTINGS_MESSAGES.plates],
      [{ plates: "kg:3", goal: "" }, "plates", SETTINGS_MESSAGES.plates],
      [{ goal: "70" }, "plates", SETTINGS_MESSAGES.plates],
      [{ plates: "kg:1", goal: "1000" }, "goal", SETTINGS_MESSAGES.goal("kg")],
      [{ plates: "kg:1", goal: "-5" }, "goal", SETTINGS_MESSAGES.goal("kg")],
      [{ plates: "kg:1", goal: "29" }, "goal", SETTINGS_MESSAGES.goal("kg")],
      [{ plates: "kg:1", goal: "seventy" }, "goal", SETTINGS_MESSAGES.goal("kg")],
    ];
    for (const [form, field, message] of cases) {
      const answer = await act(form, ann.cookie);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      const failure = formFailureOf(answer.data);
      expect(failure?.fieldErrors[field]).toBe(message);
      expect(failure?.values.goal).toBe(form.goal);
    }
    expect(await stored()).toBe(0);
    // A visitor cannot save anything.
    expect((await act({ plates: "kg:2", goal: "" })).location).toBe("/login?redirectTo=%2Fprogress");
    expect(await stored()).toBe(0);
  });

  it("saves her unit, plate step and goal, reading the goal in the unit the page showed", async () => {
    const saved = await act({ plates: "lb:5", goal: "70,5" }, ann.cookie);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ done: "Saved your settings." });
    // The page showed kilograms, so 70.5 is kilograms even though she switched to pounds.
    expect(await getPreferences(database.db, ann.id)).toEqual({
      unit: "lb",
      plateStep: 5,
      goalWeightKg: 70.5,
    });
    const shown = await page(ann.cookie);
    expect(shown.settings).toEqual({ plates: "lb:5", goal: "155.4", goalRange: { min: 67, max: 551 } });
    // Now in pounds: 1000 lb is refused, 150 lb is stored in kilograms; an empty goal clears it.
    expect((await act({ plates: "lb:5", goal: "1000" }, ann.cookie)).status).toBe(400);
    expect((await act({ plates: "lb:2.5", goal: "150" }, ann.cookie)).status).toBe(200);
    const pounds = await getPreferences(database.db, ann.id);
    expect(pounds.plateStep).toBe(2.5);
    expect(pounds.goalWeightKg).toBeCloseTo(68.039, 3);
    expect((await act({ plates: "kg:0.5", goal: "" }, ann.cookie)).status).toBe(200);
    expect(await getPreferences(database.db, ann.id)).toEqual({
      unit: "kg",
      plateStep: 0.5,
      goalWeightKg: null,
    });
    // Bea's settings are untouched.
    expect(
      await database.db.select().from(trainingPreferences).where(eq(trainingPreferences.memberId, bea.id)),
    ).toEqual([]);
  });

  it("downloads her progress as a private PDF named for the day", async () => {
    await annsHistory();
    const response = (await pdfLoader(
      app.args("/progress/pdf", { cookie: ann.cookie }) as Args<typeof pdfLoader>,
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="my-progress-2026-03-10.pdf"',
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Number(response.headers.get("Content-Length"))).toBe(bytes.length);
    // With nothing finished it is still a file, saying so.
    const empty = (await pdfLoader(
      app.args("/progress/pdf", { cookie: bea.cookie }) as Args<typeof pdfLoader>,
    )) as Response;
    expect(empty.status).toBe(200);
  });

  it("reads two years of seeded history through the page (500 workouts, 10,000 sets)", async () => {
    const ids = await seedTrainingHistory(database.db, ann.id, {
      sessions: 500,
      setsPerSession: 20,
      endDay: "2026-03-09",
    });
    expect(ids).toHaveLength(500);
    const [sets] = await database.db.select({ n: count() }).from(setLogs).where(eq(setLogs.memberId, ann.id));
    expect(sets?.n).toBe(10_000);
    const data = await page(ann.cookie);
    expect(data.finished).toBe(500);
    // About five a week: 12 weeks hold 59-61 of them.
    expect(data.totals.twelveWeeks).toBeGreaterThanOrEqual(50);
    expect(data.totals.twelveWeeks).toBeLessThanOrEqual(65);
    // 16 program lines, 14 library entries: the two lat pulldowns and the two dumbbell step-ups
    // are one movement each (decision 0058).
    expect(data.exercises).toHaveLength(14);
    // Weights rise: the latest best set of the default exercise is heavier than its first.
    const rows = data.chosen?.rows ?? [];
    expect(rows.length).toBeGreaterThan(100);
    expect(rows[rows.length - 1]?.best ?? 0).toBeGreaterThan(rows[0]?.best ?? 0);
    // The page leaves out what only the PDF shows: the last 8 workouts of her top 5 exercises.
    expect(data.top).toEqual([]);
    const forPdf = await loadProgress(database.db, ann.id, { today: "2026-03-10", unit: "kg", top: true });
    expect(forPdf.top).toHaveLength(5);
    for (const exercise of forPdf.top) {
      expect(exercise.rows).toHaveLength(8);
      // Newest first.
      expect([...exercise.rows].sort((a, b) => (a.day < b.day ? 1 : -1))).toEqual(exercise.rows);
      // The PDF writes each weight with its unit.
      if (exercise.kind === "weight") expect(exercise.rows[0]?.text.best).toMatch(/^\d+ × [\d.]+ kg$/);
    }
  });
});
