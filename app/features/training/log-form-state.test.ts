import { describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/form-failure";
import type { ExerciseView } from "./log.server";
import {
  effortOf,
  exerciseFields,
  finishErrorOf,
  initialExercises,
  initialSets,
  inputValueOf,
  saveStatusLine,
  setErrorsOf,
  setFieldName,
  setFields,
  shortExerciseName,
  steppedValue,
  untickedSets,
  withFollowingSets,
  withQueuedExercises,
  withQueuedSets,
} from "./log-form-state";
import type { QueueItem } from "./set-sender";

const squat: ExerciseView = {
  position: 0,
  name: "A1. Goblet squat to a box",
  exerciseId: "goblet-squat-to-a-box",
  swapOptions: [],
  substitution: null,
  block: "Strength",
  timed: false,
  amount: "3 × 10",
  rest: "90 s",
  effortText: "Moderate",
  restSeconds: 90,
  workSeconds: null,
  lastTime: null,
  lastWeightKg: null,
  suggestion: null,
  sets: [
    { setNumber: 1, reps: 10, weight: 8, seconds: null, done: true },
    { setNumber: 2, reps: null, weight: null, seconds: null, done: false },
  ],
  effort: "right",
  note: "knee fine",
};

const failure = (
  values: FormFailure["values"],
  fieldErrors: FormFailure["fieldErrors"] = {},
): FormFailure => ({
  values,
  fieldErrors,
});

const queued = (fields: Record<string, string>): QueueItem => ({
  key: "",
  owner: "",
  url: "",
  fields,
  attempts: 0,
  nextAttemptAt: 0,
  queuedAt: 0,
});

describe("the session log's form state", () => {
  it("names fields as log.server.ts reads them", () => {
    expect(setFieldName(2, 3, "weight")).toBe("set-2-3-weight");
  });

  it("starts from her saved numbers, an empty box for none", () => {
    expect(inputValueOf(null)).toBe("");
    expect(inputValueOf(7.5)).toBe("7.5");
    expect(initialSets([squat], null)).toEqual({
      "0-1": { reps: "10", weight: "8", seconds: "", done: true },
      "0-2": { reps: "", weight: "", seconds: "", done: false },
    });
    expect(initialExercises([squat], null)).toEqual({ 0: { effort: "right", note: "knee fine" } });
  });

  it("starts from what she typed after a refused Finish", () => {
    const typed = failure({ "set-0-1-reps": "12", "set-0-2-done": "on", "effort-0": "bogus", "note-0": "" });
    expect(initialSets([squat], typed)).toEqual({
      "0-1": { reps: "12", weight: "8", seconds: "", done: false },
      "0-2": { reps: "", weight: "", seconds: "", done: true },
    });
    expect(initialExercises([squat], typed)).toEqual({ 0: { effort: "", note: "" } });
    expect(effortOf("hard")).toBe("hard");
  });

  it("lays the phone's waiting changes over the server's numbers", () => {
    const sets = initialSets([squat], null);
    const items = [
      queued({ intent: "set", position: "0", setNumber: "2", reps: "9", weight: "10", done: "true" }),
      queued({ intent: "set", position: "5", setNumber: "1", reps: "1", done: "true" }),
      queued({ intent: "exercise", position: "0", effort: "hard", note: "tough" }),
    ];
    expect(withQueuedSets(sets, items)["0-2"]).toEqual({ reps: "9", weight: "10", seconds: "", done: true });
    expect(withQueuedSets(sets, items)["5-1"]).toBeUndefined();
    expect(withQueuedExercises(initialExercises([squat], null), items)).toEqual({
      0: { effort: "hard", note: "tough" },
    });
    expect(Object.values(untickedSets(sets)).some((set) => set.done)).toBe(false);
  });

  it("sends a set's numbers with the day she ticked it", () => {
    const state = { reps: "10", weight: "8", seconds: "", done: true };
    const place = { timeZone: "Europe/London", day: "2026-03-03" };
    expect(setFields({ logId: "L", exercise: squat, setNumber: 1, state, unit: "kg", place })).toEqual({
      intent: "set",
      logId: "L",
      position: "0",
      setNumber: "1",
      reps: "10",
      weight: "8",
      done: "true",
      unit: "kg",
      timeZone: "Europe/London",
      day: "2026-03-03",
    });
    const plank = { ...squat, timed: true };
    expect(setFields({ logId: "L", exercise: plank, setNumber: 1, state, unit: "lb", place: null })).toEqual({
      intent: "set",
      logId: "L",
      position: "0",
      setNumber: "1",
      seconds: "",
      done: "true",
      unit: "lb",
    });
    expect(
      exerciseFields({ logId: "L", position: 0, state: { effort: "", note: "x" }, timeZone: "" }),
    ).toEqual({
      intent: "exercise",
      logId: "L",
      position: "0",
      effort: "",
      note: "x",
    });
  });

  it("tells her what a refusal was about", () => {
    expect(finishErrorOf(null)).toBeNull();
    expect(finishErrorOf(failure({}))).toBeNull();
    expect(finishErrorOf(failure({}, { "set-0-1-reps": "Too many" }))).toBe("Too many");
    expect(setErrorsOf(failure({}, { "set-0-1-done": "B", "set-0-1-reps": "A" }), 0, 1)).toEqual(["A", "B"]);
  });

  it("steps a number on its grid, between 0 and the maximum", () => {
    expect(steppedValue("8", 1, 2.5, 100)).toBe("10");
    expect(steppedValue("", -1, 1, 100)).toBe("0");
    expect(steppedValue("99", 1, 5, 100)).toBe("100");
  });

  it("shortens an exercise's name and words its save", () => {
    expect(shortExerciseName("A1. Goblet squat to a box")).toBe("Goblet squat to a box");
    expect(shortExerciseName("Plank")).toBe("Plank");
    expect(saveStatusLine({ state: "sending" }, true)).toBeNull();
    expect(saveStatusLine({ state: "saved" }, false)?.message).toBe("Saved");
    expect(saveStatusLine({ state: "refused", message: "No" }, false)).toEqual({
      message: "No",
      tone: "text-destructive",
    });
  });

  it("says a phone's ended session plainly, with no other tab to go to (issue 36 §8)", () => {
    const line = saveStatusLine({ state: "signed-out" }, true);
    expect(line?.message).toMatch(/^Your session ended: sign in again\./);
    expect(line?.message).not.toContain("another tab");
  });
});

describe("later sets follow the set before", () => {
  const three: ExerciseView = {
    ...squat,
    sets: [1, 2, 3].map((setNumber) => ({ setNumber, reps: 10, weight: 8, seconds: null, done: false })),
  };
  const start = initialSets([three], null);

  it("carries a changed weight and reps to the later sets she has not changed or ticked", () => {
    const sets = withFollowingSets(start, three, 1, { weight: "9,5" });
    expect([1, 2, 3].map((n) => sets[`0-${n}`]?.weight)).toEqual(["9,5", "9,5", "9,5"]);
    const reps = withFollowingSets(sets, three, 2, { reps: "8" });
    expect([1, 2, 3].map((n) => reps[`0-${n}`]?.reps)).toEqual(["10", "8", "8"]);
  });

  it("leaves a ticked set and a set she typed herself alone", () => {
    const typed = withFollowingSets(start, three, 3, { weight: "12" });
    const ticked = withFollowingSets(typed, three, 2, { done: true });
    const sets = withFollowingSets(ticked, three, 1, { weight: "9" });
    expect([1, 2, 3].map((n) => sets[`0-${n}`]?.weight)).toEqual(["9", "8", "12"]);
  });
});
