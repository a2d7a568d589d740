import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { type NewClientSign as ClientSign, VIEWED_CLIENT_RECORD } from "./client-signs";

// Why a client is new to the coach (issue 36 §1): she appears in Clients the moment she gives
// any sign (coaching.server.ts), flagged "new" until a coach first opens her record, with the
// signs she gave in words. "Opened" is read from the audit log, whose "viewed client record"
// line is written in the same transaction as the record it discloses (decision 0032), so the
// flag needs no state of its own and no GET writes for it.

type SignFacts = {
  member_id: string;
  portal: boolean;
  premium: boolean;
  access: boolean;
  screening: boolean;
  session: boolean;
  check_in: boolean;
  message: boolean;
  booking: boolean;
  opened: boolean;
};

/**
 * For each client who has never had her record opened by a coach, the signs she gave, in the
 * order the badge reads them. Clients already opened are left out of the map. One statement.
 */
export async function newClientSigns(
  db: Database,
  clients: readonly { id: string; email: string }[],
): Promise<Map<string, ClientSign[]>> {
  if (clients.length === 0) return new Map();
  const list = JSON.stringify(clients.map(({ id, email }) => ({ id, email })));
  const rows = await queryRows<SignFacts>(
    db,
    sql`select c.id as member_id,
          m.portal_code_at is not null as portal,
          exists (select 1 from entitlements e where e.member_id = c.id and e.kind = 'premium') as premium,
          exists (select 1 from entitlements e where e.member_id = c.id and e.kind = 'portal') as access,
          exists (select 1 from screenings s where s.member_id = c.id) as screening,
          exists (select 1 from workout_logs w where w.member_id = c.id) as session,
          exists (select 1 from check_ins ci where ci.member_id = c.id) as check_in,
          exists (select 1 from messages x where x.member_id = c.id and not x.from_coach) as message,
          exists (select 1 from bookings b where b.member_id = c.id) as booking,
          exists (select 1 from audit_log a where a.action = ${VIEWED_CLIENT_RECORD} and a.target = c.email)
            as opened
        from json_to_recordset(${list}::json) as c(id text, email text)
        join members m on m.id = c.id`,
  );
  const signs = new Map<string, ClientSign[]>();
  for (const row of rows) {
    if (row.opened) continue;
    const given: ClientSign[] = [];
    if (row.portal) given.push("portal");
    if (row.premium) given.push("premium");
    if (row.access && !row.portal) given.push("access");
    if (row.screening) given.push("screening");
    if (row.session) given.push("session");
    if (row.check_in) given.push("check-in");
    if (row.message) given.push("message");
    if (row.booking) given.push("booking");
    signs.set(row.member_id, given);
  }
  return signs;
}
