import { type Day, streak, weekOf } from "~/lib/dates";

export type RecordedKind = "workout" | "meal" | "mindfulness" | "steps";
export type Recorded = { kind: RecordedKind; day: Day };

/** product.md §2.2 progress item. */
export type ProgressItem = { label: string; value: number; target: number; color: string };

/** The three Today's Plan cards; the challenge's ticked days ("steps") are not a plan card. */
export const PLAN_KINDS = ["workout", "meal", "mindfulness"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** product.md §6.2's targets: weekly workouts of 5, nutrition goals of 7, mindfulness sessions of 7. */
export const WEEKLY_TARGETS: Record<PlanKind, number> = { workout: 5, meal: 7, mindfulness: 7 };

const PROGRESS_LABELS: Record<PlanKind, { label: string; color: string }> = {
  workout: { label: "Weekly workouts", color: "var(--color-primary)" },
  meal: { label: "Nutrition goals", color: "var(--color-secondary-foreground)" },
  mindfulness: { label: "Mindfulness sessions", color: "var(--color-ring)" },
};

/** Her finished training logs on one of her days (issue 17): one day can hold two workouts. */
export type FinishedLogs = { day: Day; count: number };

export type Summary = {
  streak: number;
  completedToday: number;
  totalToday: number;
  progress: ProgressItem[];
  /** The days of this week (Monday first) with the 10K steps ticked. */
  stepDays: Day[];
  /** The days of this week with a finished training log. */
  loggedDays: Day[];
  doneToday: Record<PlanKind, boolean>;
};

/**
 * Her numbers, from her records only. The streak counts days with a plan card done; ticked
 * challenge days can be filled in afterwards, so they do not stretch it (decision 0024).
 * Weekly workouts count her finished training logs (two on one day are two workouts) plus the
 * days she ticked a workout done without a log; a finished log also makes today's workout done.
 */
export function summarise(
  records: readonly Recorded[],
  today: Day,
  finishedLogs: readonly FinishedLogs[] = [],
): Summary {
  const week = new Set(weekOf(today));
  const daysWith = (kind: RecordedKind) =>
    new Set(records.filter((record) => record.kind === kind).map((record) => record.day));
  const planDays = records.filter((record) => record.kind !== "steps").map((record) => record.day);
  const logged = finishedLogs.filter((entry) => entry.count > 0 && week.has(entry.day));
  const loggedDays = new Set(logged.map((entry) => entry.day));
  const doneToday = Object.fromEntries(PLAN_KINDS.map((kind) => [kind, daysWith(kind).has(today)])) as Record<
    PlanKind,
    boolean
  >;
  doneToday.workout ||= loggedDays.has(today);
  const thisWeek = (kind: RecordedKind) => [...daysWith(kind)].filter((day) => week.has(day));
  const weekly: Record<PlanKind, number> = {
    workout:
      logged.reduce((sum, entry) => sum + entry.count, 0) +
      thisWeek("workout").filter((day) => !loggedDays.has(day)).length,
    meal: thisWeek("meal").length,
    mindfulness: thisWeek("mindfulness").length,
  };
  return {
    streak: streak(planDays, today),
    completedToday: PLAN_KINDS.filter((kind) => doneToday[kind]).length,
    totalToday: PLAN_KINDS.length,
    progress: PLAN_KINDS.map((kind) => ({
      ...PROGRESS_LABELS[kind],
      value: weekly[kind],
      target: WEEKLY_TARGETS[kind],
    })),
    stepDays: thisWeek("steps").sort(),
    loggedDays: [...loggedDays].sort(),
    doneToday,
  };
}

/** product.md §6.2's sample dashboard, shown only, and labelled, before she takes the assessment. */
export const SAMPLE_SUMMARY = {
  streak: 4,
  completedToday: 1,
  totalToday: 3,
  progress: [
    { ...PROGRESS_LABELS.workout, value: 3, target: 5 },
    { ...PROGRESS_LABELS.meal, value: 6, target: 7 },
    { ...PROGRESS_LABELS.mindfulness, value: 4, target: 7 },
  ],
  challengeDays: 3,
  participants: 145,
} as const;
