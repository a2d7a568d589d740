import { describe, expect, it } from "vitest";
import { escapeHtml } from "~/lib/html";
import {
  goalRange,
  PLATE_CHOICES,
  preferencesFrom,
  SETTINGS_MESSAGES,
  settingsSchema,
} from "./progress-settings";
import {
  type DayAggregate,
  type ExerciseRecords,
  type ExerciseTotals,
  heatmapRange,
  heatmapWeeks,
  kindOf,
  nameFromKey,
  pdfWorkoutRow,
  recordRow,
  summariseExercises,
  topExercises,
  workoutCells,
  workoutRow,
  workoutTableBody,
} from "./progress-view-model";

const NONE: ExerciseRecords = { weight: null, oneRepMax: null, reps: null, seconds: null };

const day = (values: Partial<DayAggregate>): DayAggregate => ({
  key: "goblet-squat",
  day: "2026-03-02",
  bestWeightKg: null,
  bestReps: null,
  oneRepMaxKg: null,
  volumeKg: 0,
  mostReps: null,
  longestSeconds: null,
  ...values,
});

describe("the 12-week heatmap", () => {
  it("runs from a Monday 11 weeks back to the end of this week, Monday first", () => {
    // Sunday 15 March 2026 is still in the week of Monday 9 March.
    expect(heatmapRange("2026-03-15")).toEqual({ from: "2025-12-22", to: "2026-03-16" });
    expect(heatmapRange("2026-03-09")).toEqual({ from: "2025-12-22", to: "2026-03-16" });
    expect(heatmapRange("2026-03-16")).toEqual({ from: "2025-12-29", to: "2026-03-23" });
  });

  it("counts each day's sessions, marks today and leaves the rest of this week blank", () => {
    const counts = new Map([
      ["2025-12-22", 1],
      ["2026-03-09", 2],
      ["2026-03-10", 1],
      ["2025-12-21", 5], // before the 12 weeks
    ]);
    const weeks = heatmapWeeks("2026-03-10", counts);
    expect(weeks).toHaveLength(12);
    expect(weeks.map((week) => week.days.length)).toEqual(Array(12).fill(7));
    expect(weeks[0]?.days[0]).toEqual({ day: "2025-12-22", count: 1, today: false, future: false });
    expect(weeks.map((week) => week.sessions)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
    const last = weeks[11]?.days ?? [];
    expect(last.map((cell) => [cell.day.slice(8), cell.count, cell.today, cell.future])).toEqual([
      ["09", 2, false, false],
      ["10", 1, true, false],
      ["11", 0, false, true],
      ["12", 0, false, true],
      ["13", 0, false, true],
      ["14", 0, false, true],
      ["15", 0, false, true],
    ]);
  });
});

describe("exercises and records", () => {
  const totals = (
    key: string,
    lastDay: string,
    records: Partial<ExerciseRecords>,
    recent = 0,
    workouts = 1,
  ) => ({ key, lastDay, recent, workouts, records: { ...NONE, ...records } }) satisfies ExerciseTotals;

  it("measures in weight once she lifted any, else reps, else time", () => {
    expect(kindOf({ ...NONE, weight: { weightKg: 8, reps: 10, day: "2026-03-02" } })).toBe("weight");
    expect(kindOf({ ...NONE, reps: { reps: 12, day: "2026-03-02" } })).toBe("reps");
    expect(kindOf({ ...NONE, seconds: { seconds: 30, day: "2026-03-02" } })).toBe("seconds");
    expect(kindOf(NONE)).toBeNull();
  });

  it("lists the most recently trained first, then by name, leaving out exercises with nothing to show", () => {
    const names = new Map([
      ["goblet-squat", "Goblet squat"],
      ["bird-dog", "Bird dog"],
      ["side-plank", "Side plank"],
    ]);
    const list = summariseExercises(
      [
        totals("goblet-squat", "2026-03-02", { weight: { weightKg: 8, reps: 10, day: "2026-03-02" } }),
        totals("side-plank", "2026-03-09", { seconds: { seconds: 30, day: "2026-03-09" } }),
        totals("bird-dog", "2026-03-02", { reps: { reps: 6, day: "2026-03-02" } }),
        totals("empty-one", "2026-03-10", {}),
        totals("old-name-kept", "2026-01-05", { reps: { reps: 6, day: "2026-01-05" } }),
      ],
      names,
    );
    expect(list.map((exercise) => [exercise.name, exercise.kind])).toEqual([
      ["Side plank", "seconds"],
      ["Bird dog", "reps"],
      ["Goblet squat", "weight"],
      ["Old name kept", "reps"],
    ]);
  });

  it("puts the exercises she trained most lately in the PDF, then the most trained ever", () => {
    const list: ExerciseTotals[] = [
      totals("a", "2026-03-01", {}, 2, 50),
      totals("b", "2026-03-09", {}, 6, 6),
      totals("c", "2026-03-05", {}, 6, 9),
      totals("d", "2025-01-01", {}, 0, 90),
    ];
    expect(topExercises(list, 3).map((exercise) => exercise.key)).toEqual(["c", "b", "a"]);
  });

  it("words a record with its date, in her unit", () => {
    const [squat] = summariseExercises(
      [
        totals("goblet-squat", "2026-03-09", {
          weight: { weightKg: 11, reps: 4, day: "2026-03-09" },
          oneRepMax: { kg: 13.3333, day: "2026-03-02" },
          reps: { reps: 10, day: "2026-03-02" },
        }),
      ],
      new Map([["goblet-squat", "Goblet squat"]]),
    );
    if (!squat) throw new Error("no exercise");
    expect(recordRow(squat, "kg")).toEqual({
      key: "goblet-squat",
      name: "Goblet squat",
      kind: "weight",
      best: { label: "Best set", text: "4 × 11 kg", day: "2026-03-09", date: "9 Mar 2026" },
      oneRepMax: { label: "Best est. 1RM", text: "13.3 kg", day: "2026-03-02", date: "2 Mar 2026" },
    });
    expect(recordRow(squat, "lb").best.text).toBe("4 × 24.3 lb");
    const [plank] = summariseExercises(
      [totals("side-plank", "2026-03-09", { seconds: { seconds: 45, day: "2026-03-01" } })],
      new Map(),
    );
    if (!plank) throw new Error("no exercise");
    expect(recordRow(plank, "kg")).toMatchObject({
      name: "Side plank",
      best: { label: "Longest set", text: "45 s", date: "1 Mar 2026" },
      oneRepMax: null,
    });
  });

  it("names an exercise the programs no longer have from its key", () => {
    expect(nameFromKey("single-leg-glute-bridge")).toBe("Single leg glute bridge");
  });
});

describe("a workout's row in the chart and the table", () => {
  it("gives the numbers for the chart and the words for the table, in kg or lb", () => {
    const squat = day({ bestWeightKg: 10, bestReps: 8, oneRepMaxKg: 12.6667, volumeKg: 2399.6 });
    expect(workoutRow(squat, "kg")).toEqual({
      day: "2026-03-02",
      best: 10,
      bestReps: 8,
      oneRepMax: 12.7,
      volume: 2400,
      reps: null,
      seconds: null,
    });
    expect(workoutCells(workoutRow(squat, "kg"), "weight")).toEqual(["8 × 10", "12.7", "2,400"]);
    expect(workoutCells(workoutRow(squat, "lb"), "weight")).toEqual(["8 × 22", "27.9", "5,290"]);
    // The PDF writes each weight with its unit; the page's rows carry none of those words.
    expect(pdfWorkoutRow(squat, "kg")).toEqual({
      day: "2026-03-02",
      date: "2 Mar 2026",
      text: { best: "8 × 10 kg", oneRepMax: "12.7 kg", volume: "2,400 kg", reps: "–", seconds: "–" },
    });
    expect(pdfWorkoutRow(squat, "lb").text).toMatchObject({
      best: "8 × 22 lb",
      oneRepMax: "27.9 lb",
      volume: "5,290 lb",
    });
  });

  it("shows a dash where a bodyweight or timed workout has no weight", () => {
    const pushUps = workoutRow(day({ mostReps: 12 }), "kg");
    expect(pushUps).toMatchObject({ best: null, oneRepMax: null, volume: null, reps: 12 });
    expect(workoutCells(pushUps, "weight")).toEqual(["–", "–", "–"]);
    expect(workoutCells(pushUps, "reps")).toEqual(["12"]);
    expect(pdfWorkoutRow(day({ mostReps: 12 }), "kg").text).toMatchObject({ best: "–", reps: "12" });
    expect(workoutCells(workoutRow(day({ longestSeconds: 40 }), "kg"), "seconds")).toEqual(["40 s"]);
    expect(pdfWorkoutRow(day({ longestSeconds: 40 }), "kg").text.seconds).toBe("40 s");
  });

  it("writes the table's body newest first, a row a workout, each cell's text escaped", () => {
    const days = [
      day({ day: "2026-03-02", bestWeightKg: 10, bestReps: 8, oneRepMaxKg: 12.6667, volumeKg: 240 }),
      day({ day: "2026-03-09", bestWeightKg: 11, bestReps: 4, oneRepMaxKg: 12.4667, volumeKg: 234 }),
    ];
    expect(
      workoutTableBody(
        days.map((one) => workoutRow(one, "kg")),
        "weight",
      ),
    ).toBe(
      '<tr><th scope="row">9 Mar 2026</th><td>4 × 11</td><td>12.5</td><td>234</td></tr>' +
        '<tr><th scope="row">2 Mar 2026</th><td>8 × 10</td><td>12.7</td><td>240</td></tr>',
    );
    expect(workoutTableBody([], "weight")).toBe("");
    // Nothing of hers reaches these cells as words, but the table escapes them all the same.
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#x27;1&#x27;)&quot;&gt;&amp;",
    );
  });
});

describe("her settings form", () => {
  const parse = (form: Record<string, string>, shown: "kg" | "lb" = "kg") =>
    settingsSchema(shown).safeParse(form);
  const messageOf = (result: ReturnType<typeof parse>) =>
    result.success
      ? null
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));

  it("offers exactly the plate steps of each unit", () => {
    expect(PLATE_CHOICES.map((choice) => choice.value)).toEqual([
      "kg:0.5",
      "kg:1",
      "kg:2",
      "kg:2.5",
      "lb:1",
      "lb:2.5",
      "lb:5",
    ]);
  });

  it("refuses a step of the other unit, a made-up one and none", () => {
    for (const plates of ["lb:0.5", "kg:5", "kg:1.5", "stone:1", "", "kg:1 "]) {
      expect(messageOf(parse({ plates, goal: "" })), plates).toEqual({ plates: SETTINGS_MESSAGES.plates });
    }
    expect(messageOf(parse({ goal: "" }))).toEqual({ plates: SETTINGS_MESSAGES.plates });
  });

  it("takes an empty goal as none and a typed goal within 30-250 kg, in the unit shown", () => {
    expect(parse({ plates: "kg:2.5", goal: " " }).data).toEqual({
      plates: { unit: "kg", plateStep: 2.5 },
      goal: null,
    });
    expect(parse({ plates: "kg:2.5" }).data?.goal).toBeNull();
    expect(parse({ plates: "kg:1", goal: "72,5" }).data?.goal).toBe(72.5);
    for (const goal of ["1000", "-5", "29.9", "250.1", "abc", "7e1", "0x40", "Infinity"]) {
      expect(messageOf(parse({ plates: "kg:1", goal })), goal).toEqual({
        goal: SETTINGS_MESSAGES.goal("kg"),
      });
    }
    expect(goalRange("lb")).toEqual({ min: 67, max: 551 });
    expect(messageOf(parse({ plates: "lb:5", goal: "66" }, "lb"))).toEqual({
      goal: SETTINGS_MESSAGES.goal("lb"),
    });
    expect(SETTINGS_MESSAGES.goal("lb")).toBe(
      "Enter a goal weight between 67 and 551 lb, or leave it empty.",
    );
  });

  it("stores the goal in kilograms, read in the unit the page showed it in", () => {
    const shownInPounds = parse({ plates: "kg:1", goal: "154" }, "lb");
    if (!shownInPounds.success) throw new Error("refused");
    expect(preferencesFrom(shownInPounds.data, "lb")).toEqual({
      unit: "kg",
      plateStep: 1,
      goalWeightKg: 69.853,
    });
    const shownInKg = parse({ plates: "lb:2.5", goal: "70" }, "kg");
    if (!shownInKg.success) throw new Error("refused");
    expect(preferencesFrom(shownInKg.data, "kg")).toEqual({ unit: "lb", plateStep: 2.5, goalWeightKg: 70 });
  });
});
