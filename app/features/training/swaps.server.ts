import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { getProgram } from "~/content/programs/index.server";
import type { Program } from "~/content/programs/schema";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { exerciseLogs, exerciseSubstitutions, setLogs, workoutLogs } from "~/db/schema";
import { liveLibrary } from "~/features/library/library.server";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { forgetMemberReads, keptMemberRead } from "~/lib/member-reads-kept.server";
import { type ProgramLibrary, personalProgram } from "./personal-program";
import type { Substitutions } from "./swaps";

// Swaps in the log and the coach's substitutions, as stored (issue 38 §4-§5, decision 0060).
// A swap is her exercise_logs row at that place with `written_key` set: the set rows of that
// place carry the performed entry's id. A substitution is one row per client and written entry.

const substitutionsOf = prepared("substitutions_of", (db, name) =>
  db
    .select({
      fromId: exerciseSubstitutions.fromId,
      toId: exerciseSubstitutions.toId,
      reason: exerciseSubstitutions.reason,
    })
    .from(exerciseSubstitutions)
    .where(eq(exerciseSubstitutions.memberId, sql.placeholder("memberId")))
    .prepare(name),
);

/** Her coach's substitutions, by the written entry's id. */
/** Kept in memory until they change (decision 0098): the caller must not change the map. */
export async function substitutionsFor(db: Database, memberId: string): Promise<Substitutions> {
  return keptMemberRead(db, memberId, "substitutions", async () => {
    const rows = await substitutionsOf(db).execute({ memberId });
    return new Map(rows.map((row) => [row.fromId, { toId: row.toId, reason: row.reason }]));
  });
}

export type SubstitutionRow = { fromId: string; toId: string; reason: string };

export async function listSubstitutions(db: Database, memberId: string): Promise<SubstitutionRow[]> {
  const rows = await substitutionsFor(db, memberId);
  return [...rows].map(([fromId, row]) => ({ fromId, ...row }));
}

/** Sets (or replaces) one substitution for a client, audited. The ids are checked by the caller. */
export async function setSubstitution(
  db: Database,
  input: { memberId: string; clientEmail: string; fromId: string; toId: string; reason: string },
  coach: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(exerciseSubstitutions)
      .values({
        memberId: input.memberId,
        fromId: input.fromId,
        toId: input.toId,
        reason: input.reason,
        setBy: coach.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [exerciseSubstitutions.memberId, exerciseSubstitutions.fromId],
        set: { toId: input.toId, reason: input.reason, setBy: coach.id, updatedAt: now },
      });
    await recordAudit(
      tx as unknown as Database,
      coach,
      {
        action: "set substitution",
        target: input.clientEmail,
        detail: `${input.fromId} → ${input.toId}${input.reason ? ` (${input.reason})` : ""}`,
      },
      now,
    );
  });
  forgetMemberReads(db, input.memberId);
}

/** Removes one substitution; false when there was none. Audited. */
export async function removeSubstitution(
  db: Database,
  input: { memberId: string; clientEmail: string; fromId: string },
  coach: AuditActor,
  now: Date,
): Promise<boolean> {
  const removed = await db
    .delete(exerciseSubstitutions)
    .where(
      and(eq(exerciseSubstitutions.memberId, input.memberId), eq(exerciseSubstitutions.fromId, input.fromId)),
    )
    .returning({ fromId: exerciseSubstitutions.fromId });
  if (removed.length === 0) return false;
  forgetMemberReads(db, input.memberId);
  await recordAudit(
    db,
    coach,
    { action: "remove substitution", target: input.clientEmail, detail: input.fromId },
    now,
  );
  return true;
}

/** Her swaps in one log, by position: the performed entry's id. */
export async function logSwaps(db: Database, logId: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ position: exerciseLogs.position, key: exerciseLogs.exerciseKey })
    .from(exerciseLogs)
    .where(and(eq(exerciseLogs.logId, logId), isNotNull(exerciseLogs.writtenKey)));
  return new Map(rows.map((row) => [row.position, row.key]));
}

/**
 * Records what she does at one place of her log: the performed entry (and the planned one when
 * they differ), and moves the sets she already saved there to the performed entry. Swapping back
 * to the planned entry clears `written_key`. Her rating and note stay.
 */
export async function recordSwap(
  db: Database,
  input: { logId: string; position: number; plannedKey: string; performedKey: string; name: string },
  now: Date,
): Promise<void> {
  const writtenKey = input.performedKey === input.plannedKey ? null : input.plannedKey;
  await db.transaction(async (tx) => {
    await tx
      .insert(exerciseLogs)
      .values({
        logId: input.logId,
        position: input.position,
        exerciseKey: input.performedKey,
        writtenKey,
        name: input.name,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [exerciseLogs.logId, exerciseLogs.position],
        set: { exerciseKey: input.performedKey, writtenKey, name: input.name, updatedAt: now },
      });
    await tx
      .update(setLogs)
      .set({ exerciseKey: input.performedKey, updatedAt: now })
      .where(and(eq(setLogs.logId, input.logId), eq(setLogs.position, input.position)));
  });
}

export type SwapSeen = { day: string; logId: string; plannedKey: string; performedName: string };

/** Her latest swaps, newest first, for the coach's page ("Swapped Goblet squat → Box squat"). */
export async function recentSwaps(db: Database, memberId: string, limit = 10): Promise<SwapSeen[]> {
  const rows = await db
    .select({
      day: workoutLogs.day,
      logId: exerciseLogs.logId,
      plannedKey: exerciseLogs.writtenKey,
      performedName: exerciseLogs.name,
    })
    .from(exerciseLogs)
    .innerJoin(workoutLogs, eq(workoutLogs.id, exerciseLogs.logId))
    .where(and(eq(workoutLogs.memberId, memberId), isNotNull(exerciseLogs.writtenKey)))
    .orderBy(desc(workoutLogs.day), desc(exerciseLogs.updatedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, plannedKey: row.plannedKey ?? "" }));
}

/**
 * Each program as every member without a substitution sees it, made once per program and
 * library (issue 41: the portal page made it again on every view). A coach's edit to the
 * library or the program gives new objects, and so a new entry.
 */
const unchanged = new WeakMap<Program, { library: ProgramLibrary; program: Program }>();

/** A program as this member sees it: each line's entry, and her coach's substitutions (null: none). */
export async function programFor(db: Database, memberId: string | null, slug: string): Promise<Program> {
  const substitutions = memberId ? await substitutionsFor(db, memberId) : new Map();
  const written = getProgram(slug);
  const library = liveLibrary();
  if (substitutions.size > 0) return personalProgram(written, library, substitutions);
  const made = unchanged.get(written);
  if (made?.library === library) return made.program;
  const program = personalProgram(written, library, substitutions);
  unchanged.set(written, { library, program });
  return program;
}
