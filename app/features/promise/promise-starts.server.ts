import { inArray, isNotNull, sql } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import { isPortalProgramSlug, PORTAL_PROGRAM_TITLES } from "~/content/portal-programs";
import type { Database } from "~/db/client.server";
import { profiles, programAssignments } from "~/db/schema";
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

type AssignedRow = { memberId: string; steps: readonly { program: string; weeks: number }[]; startDay: Day };

/**
 * What a caller showing one member's page has already read (her dashboard): her assignment
 * (null for none) and her profile's zone (null for none). Passed in, they are not read again.
 */
export type KnownStartRows = { assignment: AssignedRow | null; timeZone: string | null };

/** The program starts of these members (all members when omitted), by member. */
export async function programStarts(
  db: Database,
  memberIds?: readonly string[],
  known?: KnownStartRows,
): Promise<Map<string, ProgramStart>> {
  if (memberIds && memberIds.length === 0) return new Map();
  const ids = memberIds ? [...memberIds] : null;
  const only = ids?.length === 1 ? ids[0] : undefined;
  const [assigned, zones] =
    known && only
      ? [
          known.assignment ? [known.assignment] : [],
          known.timeZone ? [{ memberId: only, timeZone: known.timeZone }] : [],
        ]
      : await readStartRows(db, ids);
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
  // Members whose start their assignment gives need no look at their logs.
  const unassigned = ids?.filter((id) => !starts.has(id)) ?? null;
  const logged = unassigned?.length === 0 ? [] : await logStarts(db, unassigned);
  for (const row of logged) {
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

/** Their assignments and zones, from the store. */
function readStartRows(db: Database, ids: string[] | null) {
  return Promise.all([
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
}

/**
 * Per member with finished logs: the program of her newest finished log, and the first day she
 * finished a session of it after the last day she finished one of another program.
 */
async function logStarts(
  db: Database,
  ids: string[] | null,
): Promise<{ memberId: string; program: string; startDay: Day }[]> {
  const only = ids
    ? sql`and w.member_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    with finished as (
      select w.member_id, w.program, w.day, w.created_at from workout_logs w
      join members m on m.id = w.member_id and m.role <> 'coach'
      where w.finished_at is not null ${only}
    ),
    latest as (
      select distinct on (member_id) member_id, program from finished
      order by member_id, day desc, created_at desc
    ),
    other as (
      select f.member_id, max(f.day) as day from finished f
      join latest l on l.member_id = f.member_id and f.program <> l.program
      group by f.member_id
    )
    select l.member_id as "memberId", l.program as "program", min(f.day)::text as "startDay"
    from latest l
    join finished f on f.member_id = l.member_id and f.program = l.program
    left join other o on o.member_id = l.member_id
    where o.day is null or f.day > o.day
    group by l.member_id, l.program`);
  return (result as unknown as { rows: { memberId: string; program: string; startDay: Day }[] }).rows;
}
