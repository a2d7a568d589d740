import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { allPrograms } from "~/content/programs/index.server";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { exerciseDays, exerciseLogs, type WeightUnit, workoutLogs } from "~/db/schema";

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
  pdfWorkoutRow,
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

// Her done sets of finished workouts, added up per exercise and day by the database as they
// are written (`exercise_days`, decision 0077): the page reads a row per exercise and day she
// trained, never her sets, so a long history costs what a short one does.

const pairOf = (value: unknown): [number, number] | null =>
  Array.isArray(value) && value.length === 2 ? [Number(value[0]), Number(value[1])] : null;

/**
 * Decision 0087: a year of one exercise is some 120 rows of 7 columns, and taking rows apart
 * value by value costs more than the query (0.7 of its 1.0 ms on PGlite). The rows come back
 * as one JSON value, which the runtime parses natively; the numbers are the same doubles.
 */
const dayAggregatesQuery = prepared("day_aggregates", (db, name) =>
  db
    .select({
      days: sql<
        DayAggregateRow[] | null
      >`json_agg(json_build_array(${exerciseDays.exerciseKey}, ${exerciseDays.day}, ${exerciseDays.bestPair}, ${exerciseDays.oneRepMaxKg}, ${exerciseDays.volumeKg}, ${exerciseDays.mostReps}, ${exerciseDays.longestSeconds}) order by ${exerciseDays.exerciseKey}, ${exerciseDays.day})`,
    })
    .from(exerciseDays)
    .where(
      and(
        eq(exerciseDays.memberId, sql.placeholder("memberId")),
        sql`${exerciseDays.exerciseKey} = any(${sql.placeholder("keys")}::text[])`,
      ),
    )
    .prepare(name),
);

/** key, day, [kg, reps] of the best set, Epley's one-rep max, volume, most reps, longest set. */
type DayAggregateRow = [string, string, number[] | null, number | null, number, number | null, number | null];

/** These exercises' workouts, one row per exercise and day, oldest first. */
export async function dayAggregates(
  db: Database,
  memberId: string,
  keys: readonly string[],
): Promise<DayAggregate[]> {
  if (keys.length === 0) return [];
  const [row] = await dayAggregatesQuery(db).execute({ memberId, keys: [...keys] });
  return (row?.days ?? []).map(([key, day, bestPair, oneRepMaxKg, volumeKg, mostReps, longestSeconds]) => {
    const pair = pairOf(bestPair);
    return {
      key,
      day,
      bestWeightKg: pair?.[0] ?? null,
      bestReps: pair?.[1] ?? null,
      oneRepMaxKg: num(oneRepMaxKg),
      volumeKg: Number(volumeKg ?? 0),
      mostReps: num(mostReps),
      longestSeconds: num(longestSeconds),
    };
  });
}

/** `/progress`'s largest query to build (decision 0081): built once. */
const exerciseTotalsQuery = prepared("exercise_totals", (db, name) => {
  const days = exerciseDays;
  const tops = db
    .select({
      key: sql<string>`${days.exerciseKey}`.as("key"),
      day: sql<string>`${days.day}`.as("day"),
      pair: sql<unknown>`${days.bestPair}`.as("pair"),
      orm: sql<number | null>`${days.oneRepMaxKg}`.as("orm"),
      reps: sql<number | null>`${days.mostReps}`.as("reps"),
      secs: sql<number | null>`${days.longestSeconds}`.as("secs"),
      topPair: sql<unknown>`max(${days.bestPair}) over (partition by ${days.exerciseKey})`.as("top_pair"),
      topOrm: sql<number | null>`max(${days.oneRepMaxKg}) over (partition by ${days.exerciseKey})`.as(
        "top_orm",
      ),
      topReps: sql<number | null>`max(${days.mostReps}) over (partition by ${days.exerciseKey})`.as(
        "top_reps",
      ),
      topSecs: sql<number | null>`max(${days.longestSeconds}) over (partition by ${days.exerciseKey})`.as(
        "top_secs",
      ),
    })
    .from(days)
    .where(eq(days.memberId, sql.placeholder("memberId")))
    .as("tops");
  // The first day each best was reached: a later day that only equals it is not a new record.
  return db
    .select({
      key: tops.key,
      lastDay: sql<string>`max(${tops.day})::text`,
      workouts: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${tops.day} >= ${sql.placeholder("since")}))::int`,
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
    .groupBy(tops.key)
    .prepare(name);
});

/**
 * One row per exercise she has done: when she last did it, how often (ever, and since
 * `since`), and her records with the first day she reached each.
 */
export async function exerciseTotals(
  db: Database,
  memberId: string,
  since: string,
): Promise<ExerciseTotals[]> {
  const rows = await exerciseTotalsQuery(db).execute({ memberId, since });
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

const finishedCountQuery = prepared("finished_count", (db, name) =>
  db
    .select({ n: count() })
    .from(workoutLogs)
    .where(and(eq(workoutLogs.memberId, sql.placeholder("memberId")), isNotNull(workoutLogs.finishedAt)))
    .prepare(name),
);

/** How many workouts she has finished, ever. */
export async function finishedCount(db: Database, memberId: string): Promise<number> {
  const [row] = await finishedCountQuery(db).execute({ memberId });
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
        .map((day) => pdfWorkoutRow(day, unit)),
    })),
  };
}
