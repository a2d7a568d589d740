// The payment provider's subscription lifecycle (issue 19, decision 0034). Every event is
// stored in `payments`; a subscription's state and her premium's end date are folded from that
// whole history in the order of the provider's `created` times, so a replay, a late event or
// two deliveries in any order end in the same dates. Here: storing an event, tying it to whose
// it is, and refolding what it touched.
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { entitlements, payments, subscriptions } from "~/db/schema";
import { applyPaidAccess, refoldSubscription } from "./paid-access.server";
import { type OpenPaymentFailure, queuePaymentFailedEmails } from "./payment-failed-email.server";
import type { PaymentFacts } from "./provider-events.server";
import { GRACE_DAYS } from "./subscription-fold.server";

/** Serialises billing changes across instances: each fold must see every event committed before it. */
const BILLING_LOCK = 190_034;

/** Ties the event to what it belongs to, from the ids it shares with events seen before. */
async function link(db: Database, facts: PaymentFacts): Promise<PaymentFacts> {
  const row = { ...facts };
  if (row.subscriptionId) {
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, row.subscriptionId));
    row.memberId ??= sub?.memberId ?? null;
    row.customerId ??= sub?.customerId ?? null;
  }
  const shared: SQL[] = [];
  if (row.invoiceId) shared.push(eq(payments.invoiceId, row.invoiceId));
  if (row.chargeId) shared.push(eq(payments.chargeId, row.chargeId));
  if (row.paymentIntentId) shared.push(eq(payments.paymentIntentId, row.paymentIntentId));
  if (shared.length > 0) {
    const related = await db
      .select()
      .from(payments)
      .where(or(...shared))
      .orderBy(payments.occurredAt);
    for (const other of related) {
      // A refund of a purchase stays tied to the purchase (its payment intent), not to a subscription.
      if (other.kind !== "purchase") row.subscriptionId ??= other.subscriptionId;
      row.memberId ??= other.memberId;
      row.customerId ??= other.customerId;
    }
  }
  if (!row.memberId && row.customerId) {
    const [byCustomer] = await db
      .select({ memberId: subscriptions.memberId })
      .from(subscriptions)
      .where(and(eq(subscriptions.customerId, row.customerId), sql`${subscriptions.memberId} is not null`))
      .limit(1);
    const [byPayment] = byCustomer
      ? [byCustomer]
      : await db
          .select({ memberId: payments.memberId })
          .from(payments)
          .where(and(eq(payments.customerId, row.customerId), sql`${payments.memberId} is not null`))
          .limit(1);
    row.memberId = byPayment?.memberId ?? null;
  }
  if (!row.memberId && row.subscriptionId) {
    // Paid before her address was confirmed: the grant that waited carries the checkout's event.
    const [checkout] = await db
      .select({ eventId: payments.eventId })
      .from(payments)
      .where(and(eq(payments.subscriptionId, row.subscriptionId), eq(payments.kind, "subscription-checkout")))
      .limit(1);
    if (checkout) {
      const [held] = await db
        .select({ memberId: entitlements.memberId })
        .from(entitlements)
        .where(eq(entitlements.source, `payment:${checkout.eventId}`))
        .limit(1);
      row.memberId = held?.memberId ?? null;
    }
  }
  return row;
}

/** Fills in, on events and subscriptions seen before, the member and subscription this one named. */
async function propagate(db: Database, row: PaymentFacts) {
  if (row.memberId) {
    const mine: SQL[] = [];
    if (row.subscriptionId) mine.push(eq(payments.subscriptionId, row.subscriptionId));
    if (row.customerId) mine.push(eq(payments.customerId, row.customerId));
    if (row.invoiceId) mine.push(eq(payments.invoiceId, row.invoiceId));
    if (row.chargeId) mine.push(eq(payments.chargeId, row.chargeId));
    if (row.paymentIntentId) mine.push(eq(payments.paymentIntentId, row.paymentIntentId));
    if (mine.length > 0) {
      await db
        .update(payments)
        .set({ memberId: row.memberId })
        .where(and(isNull(payments.memberId), or(...mine)));
    }
    const subs: SQL[] = [];
    if (row.subscriptionId) subs.push(eq(subscriptions.id, row.subscriptionId));
    if (row.customerId) subs.push(eq(subscriptions.customerId, row.customerId));
    if (subs.length > 0) {
      await db
        .update(subscriptions)
        .set({ memberId: row.memberId })
        .where(and(isNull(subscriptions.memberId), or(...subs)));
    }
  }
  if (row.subscriptionId && row.kind !== "purchase") {
    const shared: SQL[] = [];
    if (row.invoiceId) shared.push(eq(payments.invoiceId, row.invoiceId));
    if (row.chargeId) shared.push(eq(payments.chargeId, row.chargeId));
    if (row.paymentIntentId) shared.push(eq(payments.paymentIntentId, row.paymentIntentId));
    if (shared.length > 0) {
      await db
        .update(payments)
        .set({ subscriptionId: row.subscriptionId })
        .where(and(isNull(payments.subscriptionId), sql`${payments.kind} <> 'purchase'`, or(...shared)));
    }
  }
}

/** Taken first in every billing transaction (PGlite and PostgreSQL alike). */
export async function lockBilling(db: Database) {
  await db.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK})`);
}

/**
 * Stores one payment event and brings her subscription and premium up to date, in the caller's
 * transaction (which holds `lockBilling`). Returns what happened, in words for the audit log.
 */
export async function recordPayment(
  db: Database,
  facts: PaymentFacts,
  mail: { appUrl: string; now: Date },
): Promise<{ outcome: string; memberId: string | null }> {
  const row = await link(db, facts);
  const outcome = facts.outcome ?? describeOutcome(row);
  await db
    .insert(payments)
    .values({ ...row, outcome, createdAt: mail.now, updatedAt: mail.now })
    .onConflictDoNothing();
  await propagate(db, row);

  const affected = new Set<string>();
  if (row.subscriptionId) affected.add(row.subscriptionId);
  if (row.memberId) {
    const hers = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.memberId, row.memberId));
    for (const sub of hers) affected.add(sub.id);
  }
  const failing: OpenPaymentFailure[] = [];
  for (const id of affected) {
    const { folded, memberId, failure } = await refoldSubscription(db, id);
    if (memberId && failure && folded.accessEndsAt && folded.accessEndsAt > mail.now) {
      failing.push({ memberId, failure, until: folded.accessEndsAt });
    }
  }
  if (row.memberId) await applyPaidAccess(db, row.memberId);

  // Asked after every event, not only a failure's: when the failure arrived before the event
  // that told us whose subscription it is, the email goes once she is known. The key keeps it
  // to one email per unpaid invoice, however often the provider retries or redelivers.
  await queuePaymentFailedEmails(db, failing, mail);
  return { outcome: row.memberId ? outcome : `${outcome} (no account linked yet)`, memberId: row.memberId };
}

function describeOutcome(row: PaymentFacts): string {
  switch (row.kind) {
    case "renewal":
      return `subscription ${row.subscriptionId} paid${row.periodEnd ? ` through ${row.periodEnd.toISOString()}` : ""}`;
    case "payment-failed":
      return `payment failed for subscription ${row.subscriptionId}: ${GRACE_DAYS} days' grace`;
    case "refund":
      return "refunded: paid access ended";
    case "partial-refund":
      return "partly refunded: access unchanged";
    case "dispute":
      return "disputed: paid access ended";
    case "subscription-updated":
      return row.cancelAtPeriodEnd
        ? `subscription ${row.subscriptionId} set to end at its period's end`
        : `subscription ${row.subscriptionId} renews`;
    case "subscription-ended":
      return `subscription ${row.subscriptionId} ended`;
    case "purchase":
      return "paid once: premium with no end date";
    case "subscription-checkout":
      return `subscription ${row.subscriptionId} started`;
  }
}
