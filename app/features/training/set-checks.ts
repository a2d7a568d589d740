import type { WeightUnit } from "~/db/schema";
import { readNumber } from "~/lib/numbers";
import { formatWeight, fromUnit, KG_PER_LB, MAX_REPS, MAX_SECONDS, MAX_WEIGHT_KG } from "./units";

// What the session log questions before a set is stored (issue 36, decision 0049), the same in
// the browser (before it sends) and on the server (before it writes): a number it cannot read,
// an impossible one (refused), and a weight far from last time's (asked: she can confirm it).
// Nothing is ever changed for her: "95" is never quietly made 9.5.

export const SET_CHECK_MESSAGES = {
  weight: "Enter the weight as a number, like 9.5 (a comma works too: 9,5).",
  weightTooHigh: `Weight must be from 0 to ${MAX_WEIGHT_KG} kg (${Math.floor(MAX_WEIGHT_KG / KG_PER_LB)} lb).`,
  reps: "Enter the reps as a whole number, like 10.",
  repsTooHigh: `Reps must be a whole number from 0 to ${MAX_REPS}.`,
  repsZero: "A set you did has at least 1 rep. Change the reps, or untick Done.",
  seconds: `Time must be a whole number of seconds, up to ${MAX_SECONDS / 60} minutes.`,
} as const;

/** Far from last time: half or less, or one and a half times or more, and at least 5 kg apart. */
const FAR_RATIO = 1.5;
const FAR_KG = 5;

export type SetProblem =
  | { part: "reps" | "weight" | "seconds"; kind: "refused"; message: string }
  | { part: "weight"; kind: "confirm"; message: string; confirmLabel: string };

/** As she typed it (the browser), or as the server's schema read it (numbers, null when empty). */
type Typed = string | number | null | undefined;
export type TypedSet = { reps?: Typed; weight?: Typed; seconds?: Typed; done: boolean };

/** Whether a weight (kg) is far enough from last time's to ask before it is kept. */
export function farFrom(weightKg: number, lastKg: number | null): boolean {
  if (!lastKg || weightKg <= 0) return false;
  if (Math.abs(weightKg - lastKg) < FAR_KG) return false;
  return weightKg >= lastKg * FAR_RATIO || weightKg <= lastKg / 2;
}

/**
 * The first thing to question about one set as she typed it, or null when it can be stored.
 * A done set is checked in full; an unticked one only for what cannot be read or stored at all.
 */
export function checkSet(
  typed: TypedSet,
  context: { timed: boolean; unit: WeightUnit; lastWeightKg: number | null; confirmed: boolean },
): SetProblem | null {
  if (context.timed) {
    const seconds = readNumber(typed.seconds, { whole: true });
    if (
      seconds.kind === "unreadable" ||
      (seconds.kind === "number" && (seconds.value > MAX_SECONDS || seconds.value < 0))
    )
      return { part: "seconds", kind: "refused", message: SET_CHECK_MESSAGES.seconds };
    return null;
  }
  const reps = readNumber(typed.reps, { whole: true });
  if (reps.kind === "unreadable") return { part: "reps", kind: "refused", message: SET_CHECK_MESSAGES.reps };
  if (reps.kind === "number" && (reps.value > MAX_REPS || reps.value < 0))
    return { part: "reps", kind: "refused", message: SET_CHECK_MESSAGES.repsTooHigh };
  if (typed.done && reps.kind === "number" && reps.value === 0)
    return { part: "reps", kind: "refused", message: SET_CHECK_MESSAGES.repsZero };
  const weight = readNumber(typed.weight);
  if (weight.kind === "unreadable")
    return { part: "weight", kind: "refused", message: SET_CHECK_MESSAGES.weight };
  if (weight.kind !== "number") return null;
  const kg = fromUnit(weight.value, context.unit);
  if (kg > MAX_WEIGHT_KG || kg < 0)
    return { part: "weight", kind: "refused", message: SET_CHECK_MESSAGES.weightTooHigh };
  if (typed.done && !context.confirmed && farFrom(kg, context.lastWeightKg)) {
    const now = formatWeight(kg, context.unit);
    const before = formatWeight(context.lastWeightKg ?? 0, context.unit);
    return {
      part: "weight",
      kind: "confirm",
      message: `${now} is far from last time's ${before}. Please check it: is ${now} right?`,
      confirmLabel: `Yes, ${now} is right`,
    };
  }
  return null;
}
