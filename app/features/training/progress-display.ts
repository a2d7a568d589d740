import type { ChartSeries } from "~/components/ui/line-chart";
import type { TestsSummary } from "~/features/function-tests/progress-card";
import type { SymptomWeeksView } from "~/features/symptoms/symptoms.server";
import type { ProgressData } from "./progress-data.server";
import type { WorkoutRow } from "./progress-view-model";

// What her progress page shows, beside what the server loads: the shape its views receive and
// the small pure helpers they share, so those are tested on their own.

export type ProgressViewData = ProgressData & {
  /** The records the session she just finished set, one line each ("New record!"). */
  newRecords: string[];
  settings: { plates: string; goal: string; goalRange: { min: number; max: number } };
  /** Issue 39 (h2): symptoms beside training, by week. */
  symptoms?: SymptomWeeksView;
  /** Issue 39 §1 (h1): her function tests' last and next days. */
  functionTests?: TestsSummary;
  /** Her CSV downloads, one per kind of record (account-data.server.ts's EXPORT_LINKS). */
  downloads?: readonly { href: string; label: string }[];
};

/** The settings form's answer: what was saved (and when, to reset the form), or a refusal. */
export type SettingsSaved = { done: string; at: number };

/** 1 → "1 session", 3 → "3 sessions". */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One line of a chart from her workouts: the days with a number, left to right. */
export function workoutSeries(
  label: string,
  rows: readonly WorkoutRow[],
  value: (row: WorkoutRow) => number | null,
): ChartSeries[] {
  const points = rows.flatMap((row) => {
    const y = value(row);
    return y === null ? [] : [{ x: row.day, y }];
  });
  // A few workouts read better as dots on the line; dozens as a line alone.
  return [{ label, points, tone: "primary", dots: points.length <= 24 }];
}
