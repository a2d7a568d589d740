import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import { isPortalProgramSlug } from "~/content/portal-programs";
import { type Database, queryRows } from "~/db/client.server";
import {
  clientNotes,
  exerciseLogs,
  members,
  profiles,
  programAssignments,
  screenings,
  setLogs,
  type WeightUnit,
  workoutLogs,
} from "~/db/schema";
import { activeClientCondition } from "~/features/coaching/coaching.server";
import { WEEKLY_TARGETS } from "~/features/dashboard/progress";
import { setText } from "~/features/training/progress-data.server";
import { addDays, type Day, dayNumber, isValidTimeZone, localDay, weekOf } from "~/lib/dates";
import { isMemberIdShape } from "~/lib/members.server";
import { type AssignmentStep, currentStep, plannedSessionsPerWeek } from "./assignment";
import { checkInFlags, checkInPeriod } from "./check-in";
import { getCheckInWeekday } from "./check-in.server";
import type { AttentionKind } from "./clients-view";
import { type ScreeningRow, type ScreeningStatus, screeningStatus } from "./screening.server";

// The coach's clients at a glance (issue 18 §3, decision 0032): one row per active client,
// sorted by what needs her. Computed by a handful of set-based queries over the last 12 weeks
// (one GROUP BY member each, never a query per client), so 200 clients with a year of logs and
// check-ins each stay well under the 100 ms goal. Her days (this week, the last 28 days, her
// check-in period) are counted in her own time zone: the server works them out per client once
// and hands them to the queries as one JSON parameter.

/** How far back the list looks: the streak is shown as "12+ weeks" beyond it. */
export const WINDOW_WEEKS = 12;
/** Pain reported in a check-in older than this is no longer news. */
export const PAIN_NEWS_DAYS = 14;
/** A client not seen for this long needs a word. */
export const QUIET_DAYS = 7;
/** A check-in period open this many days without her check-in is overdue. */
export const OVERDUE_DAYS = 2;

/**
 * Sets count as a sign of her when their session is from the last 7 days, the "quiet" rule's
 * span: a set is saved while its session goes on, and older sessions are seen by when they
 * started and finished.
 */
const SET_DAYS = 7;

const DAY_MS = 86_400_000;

export type AttentionReason = AttentionKind;

/** The reasons, heaviest first: the sort compares them in this order. */
export const ATTENTION_ORDER: readonly AttentionReason[] = ["pain", "screening", "quiet", "overdue"];

export const SCREENING_LABELS: Record<ScreeningStatus, string> = {
  flagged: "Yes, not reviewed",
  cleared: "Yes, cleared by her doctor",
  reviewed: "Yes, reviewed",
  clear: "No flags",
  missing: "Not screened",
  expired: "Expired",
};

export type ClientCheckIn = {
  id: string;
  week: Day;
  submittedAt: Date;
  painLevel: number;
  painArea: string;
  energy: number;
  flags: { pain: boolean; lowEnergy: boolean };
};

export type ClientRow = {
  id: string;
  name: string;
  email: string;
  /** The latest sign of her: a log, a set, a dashboard tick, a check-in, a message or a sign-in. */
  lastSeen: Date | null;
  sessionsThisWeek: number;
  /** Sessions a week her plan asks: her assigned program's, else the dashboard's weekly target. */
  plannedPerWeek: number;
  plan: "program" | "dashboard";
  /** Weeks in a row with a finished session, ending this week or last. */
  streakWeeks: number;
  /** The streak reaches back past the window: show it as "12+". */
  streakAtLeast: boolean;
  /** Finished sessions in the last 28 days against four weeks of her plan, 0-100. */
  adherence: number;
  lastCheckIn: ClientCheckIn | null;
  screening: ScreeningStatus;
  unread: number;
  reasons: AttentionReason[];
};

type Client = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  profileId: string | null;
  timeZone: string | null;
};

/** Her zone, else the gym's when she has none (or one this runtime does not know). */
const zoneOf = (zone: string | null) => (zone && isValidTimeZone(zone) ? zone : liveSite().timeZone);

/** The days one client's numbers are counted from, in her zone. */
type ClientDays = {
  id: string;
  profile_id: string | null;
  today: Day;
  monday: Day;
  since28: Day;
  opened: Day;
  next: Day;
  previous: Day;
  createdDay: Day;
  sets_from: Day;
};

function daysOf(client: Client, now: Date, weekday: number): ClientDays {
  const zone = zoneOf(client.timeZone);
  const today = localDay(now, zone);
  const period = checkInPeriod(today, weekday);
  return {
    id: client.id,
    profile_id: client.profileId,
    today,
    monday: weekOf(today)[0] as Day,
    since28: addDays(today, -27),
    opened: period.opened,
    next: period.next,
    previous: addDays(period.opened, -7),
    createdDay: localDay(client.createdAt, zone),
    sets_from: addDays(today, -SET_DAYS),
  };
}

/** Epoch milliseconds from SQL (a float8 on both drivers) as a date; null stays null. */
const instant = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(Number(value));

const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Monday of the ISO week holding a date column. */
const mondayOf = (column: unknown) => sql`(${column} - (extract(isodow from ${column})::int - 1))`;

/** Every active client, with her profile (for her zone and her dashboard ticks). */
async function activeClients(db: Database, now: Date): Promise<Client[]> {
  return db
    .select({
      id: members.id,
      name: members.name,
      email: members.email,
      createdAt: members.createdAt,
      profileId: profiles.id,
      timeZone: profiles.timeZone,
    })
    .from(members)
    .leftJoin(profiles, eq(profiles.memberId, members.id))
    .where(activeClientCondition(now));
}

type Facts = {
  member_id: string;
  this_week: number;
  last28: number;
  /** Bit k set: a finished session k weeks before this one (0 is this week). */
  weeks: number | string | null;
  log_at: number | null;
  set_at: number | null;
  tick_at: number | null;
  check_in_at: number | null;
  message_at: number | null;
  sign_in_at: number | null;
  unread: number;
};

/**
 * Everything the list counts, one row per client, in one statement. Each client's rows are
 * reached through her own index range (member, day or time) by a LATERAL subquery, so the
 * database reads her last 12 weeks and nothing older, instead of scanning every client's year.
 * `c` is the JSON list of clients with the days of each, in her zone.
 */
function clientFacts(db: Database, days: string, from: Day, since: Date) {
  return queryRows<Facts>(db, factsQuery(days, from, since));
}

function factsQuery(days: string, from: Day, since: Date) {
  return sql`select c.id as member_id, logs.this_week, logs.last28, logs.weeks, logs.log_at, sets.set_at,
          ticks.tick_at, check_ins.check_in_at, thread.message_at, signs.sign_in_at, thread.unread
        from json_to_recordset(${days}::json)
          as c(id text, profile_id text, today date, monday date, since28 date, sets_from date)
        cross join lateral (
          select (count(*) filter (where l.finished_at is not null and l.day >= c.monday))::int as this_week,
            (count(*) filter (where l.finished_at is not null and l.day >= c.since28))::int as last28,
            bit_or(1::bigint << ((c.monday - ${mondayOf(sql`l.day`)}) / 7)) filter (where l.finished_at is not null)
              as weeks,
            ${epochMs(sql`greatest(max(l.created_at), max(l.finished_at))`)} as log_at
          from ${workoutLogs} l where l.member_id = c.id and l.day >= ${from} and l.day <= c.today
        ) logs
        cross join lateral (
          select ${epochMs(sql`max(s.updated_at)`)} as set_at
          from ${workoutLogs} l join ${setLogs} s on s.log_id = l.id
          where l.member_id = c.id and l.day >= c.sets_from
        ) sets
        cross join lateral (
          select ${epochMs(sql`max(a.created_at)`)} as tick_at
          from activities a where a.profile_id = c.profile_id and a.day >= ${from}
        ) ticks
        cross join lateral (
          select ${epochMs(sql`max(ci.submitted_at)`)} as check_in_at
          from check_ins ci where ci.member_id = c.id and ci.week >= ${from}
        ) check_ins
        cross join lateral (
          select ${epochMs(sql`max(m.created_at) filter (where not m.from_coach)`)} as message_at,
            (count(*) filter (where not m.from_coach and m.read_at is null))::int as unread
          from messages m where m.member_id = c.id
        ) thread
        cross join lateral (
          select ${epochMs(sql`max(x.created_at)`)} as sign_in_at
          from sessions x where x.member_id = c.id and x.created_at >= ${since}
        ) signs`;
}

/**
 * The latest sign of each of these members, however old: for the rare client with nothing in
 * the window the list reads. Her last log, set, dashboard tick, check-in or sign-in (her
 * messages are read in full by `clientFacts`).
 */
function lastSeenEver(db: Database, ids: readonly string[]) {
  const only = [...ids];
  return queryRows<{ member_id: string; at: number | null }>(
    db,
    sql`select member_id, ${epochMs(sql`max(at)`)} as at from (
          select member_id, greatest(max(created_at), max(finished_at)) as at from ${workoutLogs}
            where member_id in ${only} group by member_id
          union all
          select member_id, max(updated_at) from ${setLogs} where member_id in ${only} group by member_id
          union all
          select p.member_id, max(a.created_at) from activities a join ${profiles} p on p.id = a.profile_id
            where p.member_id in ${only} group by p.member_id
          union all
          select member_id, max(submitted_at) from check_ins where member_id in ${only} group by member_id
          union all
          select member_id, max(created_at) from sessions where member_id in ${only} group by member_id
        ) seen where member_id is not null group by member_id`,
  );
}

type CheckInFacts = {
  member_id: string;
  id: string;
  week: string;
  energy: number;
  pain_level: number;
  pain_area: string;
  submitted_at: number;
};

/** Each client's three newest check-ins in the window: the last one, and her recent periods. */
function recentCheckIns(db: Database, days: string, from: Day) {
  return queryRows<CheckInFacts>(
    db,
    sql`select c.id as member_id, r.id, r.week, r.energy, r.pain_level, r.pain_area, r.submitted_at
        from json_to_recordset(${days}::json) as c(id text)
        cross join lateral (
          select ci.id, ci.week::text as week, ci.energy, ci.pain_level, ci.pain_area,
            ${epochMs(sql`ci.submitted_at`)} as submitted_at
          from check_ins ci where ci.member_id = c.id and ci.week >= ${from}
          order by ci.week desc limit 3
        ) r`,
  );
}

/** Each member's newest screening. */
function newestScreenings(db: Database) {
  return db
    .selectDistinctOn([screenings.memberId])
    .from(screenings)
    .orderBy(screenings.memberId, desc(screenings.answeredAt), desc(screenings.createdAt));
}

function assignments(db: Database) {
  return db
    .select({
      memberId: programAssignments.memberId,
      steps: programAssignments.steps,
      startDay: programAssignments.startDay,
    })
    .from(programAssignments);
}

/** Sessions a week her plan asks: her assigned program's today, else the dashboard's target. */
function planFor(
  assignment: { steps: { program: string; weeks: number }[]; startDay: Day } | undefined,
  today: Day,
): { perWeek: number; plan: ClientRow["plan"] } {
  if (assignment) {
    const steps = assignment.steps.filter(
      (step): step is AssignmentStep => isPortalProgramSlug(step.program) && step.weeks >= 1,
    );
    const step = currentStep({ steps, startDay: assignment.startDay }, today);
    if (step) return { perWeek: plannedSessionsPerWeek(step.program), plan: "program" };
  }
  return { perWeek: WEEKLY_TARGETS.workout, plan: "dashboard" };
}

/** The Mondays of the weeks whose bit is set, counting back from `monday`. */
function weeksFromBits(bits: number | string | null, monday: Day): Set<Day> {
  const value = BigInt(bits ?? 0);
  const weeks = new Set<Day>();
  for (let back = 0; back <= WINDOW_WEEKS + 1; back++) {
    if ((value >> BigInt(back)) & 1n) weeks.add(addDays(monday, -7 * back));
  }
  return weeks;
}

/** Weeks in a row with a session, ending this week or the one before; capped by the window. */
export function weekStreak(weeks: ReadonlySet<Day>, monday: Day, windowWeeks = WINDOW_WEEKS) {
  let week = weeks.has(monday) ? monday : addDays(monday, -7);
  let count = 0;
  while (weeks.has(week)) {
    count += 1;
    week = addDays(week, -7);
  }
  // The window holds this week and `windowWeeks` before it; a run that reaches its first week
  // may go on before it.
  const oldest = addDays(monday, -7 * windowWeeks);
  return { weeks: count, atLeast: count > 0 && addDays(week, 7) <= oldest };
}

/**
 * The reasons a client needs the coach, heaviest first (the list's sort):
 * - pain in her last check-in, sent in the last 14 days;
 * - a screening "yes" the coach has not reviewed (whether or not her doctor cleared her);
 * - nothing seen of her for 7 days;
 * - her check-in overdue: this period open 2 days without one, or the last period missed.
 */
export function attentionReasons(input: {
  now: Date;
  lastSeen: Date | null;
  lastCheckIn: ClientCheckIn | null;
  screening: ScreeningStatus;
  days: Pick<ClientDays, "today" | "opened" | "next" | "previous" | "createdDay">;
  checkInWeeks: readonly Day[];
}): AttentionReason[] {
  const { now, lastCheckIn, days } = input;
  const reasons: AttentionReason[] = [];
  if (
    lastCheckIn?.flags.pain &&
    now.getTime() - lastCheckIn.submittedAt.getTime() <= PAIN_NEWS_DAYS * DAY_MS
  ) {
    reasons.push("pain");
  }
  if (input.screening === "flagged" || input.screening === "cleared") reasons.push("screening");
  if (!input.lastSeen || now.getTime() - input.lastSeen.getTime() >= QUIET_DAYS * DAY_MS)
    reasons.push("quiet");
  const within = (from: Day, to: Day) => input.checkInWeeks.some((week) => week >= from && week < to);
  if (!within(days.opened, days.next)) {
    const openFor = dayNumber(days.today) - dayNumber(days.opened);
    // She was a member when the previous period opened, so it was hers to miss.
    const missedLast = days.createdDay <= days.previous && !within(days.previous, days.opened);
    if (openFor >= OVERDUE_DAYS || missedLast) reasons.push("overdue");
  }
  return reasons;
}

/** Heavier reasons first, then the one not seen for longest (never seen first). */
export function byAttention(a: ClientRow, b: ClientRow): number {
  const weight = (row: ClientRow) =>
    ATTENTION_ORDER.reduce(
      (sum, reason, index) =>
        sum + (row.reasons.includes(reason) ? 2 ** (ATTENTION_ORDER.length - index) : 0),
      0,
    );
  const difference = weight(b) - weight(a);
  if (difference !== 0) return difference;
  const seen = (row: ClientRow) => row.lastSeen?.getTime() ?? Number.NEGATIVE_INFINITY;
  const older = seen(a) - seen(b);
  if (older !== 0 && !Number.isNaN(older)) return older;
  return a.name.localeCompare(b.name);
}

/** One row per active client, sorted by what needs the coach. */
export async function listClientRows(db: Database, now: Date): Promise<ClientRow[]> {
  const [clients, weekday] = await Promise.all([activeClients(db, now), getCheckInWeekday(db)]);
  if (clients.length === 0) return [];
  const days = new Map(clients.map((client) => [client.id, daysOf(client, now, weekday)]));
  // One day before the earliest zone's window, so every client's 12 weeks are inside it.
  const from = addDays(localDay(now, "UTC"), -7 * (WINDOW_WEEKS + 1) - 1);
  const since = new Date(`${from}T00:00:00Z`);
  const daysJson = JSON.stringify([...days.values()]);

  const [facts, checkIns, screeningRows, assigned] = await Promise.all([
    clientFacts(db, daysJson, from, since),
    recentCheckIns(db, daysJson, from),
    newestScreenings(db),
    assignments(db),
  ]);

  const factsBy = new Map(facts.map((row) => [row.member_id, row]));
  const seenBy = new Map<string, Date | null>();
  for (const row of facts) {
    const times = [row.log_at, row.set_at, row.tick_at, row.check_in_at, row.message_at, row.sign_in_at]
      .filter((value) => value !== null && value !== undefined)
      .map(Number);
    seenBy.set(row.member_id, times.length > 0 ? new Date(Math.max(...times)) : null);
  }
  // Rarely anyone: a client with no sign at all in the window is looked for further back.
  const unseen = clients.filter((client) => !seenBy.get(client.id)).map((client) => client.id);
  if (unseen.length > 0) {
    for (const row of await lastSeenEver(db, unseen)) seenBy.set(row.member_id, instant(row.at));
  }
  const checkInsBy = new Map<string, CheckInFacts[]>();
  for (const row of checkIns) checkInsBy.set(row.member_id, [...(checkInsBy.get(row.member_id) ?? []), row]);
  const screeningBy = new Map<string, ScreeningRow>(screeningRows.map((row) => [row.memberId, row]));
  const assignedBy = new Map(assigned.map((row) => [row.memberId, row]));

  const rows = clients.map((client): ClientRow => {
    const day = days.get(client.id) as ClientDays;
    const total = factsBy.get(client.id);
    const streak = weekStreak(weeksFromBits(total?.weeks ?? null, day.monday), day.monday);
    const { perWeek, plan } = planFor(assignedBy.get(client.id), day.today);
    const last28 = Number(total?.last28 ?? 0);
    const recent = (checkInsBy.get(client.id) ?? []).sort((a, b) => (a.week < b.week ? 1 : -1));
    const newest = recent[0];
    const lastCheckIn: ClientCheckIn | null = newest
      ? {
          id: newest.id,
          week: newest.week,
          submittedAt: new Date(Number(newest.submitted_at)),
          painLevel: Number(newest.pain_level),
          painArea: newest.pain_area,
          energy: Number(newest.energy),
          flags: checkInFlags({
            painLevel: Number(newest.pain_level),
            painArea: newest.pain_area,
            energy: Number(newest.energy),
          }),
        }
      : null;
    const screening = screeningStatus(screeningBy.get(client.id) ?? null, now);
    const lastSeenAt = seenBy.get(client.id) ?? null;
    return {
      id: client.id,
      name: client.name,
      email: client.email,
      lastSeen: lastSeenAt,
      sessionsThisWeek: Number(total?.this_week ?? 0),
      plannedPerWeek: perWeek,
      plan,
      streakWeeks: streak.weeks,
      streakAtLeast: streak.atLeast,
      adherence: Math.min(100, Math.round((last28 / (perWeek * 4)) * 100)),
      lastCheckIn,
      screening,
      unread: Number(total?.unread ?? 0),
      reasons: attentionReasons({
        now,
        lastSeen: lastSeenAt,
        lastCheckIn,
        screening,
        days: day,
        checkInWeeks: recent.map((row) => row.week),
      }),
    };
  });
  return rows.sort(byAttention);
}

// ---------------------------------------------------------------------------------------------
// One client's page

/** The member behind `/coach/clients/:memberId`: any member but a coach, or null. */
export async function findClient(db: Database, memberId: string) {
  if (!isMemberIdShape(memberId)) return null;
  const [row] = await db
    .select({
      id: members.id,
      name: members.name,
      email: members.email,
      role: members.role,
      createdAt: members.createdAt,
      answers: profiles.answers,
      completedAt: profiles.completedAt,
      timeZone: profiles.timeZone,
    })
    .from(members)
    .leftJoin(profiles, eq(profiles.memberId, members.id))
    .where(eq(members.id, memberId));
  if (!row || row.role === "coach") return null;
  return { ...row, zone: zoneOf(row.timeZone) };
}

export type RecentSession = {
  id: string;
  day: Day;
  program: string;
  session: string;
  finished: boolean;
  /** One line per exercise: "Goblet squat: 3 sets, best 10 × 8 kg". */
  exercises: string[];
};

/** Her newest logged sessions with what she did in each, in two queries. */
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
  return logs.map((log) => ({
    id: log.id,
    day: log.day,
    program: log.program,
    session: log.session,
    finished: log.finishedAt !== null,
    exercises: sets
      .filter((set) => set.logId === log.id)
      .map((set) => {
        const name = set.name ?? set.key;
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

export const NOTE_MAX_LENGTH = 4000;

export type ClientNote = { id: string; body: string; createdAt: Date };

/** The coach's private notes on her, newest first. */
export async function listClientNotes(db: Database, memberId: string, limit = 100): Promise<ClientNote[]> {
  return db
    .select({ id: clientNotes.id, body: clientNotes.body, createdAt: clientNotes.createdAt })
    .from(clientNotes)
    .where(eq(clientNotes.memberId, memberId))
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id))
    .limit(limit);
}

export async function addClientNote(
  db: Database,
  input: { memberId: string; authorId: string; body: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.insert(clientNotes).values({ id, ...input, createdAt: now, updatedAt: now });
  return id;
}
