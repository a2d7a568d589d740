import { type AnyColumn, asc, eq, sql } from "drizzle-orm";
import { programRecord, programTitle } from "~/content/catalog.server";
import { supersetLabel } from "~/content/exercises/ids";
import type { Database } from "~/db/client.server";
import {
  appointmentInvites,
  auditLog,
  bodyMetrics,
  bookings,
  checkIns,
  exerciseLogs,
  exerciseSubstitutions,
  members,
  newsletterSignups,
  outbox,
  pendingGrants,
  setLogs,
  type WeightUnit,
  webhookEvents,
  workoutLogs,
} from "~/db/schema";
import { basicsTable } from "~/features/basics/basics.server";
import { functionTestsTable } from "~/features/function-tests/export.server";
import { exerciseNameFor } from "~/features/library/library.server";
import { symptomsTable } from "~/features/symptoms/symptoms-export.server";
import { loggableExercises } from "~/features/training/prescription";
import { findSession } from "~/features/training/training.server";
import { toUnit } from "~/features/training/units";
import { recordAudit } from "~/lib/audit.server";
import { toCsv } from "~/lib/csv";
import type { Member } from "~/lib/members.server";

// Her data is hers (issue 17 §6): every row she has, as CSV, and the deletion of her account
// with everything in it. An audit line keeps only that an account was deleted.

type Cell = string | number | null;
type Table = { headers: string[]; rows: Cell[][] };

/** Kilograms as stored, without float noise from a pound conversion (8.000000001). */
const kg = (value: number | null) => (value === null ? null : Number(value.toFixed(2)));
/** Her own unit beside it, as she typed it. */
const inUnit = (value: number | null, unit: WeightUnit) =>
  value === null ? null : Number(toUnit(value, unit).toFixed(1));

/** Exercise names by position for a session, for sets saved without a note row. */
function sessionNames(program: string, sessionId: string): string[] {
  if (!programRecord(program)) return [];
  try {
    const session = findSession(program, sessionId);
    return session ? loggableExercises(session).map((exercise) => exercise.name) : [];
  } catch {
    // A program since removed from the catalog: the export falls back to the stored key.
    return [];
  }
}

/** One row per set she logged, oldest first; an exercise with a note and no sets has one row. */
async function trainingTable(db: Database, memberId: string, unit: WeightUnit): Promise<Table> {
  const logs = await db
    .select()
    .from(workoutLogs)
    .where(eq(workoutLogs.memberId, memberId))
    .orderBy(asc(workoutLogs.day), asc(workoutLogs.createdAt), asc(workoutLogs.id));
  const [sets, notes] = await Promise.all([
    db
      .select()
      .from(setLogs)
      .where(eq(setLogs.memberId, memberId))
      .orderBy(asc(setLogs.logId), asc(setLogs.position), asc(setLogs.setNumber)),
    db
      .select({
        logId: exerciseLogs.logId,
        position: exerciseLogs.position,
        exerciseKey: exerciseLogs.exerciseKey,
        name: exerciseLogs.name,
        effort: exerciseLogs.effort,
        note: exerciseLogs.note,
      })
      .from(exerciseLogs)
      .innerJoin(workoutLogs, eq(workoutLogs.id, exerciseLogs.logId))
      .where(eq(workoutLogs.memberId, memberId)),
  ]);
  const setsOf = new Map<string, (typeof sets)[number][]>();
  const positionsOf = new Map<string, Set<number>>();
  const place = (logId: string, position: number) => {
    const positions = positionsOf.get(logId) ?? new Set<number>();
    positions.add(position);
    positionsOf.set(logId, positions);
  };
  for (const set of sets) {
    const key = `${set.logId}:${set.position}`;
    const list = setsOf.get(key);
    if (list) list.push(set);
    else setsOf.set(key, [set]);
    place(set.logId, set.position);
  }
  for (const note of notes) place(note.logId, note.position);
  const noteOf = new Map(notes.map((note) => [`${note.logId}:${note.position}`, note]));
  const names = new Map<string, string[]>();

  const headers = [
    "date",
    "program",
    "session",
    "exercise",
    "set",
    "reps",
    "weight_kg",
    ...(unit === "lb" ? ["weight_lb"] : []),
    "seconds",
    "done",
    "effort",
    "note",
    "finished_at",
  ];
  const rows: Cell[][] = [];
  for (const log of logs) {
    const positions = positionsOf.get(log.id) ?? new Set<number>();
    const sessionKey = `${log.program}:${log.sessionId}`;
    if (!names.has(sessionKey)) names.set(sessionKey, sessionNames(log.program, log.sessionId));
    for (const position of [...positions].sort((a, b) => a - b)) {
      const note = noteOf.get(`${log.id}:${position}`);
      const logged = setsOf.get(`${log.id}:${position}`) ?? [];
      // The library entry's current name first (decision 0058): a rename shows in her export too.
      const key = note?.exerciseKey ?? logged[0]?.exerciseKey;
      const written =
        note?.name ??
        names.get(sessionKey)?.[position] ??
        logged[0]?.exerciseKey ??
        `Exercise ${position + 1}`;
      const entryName = key ? exerciseNameFor(key) : undefined;
      const name = entryName ? `${supersetLabel(written)}${entryName}` : written;
      const row = (set: (typeof sets)[number] | null): Cell[] => [
        log.day,
        programTitle(log.program),
        log.sessionLabel,
        name,
        set?.setNumber ?? null,
        set?.reps ?? null,
        kg(set?.weightKg ?? null),
        ...(unit === "lb" ? [inUnit(set?.weightKg ?? null, unit)] : []),
        set?.seconds ?? null,
        set ? (set.done ? "yes" : "no") : null,
        note?.effort ?? null,
        note?.note ?? null,
        log.finishedAt?.toISOString() ?? null,
      ];
      if (logged.length === 0) rows.push(row(null));
      for (const set of logged) rows.push(row(set));
    }
  }
  return { headers, rows };
}

async function bodyTable(db: Database, memberId: string, unit: WeightUnit): Promise<Table> {
  const rows = await db
    .select()
    .from(bodyMetrics)
    .where(eq(bodyMetrics.memberId, memberId))
    .orderBy(asc(bodyMetrics.day));
  return {
    headers: ["date", "weight_kg", ...(unit === "lb" ? ["weight_lb"] : []), "waist_cm", "hips_cm"],
    rows: rows.map((row) => [
      row.day,
      kg(row.weightKg),
      ...(unit === "lb" ? [inUnit(row.weightKg, unit)] : []),
      row.waistCm,
      row.hipsCm,
    ]),
  };
}

/** Her weekly check-ins (issue 18), oldest first: her own answers, nobody else's. */
async function checkInsTable(db: Database, memberId: string, unit: WeightUnit): Promise<Table> {
  const rows = await db
    .select()
    .from(checkIns)
    .where(eq(checkIns.memberId, memberId))
    .orderBy(asc(checkIns.week));
  return {
    headers: [
      "week_of",
      "energy",
      "sleep",
      "stress",
      "pain_area",
      "pain_level",
      "sessions_done",
      "ate_to_plan",
      "wins",
      "question",
      "weight_kg",
      ...(unit === "lb" ? ["weight_lb"] : []),
      "waist_cm",
      "sent_at",
    ],
    rows: rows.map((row) => [
      row.week,
      row.energy,
      row.sleep,
      row.stress,
      row.painArea,
      row.painLevel,
      row.sessionsDone,
      row.eating,
      row.wins,
      row.question,
      kg(row.weightKg),
      ...(unit === "lb" ? [inUnit(row.weightKg, unit)] : []),
      row.waistCm,
      row.submittedAt.toISOString(),
    ]),
  };
}

/** Her coach's exercise changes for her (issue 38 §5): what she does instead, and why. */
async function substitutionsTable(db: Database, memberId: string): Promise<Table> {
  const rows = await db
    .select()
    .from(exerciseSubstitutions)
    .where(eq(exerciseSubstitutions.memberId, memberId))
    .orderBy(asc(exerciseSubstitutions.createdAt), asc(exerciseSubstitutions.fromId));
  return {
    headers: ["program_exercise", "program_exercise_id", "instead", "instead_id", "reason", "set_on"],
    rows: rows.map((row) => [
      exerciseNameFor(row.fromId) ?? row.fromId,
      row.fromId,
      exerciseNameFor(row.toId) ?? row.toId,
      row.toId,
      row.reason,
      row.updatedAt.toISOString(),
    ]),
  };
}

type ExportPart = {
  /** The link's words on her progress page. */
  label: string;
  table: (db: Database, memberId: string, unit: WeightUnit) => Promise<Table>;
};

/**
 * What she can download, one CSV each (`?part=`). A new kind of record (issue 18's check-ins)
 * is one more entry. Photos are left out of exports unless she asks for them (decision 0031).
 */
const EXPORT_PARTS = {
  training: { label: "Download my training log (CSV)", table: trainingTable },
  body: { label: "Download my body measurements (CSV)", table: bodyTable },
  "check-ins": { label: "Download my check-ins (CSV)", table: checkInsTable },
  substitutions: { label: "Download my coach's exercise changes (CSV)", table: substitutionsTable },
  // Issue 39 (h2): her symptom answers, health data, only when she asks for this download.
  symptoms: { label: "Download my symptom answers (CSV)", table: symptomsTable },
  // Issue 39 §4 (h4): her daily basics, a download of its own she asks for.
  basics: { label: "Download my daily basics (CSV)", table: (db, memberId) => basicsTable(db, memberId) },
  // Issue 39 §1: her function tests, health data, only when she asks for this download.
  "function-tests": { label: "Download my function tests (CSV)", table: functionTestsTable },
} satisfies Record<string, ExportPart>;

export type ExportPartName = keyof typeof EXPORT_PARTS;

/** Looked up in a Map, so `?part=constructor` finds nothing rather than an inherited property. */
const parts = new Map<string, ExportPart>(Object.entries(EXPORT_PARTS));

/** The downloads for her progress page: where each is and what its link says. */
export const EXPORT_LINKS = Object.entries(EXPORT_PARTS).map(([part, { label }]) => ({
  href: `/progress/export.csv?part=${part}`,
  label,
}));

/** The CSV of one part of her records, or null when there is no such part. */
export async function exportCsv(
  db: Database,
  memberId: string,
  part: string,
  unit: WeightUnit,
  today: string,
): Promise<{ filename: string; csv: string } | null> {
  const exporter = parts.get(part);
  if (!exporter) return null;
  const table = await exporter.table(db, memberId, unit);
  return {
    filename: `wellness-beyond-50-${part}-${today}.csv`,
    csv: toCsv(table.headers, table.rows),
  };
}

/** What an audit line and a payment record say in place of her address once she has gone. */
export const DELETED_MEMBER = "a deleted member";

/**
 * Deletes her account and everything in it, in one transaction. The foreign keys cascade from
 * her member row (sessions, access, reset links and email tokens, her profile with its
 * activities and challenge days, her preferences, logs, sets, measurements and photos); what is
 * keyed by her address instead (newsletter sign-up, access paid for and waiting, emails, bookings
 * made as a visitor, invitations to book) is
 * deleted by address; earlier audit lines and payment records keep what happened but no longer
 * name her. Then one audit line says an account was deleted, naming nobody.
 */
export async function deleteAccount(db: Database, member: Pick<Member, "id" | "email">, now: Date) {
  const email = member.email;
  await db.transaction(async (tx) => {
    await tx.delete(members).where(eq(members.id, member.id));
    await tx.delete(newsletterSignups).where(eq(newsletterSignups.email, email));
    await tx.delete(pendingGrants).where(eq(pendingGrants.email, email));
    // Issue 40: bookings she made as a visitor and the coach's invitations, both by address.
    await tx.delete(bookings).where(eq(bookings.visitorEmail, email));
    await tx.delete(appointmentInvites).where(eq(appointmentInvites.email, email));
    // Every email to her, sent or waiting: a queued one must not go out to a deleted account,
    // and a sent one holds her name and address in its body.
    await tx.delete(outbox).where(eq(sql`lower(${outbox.to})`, email));
    const scrub = (column: AnyColumn) => sql`replace(${column}, ${email}, ${DELETED_MEMBER})`;
    const mentions = (column: AnyColumn) => sql`strpos(${column}, ${email}) > 0`;
    await tx
      .update(auditLog)
      .set({ target: scrub(auditLog.target), detail: scrub(auditLog.detail) })
      .where(sql`${mentions(auditLog.target)} or ${mentions(auditLog.detail)}`);
    // Lines that name her by id (the coach viewing her photos) keep what happened, not whom.
    await tx.update(auditLog).set({ target: DELETED_MEMBER }).where(eq(auditLog.target, member.id));
    await tx
      .update(webhookEvents)
      .set({ outcome: scrub(webhookEvents.outcome) })
      .where(mentions(webhookEvents.outcome));
    await recordAudit(tx, { id: null, email: "" }, { action: "account deleted" }, now);
  });
}
