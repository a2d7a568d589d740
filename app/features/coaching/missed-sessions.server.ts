import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { MISSED_DAYS } from "./client-attention";

// "Missed a session" in the coach's needs-attention list (issue 40 §5): a booking the coach
// marked no-show in the last 14 days, with no session of hers marked attended after it. Once
// she comes again the reason goes by itself: no state of its own. One statement for all clients.

/** For each of these members with a recent no-show not followed by an attended session, how many. */
export async function missedSessions(
  db: Database,
  memberIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const since = new Date(now.getTime() - MISSED_DAYS * 86_400_000);
  const rows = await queryRows<{ member_id: string; missed: number }>(
    db,
    sql`select b.member_id, count(*)::int as missed
        from bookings b
        where b.member_id in ${[...memberIds]} and b.status = 'no-show'
          and b.starts_at >= ${since} and b.starts_at <= ${now}
          and not exists (
            select 1 from bookings later where later.member_id = b.member_id
              and later.status = 'attended' and later.starts_at > b.starts_at
          )
        group by b.member_id`,
  );
  return new Map(rows.map((row) => [row.member_id, Number(row.missed)]));
}
