import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { allPrograms } from "~/content/programs/index.server";
import type { Database } from "~/db/client.server";
import { exerciseLogs, setLogs, type WeightUnit, workoutLogs } from "~/db/schema";
import { addDays, shortDate, weekOf } from "~/lib/dates";

// Callers of this module take the dates from here too.
export { longDate, shortDate } from "~/lib/dates";

import { finishedLogDays, type Preferences } from "~/features/training/training.server";
import { exerciseKey, plainName } from "./prescription";
import { fromUnit, KG_PER_LB, PLATE_STEPS, toUnit } from "./units";

// Her progress page (issue 17 part 3): the 12-week heatmap, one exercise's workouts over time,
// her records, and the same numbers for the PDF. The database does the adding up: one row per
// exercise and workout day comes back, never one per set, so two years of sets stay cheap
// (decision 0031's 50 ms goal). Everything after the queries is pure and tested on its own.

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

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A done set with reps and weight: the only kind that has a best set, an estimate or volume. */
const lifted = sql`${setLogs.reps} > 0 and ${setLogs.weightKg} > 0`;
/** [kg, reps] of the heaviest set, most reps breaking a tie: arrays compare element by element. */
const bestPair = sql`max(array[${setLogs.weightKg}, ${setLogs.reps}::float8]) filter (where ${lifted})`;
/** Epley, with a single rep counting as the weight itself (strength.ts `epley`). */
const epleyMax = sql`max(case when ${setLogs.reps} = 1 then ${setLogs.weightKg}
  else ${setLogs.weightKg} * (1 + ${setLogs.reps} / 30.0::float8) end) filter (where ${lifted})`;
const mostReps = sql`max(${setLogs.reps}) filter (where ${setLogs.reps} > 0)`;
const longest = sql`max(${setLogs.seconds}) filter (where ${setLogs.seconds} > 0)`;
/** Her done sets of finished workouts: what every number on the page is made of. */
const countedSets = (memberId: string) =>
  and(eq(setLogs.memberId, memberId), eq(setLogs.done, true), isNotNull(workoutLogs.finishedAt));

const pairOf = (value: unknown): [number, number] | null =>
  Array.isArray(value) && value.length === 2 ? [Number(value[0]), Number(value[1])] : null;

/**
 * These exercises' workouts, added up per day in SQL (one row per exercise and day, never one
 * per set). The set_logs (member, exercise) index finds them.
 */
export async function dayAggregates(
  db: Database,
  memberId: string,
  keys: readonly string[],
): Promise<DayAggregate[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      key: setLogs.exerciseKey,
      day: workoutLogs.day,
      pair: sql<unknown>`${bestPair}`,
      oneRepMaxKg: sql<number | null>`${epleyMax}`,
      volumeKg: sql<number>`coalesce(sum(${setLogs.reps} * ${setLogs.weightKg}) filter (where ${lifted}), 0)`,
      mostReps: sql<number | null>`${mostReps}`,
      longestSeconds: sql<number | null>`${longest}`,
    })
    .from(setLogs)
    .innerJoin(workoutLogs, eq(workoutLogs.id, setLogs.logId))
    .where(and(countedSets(memberId), inArray(setLogs.exerciseKey, [...keys])))
    .groupBy(setLogs.exerciseKey, workoutLogs.day)
    .orderBy(setLogs.exerciseKey, workoutLogs.day);
  return rows.map((row) => {
    const pair = pairOf(row.pair);
    return {
      key: row.key,
      day: row.day,
      bestWeightKg: pair?.[0] ?? null,
      bestReps: pair?.[1] ?? null,
      oneRepMaxKg: num(row.oneRepMaxKg),
      volumeKg: Number(row.volumeKg ?? 0),
      mostReps: num(row.mostReps),
      longestSeconds: num(row.longestSeconds),
    };
  });
}

/**
 * One row per exercise she has done: when she last did it, how often (ever, and since
 * `since`), and her records with the first day she reached each. Added up in SQL: per day,
 * then per exercise, so two years of sets come back as a dozen rows.
 */
export async function exerciseTotals(
  db: Database,
  memberId: string,
  since: string,
): Promise<ExerciseTotals[]> {
  const days = db
    .select({
      key: sql<string>`${setLogs.exerciseKey}`.as("key"),
      day: sql<string>`${workoutLogs.day}`.as("day"),
      pair: sql<unknown>`${bestPair}`.as("pair"),
      orm: sql<number | null>`${epleyMax}`.as("orm"),
      reps: sql<number | null>`${mostReps}`.as("reps"),
      secs: sql<number | null>`${longest}`.as("secs"),
    })
    .from(setLogs)
    .innerJoin(workoutLogs, eq(workoutLogs.id, setLogs.logId))
    .where(countedSets(memberId))
    .groupBy(setLogs.exerciseKey, workoutLogs.day)
    .as("days");
  const tops = db
    .select({
      key: days.key,
      day: days.day,
      pair: days.pair,
      orm: days.orm,
      reps: days.reps,
      secs: days.secs,
      topPair: sql<unknown>`max(${days.pair}) over (partition by ${days.key})`.as("top_pair"),
      topOrm: sql<number | null>`max(${days.orm}) over (partition by ${days.key})`.as("top_orm"),
      topReps: sql<number | null>`max(${days.reps}) over (partition by ${days.key})`.as("top_reps"),
      topSecs: sql<number | null>`max(${days.secs}) over (partition by ${days.key})`.as("top_secs"),
    })
    .from(days)
    .as("tops");
  // The first day each best was reached: a later day that only equals it is not a new record.
  const rows = await db
    .select({
      key: tops.key,
      lastDay: sql<string>`max(${tops.day})::text`,
      workouts: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${tops.day} >= ${since}))::int`,
      pair: sql<unknown>`max(${tops.topPair})`,
      pairDay: sql<string | null>`(min(${tops.day}) filter (where ${tops.pair} = ${tops.topPair}))::text`,
      orm: sql<number | null>`max(${tops.topOrm})`,
      ormDay: sql<
        string | null
      >`(min(${tops.day}) filter (where ${tops.orm} >= ${tops.topOrm} - 1e-9))::text`,
      reps: sql<number | null>`max(${tops.topReps})`,
      repsDay: sql<string | null>`(min(${tops.day}) filter (where ${tops.reps} = ${tops.topReps}))::text`,
      secs: sql<number | null>`max(${tops.topSecs})`,
      secsDay: sql<string | null>`(min(${tops.day}) filter (where ${tops.secs} = ${tops.topSecs}))::text`,
    })
    .from(tops)
    .groupBy(tops.key);
  return rows.map((row) => {
    const pair = pairOf(row.pair);
    return {
      key: row.key,
      lastDay: row.lastDay,
      workouts: Number(row.workouts),
      recent: Number(row.recent),
      records: {
        weight: pair && row.pairDay ? { weightKg: pair[0], reps: pair[1], day: row.pairDay } : null,
        oneRepMax: row.orm !== null && row.ormDay ? { kg: Number(row.orm), day: row.ormDay } : null,
        reps: row.reps !== null && row.repsDay ? { reps: Number(row.reps), day: row.repsDay } : null,
        seconds: row.secs !== null && row.secsDay ? { seconds: Number(row.secs), day: row.secsDay } : null,
      },
    };
  });
}

/** How many workouts she has finished, ever. */
export async function finishedCount(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workoutLogs)
    .where(and(eq(workoutLogs.memberId, memberId), isNotNull(workoutLogs.finishedAt)));
  return Number(row?.n ?? 0);
}

let programNames: Map<string, string> | null = null;

/** The plain name of every exercise the programs have, by key: no query for the usual case. */
function namesFromPrograms(): Map<string, string> {
  if (!programNames) {
    programNames = new Map();
    for (const program of allPrograms())
      for (const session of program.sessions)
        for (const block of session.mainWork)
          for (const exercise of block.exercises) {
            const key = exerciseKey(exercise.name);
            if (!programNames.has(key)) programNames.set(key, plainName(exercise.name));
          }
  }
  return programNames;
}

/** "goblet-squat" → "Goblet squat": the last resort for a key with no name anywhere. */
export function nameFromKey(key: string): string {
  const words = key.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Plain names for these keys: the programs' words, else the name she logged it under. */
export async function exerciseNames(
  db: Database,
  memberId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const known = namesFromPrograms();
  const names = new Map<string, string>();
  const missing: string[] = [];
  for (const key of keys) {
    const name = known.get(key);
    if (name) names.set(key, name);
    else missing.push(key);
  }
  if (missing.length > 0) {
    // An exercise a program no longer has: the name it had when she logged it.
    const rows = await db
      .select({ key: exerciseLogs.exerciseKey, name: exerciseLogs.name })
      .from(exerciseLogs)
      .innerJoin(workoutLogs, eq(workoutLogs.id, exerciseLogs.logId))
      .where(and(eq(workoutLogs.memberId, memberId), inArray(exerciseLogs.exerciseKey, missing)));
    for (const row of rows) if (!names.has(row.key)) names.set(row.key, plainName(row.name));
    for (const key of missing) if (!names.has(key)) names.set(key, nameFromKey(key));
  }
  return names;
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

/** One workout of one exercise, in her unit: the charts read the numbers, the tables the words. */
export type WorkoutRow = {
  day: string;
  date: string;
  best: number | null;
  oneRepMax: number | null;
  volume: number | null;
  reps: number | null;
  seconds: number | null;
  text: { best: string; oneRepMax: string; volume: string; reps: string; seconds: string };
  /** The same without the unit, for a narrow table whose headings name it ("Best set (kg)"). */
  short: { best: string; oneRepMax: string; volume: string };
};

const DASH = "–";

export function workoutRow(day: DayAggregate, unit: WeightUnit): WorkoutRow {
  const best = day.bestWeightKg === null ? null : Number(toUnit(day.bestWeightKg, unit).toFixed(1));
  const oneRepMax = day.oneRepMaxKg === null ? null : Number(toUnit(day.oneRepMaxKg, unit).toFixed(1));
  // Volume is a big number: whole units read best ("2,400 kg", not "2,399.8").
  const volume = day.volumeKg > 0 ? Math.round(toUnit(day.volumeKg, unit)) : null;
  return {
    day: day.day,
    date: shortDate(day.day),
    best,
    oneRepMax,
    volume,
    reps: day.mostReps,
    seconds: day.longestSeconds,
    text: {
      best:
        day.bestWeightKg !== null && day.bestReps !== null
          ? setText(day.bestReps, day.bestWeightKg, unit)
          : DASH,
      oneRepMax: oneRepMax === null ? DASH : `${one(oneRepMax)} ${unit}`,
      volume: volume === null ? DASH : `${WHOLE.format(volume)} ${unit}`,
      reps: day.mostReps === null ? DASH : String(day.mostReps),
      seconds: day.longestSeconds === null ? DASH : `${day.longestSeconds} s`,
    },
    short: {
      best: best !== null && day.bestReps !== null ? `${day.bestReps} × ${one(best)}` : DASH,
      oneRepMax: oneRepMax === null ? DASH : one(oneRepMax),
      volume: volume === null ? DASH : WHOLE.format(volume),
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

// ---------------------------------------------------------------------------------------------
// The page's data

export type ProgressData = Awaited<ReturnType<typeof loadProgress>>;

/**
 * Everything `/progress` shows, in her unit. `exercise` is the key she asked for; an unknown
 * one (or another person's) falls back to her most recently trained. `top` adds the last 8
 * workouts of her five most-trained exercises, for the PDF.
 */
export async function loadProgress(
  db: Database,
  memberId: string,
  options: { today: string; unit: WeightUnit; exercise?: string | null; top?: boolean },
) {
  const { today, unit } = options;
  const range = heatmapRange(today);
  const [finished, dayCounts, totals] = await Promise.all([
    finishedCount(db, memberId),
    finishedLogDays(db, memberId, range.from, range.to),
    exerciseTotals(db, memberId, range.from),
  ]);
  const names = await exerciseNames(
    db,
    memberId,
    totals.map((exercise) => exercise.key),
  );
  const weeks = heatmapWeeks(today, new Map(dayCounts.map((row) => [row.day, Number(row.count)])));
  const exercises = summariseExercises(totals, names);
  const chosen = exercises.find((exercise) => exercise.key === options.exercise) ?? exercises[0] ?? null;
  const top = options.top ? topExercises(exercises) : [];
  const days = await dayAggregates(db, memberId, [
    ...new Set([...(chosen ? [chosen.key] : []), ...top.map((exercise) => exercise.key)]),
  ]);
  const daysOf = (key: string) => days.filter((day) => day.key === key);
  return {
    today,
    unit,
    finished,
    weeks,
    totals: {
      twelveWeeks: weeks.reduce((sum, week) => sum + week.sessions, 0),
      thisWeek: weeks[weeks.length - 1]?.sessions ?? 0,
    },
    exercises: exercises.map((exercise) => ({ key: exercise.key, name: exercise.name })),
    chosen: chosen
      ? {
          key: chosen.key,
          name: chosen.name,
          kind: chosen.kind,
          rows: daysOf(chosen.key).map((day) => workoutRow(day, unit)),
        }
      : null,
    records: exercises.map((exercise) => recordRow(exercise, unit)),
    top: top.map((exercise) => ({
      key: exercise.key,
      name: exercise.name,
      kind: exercise.kind,
      // The last 8 workouts, newest first.
      rows: daysOf(exercise.key)
        .slice(-8)
        .reverse()
        .map((day) => workoutRow(day, unit)),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Her settings

/** A goal weight she can mean: the body page's chart draws it. */
export const GOAL_RANGE_KG = { min: 30, max: 250 } as const;

/** The goal's bounds in her unit, rounded inward so both ends are valid in kg. */
export function goalRange(unit: WeightUnit): { min: number; max: number } {
  if (unit === "kg") return { ...GOAL_RANGE_KG };
  return { min: Math.ceil(GOAL_RANGE_KG.min / KG_PER_LB), max: Math.floor(GOAL_RANGE_KG.max / KG_PER_LB) };
}

/** The choices of the "Your weights" radios: one value carries the unit and the plate step. */
export const PLATE_CHOICES = (["kg", "lb"] as const).flatMap((unit) =>
  PLATE_STEPS[unit].map((step) => ({ unit, step, value: `${unit}:${step}` })),
);

export const SETTINGS_MESSAGES = {
  plates: "Choose the unit and the smallest step you can add to your weights.",
  goal: (unit: WeightUnit) => {
    const range = goalRange(unit);
    return `Enter a goal weight between ${range.min} and ${range.max} ${unit}, or leave it empty.`;
  },
} as const;

const NUMBER = /^(\d+([.]\d*)?|[.]\d+)$/;

/**
 * The settings form. The goal is typed in the unit the page showed it in (her saved unit), so
 * switching units in the same form never reads 70 kg as 70 lb.
 */
export function settingsSchema(shownUnit: WeightUnit) {
  const range = goalRange(shownUnit);
  return z.object({
    plates: z.string({ error: SETTINGS_MESSAGES.plates }).transform((value, context) => {
      const choice = PLATE_CHOICES.find((candidate) => candidate.value === value);
      if (!choice) {
        context.addIssue({ code: "custom", message: SETTINGS_MESSAGES.plates });
        return z.NEVER;
      }
      return { unit: choice.unit, plateStep: choice.step };
    }),
    goal: z
      .string()
      .max(20, { error: SETTINGS_MESSAGES.goal(shownUnit) })
      .optional()
      .transform((text, context) => {
        // A comma is the decimal point on many phones' keypads.
        const typed = (text ?? "").trim().replace(",", ".");
        if (typed === "") return null;
        const value = Number(typed);
        if (!NUMBER.test(typed) || !Number.isFinite(value) || value < range.min || value > range.max) {
          context.addIssue({ code: "custom", message: SETTINGS_MESSAGES.goal(shownUnit) });
          return z.NEVER;
        }
        return value;
      }),
  });
}

/** The form's values as stored preferences: the goal in kilograms. */
export function preferencesFrom(
  input: z.infer<ReturnType<typeof settingsSchema>>,
  shownUnit: WeightUnit,
): Preferences {
  return {
    unit: input.plates.unit,
    plateStep: input.plates.plateStep,
    goalWeightKg: input.goal === null ? null : Number(fromUnit(input.goal, shownUnit).toFixed(3)),
  };
}
