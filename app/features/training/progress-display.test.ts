import { describe, expect, it } from "vitest";
import { plural, workoutSeries } from "./progress-display";
import type { WorkoutRow } from "./progress-view-model";

describe("the progress page's helpers", () => {
  it("counts with the right noun", () => {
    expect(plural(1, "session", "sessions")).toBe("1 session");
    expect(plural(0, "session", "sessions")).toBe("0 sessions");
  });

  it("draws a line of the days with a number, with dots while they are few", () => {
    const rows = [
      { day: "2026-03-01", reps: 10 },
      { day: "2026-03-03", reps: null },
      { day: "2026-03-05", reps: 12 },
    ] as unknown as WorkoutRow[];
    expect(workoutSeries("Most reps", rows, (row) => row.reps)).toEqual([
      {
        label: "Most reps",
        tone: "primary",
        dots: true,
        points: [
          { x: "2026-03-01", y: 10 },
          { x: "2026-03-05", y: 12 },
        ],
      },
    ]);
    const many = Array.from({ length: 25 }, (_, index) => ({ day: `d${index}`, reps: index }));
    expect(workoutSeries("Most reps", many as unknown as WorkoutRow[], (row) => row.reps)[0]?.dots).toBe(
      false,
    );
  });
});
