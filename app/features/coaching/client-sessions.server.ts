import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { exerciseLogs, setLogs, type WeightUnit, workoutLogs } from "~/db/schema";
import { exerciseNames } from "~/features/training/progress-data.server";
import { setText } from "~/features/training/progress-view-model";
import type { Day } from "~/lib/dates";

// Her newest logged sessions as the coach's page lists them (issue 18 §3): what she did in each,
// one line per exercise by its name, read in three queries whatever the number of sessions.

export type RecentSession = {
  id: string;
  day: Day;
  program: string;
  session: string;
  finished: boolean;
  /** One line per exercise: "Goblet squat: 3 sets, best 10 × 8 kg". */
  exercises: string[];
};

/** Her newest logged sessions with what she did in each, in three queries at most. */
export async function recentSessions(
  db: Database,
  memberId: string,
  unit: WeightUnit,
  limit = 8,
): Promise<RecentSession[]> {
  const logs = await db
    .select({
      id: workoutLogs.id,
      day: workoutLogs.day,
      program: workoutLogs.program,
      session: workoutLogs.sessionLabel,
      finishedAt: workoutLogs.finishedAt,
    })
    .from(workoutLogs)
    .where(eq(workoutLogs.memberId, memberId))
    .orderBy(desc(workoutLogs.day), desc(workoutLogs.createdAt))
    .limit(limit);
  if (logs.length === 0) return [];
  const ids = logs.map((log) => log.id);
  const sets = await db
    .select({
      logId: setLogs.logId,
      position: setLogs.position,
      name: sql<string | null>`max(${exerciseLogs.name})`,
      key: setLogs.exerciseKey,
      done: sql<number>`(count(*) filter (where ${setLogs.done}))::int`,
      best: sql<unknown>`max(array[${setLogs.weightKg}, ${setLogs.reps}::float8]) filter (where ${setLogs.done} and ${setLogs.reps} > 0 and ${setLogs.weightKg} > 0)`,
      reps: sql<number | null>`max(${setLogs.reps}) filter (where ${setLogs.done})`,
      seconds: sql<number | null>`max(${setLogs.seconds}) filter (where ${setLogs.done})`,
    })
    .from(setLogs)
    .leftJoin(
      exerciseLogs,
      and(eq(exerciseLogs.logId, setLogs.logId), eq(exerciseLogs.position, setLogs.position)),
    )
    .where(and(inArray(setLogs.logId, ids), eq(setLogs.memberId, memberId)))
    .groupBy(setLogs.logId, setLogs.position, setLogs.exerciseKey)
    .orderBy(setLogs.logId, setLogs.position);
  // A program's exercise is logged by its key: the coach reads its name, never the key.
  const names = await exerciseNames(db, memberId, [
    ...new Set(sets.filter((set) => !set.name).map((set) => set.key)),
  ]);
  return logs.map((log) => ({
    id: log.id,
    day: log.day,
    program: log.program,
    session: log.session,
    finished: log.finishedAt !== null,
    exercises: sets
      .filter((set) => set.logId === log.id)
      .map((set) => {
        const name = set.name ?? names.get(set.key) ?? set.key;
        const count = Number(set.done);
        const pair = Array.isArray(set.best) && set.best.length === 2 ? set.best.map(Number) : null;
        const best =
          pair && pair[0] !== undefined && pair[1] !== undefined
            ? `, best ${setText(pair[1], pair[0], unit)}`
            : set.reps !== null && set.reps !== undefined
              ? `, best ${set.reps} reps`
              : set.seconds
                ? `, best ${set.seconds} s`
                : "";
        return `${name}: ${count} ${count === 1 ? "set" : "sets"}${count > 0 ? best : ""}`;
      }),
  }));
}
