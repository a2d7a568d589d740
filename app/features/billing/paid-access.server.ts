// Writing down what the folds say (decision 0034): a subscription's row, and her premium
// entitlement from everything she paid for. Both run in the caller's billing transaction.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { entitlements, payments, subscriptions } from "~/db/schema";
import {
  byTime,
  foldPaidAccess,
  foldSubscription,
  looseRevocationsOf,
  openFailure,
} from "./subscription-fold.server";

/** Folds one subscription afresh from its events and stores the result. */
export async function refoldSubscription(db: Database, id: string) {
  const own = await db.select().from(payments).where(eq(payments.subscriptionId, id));
  const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const memberId = existing?.memberId ?? own.find((row) => row.memberId)?.memberId ?? null;
  const customerId = existing?.customerId ?? own.find((row) => row.customerId)?.customerId ?? null;
  const hers = memberId ? await db.select().from(payments).where(eq(payments.memberId, memberId)) : [];
  const folded = foldSubscription(own, looseRevocationsOf(hers));
  await db
    .insert(subscriptions)
    .values({ id, memberId, customerId, ...folded })
    .onConflictDoUpdate({ target: subscriptions.id, set: { memberId, customerId, ...folded } });
  return { folded, memberId, failure: openFailure(own, folded) };
}

/**
 * Her premium entitlement from what she paid. A grant from the coach is never cut short by a
 * payment event: it is replaced only when the paid access reaches further.
 */
export async function applyPaidAccess(db: Database, memberId: string) {
  const rows = await db.select().from(payments).where(eq(payments.memberId, memberId));
  const [held] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.memberId, memberId), eq(entitlements.kind, "premium")));
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId));
  // Premium paid for before payments were recorded (decision 0013) stays open.
  const heldEvent = held?.source.startsWith("payment:") ? held.source.slice("payment:".length) : null;
  const legacyOpen = heldEvent !== null && held?.endsAt === null && !(await knownEvent(db, heldEvent));
  const paidEnd = foldPaidAccess(rows, subs, legacyOpen);
  if (paidEnd === undefined) return;
  if (held && !held.source.startsWith("payment:")) {
    if (held.endsAt === null) return;
    if (paidEnd !== null && paidEnd.getTime() <= held.endsAt.getTime()) return;
  }
  const newest = [...rows].sort(byTime).at(-1);
  const source =
    held?.source.startsWith("payment:") && legacyOpen ? held.source : `payment:${newest?.eventId}`;
  await db
    .insert(entitlements)
    .values({ memberId, kind: "premium", endsAt: paidEnd, source })
    .onConflictDoUpdate({
      target: [entitlements.memberId, entitlements.kind],
      set: { endsAt: paidEnd, source, updatedAt: new Date() },
    });
}

/** Whether we stored this event: a grant naming one we never stored predates payment records. */
async function knownEvent(db: Database, eventId: string) {
  const [row] = await db
    .select({ eventId: payments.eventId })
    .from(payments)
    .where(eq(payments.eventId, eventId));
  return Boolean(row);
}
