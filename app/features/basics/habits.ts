import { DAILY_STEPS, RECOVERY } from "~/content/basics";
import type { HabitKind } from "~/db/schema";

// What each habit measures and the taps that log it (issue 39 §4, decision 0067). Client-safe.

export type HabitMeasure = {
  /** Her words for it. */
  label: string;
  /** The unit a number is shown in: "g", "glasses", "steps", "h", "min", "times". */
  unit: string;
  /** The day's number is the sum of her taps, or (sleep) the latest tap of the day. */
  counts: "sum" | "latest";
  /** The daily target when her coach set none (protein's comes from her weight). */
  defaultTarget: number;
  /** The largest daily target a coach may set. */
  maxTarget: number;
  /** One-tap buttons: what each adds (or, for sleep, sets). Protein's are the portions. */
  taps: readonly { amount: number; label: string }[];
};

export const HABITS: Record<HabitKind, HabitMeasure> = {
  protein: {
    label: "Protein",
    unit: "g",
    counts: "sum",
    defaultTarget: RECOVERY.foundationMinimumProtein,
    maxTarget: 300,
    taps: [],
  },
  water: {
    label: "Water",
    unit: "glasses",
    counts: "sum",
    defaultTarget: 8,
    maxTarget: 20,
    taps: [{ amount: 1, label: "+1 glass" }],
  },
  steps: {
    label: "Steps",
    unit: "steps",
    counts: "sum",
    defaultTarget: DAILY_STEPS,
    maxTarget: 40_000,
    taps: [
      { amount: 1000, label: "+1,000 steps" },
      { amount: 5000, label: "+5,000 steps" },
    ],
  },
  sleep: {
    label: "Sleep",
    unit: "h",
    counts: "latest",
    defaultTarget: RECOVERY.sleepHours.low,
    maxTarget: 12,
    taps: [
      { amount: 6, label: "Slept 6 h" },
      { amount: 7, label: "Slept 7 h" },
      { amount: 8, label: "Slept 8 h" },
    ],
  },
  mobility: {
    label: "Mobility",
    unit: "min",
    counts: "sum",
    defaultTarget: 10,
    maxTarget: 120,
    taps: [
      { amount: 5, label: "+5 min" },
      { amount: 10, label: "+10 min" },
    ],
  },
  custom: {
    label: "Your coach's habit",
    unit: "times",
    counts: "sum",
    defaultTarget: 1,
    maxTarget: 50,
    taps: [{ amount: 1, label: "Done once" }],
  },
};

/** With no habits assigned, her dashboard shows these (decision 0067). */
export const DEFAULT_HABITS: readonly HabitKind[] = ["protein", "sleep", "steps"];

// Made once: a formatter costs far more to build than to use, and a page formats dozens.
const AMOUNT = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** A number as she reads it: "10,000", "7.5". */
export const amountText = (value: number) => AMOUNT.format(value);

/** A target as she and the coach read it: "45", or a range such as "7-8". */
export const goalText = (target: number, high: number | null) =>
  high ? `${amountText(target)}-${amountText(high)}` : amountText(target);
