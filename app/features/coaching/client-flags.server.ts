import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { clientFlags } from "~/db/schema";
import { type ClientFlag, type ClientFlagKind, isClientFlagKind } from "./client-flags";

// Issue 39: a flag is raised or cleared by the write that decides it, in its transaction (pass
// the transaction as `db`), so the coach's list reads one small table instead of recomputing
// every client's history on each view.

/** Raises (or restates) one reason for the coach; `detail` says why in her words. */
export async function raiseClientFlag(db: Database, memberId: string, kind: ClientFlagKind, detail: string) {
  await db
    .insert(clientFlags)
    .values({ memberId, kind, detail })
    .onConflictDoUpdate({ target: [clientFlags.memberId, clientFlags.kind], set: { detail } });
}

/** Clears one reason: the condition has passed, or the coach has acted on it. */
export async function clearClientFlag(db: Database, memberId: string, kind: ClientFlagKind) {
  await db.delete(clientFlags).where(and(eq(clientFlags.memberId, memberId), eq(clientFlags.kind, kind)));
}

/** The open flags of these clients (all clients when `memberIds` is omitted), by member. */
export async function openClientFlags(
  db: Database,
  memberIds?: readonly string[],
): Promise<Map<string, ClientFlag[]>> {
  if (memberIds && memberIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(clientFlags)
    .where(memberIds ? inArray(clientFlags.memberId, [...memberIds]) : undefined);
  const byMember = new Map<string, ClientFlag[]>();
  for (const row of rows) {
    if (!isClientFlagKind(row.kind)) continue;
    const flag: ClientFlag = { kind: row.kind, detail: row.detail, raisedAt: row.raisedAt };
    byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), flag]);
  }
  return byMember;
}
