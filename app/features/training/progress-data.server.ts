import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { allPrograms } from "~/content/programs/index.server";
import type { Database } from "~/db/client.server";
import { exerciseLogs, setLogs, type WeightUnit, workoutLogs } from "~/db/schema";

// Callers of this module take the dates from here too.
export { longDate, shortDate } from "~/lib/dates";

import { exerciseNameFor } from "~/features/library/library.server";
import { finishedLogDays } from "~/features/training/workout-reads.server";
import { exerciseKey, plainName } from "./prescription";
import {
  type DayAggregate,
  type ExerciseTotals,
  heatmapRange,
  heatmapWeeks,
  nameFromKey,
  recordRow,
  summariseExercises,
  topExercises,
  workoutRow,
} from "./progress-view-model";

// Her progress page's data (issue 17 part 3): the 12-week heatmap, one exercise's workouts over
// time, her records, and the same numbers for the PDF. The database does the adding up: one row
// per exercise and workout day comes back, never one per set, so two years of sets stay cheap
// (decision 0031's 50 ms goal). progress-view-model.ts turns the rows into what she reads.

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

/**
 * Plain names for these keys: the library entry's current name (a rename shows everywhere,
 * decision 0058), else the programs' words, else the name she logged it under.
 */
export async function exerciseNames(
  db: Database,
  memberId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const known = namesFromPrograms();
  const names = new Map<string, string>();
  const missing: string[] = [];
  for (const key of keys) {
    const name = exerciseNameFor(key) ?? known.get(key);
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
