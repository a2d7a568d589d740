import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { members, profiles, programAssignments, screenings, setLogs, workoutLogs } from "~/db/schema";
import { activeClientCondition } from "~/features/coaching/coaching.server";
import { addDays, type Day, localDay, startOfDayIn, weekOf } from "~/lib/dates";
import { checkInFlags, checkInPeriod } from "./check-in";
import { clientZone, getCheckInWeekday } from "./check-in.server";
import {
  type AttentionReason,
  attentionReasons,
  byAttention,
  type CheckInDays,
  type ClientCheckIn,
  type ClientPlan,
  firstAfter,
  PAIN_NEWS_DAYS,
  planFor,
  QUIET_DAYS,
  WINDOW_WEEKS,
  weekStreak,
  weeksFromBits,
} from "./client-attention";
import type { ClientFlag } from "./client-flags";
import { openClientFlags } from "./client-flags.server";
import type { NewClientSign } from "./client-signs";
import { newClientSigns } from "./client-signs.server";
import { missedSessions } from "./missed-sessions.server";
import {
  type ScreeningRow,
  type ScreeningStatus,
  screeningStatus,
  screeningValidUntil,
} from "./screening.server";

// The coach's clients at a glance (issue 18 §3, decision 0032): one row per active client,
// sorted by what needs her. Computed by a handful of set-based queries over the last 12 weeks
// (one GROUP BY member each, never a query per client), so 200 clients with a year of logs and
// check-ins each stay well under the 100 ms goal. Her days (this week, the last 28 days, her
// check-in period) are counted in her own time zone: the server works them out per client once
// and hands them to the queries as one JSON parameter. What needs her, and the sort, are the
// rules of client-attention.ts.

/**
 * Sets count as a sign of her when their session is from the last 7 days, the "quiet" rule's
 * span: a set is saved while its session goes on, and older sessions are seen by when they
 * started and finished.
 */
const SET_DAYS = 7;
const DAY_MS = 86_400_000;

export const SCREENING_LABELS: Record<ScreeningStatus, string> = {
  flagged: "Yes, not reviewed",
  cleared: "Yes, cleared by her doctor",
  reviewed: "Yes, reviewed",
  clear: "No flags",
  missing: "Not screened",
  expired: "Expired",
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
  plan: ClientPlan;
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
  /** Her open flags (issue 39), each with why; their kinds are also in `reasons`. */
  flags: ClientFlag[];
  /** What a client no coach has opened yet has done; empty once her record was opened. */
  newSigns: NewClientSign[];
};

export type Client = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  profileId: string | null;
  timeZone: string | null;
};

/** The days one client's numbers are counted from, in her zone. */
type ClientDays = CheckInDays & {
  id: string;
  profile_id: string | null;
  monday: Day;
  since28: Day;
  sets_from: Day;
};

function daysOf(client: Client, now: Date, weekday: number): ClientDays {
  const zone = clientZone(client.timeZone);
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

/** Every active client (or those of `ids`), with her profile (for her zone and her dashboard ticks). */
export async function activeClients(db: Database, now: Date, ids?: readonly string[]): Promise<Client[]> {
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
    .where(ids ? and(inArray(members.id, [...ids]), activeClientCondition(now)) : activeClientCondition(now));
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

/** Each of these members' newest screening. */
function newestScreenings(db: Database, ids: string[]) {
  return db
    .selectDistinctOn([screenings.memberId])
    .from(screenings)
    .where(inArray(screenings.memberId, ids))
    .orderBy(screenings.memberId, desc(screenings.answeredAt), desc(screenings.createdAt));
}

function assignments(db: Database, ids: string[]) {
  return db
    .select({
      memberId: programAssignments.memberId,
      steps: programAssignments.steps,
      startDay: programAssignments.startDay,
    })
    .from(programAssignments)
    .where(inArray(programAssignments.memberId, ids));
}

/** One row per active client, sorted by what needs the coach. */
export async function listClientRows(db: Database, now: Date): Promise<ClientRow[]> {
  const [clients, weekday] = await Promise.all([activeClients(db, now), getCheckInWeekday(db)]);
  const rows = await clientRowsFor(db, now, clients, weekday);
  return rows.map(({ row }) => row).sort(byAttention);
}

/**
 * The rows of these clients, unsorted, each with the first instant at which the clock alone
 * could change it (decision 0069): her next midnight (her days, her check-in period, her plan's
 * step) and the next UTC one (the window read), 7 days after she was last seen (quiet), 14 days after a check-in with pain, her
 * screening's expiry. Until then, only a change to her data changes her row.
 */
export async function clientRowsFor(
  db: Database,
  now: Date,
  clients: readonly Client[],
  weekday: number,
): Promise<{ row: ClientRow; validUntil: Date }[]> {
  if (clients.length === 0) return [];
  const ids = clients.map((client) => client.id);
  const days = new Map(clients.map((client) => [client.id, daysOf(client, now, weekday)]));
  // One day before the earliest zone's window, so every client's 12 weeks are inside it.
  const from = addDays(localDay(now, "UTC"), -7 * (WINDOW_WEEKS + 1) - 1);
  const since = new Date(`${from}T00:00:00Z`);
  const daysJson = JSON.stringify([...days.values()]);

  const [facts, checkIns, screeningRows, assigned, signs, missed, flags] = await Promise.all([
    clientFacts(db, daysJson, from, since),
    recentCheckIns(db, daysJson, from),
    newestScreenings(db, ids),
    assignments(db, ids),
    newClientSigns(db, clients),
    missedSessions(db, ids, now),
    openClientFlags(db, ids),
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

  return clients.map((client) => {
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
    const screened = screeningBy.get(client.id) ?? null;
    const screening = screeningStatus(screened, now);
    const lastSeenAt = seenBy.get(client.id) ?? null;
    const validUntil = firstAfter(now, [
      startOfDayIn(addDays(day.today, 1), clientZone(client.timeZone)),
      // The window the queries read starts from a UTC day.
      startOfDayIn(addDays(localDay(now, "UTC"), 1), "UTC"),
      lastSeenAt && new Date(lastSeenAt.getTime() + QUIET_DAYS * DAY_MS),
      lastCheckIn?.flags.pain ? new Date(lastCheckIn.submittedAt.getTime() + PAIN_NEWS_DAYS * DAY_MS) : null,
      screened && screeningValidUntil(screened),
    ]) as Date;
    const row: ClientRow = {
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
      newSigns: signs.get(client.id) ?? [],
      flags: flags.get(client.id) ?? [],
      reasons: attentionReasons({
        now,
        lastSeen: lastSeenAt,
        lastCheckIn,
        screening,
        days: day,
        checkInWeeks: recent.map((row) => row.week),
        isNew: signs.has(client.id),
        unread: Number(total?.unread ?? 0),
        missed: missed.get(client.id) ?? 0,
        flags: (flags.get(client.id) ?? []).map((flag) => flag.kind),
      }),
    };
    return { row, validUntil };
  });
}
