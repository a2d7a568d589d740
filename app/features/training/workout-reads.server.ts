import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Session } from "~/content/programs/schema";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { type Effort, exerciseLogs, setLogs, workoutLogs } from "~/db/schema";
import { loggableExercises } from "~/features/training/prescription";
import { musclesOf, RECOVERY_HOURS, type RecentWorkout } from "~/features/training/recovery";
import type { LoggedSet, PastExercise } from "~/features/training/strength";
import { findSession } from "~/features/training/training.server";

// Her workouts as the log page, the progression rules, the recovery note and the dashboard read
// them (decision 0031): the log she is carrying on with, "last time" and the history behind the
// suggestions, and the days she trained. Each query keeps to her member id.

/** An unfinished log of this session started in the last 12 hours: reopening the page resumes it. */
export const RESUME_HOURS = 12;

export type SavedLog = {
  id: string;
  finishedAt: Date | null;
  /** `exerciseKey`: the entry she performed there (issue 38: a swap changes it). */
  sets: Array<LoggedSet & { position: number; setNumber: number; exerciseKey: string }>;
  exercises: Array<{ position: number; effort: Effort | null; note: string; name: string }>;
};

export async function findOpenLog(
  db: Database,
  memberId: string,
  program: string,
  sessionId: string,
  now: Date,
): Promise<SavedLog | null> {
  const since = new Date(now.getTime() - RESUME_HOURS * 3_600_000);
  const [log] = await db
    .select({ id: workoutLogs.id })
    .from(workoutLogs)
    .where(
      and(
        eq(workoutLogs.memberId, memberId),
        eq(workoutLogs.program, program),
        eq(workoutLogs.sessionId, sessionId),
        isNull(workoutLogs.finishedAt),
        gte(workoutLogs.createdAt, since),
      ),
    )
    .orderBy(desc(workoutLogs.createdAt))
    .limit(1);
  return log ? readLog(db, memberId, log.id) : null;
}

/** Her log with its sets and notes, or null when there is none with that id for her. */
export async function readLog(db: Database, memberId: string, logId: string): Promise<SavedLog | null> {
  const [log] = await db
    .select({ id: workoutLogs.id, finishedAt: workoutLogs.finishedAt })
    .from(workoutLogs)
    .where(and(eq(workoutLogs.id, logId), eq(workoutLogs.memberId, memberId)));
  if (!log) return null;
  const [sets, exercises] = await Promise.all([
    db
      .select({
        position: setLogs.position,
        setNumber: setLogs.setNumber,
        exerciseKey: setLogs.exerciseKey,
        reps: setLogs.reps,
        weightKg: setLogs.weightKg,
        seconds: setLogs.seconds,
        done: setLogs.done,
      })
      .from(setLogs)
      .where(eq(setLogs.logId, logId))
      .orderBy(setLogs.position, setLogs.setNumber),
    db
      .select({
        position: exerciseLogs.position,
        effort: exerciseLogs.effort,
        note: exerciseLogs.note,
        name: exerciseLogs.name,
      })
      .from(exerciseLogs)
      .where(eq(exerciseLogs.logId, logId)),
  ]);
  return { ...log, sets, exercises };
}

/**
 * Her earlier finished workouts of these exercises, most recent first, at most `perExercise`
 * each, from any program: "Last time" and the progression rules read them. Only sets she ticked
 * done count (issue 36): a workout where she skipped the exercise, its prescription saved
 * untouched, is not a time she did it, so "last time" is the time before.
 */
export async function exerciseHistory(
  db: Database,
  memberId: string,
  keys: readonly string[],
  options: { excludeLogId?: string; perExercise?: number } = {},
): Promise<Map<string, PastExercise[]>> {
  const history = new Map<string, PastExercise[]>();
  if (keys.length === 0) return history;
  const perExercise = options.perExercise ?? 6;
  // The latest N finished logs per exercise, picked in SQL so two years of data stay cheap.
  const recent = db
    .select({
      logId: setLogs.logId,
      exerciseKey: setLogs.exerciseKey,
      day: workoutLogs.day,
      finishedAt: workoutLogs.finishedAt,
      rank: sql<number>`dense_rank() over (partition by ${setLogs.exerciseKey} order by ${workoutLogs.finishedAt} desc, ${setLogs.logId})`.as(
        "rank",
      ),
    })
    .from(setLogs)
    .innerJoin(workoutLogs, eq(workoutLogs.id, setLogs.logId))
    .where(
      and(
        eq(setLogs.memberId, memberId),
        inArray(setLogs.exerciseKey, [...keys]),
        isNotNull(workoutLogs.finishedAt),
        eq(setLogs.done, true),
        options.excludeLogId ? ne(setLogs.logId, options.excludeLogId) : undefined,
      ),
    )
    .groupBy(setLogs.logId, setLogs.exerciseKey, workoutLogs.day, workoutLogs.finishedAt)
    .as("recent");
  const rows = await db
    .select({
      logId: recent.logId,
      exerciseKey: recent.exerciseKey,
      day: recent.day,
      rank: recent.rank,
      reps: setLogs.reps,
      weightKg: setLogs.weightKg,
      seconds: setLogs.seconds,
      done: setLogs.done,
      effort: exerciseLogs.effort,
    })
    .from(recent)
    .innerJoin(
      setLogs,
      and(
        eq(setLogs.logId, recent.logId),
        eq(setLogs.exerciseKey, recent.exerciseKey),
        eq(setLogs.done, true),
      ),
    )
    .leftJoin(
      exerciseLogs,
      and(eq(exerciseLogs.logId, setLogs.logId), eq(exerciseLogs.position, setLogs.position)),
    )
    .where(sql`${recent.rank} <= ${perExercise}`)
    .orderBy(recent.exerciseKey, recent.rank, setLogs.setNumber);
  const byLog = new Map<string, PastExercise>();
  for (const row of rows) {
    const id = `${row.exerciseKey}\u0000${row.logId}`;
    let past = byLog.get(id);
    if (!past) {
      past = { day: row.day, sets: [], effort: row.effort ?? null };
      byLog.set(id, past);
      const list = history.get(row.exerciseKey) ?? [];
      list.push(past);
      history.set(row.exerciseKey, list);
    }
    past.sets.push({ reps: row.reps, weightKg: row.weightKg, seconds: row.seconds, done: row.done });
    if (row.effort === "hard") past.effort = "hard";
  }
  return history;
}

/** The heaviest weight she used for an exercise in Movement Patterns month 1 (month 2 adds 5-10%). */
export async function monthOneWeights(db: Database, memberId: string, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ key: setLogs.exerciseKey, weightKg: sql<number>`max(${setLogs.weightKg})` })
    .from(setLogs)
    .innerJoin(workoutLogs, eq(workoutLogs.id, setLogs.logId))
    .where(
      and(
        eq(setLogs.memberId, memberId),
        eq(workoutLogs.program, "movement-patterns-1"),
        isNotNull(workoutLogs.finishedAt),
        eq(setLogs.done, true),
        inArray(setLogs.exerciseKey, [...keys]),
      ),
    )
    .groupBy(setLogs.exerciseKey);
  return new Map(rows.filter((row) => row.weightKg).map((row) => [row.key, Number(row.weightKg)]));
}

/** Her workouts finished in the last 48 hours, with the muscles their main work trained. */
export async function recentWorkouts(db: Database, memberId: string, now: Date): Promise<RecentWorkout[]> {
  const since = new Date(now.getTime() - RECOVERY_HOURS * 3_600_000);
  const rows = await db
    .select({
      program: workoutLogs.program,
      sessionId: workoutLogs.sessionId,
      label: workoutLogs.sessionLabel,
      finishedAt: workoutLogs.finishedAt,
    })
    .from(workoutLogs)
    .where(and(eq(workoutLogs.memberId, memberId), gte(workoutLogs.finishedAt, since)));
  return rows.flatMap((row) => {
    const session = row.finishedAt ? safeSession(row.program, row.sessionId) : null;
    if (!session || !row.finishedAt) return [];
    const muscles = musclesOf(loggableExercises(session).map((exercise) => exercise.name));
    return [{ finishedAt: row.finishedAt, label: row.label, muscles }];
  });
}

function safeSession(program: string, sessionId: string): Session | null {
  try {
    return findSession(program, sessionId);
  } catch {
    // A log of a program that has since been removed: it no longer says anything about recovery.
    return null;
  }
}

/** Finished workouts in [from, to) of her days, for the dashboard's weekly bar and the heatmap. */
const finishedLogDaysQuery = prepared("finished_log_days", (db, name) =>
  db
    .select({ day: workoutLogs.day, count: sql<number>`count(*)::int` })
    .from(workoutLogs)
    .where(
      and(
        eq(workoutLogs.memberId, sql.placeholder("memberId")),
        isNotNull(workoutLogs.finishedAt),
        gte(workoutLogs.day, sql.placeholder("from")),
        lt(workoutLogs.day, sql.placeholder("to")),
      ),
    )
    .groupBy(workoutLogs.day)
    .prepare(name),
);

export async function finishedLogDays(db: Database, memberId: string, from: string, to: string) {
  return finishedLogDaysQuery(db).execute({ memberId, from, to });
}
