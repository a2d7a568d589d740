import { sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, queryRows } from "~/db/client.server";
import { type ChangeListener, listenForChanges } from "~/db/data-changes.server";
import { getCheckInWeekday } from "./check-in.server";
import { byAttention, MISSED_DAYS } from "./client-attention";
import { activeClients, type ClientRow, clientRowsFor, listClientRows } from "./clients.server";

// Decision 0069 (issue 41 §2): the coach's client rows kept in memory, each until her data
// changes or the clock alone could change it, so a view of Clients or the coach home recomputes
// only the clients whose rows may have changed, not every client's year.
// - The database names whose data changed (decision 0043's triggers): that client's row is
//   recomputed at the next view; a change to everyone ("*"), or announcements missed while the
//   LISTEN connection was down, recompute every row.
// - Each row carries the first instant at which time alone could change it (clientRowsFor, plus
//   her access ending and a missed session leaving the 14 days here): past it, she is recomputed.
// - While the announcements cannot be heard, every view computes the list in full, as before.
// The sort over the kept rows is kept too, until a row changes.

type Entry = { row: ClientRow; validUntil: number };

type Keeper = ChangeListener & {
  rows(now: Date): Promise<ClientRow[]>;
};

/** The first instant at which a client's access ends or a booking changes her "missed". */
async function bookingAndAccessBoundaries(db: Database, ids: readonly string[], now: Date) {
  if (ids.length === 0) return new Map<string, number>();
  const only = [...ids];
  const missedFor = sql.raw(`interval '${MISSED_DAYS} days'`);
  const rows = await queryRows<{ member_id: string; at: number }>(
    db,
    sql`select member_id, (extract(epoch from min(at)) * 1000)::float8 as at from (
          select member_id, ends_at as at from entitlements
            where member_id in ${only} and ends_at > ${now}
          union all
          select member_id, starts_at + ${missedFor} from bookings
            where member_id in ${only} and status = 'no-show' and starts_at + ${missedFor} > ${now}
          union all
          select member_id, starts_at from bookings where member_id in ${only} and starts_at > ${now}
        ) boundaries where member_id is not null group by member_id`,
  );
  return new Map(rows.map((row) => [row.member_id, Number(row.at)]));
}

function createKeeper(db: Database): Keeper {
  const entries = new Map<string, Entry>();
  let sorted: ClientRow[] | null = null;
  let weekday: number | null = null;
  let everyone = true;
  const dirty = new Set<string>();
  let hearing = true;
  /** The latest clock a refresh read: a clock turned back (tests) recomputes every row. */
  let latest = Number.NEGATIVE_INFINITY;
  let queue: Promise<unknown> = Promise.resolve();

  async function recompute(now: Date, ids: readonly string[] | null) {
    const at = now.getTime();
    if (ids === null) {
      entries.clear();
      weekday = null;
    } else {
      for (const id of ids) entries.delete(id);
    }
    weekday ??= await getCheckInWeekday(db);
    const clients = await activeClients(db, now, ids ?? undefined);
    const [computed, boundaries] = await Promise.all([
      clientRowsFor(db, now, clients, weekday),
      bookingAndAccessBoundaries(
        db,
        clients.map((client) => client.id),
        now,
      ),
    ]);
    for (const { row, validUntil } of computed) {
      const boundary = boundaries.get(row.id);
      const until =
        boundary !== undefined && boundary > at
          ? Math.min(boundary, validUntil.getTime())
          : validUntil.getTime();
      entries.set(row.id, { row, validUntil: until });
    }
    sorted = null;
  }

  async function refresh(now: Date): Promise<ClientRow[]> {
    if (now.getTime() < latest) everyone = true;
    latest = now.getTime();
    if (everyone) {
      everyone = false;
      dirty.clear();
      await recompute(now, null);
    } else {
      const ids = new Set(dirty);
      dirty.clear();
      for (const [id, entry] of entries) if (entry.validUntil <= now.getTime()) ids.add(id);
      if (ids.size > 0) await recompute(now, [...ids]);
    }
    sorted ??= [...entries.values()].map((entry) => entry.row).sort(byAttention);
    return sorted;
  }

  return {
    changed(whose) {
      if (whose === "*") everyone = true;
      else dirty.add(whose);
    },
    lost() {
      hearing = false;
    },
    resumed() {
      hearing = true;
      everyone = true;
    },
    rows(now) {
      if (!hearing) return listClientRows(db, now);
      // One refresh at a time: ten coaches' views at once recompute a changed row once.
      const next = queue.then(
        () => refresh(now),
        () => refresh(now),
      );
      queue = next.catch(() => {
        everyone = true;
      });
      return next;
    },
  };
}

const keepers = new WeakMap<Database, Keeper>();

/**
 * Keeps the client rows of this database in memory from now on, hearing its change
 * announcements; the server does this once at start-up. Returns the way to stop.
 */
export async function keepClientRows(database: DatabaseHandle): Promise<() => Promise<void>> {
  return listenForChanges(database, createKeeper(database.db), keepers);
}

/**
 * One row per active client, sorted by what needs the coach: exactly `listClientRows`, from
 * the kept rows when the server keeps them (`keepClientRows`), else computed in full. The
 * array is shared between views: do not change it.
 */
export function clientRows(db: Database, now: Date): Promise<readonly ClientRow[]> {
  const keeper = keepers.get(db);
  return keeper ? keeper.rows(now) : listClientRows(db, now);
}
