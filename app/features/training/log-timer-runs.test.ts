import { describe, expect, it } from "vitest";
import type { ExerciseView } from "./log.server";
import { restAfterSet, roundDone, timedRound } from "./log-timer-runs";

const exercise = (change: Partial<ExerciseView>): ExerciseView => ({
  position: 1,
  name: "B2. Plank",
  exerciseId: "plank",
  swapOptions: [],
  substitution: null,
  block: "Core",
  timed: true,
  amount: "3 × 30 s",
  rest: "30 s",
  effortText: "Moderate",
  restSeconds: 30,
  workSeconds: 30,
  lastTime: null,
  lastWeightKg: null,
  suggestion: null,
  sets: [],
  effort: null,
  note: "",
  ...change,
});

describe("the session log's timer runs", () => {
  it("rests after a set of reps, not after a timed one", () => {
    const squat = exercise({ name: "A1. Goblet squat", timed: false, restSeconds: 90 });
    expect(restAfterSet(squat, 2, 7)).toEqual({
      id: 7,
      label: "Goblet squat, set 2",
      target: { position: 1, setNumber: 2 },
      phases: [{ kind: "rest", seconds: 90 }],
      circuit: false,
    });
    expect(restAfterSet(exercise({}), 2, 7)).toBeNull();
    expect(restAfterSet({ ...squat, restSeconds: 0 }, 2, 7)).toBeNull();
  });

  it("counts a timed round's work, then its rest", () => {
    expect(timedRound(exercise({}), 1, {}, 3)?.phases).toEqual([
      { kind: "work", seconds: 30 },
      { kind: "rest", seconds: 30 },
    ]);
    const typed = { "1-1": { reps: "", weight: "", seconds: "45", done: false } };
    expect(timedRound(exercise({ workSeconds: null, restSeconds: 0 }), 1, typed, 3)).toEqual({
      id: 3,
      label: "Plank, round 1",
      target: { position: 1, setNumber: 1 },
      phases: [{ kind: "work", seconds: 45 }],
      circuit: true,
    });
    expect(timedRound(exercise({ workSeconds: null }), 1, {}, 3)).toBeNull();
  });

  it("ticks the round whose work ran out", () => {
    const plank = exercise({ workSeconds: null });
    const run = timedRound(plank, 1, { "1-1": { reps: "", weight: "", seconds: "40", done: false } }, 1);
    if (!run) throw new Error("expected a run");
    const sets = { "1-1": { reps: "", weight: "", seconds: "", done: false } };
    expect(roundDone(run, 0, [plank], sets)).toEqual({
      exercise: plank,
      setNumber: 1,
      state: { reps: "", weight: "", seconds: "40", done: true },
    });
    expect(roundDone(run, 1, [plank], sets)).toBeNull();
    expect(roundDone(run, 0, [plank], { "1-1": { ...sets["1-1"], done: true } })).toBeNull();
  });
});
