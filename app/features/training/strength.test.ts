import { describe, expect, it } from "vitest";
import { prescriptionOf } from "./prescription";
import {
  bestOneRepMax,
  epley,
  familyOf,
  type LoggedSet,
  newRecords,
  type PastExercise,
  stalled,
  suggestNext,
  summariseSets,
} from "./strength";
import { formatNumber, fromUnit, toUnit } from "./units";

const sets = (count: number, reps: number, weightKg: number | null, done = true): LoggedSet[] =>
  Array.from({ length: count }, () => ({ reps, weightKg, seconds: null, done }));

const past = (day: string, list: LoggedSet[], effort: PastExercise["effort"] = "right"): PastExercise => ({
  day,
  sets: list,
  effort,
});

const exercise = (reps: string, effort = "RPE 7") =>
  prescriptionOf({
    name: "Goblet squat",
    sets: 3,
    reps,
    rest: "90 s",
    effort,
    cue: "Sit between the heels, chest proud.",
    easier: "Squat to a higher box.",
    harder: "Pause at the bottom.",
  });

describe("estimated one-rep max (Epley)", () => {
  it("is weight × (1 + reps / 30), and the weight itself for one rep", () => {
    expect(epley(100, 10)).toBeCloseTo(133.33, 2);
    expect(epley(20, 1)).toBe(20);
    expect(epley(0, 10)).toBe(0);
    expect(epley(20, 0)).toBe(0);
  });

  it("takes the best finished weighted set only", () => {
    expect(
      bestOneRepMax([
        { reps: 10, weightKg: 10, seconds: null, done: true },
        { reps: 5, weightKg: 14, seconds: null, done: true },
        { reps: 10, weightKg: 30, seconds: null, done: false },
      ]),
    ).toBeCloseTo(16.33, 2);
    expect(bestOneRepMax(sets(3, 10, null))).toBeNull();
  });

  it("summarises best set, 1RM and volume", () => {
    const summary = summariseSets([...sets(2, 10, 8), { reps: 8, weightKg: 10, seconds: null, done: true }]);
    expect(summary.best).toEqual({ weightKg: 10, reps: 8 });
    expect(summary.volume).toBe(240);
    expect(summary.oneRepMax).toBeCloseTo(12.67, 2);
  });
});

describe("records", () => {
  it("needs an earlier workout to beat", () => {
    expect(newRecords(sets(3, 10, 8), [])).toEqual([]);
  });

  it("names a heavier weight and a better 1RM", () => {
    expect(newRecords(sets(3, 10, 10), [past("2026-03-01", sets(3, 10, 8))])).toEqual([
      "weight",
      "one-rep-max",
    ]);
  });

  it("names a better best set and 1RM at the same weight with more reps", () => {
    expect(newRecords(sets(3, 12, 8), [past("2026-03-01", sets(3, 10, 8))])).toEqual([
      "weight",
      "one-rep-max",
    ]);
    expect(newRecords(sets(3, 10, 8), [past("2026-03-01", sets(3, 10, 8))])).toEqual([]);
  });

  it("counts reps only for bodyweight exercises", () => {
    expect(newRecords(sets(3, 12, null), [past("2026-03-01", sets(3, 10, null))])).toEqual(["reps"]);
    expect(newRecords(sets(3, 8, 8), [past("2026-03-01", sets(3, 10, 8))])).toEqual([]);
  });
});

describe("progression families", () => {
  it("knows Movement Patterns months from the slug", () => {
    expect(familyOf("movement-patterns-2")).toEqual({ kind: "movement-patterns", month: 2 });
    expect(familyOf("level-1")).toEqual({ kind: "double" });
  });
});

describe("Movement Patterns (product.md §6.4)", () => {
  it("month 1 is 60% of her estimated 1RM, rounded to her plates", () => {
    const suggestion = suggestNext({
      family: { kind: "movement-patterns", month: 1 },
      prescription: exercise("10", "60% 1RM"),
      history: [],
      oneRepMaxKg: 23,
      stepKg: 1,
    });
    expect(suggestion).toMatchObject({ kind: "percent", weightKg: 14, reps: 10 });
  });

  it("month 2 is 5-10% more than month 1", () => {
    const suggestion = suggestNext({
      family: { kind: "movement-patterns", month: 2 },
      prescription: exercise("12", "65% 1RM"),
      history: [],
      oneRepMaxKg: 30,
      stepKg: 1,
      monthOneWeightKg: 20,
    });
    expect(suggestion.weightKg).toBe(21);
    expect(suggestion.reps).toBe(12);
    expect(suggestion.weightKg ?? 0).toBeGreaterThanOrEqual(20 * 1.05);
    expect(suggestion.weightKg ?? 0).toBeLessThanOrEqual(20 * 1.1);
  });

  it("month 2 adds at least one plate step", () => {
    const suggestion = suggestNext({
      family: { kind: "movement-patterns", month: 2 },
      prescription: exercise("12", "65% 1RM"),
      history: [],
      oneRepMaxKg: null,
      stepKg: 2.5,
      monthOneWeightKg: 10,
    });
    expect(suggestion.weightKg).toBe(12.5);
  });

  it("month 3 is 75% of her estimated 1RM for 8 reps", () => {
    const suggestion = suggestNext({
      family: { kind: "movement-patterns", month: 3 },
      prescription: exercise("8", "75-80% 1RM"),
      history: [],
      oneRepMaxKg: 40,
      stepKg: 2.5,
    });
    expect(suggestion).toMatchObject({ weightKg: 30, reps: 8 });
  });

  it("never raises after a missed set", () => {
    const suggestion = suggestNext({
      family: { kind: "movement-patterns", month: 1 },
      prescription: exercise("10", "60% 1RM"),
      history: [
        past("2026-03-01", [...sets(2, 10, 12), { reps: 6, weightKg: 12, seconds: null, done: true }]),
      ],
      oneRepMaxKg: 40,
      stepKg: 1,
    });
    expect(suggestion).toMatchObject({ kind: "repeat", weightKg: 12 });
  });

  it("never lowers her weight after a good session: an estimate from sets of 10 is low", () => {
    const good = suggestNext({
      family: { kind: "movement-patterns", month: 1 },
      prescription: exercise("10", "60% 1RM"),
      history: [past("2026-03-01", sets(3, 10, 8))],
      oneRepMaxKg: bestOneRepMax(sets(3, 10, 8)),
      stepKg: 1,
    });
    expect(good).toMatchObject({ kind: "raise", weightKg: 9, reps: 10 });
    const hard = suggestNext({
      family: { kind: "movement-patterns", month: 1 },
      prescription: exercise("10", "60% 1RM"),
      history: [past("2026-03-01", sets(3, 10, 8), "hard")],
      oneRepMaxKg: bestOneRepMax(sets(3, 10, 8)),
      stepKg: 1,
    });
    expect(hard).toMatchObject({ kind: "hold", weightKg: 8 });
  });

  it("month 3's percentage lifts her from month 2's weight", () => {
    const suggestion = suggestNext({
      family: { kind: "movement-patterns", month: 3 },
      prescription: exercise("8", "75-80% 1RM"),
      history: [past("2026-03-01", sets(3, 12, 20))],
      oneRepMaxKg: bestOneRepMax(sets(3, 12, 20)),
      stepKg: 0.5,
    });
    expect(suggestion).toMatchObject({ kind: "percent", weightKg: 21, reps: 8 });
  });

  it("starts light without an estimate", () => {
    const suggestion = suggestNext({
      family: { kind: "movement-patterns", month: 1 },
      prescription: exercise("10", "60% 1RM"),
      history: [],
      oneRepMaxKg: null,
      stepKg: 1,
    });
    expect(suggestion.kind).toBe("start");
  });
});

describe("double progression", () => {
  const base = {
    family: { kind: "double" } as const,
    prescription: exercise("8-12"),
    oneRepMaxKg: null,
    stepKg: 2.5,
  };

  it("raises by one plate step when every set reached the top and none felt hard", () => {
    expect(suggestNext({ ...base, history: [past("2026-03-01", sets(3, 12, 10))] })).toMatchObject({
      kind: "raise",
      weightKg: 12.5,
      reps: 8,
    });
  });

  it("holds when it felt hard", () => {
    expect(suggestNext({ ...base, history: [past("2026-03-01", sets(3, 12, 10), "hard")] })).toMatchObject({
      kind: "hold",
      weightKg: 10,
    });
  });

  it("never raises after a missed set", () => {
    const missed = [...sets(2, 12, 10), { reps: 12, weightKg: 10, seconds: null, done: false }];
    expect(suggestNext({ ...base, history: [past("2026-03-01", missed)] })).toMatchObject({
      kind: "repeat",
      weightKg: 10,
    });
    const short = [...sets(2, 12, 10), { reps: 6, weightKg: 10, seconds: null, done: true }];
    expect(suggestNext({ ...base, history: [past("2026-03-01", short)] }).kind).toBe("repeat");
  });

  it("holds and aims for the top of the range in between", () => {
    expect(suggestNext({ ...base, history: [past("2026-03-01", sets(3, 10, 10))] })).toMatchObject({
      kind: "hold",
      weightKg: 10,
      reps: 12,
    });
  });

  it("suggests a lighter week after three sessions without progress", () => {
    const history = [
      past("2026-03-10", sets(3, 9, 10)),
      past("2026-03-08", sets(3, 10, 10)),
      past("2026-03-05", sets(3, 9, 10)),
      past("2026-03-03", sets(3, 10, 10)),
    ];
    expect(stalled(history)).toBe(true);
    expect(suggestNext({ ...base, stepKg: 1, history }).weightKg).toBe(9);
    expect(suggestNext({ ...base, history })).toMatchObject({
      kind: "lighter",
      weightKg: 7.5,
    });
  });

  it("is not stalled while reps climb", () => {
    const history = [
      past("2026-03-10", sets(3, 11, 10)),
      past("2026-03-08", sets(3, 10, 10)),
      past("2026-03-05", sets(3, 9, 10)),
      past("2026-03-03", sets(3, 8, 10)),
    ];
    expect(stalled(history)).toBe(false);
  });

  it("offers the harder option for bodyweight at the top of the range", () => {
    const suggestion = suggestNext({
      ...base,
      harder: "Pause at the bottom.",
      history: [past("2026-03-01", sets(3, 12, null))],
    });
    expect(suggestion).toMatchObject({ kind: "harder", weightKg: null });
    expect(suggestion.text).toContain("Pause at the bottom.");
  });

  it("has nothing to suggest for a timed exercise", () => {
    const timed = prescriptionOf({
      name: "Plank",
      sets: 3,
      time: "45 s",
      rest: "15 s",
      effort: "RPE 6",
      cue: "Long line from head to heels.",
      easier: "Knees down.",
      harder: "Lift one foot.",
    });
    expect(suggestNext({ ...base, prescription: timed, history: [] }).kind).toBe("none");
  });
});

describe("suggested weights are her plates, in her unit (issue 36)", () => {
  const lb = (value: number) => fromUnit(value, "lb");
  const lbText = (kg: number) => `${formatNumber(toUnit(kg, "lb"))} lb`;

  it("9.5 kg with 1 kg plates goes to 10 kg, never 11", () => {
    const suggestion = suggestNext({
      family: { kind: "double" },
      prescription: exercise("8-10"),
      history: [past("2026-03-02", sets(3, 10, 9.5))],
      oneRepMaxKg: null,
      stepKg: 1,
    });
    expect(suggestion).toMatchObject({ kind: "raise", weightKg: 10 });
    expect(suggestion.text).toBe("Every set reached 10: try 10 kg for 8 reps.");
  });

  it("in pounds every weight lands on her 2.5 lb plates: never 26.5 lb or 8.8 lb", () => {
    const base = {
      family: { kind: "double" as const },
      prescription: exercise("8-10"),
      oneRepMaxKg: null,
      stepKg: lb(2.5),
      unit: "lb" as const,
      format: lbText,
    };
    // 12 kg logged before she switched to pounds is 26.46 lb: the nearest of her plates is 27.5 lb.
    const hold = suggestNext({ ...base, history: [past("2026-03-02", sets(3, 9, 12))] });
    expect(hold.text).toBe("Stay at 27.5 lb and aim for 10 reps in every set.");
    const raise = suggestNext({ ...base, history: [past("2026-03-02", sets(3, 10, 4))] });
    expect(raise.text).toBe("Every set reached 10: try 10 lb for 8 reps.");
    const typed = suggestNext({ ...base, history: [past("2026-03-02", sets(3, 10, lb(25)))] });
    expect(typed.text).toBe("Every set reached 10: try 27.5 lb for 8 reps.");
    expect(toUnit(typed.weightKg ?? 0, "lb")).toBeCloseTo(27.5, 6);
  });

  it("Movement Patterns month 2 from 9.5 kg is 10 kg: 5% more and one plate", () => {
    const suggestion = suggestNext({
      family: { kind: "movement-patterns", month: 2 },
      prescription: exercise("12", "65% 1RM"),
      history: [],
      oneRepMaxKg: null,
      stepKg: 1,
      monthOneWeightKg: 9.5,
    });
    expect(suggestion.weightKg).toBe(10);
  });

  it("one suggestion: a missed set keeps her weight and says nothing about a percentage", () => {
    const suggestion = suggestNext({
      family: { kind: "movement-patterns", month: 1 },
      prescription: exercise("10", "60% 1RM"),
      history: [past("2026-03-02", [...sets(2, 10, 4), ...sets(1, 6, 4)])],
      oneRepMaxKg: 5,
      stepKg: 1,
    });
    expect(suggestion).toMatchObject({ kind: "repeat", weightKg: 4 });
    expect(suggestion.text).toBe("Stay at 4 kg until every set feels solid.");
    expect(suggestion.text).not.toContain("%");
  });
});
