import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import { isPortalProgramSlug, PORTAL_PROGRAM_TITLES } from "~/content/portal-programs";
import type { Database } from "~/db/client.server";
import { members, profiles, programAssignments, workoutLogs } from "~/db/schema";
import { currentStep } from "~/features/coaching/assignment";
import { addDays, type Day } from "~/lib/dates";
import { type Pause, PROMISE_DAYS } from "./promise-due";

// When her program started (decision 0066): the start day of the program her coach assigned,
// or, without one, the day of her first finished session of the portal program she trains in
// now (the program of her newest finished log, since she last finished a session of another).

export type ProgramStart = {
  memberId: string;
  startDay: Day;
  /** The program's name as she is shown it: the assignment's step in its 4th week. */
  program: string;
  source: "assignment" | "log";
  /** Her zone, where her days are counted. */
  timeZone: string;
  /**
   * Days the program did not run. Nothing in the store models a pause yet (decision 0066): an
   * assignment's weeks before its start day are simply not counted, since the count begins on
   * it. A pause feature passes its days here.
   */
  pauses: Pause[];
};

/** The program starts of these members (all members when omitted), by member. */
export async function programStarts(
  db: Database,
  memberIds?: readonly string[],
): Promise<Map<string, ProgramStart>> {
  if (memberIds && memberIds.length === 0) return new Map();
  const ids = memberIds ? [...memberIds] : null;
  const [assigned, zones] = await Promise.all([
    db
      .select({
        memberId: programAssignments.memberId,
        steps: programAssignments.steps,
        startDay: programAssignments.startDay,
      })
      .from(programAssignments)
      .where(ids ? inArray(programAssignments.memberId, ids) : undefined),
    db
      .select({ memberId: profiles.memberId, timeZone: profiles.timeZone })
      .from(profiles)
      .where(ids ? inArray(profiles.memberId, ids) : isNotNull(profiles.memberId)),
  ]);
  const gymZone = liveSite().timeZone;
  const zoneOf = new Map(zones.map((row) => [row.memberId, row.timeZone ?? gymZone]));
  const starts = new Map<string, ProgramStart>();
  for (const row of assigned) {
    const steps = row.steps.flatMap((step) =>
      isPortalProgramSlug(step.program) && Number.isInteger(step.weeks) && step.weeks >= 1
        ? [{ program: step.program, weeks: step.weeks }]
        : [],
    );
    const step = currentStep({ steps, startDay: row.startDay }, addDays(row.startDay, PROMISE_DAYS - 1));
    if (!step) continue;
    starts.set(row.memberId, {
      memberId: row.memberId,
      startDay: row.startDay,
      program: PORTAL_PROGRAM_TITLES[step.program],
      source: "assignment",
      timeZone: zoneOf.get(row.memberId) ?? gymZone,
      pauses: [],
    });
  }
  for (const row of await logStarts(db, ids)) {
    if (starts.has(row.memberId)) continue;
    const title = isPortalProgramSlug(row.program) ? PORTAL_PROGRAM_TITLES[row.program] : row.program;
    starts.set(row.memberId, {
      memberId: row.memberId,
      startDay: row.startDay,
      program: title,
      source: "log",
      timeZone: zoneOf.get(row.memberId) ?? gymZone,
      pauses: [],
    });
  }
  return starts;
}

/**
 * Per member with finished logs: the program of her newest finished log, and the first day she
 * finished a session of it after the last day she finished one of another program.
 */
async function logStarts(db: Database, ids: string[] | null) {
  const finished = and(
    isNotNull(workoutLogs.finishedAt),
    ids ? inArray(workoutLogs.memberId, ids) : undefined,
  );
  const latest = db
    .selectDistinctOn([workoutLogs.memberId], {
      memberId: sql<string>`${workoutLogs.memberId}`.as("latest_member"),
      program: sql<string>`${workoutLogs.program}`.as("latest_program"),
    })
    .from(workoutLogs)
    .innerJoin(members, eq(members.id, workoutLogs.memberId))
    .where(and(finished, ne(members.role, "coach")))
    .orderBy(workoutLogs.memberId, sql`${workoutLogs.day} desc`, sql`${workoutLogs.createdAt} desc`)
    .as("latest");
  const rows = await db
    .select({
      memberId: latest.memberId,
      program: latest.program,
      startDay: sql<string>`min(${workoutLogs.day})::text`,
    })
    .from(latest)
    .innerJoin(
      workoutLogs,
      and(eq(workoutLogs.memberId, latest.memberId), eq(workoutLogs.program, latest.program)),
    )
    .where(
      and(
        isNotNull(workoutLogs.finishedAt),
        sql`${workoutLogs.day} > coalesce((select max(other.day) from workout_logs other
          where other.member_id = ${latest.memberId} and other.program <> ${latest.program}
          and other.finished_at is not null), '-infinity'::date)`,
      ),
    )
    .groupBy(latest.memberId, latest.program);
  return rows;
}
