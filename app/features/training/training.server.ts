import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import { getProgram } from "~/content/programs/index.server";
import type { Session } from "~/content/programs/schema";
import type { Database } from "~/db/client.server";
import {
  type Effort,
  exerciseLogs,
  profiles,
  setLogs,
  trainingPreferences,
  type WeightUnit,
  workoutLogs,
} from "~/db/schema";
import { recordActivity } from "~/features/dashboard/dashboard.server";
import { type LoggableExercise, loggableExercises } from "~/features/training/prescription";
import { musclesOf, RECOVERY_HOURS, type RecentWorkout } from "~/features/training/recovery";
import { type LoggedSet, newRecords, type PastExercise, type RecordKind } from "~/features/training/strength";
import { DEFAULT_STEP, fromUnit } from "~/features/training/units";
import { getAppContext } from "~/lib/app-context.server";
import { type GuardArgs, requireMember } from "~/lib/auth.server";
import { localDay } from "~/lib/dates";

// Her training log (decision 0031): preferences, workouts, sets, and the history the log page
// and the progression rules read. Every function takes the member's id from the guard, never
// from the form; a log id that is not hers is "not found".

export type Preferences = { unit: WeightUnit; plateStep: number; goalWeightKg: number | null };

export async function getPreferences(db: Database, memberId: string): Promise<Preferences> {
  const [row] = await db.select().from(trainingPreferences).where(eq(trainingPreferences.memberId, memberId));
  return row
    ? { unit: row.unit, plateStep: row.plateStep, goalWeightKg: row.goalWeightKg }
    : { unit: "kg", plateStep: DEFAULT_STEP.kg, goalWeightKg: null };
}

export async function savePreferences(
  db: Database,
  memberId: string,
  preferences: Preferences,
): Promise<void> {
  await db
    .insert(trainingPreferences)
    .values({ memberId, ...preferences })
    .onConflictDoUpdate({
      target: trainingPreferences.memberId,
      set: { ...preferences, updatedAt: new Date() },
    });
}

/**
 * The guard of her progress pages (`/progress`, its PDF and CSV, `/progress/body`): she must be
 * signed in; with her settings and today's date in her time zone, read together.
 */
export async function requireTrainingMember(args: GuardArgs) {
  const { member } = await requireMember(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const [preferences, zone] = await Promise.all([
    getPreferences(db, member.id),
    memberTimeZone(db, member.id, liveSite().timeZone),
  ]);
  return { member, app, db, preferences, today: localDay(app.now(), zone) };
}

/** Her plate step in kilograms, for the progression rules. */
export const stepInKg = (preferences: Preferences) => fromUnit(preferences.plateStep, preferences.unit);

/** The time zone her days are counted in: her profile's, else the gym's. */
export async function memberTimeZone(db: Database, memberId: string, fallback: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.memberId, memberId));
  return row?.timeZone ?? fallback;
}

/** The program session a log belongs to, or null when the slug or session id is unknown. */
export function findSession(program: string, sessionId: string): Session | null {
  return getProgram(program).sessions.find((session) => session.id === sessionId) ?? null;
}

/** An unfinished log of this session started in the last 12 hours: reopening the page resumes it. */
export const RESUME_HOURS = 12;

export type SavedLog = {
  id: string;
  finishedAt: Date | null;
  sets: Array<LoggedSet & { position: number; setNumber: number }>;
  exercises: Array<{ position: number; effort: Effort | null; note: string }>;
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
        reps: setLogs.reps,
        weightKg: setLogs.weightKg,
        seconds: setLogs.seconds,
        done: setLogs.done,
      })
      .from(setLogs)
      .where(eq(setLogs.logId, logId))
      .orderBy(setLogs.position, setLogs.setNumber),
    db
      .select({ position: exerciseLogs.position, effort: exerciseLogs.effort, note: exerciseLogs.note })
      .from(exerciseLogs)
      .where(eq(exerciseLogs.logId, logId)),
  ]);
  return { ...log, sets, exercises };
}

/**
 * Her earlier finished workouts of these exercises, most recent first, at most `perExercise`
 * each, from any program: "Last time" and the progression rules read them.
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
    .innerJoin(setLogs, and(eq(setLogs.logId, recent.logId), eq(setLogs.exerciseKey, recent.exerciseKey)))
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

export type NewRecord = { exercise: string; kinds: RecordKind[] };

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
  const log = await readLog(db, target.memberId, target.logId);
  const exercises = loggableExercises(target.session);
  const keys = [...new Set(exercises.map((exercise) => exercise.key))];
  const history = await exerciseHistory(db, target.memberId, keys, {
    excludeLogId: target.logId,
    perExercise: 10_000,
  });
  const records: NewRecord[] = [];
  for (const exercise of exercises) {
    const sets = (log?.sets ?? []).filter((set) => set.position === exercise.position);
    // Only workouts before this one count as the bar to beat.
    const before = (history.get(exercise.key) ?? []).filter((past) => past.day <= row.day);
    const kinds = newRecords(sets, before);
    if (kinds.length > 0) records.push({ exercise: exercise.name, kinds });
  }
  return { records, alreadyFinished: false };
}

/** Her local day for a workout started now. */
export function logDay(now: Date, timeZone: string) {
  return localDay(now, timeZone);
}

/** Finished workouts in [from, to) of her days, for the dashboard's weekly bar and the heatmap. */
export async function finishedLogDays(db: Database, memberId: string, from: string, to: string) {
  return db
    .select({ day: workoutLogs.day, count: sql<number>`count(*)::int` })
    .from(workoutLogs)
    .where(
      and(
        eq(workoutLogs.memberId, memberId),
        isNotNull(workoutLogs.finishedAt),
        gte(workoutLogs.day, from),
        lt(workoutLogs.day, to),
      ),
    )
    .groupBy(workoutLogs.day);
}
