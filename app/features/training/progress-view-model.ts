import type { WeightUnit } from "~/db/schema";
import { addDays, shortDate, weekOf } from "~/lib/dates";
import { escapeHtml } from "~/lib/html";
import { toUnit } from "./units";

// Her progress page's numbers and words (issue 17 part 3), made from the aggregates
// progress-data.server.ts reads: the 12-week heatmap, her exercises and records, and each
// workout's row in her unit. Pure, so it is tested on its own.

export const HEATMAP_WEEKS = 12;

/** One exercise on one day of hers: what the charts and records are made of. Weights in kg. */
export type DayAggregate = {
  key: string;
  day: string;
  /** The heaviest weight of a done set, and the most reps done at that weight. */
  bestWeightKg: number | null;
  bestReps: number | null;
  /** Epley's estimate from her best done set, as `epley` in strength.ts computes it. */
  oneRepMaxKg: number | null;
  /** Reps × kg summed over the done, weighted sets. */
  volumeKg: number;
  /** The most reps in one done set (bodyweight exercises) and the longest timed set. */
  mostReps: number | null;
  longestSeconds: number | null;
};

/** "goblet-squat" → "Goblet squat": the last resort for a key with no name anywhere. */
export function nameFromKey(key: string): string {
  const words = key.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---------------------------------------------------------------------------------------------
// The heatmap

export type HeatmapDay = { day: string; count: number; today: boolean; future: boolean };
export type HeatmapWeek = { start: string; days: HeatmapDay[]; sessions: number };

/** The 12 weeks the heatmap shows: from a Monday 11 weeks back to the end of this week. */
export function heatmapRange(today: string, weeks = HEATMAP_WEEKS): { from: string; to: string } {
  const monday = weekOf(today)[0] as string;
  return { from: addDays(monday, -7 * (weeks - 1)), to: addDays(monday, 7) };
}

/** Weeks oldest first, Monday to Sunday, each day with her finished sessions. */
export function heatmapWeeks(
  today: string,
  counts: ReadonlyMap<string, number>,
  weeks = HEATMAP_WEEKS,
): HeatmapWeek[] {
  const { from } = heatmapRange(today, weeks);
  return Array.from({ length: weeks }, (_, index) => {
    const start = addDays(from, index * 7);
    const days = Array.from({ length: 7 }, (_, offset) => {
      const day = addDays(start, offset);
      return { day, count: counts.get(day) ?? 0, today: day === today, future: day > today };
    });
    return { start, days, sessions: days.reduce((sum, day) => sum + day.count, 0) };
  });
}

// ---------------------------------------------------------------------------------------------
// Exercises, workouts and records

/** What her progress in an exercise is measured in: weight, reps without weight, or time. */
export type ExerciseKind = "weight" | "reps" | "seconds";

export type ExerciseRecords = {
  /** The heaviest set (most reps at that weight) and the first day she lifted it. */
  weight: { weightKg: number; reps: number; day: string } | null;
  oneRepMax: { kg: number; day: string } | null;
  reps: { reps: number; day: string } | null;
  seconds: { seconds: number; day: string } | null;
};

/** One exercise as `exerciseTotals` reads it. */
export type ExerciseTotals = {
  key: string;
  lastDay: string;
  /** Days she did it, ever and within the heatmap's weeks. */
  workouts: number;
  recent: number;
  records: ExerciseRecords;
};

export type ExerciseSummary = ExerciseTotals & { name: string; kind: ExerciseKind };

/** What an exercise is measured in: weight when she ever lifted one, else reps, else time. */
export function kindOf(records: ExerciseRecords): ExerciseKind | null {
  if (records.weight) return "weight";
  if (records.reps) return "reps";
  if (records.seconds) return "seconds";
  return null;
}

/** Her exercises, most recently trained first (then by name), with their names and kinds. */
export function summariseExercises(
  totals: readonly ExerciseTotals[],
  names: ReadonlyMap<string, string>,
): ExerciseSummary[] {
  const out: ExerciseSummary[] = [];
  for (const exercise of totals) {
    const kind = kindOf(exercise.records);
    // Only unticked-looking sets (no reps, weight or time): nothing to show.
    if (!kind) continue;
    out.push({ ...exercise, kind, name: names.get(exercise.key) ?? nameFromKey(exercise.key) });
  }
  return out.sort((a, b) =>
    a.lastDay !== b.lastDay ? (a.lastDay < b.lastDay ? 1 : -1) : a.name.localeCompare(b.name),
  );
}

/** The exercises for the PDF: the ones she trained most in the last 12 weeks, then ever. */
export function topExercises<T extends ExerciseTotals>(exercises: readonly T[], limit = 5): T[] {
  return [...exercises]
    .sort((a, b) => b.recent - a.recent || b.workouts - a.workouts || (a.lastDay < b.lastDay ? 1 : -1))
    .slice(0, limit);
}

// ---------------------------------------------------------------------------------------------
// Words and numbers as she reads them

// Made once: building an Intl formatter costs far more than using one, and a table has hundreds of cells.
const WHOLE = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** At most one decimal, no trailing zero. */
const one = (value: number) => String(Number(value.toFixed(1)));

/** A weight in her unit: "8 kg", "17.6 lb". */
export const weightText = (kg: number, unit: WeightUnit) => `${one(toUnit(kg, unit))} ${unit}`;

/** "10 × 8 kg": reps, then weight, as a coach writes a set. */
export const setText = (reps: number, kg: number, unit: WeightUnit) => `${reps} × ${weightText(kg, unit)}`;

/** One workout of one exercise, in her unit: her page's charts and table are drawn from it. */
export type WorkoutRow = {
  day: string;
  best: number | null;
  /** The reps of that best set. */
  bestReps: number | null;
  oneRepMax: number | null;
  volume: number | null;
  reps: number | null;
  seconds: number | null;
};

/**
 * The same workout as the PDF's table writes it, each weight with its unit. Only the PDF reads
 * these words, so the page's rows leave them out (issue 41: a year of rows is the largest part
 * of the page's data).
 */
export type PdfWorkoutRow = {
  day: string;
  date: string;
  text: { best: string; oneRepMax: string; volume: string; reps: string; seconds: string };
};

const DASH = "–";

/** Her numbers for one workout, in her unit, as the charts draw them. */
function workoutNumbers(day: DayAggregate, unit: WeightUnit) {
  return {
    best: day.bestWeightKg === null ? null : Number(toUnit(day.bestWeightKg, unit).toFixed(1)),
    oneRepMax: day.oneRepMaxKg === null ? null : Number(toUnit(day.oneRepMaxKg, unit).toFixed(1)),
    // Volume is a big number: whole units read best ("2,400 kg", not "2,399.8").
    volume: day.volumeKg > 0 ? Math.round(toUnit(day.volumeKg, unit)) : null,
  };
}

const repsText = (day: DayAggregate) => (day.mostReps === null ? DASH : String(day.mostReps));
const secondsText = (day: DayAggregate) => (day.longestSeconds === null ? DASH : `${day.longestSeconds} s`);

export function workoutRow(day: DayAggregate, unit: WeightUnit): WorkoutRow {
  return {
    day: day.day,
    ...workoutNumbers(day, unit),
    bestReps: day.bestReps,
    reps: day.mostReps,
    seconds: day.longestSeconds,
  };
}

/**
 * The table's cells for one workout, after its date: weights without the unit, which the
 * narrow table's headings name ("Best set (kg)").
 */
export function workoutCells(row: WorkoutRow, kind: ExerciseKind): string[] {
  if (kind === "reps") return [row.reps === null ? DASH : String(row.reps)];
  if (kind === "seconds") return [row.seconds === null ? DASH : `${row.seconds} s`];
  const { best, bestReps, oneRepMax, volume } = row;
  return [
    best !== null && bestReps !== null ? `${bestReps} × ${one(best)}` : DASH,
    oneRepMax === null ? DASH : one(oneRepMax),
    volume === null ? DASH : WHOLE.format(volume),
  ];
}

/**
 * Decision 0097: the rows of her workout table, newest first, as the HTML of its body. A year
 * of one exercise is some 140 rows of plain text that never change in the browser: made as one
 * string from the numbers the charts use, they cost a fraction of 700 React elements, and the
 * page's data carries no words for them.
 */
export function workoutTableBody(rows: readonly WorkoutRow[], kind: ExerciseKind): string {
  let html = "";
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index] as WorkoutRow;
    html += `<tr><th scope="row">${escapeHtml(shortDate(row.day))}</th>`;
    for (const cell of workoutCells(row, kind)) html += `<td>${escapeHtml(cell)}</td>`;
    html += "</tr>";
  }
  return html;
}

export function pdfWorkoutRow(day: DayAggregate, unit: WeightUnit): PdfWorkoutRow {
  const { oneRepMax, volume } = workoutNumbers(day, unit);
  return {
    day: day.day,
    date: shortDate(day.day),
    text: {
      best:
        day.bestWeightKg !== null && day.bestReps !== null
          ? setText(day.bestReps, day.bestWeightKg, unit)
          : DASH,
      oneRepMax: oneRepMax === null ? DASH : `${one(oneRepMax)} ${unit}`,
      volume: volume === null ? DASH : `${WHOLE.format(volume)} ${unit}`,
      reps: repsText(day),
      seconds: secondsText(day),
    },
  };
}

export type RecordRow = {
  key: string;
  name: string;
  kind: ExerciseKind;
  /** Heaviest set, most reps or longest set, with its day; `label` says which. */
  best: { label: string; text: string; day: string; date: string };
  /** Best estimated 1RM, for weighted exercises. */
  oneRepMax: { label: string; text: string; day: string; date: string } | null;
};

export function recordRow(exercise: ExerciseSummary, unit: WeightUnit): RecordRow {
  const { records } = exercise;
  const dated = (label: string, text: string, day: string) => ({ label, text, day, date: shortDate(day) });
  const best =
    exercise.kind === "weight" && records.weight
      ? dated("Best set", setText(records.weight.reps, records.weight.weightKg, unit), records.weight.day)
      : exercise.kind === "reps" && records.reps
        ? dated("Most reps in a set", `${records.reps.reps} reps`, records.reps.day)
        : records.seconds
          ? dated("Longest set", `${records.seconds.seconds} s`, records.seconds.day)
          : dated("Best set", DASH, exercise.lastDay);
  return {
    key: exercise.key,
    name: exercise.name,
    kind: exercise.kind,
    best,
    oneRepMax:
      exercise.kind === "weight" && records.oneRepMax
        ? dated("Best est. 1RM", weightText(records.oneRepMax.kg, unit), records.oneRepMax.day)
        : null,
  };
}
