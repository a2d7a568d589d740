import { describe, expect, it } from "vitest";
import { checkSet, farFrom, SET_CHECK_MESSAGES } from "./set-checks";
import { fromUnit } from "./units";

const kg = { timed: false, unit: "kg" as const, lastWeightKg: 9.5, confirmed: false };

describe("what the log questions before a set is stored", () => {
  it("stores 9,5 and 9.5 alike, next to last time's 9.5 kg", () => {
    expect(checkSet({ reps: "10", weight: "9,5", done: true }, kg)).toBeNull();
    expect(checkSet({ reps: "10", weight: "10.5", done: true }, kg)).toBeNull();
  });

  it("asks about 95 kg after 9.5 kg, and takes her word once she confirms", () => {
    const problem = checkSet({ reps: "10", weight: "95", done: true }, kg);
    expect(problem).toEqual({
      part: "weight",
      kind: "confirm",
      message: "95 kg is far from last time's 9.5 kg. Please check it: is 95 kg right?",
      confirmLabel: "Yes, 95 kg is right",
    });
    expect(checkSet({ reps: "10", weight: "95", done: true }, { ...kg, confirmed: true })).toBeNull();
    // A 0.95 for 9.5 is asked about too; a plate more or less is not.
    expect(checkSet({ reps: "10", weight: "0,95", done: true }, kg)?.kind).toBe("confirm");
    expect(farFrom(10.5, 9.5)).toBe(false);
    expect(farFrom(40, 20)).toBe(true);
    expect(farFrom(6, 4)).toBe(false);
    expect(farFrom(95, null)).toBe(false);
  });

  it("asks in her unit", () => {
    const problem = checkSet(
      { reps: "10", weight: "200", done: true },
      { ...kg, unit: "lb", lastWeightKg: fromUnit(20, "lb") },
    );
    expect(problem?.message).toBe("200 lb is far from last time's 20 lb. Please check it: is 200 lb right?");
  });

  it("refuses what cannot be read or cannot be true, whatever she confirms", () => {
    const sure = { ...kg, confirmed: true };
    expect(checkSet({ reps: "10", weight: "9,5,5", done: true }, sure)?.message).toBe(
      SET_CHECK_MESSAGES.weight,
    );
    expect(checkSet({ reps: "10", weight: "1,500", done: true }, sure)?.message).toBe(
      SET_CHECK_MESSAGES.weight,
    );
    expect(checkSet({ reps: "500", weight: "9", done: true }, sure)?.message).toBe(
      SET_CHECK_MESSAGES.repsTooHigh,
    );
    expect(checkSet({ reps: "0", weight: "9", done: true }, sure)?.message).toBe(SET_CHECK_MESSAGES.repsZero);
    expect(checkSet({ reps: "ten", weight: "9", done: false }, sure)?.message).toBe(SET_CHECK_MESSAGES.reps);
    expect(checkSet({ reps: "10", weight: "400", done: true }, sure)?.message).toBe(
      SET_CHECK_MESSAGES.weightTooHigh,
    );
    expect(checkSet({ seconds: "4,5", done: true }, { ...kg, timed: true })?.message).toBe(
      SET_CHECK_MESSAGES.seconds,
    );
  });

  it("leaves an unticked set's plausible numbers alone until she ticks it", () => {
    expect(checkSet({ reps: "0", weight: "95", done: false }, kg)).toBeNull();
    expect(checkSet({ reps: "", weight: "", done: true }, kg)).toBeNull();
  });
});
