import { and, eq, isNull, sql } from "drizzle-orm";
import type { Session } from "~/content/programs/schema";
import type { Database } from "~/db/client.server";
import { type Effort, exerciseLogs, setLogs, workoutLogs } from "~/db/schema";
import { recordActivity } from "~/features/dashboard/dashboard.server";
import { type LoggableExercise, loggableExercises } from "~/features/training/prescription";
import { newRecords, type RecordKind, summariseSets } from "~/features/training/strength";
import { exerciseHistory, readLog } from "~/features/training/workout-reads.server";

// Saving her workout (decision 0031): the log row claimed by its first save, each set and each
// exercise's rating and note written by key (so a retried save leaves one row), and "Finish",
// which works out the records she set. A log id that is not hers is "not found".

export type LogTarget = { memberId: string; logId: string; program: string; session: Session };

/**
 * Makes sure the log row exists and is hers. Another member's id (or a forged one that exists)
 * is "not found"; the first save of a new id creates it, in her local day.
 */
export async function claimLog(
  db: Database,
  target: LogTarget,
  day: string,
  now: Date,
): Promise<{ ok: true; finishedAt: Date | null } | { ok: false }> {
  await db
    .insert(workoutLogs)
    .values({
      createdAt: now,
      updatedAt: now,
      id: target.logId,
      memberId: target.memberId,
      program: target.program,
      sessionId: target.session.id,
      sessionLabel: target.session.label,
      day,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({
      memberId: workoutLogs.memberId,
      program: workoutLogs.program,
      sessionId: workoutLogs.sessionId,
      finishedAt: workoutLogs.finishedAt,
    })
    .from(workoutLogs)
    .where(eq(workoutLogs.id, target.logId));
  if (
    !row ||
    row.memberId !== target.memberId ||
    row.program !== target.program ||
    row.sessionId !== target.session.id
  ) {
    return { ok: false };
  }
  return { ok: true, finishedAt: row.finishedAt };
}

export type SetInput = {
  position: number;
  setNumber: number;
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  done: boolean;
};
export type ExerciseInput = { position: number; effort: Effort | null; note: string };

/** Writes sets, each keyed by (log, exercise, set number): saving the same set twice leaves one row. */
export async function upsertSets(
  db: Database,
  target: LogTarget,
  exercises: readonly LoggableExercise[],
  sets: readonly SetInput[],
) {
  if (sets.length === 0) return;
  const now = new Date();
  await db
    .insert(setLogs)
    .values(
      sets.map((set) => ({
        logId: target.logId,
        memberId: target.memberId,
        exerciseKey: (exercises[set.position] as LoggableExercise).key,
        ...set,
      })),
    )
    .onConflictDoUpdate({
      target: [setLogs.logId, setLogs.position, setLogs.setNumber],
      set: {
        reps: sql`excluded.reps`,
        weightKg: sql`excluded.weight_kg`,
        seconds: sql`excluded.seconds`,
        done: sql`excluded.done`,
        updatedAt: now,
      },
    });
}

export async function upsertExercises(
  db: Database,
  target: LogTarget,
  exercises: readonly LoggableExercise[],
  notes: readonly ExerciseInput[],
) {
  if (notes.length === 0) return;
  await db
    .insert(exerciseLogs)
    .values(
      notes.map((note) => {
        const exercise = exercises[note.position] as LoggableExercise;
        return {
          logId: target.logId,
          position: note.position,
          exerciseKey: exercise.key,
          name: exercise.name,
          effort: note.effort,
          note: note.note,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [exerciseLogs.logId, exerciseLogs.position],
      set: { effort: sql`excluded.effort`, note: sql`excluded.note`, updatedAt: new Date() },
    });
}

/** A record she set: the lift, what she beat, and the numbers that beat it (kg). */
export type NewRecord = {
  exercise: string;
  kinds: RecordKind[];
  best: { weightKg: number; reps: number } | null;
  oneRepMax: number | null;
  reps: number;
};

/**
 * Finishes a log: marks it done (once: a retried "Finish" changes nothing and finds no new
 * record), records the dashboard's workout for its day, and returns the records it set.
 */
export async function finishLog(
  db: Database,
  target: LogTarget,
  profileId: string | null,
  now: Date,
): Promise<{ records: NewRecord[]; alreadyFinished: boolean }> {
  const finished = await db
    .update(workoutLogs)
    .set({ finishedAt: now })
    .where(
      and(
        eq(workoutLogs.id, target.logId),
        eq(workoutLogs.memberId, target.memberId),
        isNull(workoutLogs.finishedAt),
      ),
    )
    .returning({ day: workoutLogs.day });
  const row = finished[0];
  if (!row) return { records: [], alreadyFinished: true };
  if (profileId) {
    await recordActivity(db, { profileId, kind: "workout", day: row.day, title: target.session.label });
  }
  return { records: await logRecords(db, target, row.day), alreadyFinished: false };
}

/** The records one finished log set, against her workouts on or before its day. */
export async function logRecords(
  db: Database,
  target: Pick<LogTarget, "memberId" | "logId" | "session">,
  day: string,
): Promise<NewRecord[]> {
  const log = await readLog(db, target.memberId, target.logId);
  // Each place's entry as she did it: a swap (issue 38) moved its sets to the performed entry.
  const exercises = loggableExercises(target.session).map((exercise) => {
    const set = log?.sets.find((row) => row.position === exercise.position);
    const named = log?.exercises.find((row) => row.position === exercise.position);
    return set ? { ...exercise, key: set.exerciseKey, name: named?.name ?? exercise.name } : exercise;
  });
  const keys = [...new Set(exercises.map((exercise) => exercise.key))];
  const history = await exerciseHistory(db, target.memberId, keys, {
    excludeLogId: target.logId,
    perExercise: 10_000,
  });
  const records: NewRecord[] = [];
  for (const exercise of exercises) {
    const sets = (log?.sets ?? []).filter((set) => set.position === exercise.position);
    // Only workouts before this one count as the bar to beat.
    const before = (history.get(exercise.key) ?? []).filter((past) => past.day <= day);
    const kinds = newRecords(sets, before);
    if (kinds.length === 0) continue;
    const summary = summariseSets(sets);
    records.push({
      exercise: exercise.name,
      kinds,
      best: summary.best,
      oneRepMax: summary.oneRepMax,
      reps: summary.mostReps,
    });
  }
  return records;
}
