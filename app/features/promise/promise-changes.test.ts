import { describe, expect, it } from "vitest";
import { changeSummary, type PromiseDay, strengthChanges } from "./promise-changes";

const day = (key: string, on: string, values: Partial<PromiseDay>): PromiseDay => ({
  key,
  day: on,
  bestWeightKg: null,
  bestReps: null,
  mostReps: null,
  longestSeconds: null,
  ...values,
});

const names = new Map([
  ["goblet-squat", "Goblet squat"],
  ["push-up", "Push-up"],
  ["plank", "Plank"],
  ["row", "Row"],
]);
const window = { start: "2026-11-02", due: "2026-11-30", names };

describe("what changed over the 4 weeks", () => {
  it("compares her best of the first week with her best of the last, in her unit", () => {
    const changes = strengthChanges(
      [
        day("goblet-squat", "2026-11-03", { bestWeightKg: 8, bestReps: 10, mostReps: 10 }),
        day("goblet-squat", "2026-11-05", { bestWeightKg: 8, bestReps: 12, mostReps: 12 }),
        day("goblet-squat", "2026-11-14", { bestWeightKg: 9, bestReps: 10, mostReps: 10 }),
        day("goblet-squat", "2026-11-27", { bestWeightKg: 10, bestReps: 10, mostReps: 10 }),
        day("push-up", "2026-11-03", { mostReps: 6 }),
        day("push-up", "2026-11-25", { mostReps: 9 }),
        day("plank", "2026-11-04", { longestSeconds: 30 }),
        day("plank", "2026-11-24", { longestSeconds: 30 }),
        // Only in the first week: not a main exercise; outside the 4 weeks: not counted.
        day("row", "2026-11-03", { bestWeightKg: 10, bestReps: 10 }),
        day("row", "2026-11-30", { bestWeightKg: 12, bestReps: 10 }),
      ],
      { ...window, unit: "kg" },
    );
    expect(changes.map((change) => [change.line, change.up])).toEqual([
      ["Goblet squat: 12 × 8 kg → 10 × 10 kg", true],
      ["Plank: 30 s → 30 s", false],
      ["Push-up: 6 reps → 9 reps", true],
    ]);
    expect(changeSummary(changes)).toBe("Up in 2 of 3 exercises since your first week.");
  });

  it("speaks pounds to her in pounds, counts more reps at the same weight, and says when nothing compares", () => {
    const [change] = strengthChanges(
      [
        day("goblet-squat", "2026-11-02", { bestWeightKg: 9.07, bestReps: 10 }),
        day("goblet-squat", "2026-11-29", { bestWeightKg: 9.07, bestReps: 12 }),
      ],
      { ...window, unit: "lb" },
    );
    expect(change?.line).toBe("Goblet squat: 10 × 20 lb → 12 × 20 lb");
    expect(change?.up).toBe(true);
    expect(changeSummary([])).toBe("Your log has no exercise from both your first and your last week yet.");
  });
});
