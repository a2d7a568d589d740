import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type WeightUnit, workoutLogs } from "~/db/schema";
import { findSession } from "~/features/training/training.server";
import { logRecords, type NewRecord } from "~/features/training/workout-writes.server";
import { plainName } from "./prescription";
import { formatWeight } from "./units";

// "New record!" on /progress after the Finish that set one (issue 36): once, naming each lift
// and the record she beat. The address names only her finished log (`?saved=<id>`); the records
// are worked out again from her own rows, so a forged address shows nothing, or her own truth.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One record in her words: "Goblet squat to a box: 10 × 9.5 kg, your best set yet." */
export function recordLine(record: NewRecord, unit: WeightUnit): string {
  const name = plainName(record.exercise);
  if (record.kinds.includes("weight") && record.best) {
    return `${name}: ${record.best.reps} × ${formatWeight(record.best.weightKg, unit)}, your best set yet.`;
  }
  if (record.kinds.includes("one-rep-max") && record.oneRepMax) {
    return `${name}: your estimated best single lift is now ${formatWeight(record.oneRepMax, unit)}.`;
  }
  return `${name}: ${record.reps} reps in one set, your most yet.`;
}

/** The records of her log `logId`, as lines; none when the id is not a finished log of hers. */
export async function savedRecords(
  db: Database,
  memberId: string,
  logId: string | null,
  unit: WeightUnit,
): Promise<string[]> {
  if (!logId || !UUID.test(logId)) return [];
  const [log] = await db
    .select({ program: workoutLogs.program, sessionId: workoutLogs.sessionId, day: workoutLogs.day })
    .from(workoutLogs)
    .where(
      and(eq(workoutLogs.id, logId), eq(workoutLogs.memberId, memberId), isNotNull(workoutLogs.finishedAt)),
    );
  if (!log) return [];
  let session: ReturnType<typeof findSession>;
  try {
    session = findSession(log.program, log.sessionId);
  } catch {
    return [];
  }
  if (!session) return [];
  const records = await logRecords(db, { memberId, logId, session }, log.day);
  return records.map((record) => recordLine(record, unit));
}
