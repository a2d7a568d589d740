import { describe, expect, it } from "vitest";
import type { Assignment } from "~/features/coaching/assignment";
import {
  dailyTotals,
  daysMet,
  type HabitEntry,
  habitStreak,
  phaseOf,
  proteinTarget,
  restStatus,
} from "./targets";

const LB = 0.45359237;

describe("her protein target (SPEC: 1.6-2.0 g/kg, >= 45 g in the foundation, 1.5 g/kg of goal in phase 1)", () => {
  it("is 1.6-2.0 g per kg of her weight, rounded to 5 g", () => {
    expect(
      proteinTarget({ weightKg: 70, goalWeightKg: null, unit: "kg", phase: "foundation" }),
    ).toMatchObject({
      low: 110,
      high: 140,
    });
    expect(proteinTarget({ weightKg: 62, goalWeightKg: null, unit: "kg", phase: "later" })).toMatchObject({
      low: 100,
      high: 125,
    });
  });

  it("never goes under 45 g in the foundation phase, but may afterwards", () => {
    const light = { weightKg: 25, goalWeightKg: null, unit: "kg" as const };
    expect(proteinTarget({ ...light, phase: "foundation" })).toMatchObject({ low: 45, high: 50 });
    expect(proteinTarget({ ...light, phase: "later" })).toMatchObject({ low: 40, high: 50 });
    // Without a weight: the foundation minimum, and a hint where to add it.
    const none = proteinTarget({ weightKg: null, goalWeightKg: null, unit: "kg", phase: "foundation" });
    expect(none).toMatchObject({ low: 45, high: null });
    expect(none.why).toMatch(/Add your weight/);
  });

  it("is 1.5 g per kg of her goal weight in phase 1 when she has one", () => {
    expect(proteinTarget({ weightKg: 80, goalWeightKg: 70, unit: "kg", phase: "phase-1" })).toMatchObject({
      low: 105,
      high: null,
    });
    // No goal weight in phase 1: her body weight's range.
    expect(proteinTarget({ weightKg: 80, goalWeightKg: null, unit: "kg", phase: "phase-1" })).toMatchObject({
      low: 130,
      high: 160,
    });
    // A goal weight outside phase 1 changes nothing.
    expect(proteinTarget({ weightKg: 80, goalWeightKg: 70, unit: "kg", phase: "later" }).low).toBe(130);
  });

  it("gives the same grams in lb and names her weight in her unit", () => {
    const kg = proteinTarget({ weightKg: 154 * LB, goalWeightKg: null, unit: "kg", phase: "later" });
    const lb = proteinTarget({ weightKg: 154 * LB, goalWeightKg: null, unit: "lb", phase: "later" });
    expect([lb.low, lb.high]).toEqual([kg.low, kg.high]);
    expect([kg.low, kg.high]).toEqual([110, 140]);
    expect(lb.why).toContain("154 lb");
    expect(kg.why).toContain("70 kg");
    expect(
      proteinTarget({ weightKg: 80, goalWeightKg: 150 * LB, unit: "lb", phase: "phase-1" }),
    ).toMatchObject({
      low: 100,
      why: expect.stringContaining("150 lb"),
    });
  });
});

describe("her phase", () => {
  const program: Assignment = {
    startDay: "2026-03-02",
    steps: [
      { program: "movement-patterns-1", weeks: 4 },
      { program: "movement-patterns-2", weeks: 4 },
    ],
  };
  it("is the foundation until a chosen program starts, phase 1 in its first step, later after", () => {
    expect(phaseOf(null, "2026-03-10")).toBe("foundation");
    expect(phaseOf(program, "2026-03-01")).toBe("foundation");
    expect(phaseOf(program, "2026-03-02")).toBe("phase-1");
    expect(phaseOf(program, "2026-03-29")).toBe("phase-1");
    expect(phaseOf(program, "2026-03-30")).toBe("later");
    expect(phaseOf(program, "2026-12-30")).toBe("later");
  });
});

describe("rest between sessions (48 h)", () => {
  it("counts the hours left since her last finished session", () => {
    const finished = new Date("2026-03-10T09:00:00Z");
    expect(restStatus(null, finished)).toEqual({ resting: false, readyAt: null, hoursLeft: 0 });
    expect(restStatus(finished, new Date("2026-03-11T09:00:00Z"))).toMatchObject({
      resting: true,
      hoursLeft: 24,
    });
    expect(restStatus(finished, new Date("2026-03-12T08:30:00Z"))).toMatchObject({
      resting: true,
      hoursLeft: 1,
    });
    expect(restStatus(finished, new Date("2026-03-12T09:00:00Z"))).toMatchObject({
      resting: false,
      hoursLeft: 0,
    });
  });
});

describe("streaks and compliance", () => {
  const at = (iso: string) => new Date(iso);
  const entries: HabitEntry[] = [
    { id: "a", habit: "protein", day: "2026-03-08", amount: 25, createdAt: at("2026-03-08T08:00:00Z") },
    { id: "b", habit: "protein", day: "2026-03-08", amount: 25, createdAt: at("2026-03-08T12:00:00Z") },
    { id: "c", habit: "protein", day: "2026-03-09", amount: 50, createdAt: at("2026-03-09T12:00:00Z") },
    { id: "d", habit: "protein", day: "2026-03-10", amount: 20, createdAt: at("2026-03-10T12:00:00Z") },
    { id: "e", habit: "sleep", day: "2026-03-10", amount: 6, createdAt: at("2026-03-10T07:00:00Z") },
    { id: "f", habit: "sleep", day: "2026-03-10", amount: 8, createdAt: at("2026-03-10T07:05:00Z") },
  ];

  it("sums taps, but a night's sleep is its latest tap", () => {
    expect(dailyTotals(entries, "protein").get("2026-03-08")).toBe(50);
    expect(dailyTotals(entries, "sleep").get("2026-03-10")).toBe(8);
  });

  it("keeps a streak through a day not yet met, and counts days met in a window", () => {
    const protein = dailyTotals(entries, "protein");
    expect(habitStreak(protein, 45, "2026-03-10")).toBe(2); // today (20 g) not yet met
    expect(habitStreak(protein, 45, "2026-03-11")).toBe(0); // yesterday missed: the streak ended
    expect(habitStreak(protein, 20, "2026-03-10")).toBe(3);
    expect(daysMet(protein, 45, "2026-03-10", 7)).toBe(2);
    expect(daysMet(protein, 45, "2026-03-10", 1)).toBe(0);
  });

  it("counts a window's days met from its first day to today, and nothing outside it", () => {
    const totals = new Map([
      ["2026-02-28", 50], // ten days before today
      ["2026-03-01", 50], // the first day of a 10-day window
      ["2026-03-05", 10], // below the target
      ["2026-03-08", 60],
      ["2026-03-09", 45], // exactly the target
      ["2026-03-10", 45], // today
      ["2026-03-11", 90], // tomorrow: not yet
    ]);
    expect(daysMet(totals, 45, "2026-03-10", 11)).toBe(5);
    expect(daysMet(totals, 45, "2026-03-10", 10)).toBe(4);
    expect(daysMet(totals, 45, "2026-03-10", 9)).toBe(3);
    expect(daysMet(totals, 45, "2026-03-10", 1)).toBe(1);
    expect(daysMet(totals, 45, "2026-03-10", 0)).toBe(0);
    // Across a month's end and a leap day.
    expect(
      daysMet(
        new Map([
          ["2024-02-29", 1],
          ["2024-03-01", 1],
          ["2024-02-27", 1],
        ]),
        1,
        "2024-03-01",
        2,
      ),
    ).toBe(2);
  });
});
