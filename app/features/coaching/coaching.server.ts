import { and, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { entitlements, members, programAssignments } from "~/db/schema";

/**
 * Who the coach coaches (decision 0032): a member account, not the coach's own, that holds
 * active portal or premium access, or that the coach has given a program. Free members can
 * still write to the coach and check in; only clients are listed, invited and counted.
 */
export function activeClientCondition(now: Date) {
  const hasAccess = sql`exists (select 1 from ${entitlements} where ${and(
    eq(entitlements.memberId, members.id),
    or(isNull(entitlements.endsAt), gt(entitlements.endsAt, now)),
  )})`;
  const hasProgram = sql`exists (select 1 from ${programAssignments} where ${eq(
    programAssignments.memberId,
    members.id,
  )})`;
  return and(ne(members.role, "coach"), or(hasAccess, hasProgram));
}

/** The ids of every active client. */
export async function activeClientIds(db: Database, now: Date): Promise<string[]> {
  const rows = await db.select({ id: members.id }).from(members).where(activeClientCondition(now));
  return rows.map((row) => row.id);
}

export async function isActiveClient(db: Database, memberId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), activeClientCondition(now)));
  return rows.length > 0;
}

/** Keeps the ids of `ids` that are active clients, in one query. */
export async function filterActiveClients(db: Database, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, ids), activeClientCondition(now)));
  return new Set(rows.map((row) => row.id));
}
