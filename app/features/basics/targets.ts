import { RECOVERY } from "~/content/basics";
import type { HabitKind, WeightUnit } from "~/db/schema";
import { type Assignment, currentStep } from "~/features/coaching/assignment";
import { KG_PER_LB } from "~/features/training/units";
import { addDays, type Day } from "~/lib/dates";
import { HABITS } from "./habits";

// Her daily targets from the spec's recovery numbers and her own data (issue 39 §4, decision
// 0067), and the day-by-day arithmetic of her taps: pure, client-safe, unit-tested.

/**
 * Where she is in the methodology: "foundation" until a program her coach chose has started,
 * "phase-1" during its first step, "later" after it (decision 0067).
 */
export type Phase = "foundation" | "phase-1" | "later";

export function phaseOf(assignment: Assignment | null, today: Day): Phase {
  if (!assignment || today < assignment.startDay) return "foundation";
  const step = currentStep(assignment, today);
  if (!step) return "foundation";
  return step.stepIndex === 0 && !step.finished ? "phase-1" : "later";
}

export type ProteinTarget = {
  /** The day counts as met from here. */
  low: number;
  /** The top of her range; null when only a floor applies. */
  high: number | null;
  /** Where it comes from, in her words and her unit. */
  why: string;
};

const roundTo5 = (grams: number) => Math.round(grams / 5) * 5;
const weightWords = (kg: number, unit: WeightUnit) =>
  unit === "kg" ? `${Math.round(kg)} kg` : `${Math.round(kg / KG_PER_LB)} lb`;

/**
 * Protein per day: 1.6-2.0 g per kg of her latest weight; in the foundation phase never under
 * 45 g; in phase 1, with a goal weight, 1.5 g per kg of that goal. Without a weight, the
 * foundation minimum of 45 g. Grams rounded to 5.
 */
export function proteinTarget(input: {
  weightKg: number | null;
  goalWeightKg: number | null;
  unit: WeightUnit;
  phase: Phase;
}): ProteinTarget {
  const { weightKg, goalWeightKg, unit, phase } = input;
  const floor = RECOVERY.foundationMinimumProtein;
  if (phase === "phase-1" && goalWeightKg !== null && goalWeightKg > 0) {
    const grams = roundTo5(goalWeightKg * RECOVERY.phaseOneProteinPerGoalKg);
    return {
      low: grams,
      high: null,
      why: `${RECOVERY.phaseOneProteinPerGoalKg} g for each kg of your goal weight (${weightWords(goalWeightKg, unit)}).`,
    };
  }
  if (weightKg === null || weightKg <= 0) {
    return {
      low: floor,
      high: null,
      why: `At least ${floor} g a day. Add your weight on your progress page for your own range.`,
    };
  }
  const { low, high } = RECOVERY.proteinPerKg;
  const range = { low: roundTo5(weightKg * low), high: roundTo5(weightKg * high) };
  if (phase === "foundation" && range.low < floor) {
    return {
      low: floor,
      high: Math.max(floor, range.high),
      why: `At least ${floor} g while you build the foundation.`,
    };
  }
  return {
    ...range,
    why: `${low.toFixed(1)}-${high.toFixed(1)} g for each kg of your weight (${weightWords(weightKg, unit)}).`,
  };
}

/** 48 hours between sessions for the same muscles: when her next strength session is due. */
export function restStatus(
  lastFinishedAt: Date | null,
  now: Date,
): { resting: boolean; readyAt: Date | null; hoursLeft: number } {
  if (!lastFinishedAt) return { resting: false, readyAt: null, hoursLeft: 0 };
  const readyAt = new Date(lastFinishedAt.getTime() + RECOVERY.restHours * 3_600_000);
  const hoursLeft = Math.max(0, Math.ceil((readyAt.getTime() - now.getTime()) / 3_600_000));
  return { resting: hoursLeft > 0, readyAt, hoursLeft };
}

export type HabitEntry = { id: string; habit: HabitKind; day: Day; amount: number; createdAt: Date };

/** Her number per day for one habit: the sum of her taps, or the night's latest (sleep). */
export function dailyTotals(entries: readonly HabitEntry[], habit: HabitKind): Map<Day, number> {
  const totals = new Map<Day, number>();
  const latestAt = new Map<Day, number>();
  for (const entry of entries) {
    if (entry.habit !== habit) continue;
    if (HABITS[habit].counts === "sum") {
      totals.set(entry.day, (totals.get(entry.day) ?? 0) + entry.amount);
    } else if (entry.createdAt.getTime() >= (latestAt.get(entry.day) ?? Number.NEGATIVE_INFINITY)) {
      latestAt.set(entry.day, entry.createdAt.getTime());
      totals.set(entry.day, entry.amount);
    }
  }
  return totals;
}

/** Days in a row the target was met, ending today (still counting while today is not yet met). */
export function habitStreak(totals: ReadonlyMap<Day, number>, target: number, today: Day): number {
  const met = (day: Day) => (totals.get(day) ?? 0) >= target;
  let day = met(today) ? today : addDays(today, -1);
  let count = 0;
  while (met(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}

/** Of the `days` days ending today, how many met the target. */
export function daysMet(totals: ReadonlyMap<Day, number>, target: number, today: Day, days: number): number {
  if (days <= 0) return 0;
  // Days as "YYYY-MM-DD" sort as text, so the window is a range: her few days with a total
  // are read once, instead of working out each of the window's dates (the dashboard asks
  // three windows for each habit on every first view).
  const first = addDays(today, 1 - days);
  let count = 0;
  for (const [day, total] of totals) if (day >= first && day <= today && total >= target) count += 1;
  return count;
}
