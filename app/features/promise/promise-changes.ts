import type { WeightUnit } from "~/db/schema";
import { setText } from "~/features/training/progress-view-model";
import { addDays, type Day } from "~/lib/dates";

// What changed in her log over the 4 weeks (issue 39 §3, decision 0066): per main exercise, her
// best in the program's first week against her best in its last week, in her unit. Pure.

/** How many exercises the card names at most. */
export const MAIN_EXERCISES = 5;

/** One exercise on one day of the 4 weeks, as the database adds it up (finished sets only). */
export type PromiseDay = {
  key: string;
  day: Day;
  bestWeightKg: number | null;
  bestReps: number | null;
  mostReps: number | null;
  longestSeconds: number | null;
};

export type StrengthChange = {
  key: string;
  name: string;
  /** "10 × 8 kg" in the first week. */
  before: string;
  /** "10 × 10 kg" in the last week. */
  after: string;
  /** Heavier, or more reps at least as heavy, or more reps or seconds without weight. */
  up: boolean;
  /** One line for the coach and the email: "Goblet squat: 10 × 8 kg → 10 × 10 kg". */
  line: string;
};

type Best = { weightKg: number; reps: number } | { reps: number } | { seconds: number };

/** Her best of some days: the heaviest set (most reps breaking a tie), else most reps, else seconds. */
function bestOf(days: readonly PromiseDay[]): Best | null {
  let weighted: { weightKg: number; reps: number } | null = null;
  let reps = 0;
  let seconds = 0;
  for (const day of days) {
    if (day.bestWeightKg !== null && day.bestReps !== null) {
      const candidate = { weightKg: day.bestWeightKg, reps: day.bestReps };
      if (
        !weighted ||
        candidate.weightKg > weighted.weightKg ||
        (candidate.weightKg === weighted.weightKg && candidate.reps > weighted.reps)
      )
        weighted = candidate;
    }
    reps = Math.max(reps, day.mostReps ?? 0);
    seconds = Math.max(seconds, day.longestSeconds ?? 0);
  }
  if (weighted) return weighted;
  if (reps > 0) return { reps };
  if (seconds > 0) return { seconds };
  return null;
}

const textOf = (best: Best, unit: WeightUnit) =>
  "weightKg" in best
    ? setText(best.reps, best.weightKg, unit)
    : "reps" in best
      ? `${best.reps} reps`
      : `${best.seconds} s`;

function isUp(before: Best, after: Best): boolean {
  if ("weightKg" in before && "weightKg" in after)
    return (
      after.weightKg > before.weightKg + 1e-9 ||
      (after.weightKg >= before.weightKg && after.reps > before.reps)
    );
  // From bodyweight to a weight is a step up; the reverse is not.
  if ("weightKg" in after) return true;
  if ("reps" in before && "reps" in after) return after.reps > before.reps;
  if ("seconds" in before && "seconds" in after) return after.seconds > before.seconds;
  return false;
}

/**
 * Her main exercises (done in both the first and the last week, most often done first, at most
 * MAIN_EXERCISES), each with its first-week and last-week best. `due` is the day the 4 weeks
 * end: the last week is the 7 days before it.
 */
export function strengthChanges(
  days: readonly PromiseDay[],
  options: { start: Day; due: Day; unit: WeightUnit; names: ReadonlyMap<string, string> },
): StrengthChange[] {
  const firstEnd = addDays(options.start, 7);
  const lastStart = addDays(options.due, -7);
  const byKey = new Map<string, PromiseDay[]>();
  for (const day of days) {
    if (day.day < options.start || day.day >= options.due) continue;
    byKey.set(day.key, [...(byKey.get(day.key) ?? []), day]);
  }
  const changes: (StrengthChange & { sessions: number })[] = [];
  for (const [key, list] of byKey) {
    const before = bestOf(list.filter((day) => day.day < firstEnd));
    const after = bestOf(list.filter((day) => day.day >= lastStart));
    if (!before || !after) continue;
    const name = options.names.get(key) ?? key;
    const beforeText = textOf(before, options.unit);
    const afterText = textOf(after, options.unit);
    changes.push({
      key,
      name,
      before: beforeText,
      after: afterText,
      up: isUp(before, after),
      line: `${name}: ${beforeText} → ${afterText}`,
      sessions: list.length,
    });
  }
  return changes
    .sort((a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name))
    .slice(0, MAIN_EXERCISES)
    .map(({ sessions: _sessions, ...change }) => change);
}

/** "Heavier in 2 of 3 exercises": the card's one-line summary. */
export function changeSummary(changes: readonly StrengthChange[]): string {
  const up = changes.filter((change) => change.up).length;
  if (changes.length === 0) return "Your log has no exercise from both your first and your last week yet.";
  if (up === 0) return "Your first and last weeks are at the same level in your log.";
  return `Up in ${up} of ${changes.length} ${changes.length === 1 ? "exercise" : "exercises"} since your first week.`;
}
