import { describe, expect, it } from "vitest";
import { getProgram } from "~/content/programs/index.server";
import { exerciseView } from "./log-page.server";
import { logDayFrom } from "./log-schema.server";
import { loggableExercises } from "./prescription";
import { fromUnit } from "./units";
import type { SavedLog } from "./workout-reads.server";

describe("the log page's numbers for a member in pounds", () => {
  it("prefills a suggestion on her plates: 45 lb and a 2.5 lb step make 47.5, not 47.51", () => {
    const session = getProgram("movement-patterns-1").sessions[0];
    if (!session) throw new Error("no session");
    const [squat] = loggableExercises(session);
    if (!squat) throw new Error("no exercise");
    const lifted = fromUnit(45, "lb");
    const view = exerciseView(squat, {
      slug: "movement-patterns-1",
      history: [
        {
          day: "2026-03-02",
          effort: "right",
          sets: [1, 2, 3].map(() => ({ reps: 10, weightKg: lifted, seconds: null, done: true })),
        },
      ],
      saved: null,
      preferences: { unit: "lb", plateStep: 2.5, goalWeightKg: null },
      monthOneWeightKg: null,
    });
    expect(view.sets.map((set) => set.weight)).toEqual([47.5, 47.5, 47.5]);
    expect(view.suggestion).toBe("Every set made: try 47.5 lb for 10 reps.");
    expect(view.lastTime).toBe("Last time: 3 × 10 at 45 lb");
  });
});

describe("the day a log belongs to", () => {
  it("takes the day her phone gave when it is today or yesterday, else today", () => {
    expect(logDayFrom("2026-03-03", "2026-03-02")).toBe("2026-03-02");
    expect(logDayFrom("2026-03-03", "2026-03-03")).toBe("2026-03-03");
    expect(logDayFrom("2026-03-03", "2026-02-20")).toBe("2026-03-03");
    expect(logDayFrom("2026-03-03", "2026-03-04")).toBe("2026-03-03");
    expect(logDayFrom("2026-03-03", undefined)).toBe("2026-03-03");
  });
});

describe("last time and the suggestion tell the truth (issue 36)", () => {
  const session = getProgram("movement-patterns-1").sessions[0];
  const [squat] = session ? loggableExercises(session) : [];
  if (!squat) throw new Error("no exercise");
  const kg = { unit: "kg" as const, plateStep: 1, goalWeightKg: null };
  const sets = (weightKg: number, done: boolean, reps = 10) =>
    [1, 2, 3].map(() => ({ reps, weightKg, seconds: null, done }));
  const view = (history: Parameters<typeof exerciseView>[1]["history"], saved = null as SavedLog | null) =>
    exerciseView(squat, {
      slug: "movement-patterns-1",
      history,
      saved,
      preferences: kg,
      monthOneWeightKg: null,
    });

  it("skips a workout where she left the exercise untouched: last time is the real one before", () => {
    const page = view([
      { day: "2026-03-04", effort: null, sets: sets(4, false) },
      { day: "2026-03-02", effort: "right", sets: sets(9.5, true) },
    ]);
    expect(page.lastTime).toBe("Last time: 3 × 10 at 9.5 kg");
    expect(page.lastWeightKg).toBe(9.5);
    expect(page.suggestion).toBe("Every set made: try 10 kg for 10 reps.");
    expect(page.sets.map((set) => set.weight)).toEqual([10, 10, 10]);
  });

  it("says nothing about last time for an exercise she never ticked", () => {
    const page = view([{ day: "2026-03-04", effort: null, sets: sets(4, false) }]);
    expect(page.lastTime).toBeNull();
    expect(page.lastWeightKg).toBeNull();
  });

  it("names one weight: the suggestion's is the one the sets start from, and the one last time showed", () => {
    const page = view([
      {
        day: "2026-03-02",
        effort: "right",
        sets: [...sets(4, true).slice(0, 2), { reps: 6, weightKg: 4, seconds: null, done: true }],
      },
    ]);
    expect(page.lastTime).toBe("Last time: 10, 10, 6 at 4 kg");
    expect(page.suggestion).toBe("Stay at 4 kg until every set feels solid.");
    expect(page.sets.map((set) => set.weight)).toEqual([4, 4, 4]);
    // Off her 1 kg grid: the sets start at the 9.5 kg the suggestion names, not a rounded 10.
    const offGrid = view([{ day: "2026-03-02", effort: "right", sets: sets(9.5, true).slice(0, 1) }]);
    expect(offGrid.suggestion).toBe("Stay at 9.5 kg until every set feels solid.");
    expect(offGrid.sets.map((set) => set.weight)).toEqual([9.5, 9.5, 9.5]);
  });

  it("starts an unsaved set from the set before it in this session", () => {
    const saved: SavedLog = {
      id: "log",
      finishedAt: null,
      sets: [
        {
          position: squat.position,
          setNumber: 1,
          exerciseKey: squat.key,
          reps: 8,
          weightKg: 9.5,
          seconds: null,
          done: true,
        },
      ],
      exercises: [],
    };
    const page = view([{ day: "2026-03-02", effort: "right", sets: sets(9.5, true) }], saved);
    expect(page.sets.map((set) => [set.reps, set.weight, set.done])).toEqual([
      [8, 9.5, true],
      [8, 9.5, false],
      [8, 9.5, false],
    ]);
  });
});
