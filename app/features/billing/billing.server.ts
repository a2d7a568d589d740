// The payment provider's subscription lifecycle (issue 19, decision 0034). Every event is
// stored in `payments`; a subscription's state and her premium's end date are folded from that
// whole history in the order of the provider's `created` times, so a replay, a late event or
// two deliveries in any order end in the same dates.
import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { entitlements, type PaymentKind, payments, type SubscriptionState, subscriptions } from "~/db/schema";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { findMemberById } from "~/lib/members.server";

/** Issue 19 §5 (decision 0034): a failed payment keeps access this long after the first failure. */
export const GRACE_DAYS = 7;
const GRACE_MS = GRACE_DAYS * 24 * 60 * 60 * 1000;

/** Serialises billing changes across instances: each fold must see every event committed before it. */
const BILLING_LOCK = 190_034;

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/* ------------------------------------------------------------------ reading provider objects */

/** Provider ids are short printable ASCII ("sub_…", "in_…"). */
const ProviderId = z.string().regex(/^[\x21-\x7e]{1,255}$/);
/** An id, or the object it names when the provider expanded it. */
const Ref = z
  .union([ProviderId, z.looseObject({ id: ProviderId })])
  .nullish()
  .transform((value) => (typeof value === "string" ? value : (value?.id ?? null)));
/** Seconds since 1970, as the provider sends times. */
const Stamp = z.number().int().min(0).max(100_000_000_000);
const Amount = z.number().int().min(0).max(1_000_000_000_000).nullish();
const Currency = z
  .string()
  .regex(/^[a-zA-Z]{3}$/)
  .nullish()
  .transform((value) => value?.toLowerCase() ?? null);

const InvoiceLine = z.looseObject({
  period: z.looseObject({ end: Stamp.nullish() }).nullish(),
  subscription: Ref,
  parent: z
    .looseObject({ subscription_item_details: z.looseObject({ subscription: Ref }).nullish() })
    .nullish(),
});

const InvoiceSchema = z.looseObject({
  // Checked once the invoice is known to be a subscription's: any other invoice is not ours.
  id: ProviderId.nullish(),
  customer: Ref,
  // Before the provider's 2025-03-31 API the subscription was named on the invoice itself.
  subscription: Ref,
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: Ref }).nullish() }).nullish(),
  charge: Ref,
  payment_intent: Ref,
  amount_paid: Amount,
  amount_due: Amount,
  currency: Currency,
  lines: z.looseObject({ data: z.array(InvoiceLine).max(1000) }).nullish(),
});

const SubscriptionSchema = z.looseObject({
  id: ProviderId,
  customer: Ref,
  status: z.string().max(50).nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  // Moved onto the items in the provider's 2025-03-31 API; both are read.
  current_period_end: Stamp.nullish(),
  items: z
    .looseObject({ data: z.array(z.looseObject({ current_period_end: Stamp.nullish() })).max(100) })
    .nullish(),
});

const ChargeSchema = z.looseObject({
  id: ProviderId,
  customer: Ref,
  invoice: Ref,
  payment_intent: Ref,
  amount: Amount,
  amount_refunded: Amount,
  refunded: z.boolean().nullish(),
  currency: Currency,
});

const DisputeSchema = z.looseObject({
  id: ProviderId,
  charge: Ref,
  payment_intent: Ref,
  amount: Amount,
  currency: Currency,
});

export const LIFECYCLE_EVENTS = new Set([
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "charge.refunded",
  "charge.dispute.created",
]);

/** A row to store, before it is tied to a member and subscription. */
export type PaymentFacts = Omit<PaymentRow, "createdAt" | "updatedAt" | "outcome"> & { outcome?: string };

const blank = (eventId: string, kind: PaymentKind, occurredAt: Date): PaymentFacts => ({
  eventId,
  kind,
  occurredAt,
  memberId: null,
  subscriptionId: null,
  customerId: null,
  invoiceId: null,
  chargeId: null,
  paymentIntentId: null,
  amount: null,
  currency: null,
  periodEnd: null,
  cancelAtPeriodEnd: null,
});

const fromSeconds = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

const latest = (values: readonly (number | null | undefined)[]) => {
  const known = values.filter((value): value is number => typeof value === "number");
  return known.length === 0 ? null : Math.max(...known);
};

/**
 * The facts of a lifecycle event, or `ignored` (an invoice with no subscription), or `malformed`
 * (a signed event whose object does not read as its type says: a 400, never a 500).
 */
export function readLifecycleEvent(
  event: { id: string; type: string; object: Record<string, unknown> },
  occurredAt: Date,
): PaymentFacts | "ignored" | "malformed" {
  const { id, type, object } = event;
  if (type.startsWith("invoice.")) {
    const parsed = InvoiceSchema.safeParse(object);
    if (!parsed.success) return "malformed";
    const invoice = parsed.data;
    const lines = invoice.lines?.data ?? [];
    const subscriptionId =
      invoice.subscription ??
      invoice.parent?.subscription_details?.subscription ??
      lines
        .map((line) => line.subscription ?? line.parent?.subscription_item_details?.subscription)
        .find(Boolean) ??
      null;
    if (!subscriptionId) return "ignored";
    if (!invoice.id) return "malformed";
    const failed = type === "invoice.payment_failed";
    return {
      ...blank(id, failed ? "payment-failed" : "renewal", occurredAt),
      subscriptionId,
      customerId: invoice.customer,
      invoiceId: invoice.id,
      chargeId: invoice.charge,
      paymentIntentId: invoice.payment_intent,
      amount: (failed ? invoice.amount_due : invoice.amount_paid) ?? null,
      currency: invoice.currency,
      // The period the invoice pays for; the invoice's own period_end is the one before it.
      periodEnd: failed ? null : fromSeconds(latest(lines.map((line) => line.period?.end))),
    };
  }
  if (type.startsWith("customer.subscription.")) {
    const parsed = SubscriptionSchema.safeParse(object);
    if (!parsed.success) return "malformed";
    const subscription = parsed.data;
    const ended = type === "customer.subscription.deleted" || subscription.status === "canceled";
    return {
      ...blank(id, ended ? "subscription-ended" : "subscription-updated", occurredAt),
      subscriptionId: subscription.id,
      customerId: subscription.customer,
      periodEnd: fromSeconds(
        subscription.current_period_end ??
          latest((subscription.items?.data ?? []).map((item) => item.current_period_end)),
      ),
      cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    };
  }
  if (type === "charge.refunded") {
    const parsed = ChargeSchema.safeParse(object);
    if (!parsed.success) return "malformed";
    const charge = parsed.data;
    // Only a full refund takes the access back; a partial one (a goodwill discount) does not.
    const full = charge.refunded === true;
    return {
      ...blank(id, full ? "refund" : "partial-refund", occurredAt),
      customerId: charge.customer,
      invoiceId: charge.invoice,
      chargeId: charge.id,
      paymentIntentId: charge.payment_intent,
      amount: charge.amount_refunded ?? null,
      currency: charge.currency,
    };
  }
  if (type === "charge.dispute.created") {
    const parsed = DisputeSchema.safeParse(object);
    if (!parsed.success) return "malformed";
    const dispute = parsed.data;
    return {
      ...blank(id, "dispute", occurredAt),
      chargeId: dispute.charge,
      paymentIntentId: dispute.payment_intent,
      amount: dispute.amount ?? null,
      currency: dispute.currency,
    };
  }
  return "ignored";
}

/* ------------------------------------------------------------------------------- the folds */

const isRevocation = (row: Pick<PaymentRow, "kind">) => row.kind === "refund" || row.kind === "dispute";
const isPayment = (row: Pick<PaymentRow, "kind">) =>
  row.kind === "renewal" || row.kind === "subscription-checkout" || row.kind === "purchase";
const byTime = (a: PaymentRow, b: PaymentRow) =>
  a.occurredAt.getTime() - b.occurredAt.getTime() || a.eventId.localeCompare(b.eventId);
const maxTime = (
  rows: readonly PaymentRow[],
  pick: (row: PaymentRow) => Date | null = (row) => row.occurredAt,
) => latest(rows.map((row) => pick(row)?.getTime()));

export type SubscriptionFold = Pick<
  SubscriptionRow,
  | "status"
  | "currentPeriodEnd"
  | "cancelAtPeriodEnd"
  | "canceledAt"
  | "graceUntil"
  | "revokedAt"
  | "accessEndsAt"
  | "lastEventAt"
>;

/**
 * One subscription's state from its events (and refunds of hers that name nothing more precise).
 * Pure: the same events give the same answer in any order.
 */
export function foldSubscription(own: readonly PaymentRow[], looseRevocations: readonly PaymentRow[]) {
  const rows = [...own].sort(byTime);
  const paid = rows.filter(isPayment);
  const lastPaidAt = maxTime(paid);
  const paidThrough = maxTime(
    rows.filter((row) => row.kind === "renewal"),
    (row) => row.periodEnd,
  );
  const snapshots = rows.filter(
    (row) => row.kind === "subscription-updated" || row.kind === "subscription-ended",
  );
  const lastSnapshot = snapshots.at(-1);
  // Without a paid invoice yet, the provider's own period end is the best word there is.
  const periodEnd = paidThrough ?? maxTime(snapshots, (row) => row.periodEnd);
  const ended = rows.find((row) => row.kind === "subscription-ended");
  // Retries of a failed payment do not stretch the grace: it runs from the first failure since
  // the last good payment.
  const failures = rows.filter(
    (row) => row.kind === "payment-failed" && (lastPaidAt === null || row.occurredAt.getTime() > lastPaidAt),
  );
  const graceUntil = failures[0] ? failures[0].occurredAt.getTime() + GRACE_MS : null;
  // A refund or dispute ends access, unless a payment came after it.
  const revokedAt = maxTime(
    [...rows.filter(isRevocation), ...looseRevocations].filter(
      (row) => lastPaidAt === null || row.occurredAt.getTime() >= lastPaidAt,
    ),
  );

  let status: SubscriptionState;
  let accessEndsAt: number | null;
  if (revokedAt !== null) {
    status = "revoked";
    accessEndsAt = revokedAt;
  } else if (graceUntil !== null) {
    status = "past-due";
    accessEndsAt = Math.max(periodEnd ?? 0, graceUntil);
  } else {
    status = ended ? "canceled" : lastSnapshot?.cancelAtPeriodEnd ? "ending" : "active";
    accessEndsAt = periodEnd;
  }
  const date = (time: number | null) => (time === null ? null : new Date(time));
  return {
    status,
    currentPeriodEnd: date(periodEnd),
    cancelAtPeriodEnd: lastSnapshot?.cancelAtPeriodEnd ?? false,
    canceledAt: ended?.occurredAt ?? null,
    graceUntil: date(graceUntil),
    revokedAt: date(revokedAt),
    accessEndsAt: date(accessEndsAt),
    lastEventAt: date(maxTime(rows)) ?? new Date(0),
  } satisfies SubscriptionFold;
}

/** The first failed payment since the last good one, while it still counts: what the email is about. */
export function openFailure(own: readonly PaymentRow[], folded: SubscriptionFold): PaymentRow | null {
  if (folded.status !== "past-due" || !folded.graceUntil) return null;
  const graceStart = folded.graceUntil.getTime() - GRACE_MS;
  return own.find((row) => row.kind === "payment-failed" && row.occurredAt.getTime() === graceStart) ?? null;
}

/** Refunds and disputes of hers that name no subscription and no purchase: they end all she paid for. */
export function looseRevocationsOf(rows: readonly PaymentRow[]): PaymentRow[] {
  const intents = new Set(
    rows.filter((row) => row.kind === "purchase" && row.paymentIntentId).map((row) => row.paymentIntentId),
  );
  return rows.filter(
    (row) =>
      isRevocation(row) && !row.subscriptionId && !(row.paymentIntentId && intents.has(row.paymentIntentId)),
  );
}

/**
 * When her paid premium ends: null for open (a one-off purchase, or a subscription whose first
 * period end is not known yet), a date otherwise, undefined when she paid for nothing we know of.
 */
export function foldPaidAccess(
  rows: readonly PaymentRow[],
  folded: readonly Pick<SubscriptionFold, "accessEndsAt">[],
  legacyOpen: boolean,
): Date | null | undefined {
  const loose = looseRevocationsOf(rows);
  const ends: (number | null)[] = folded.map((sub) => sub.accessEndsAt?.getTime() ?? null);
  for (const purchase of rows.filter((row) => row.kind === "purchase")) {
    const revokedAt = maxTime(
      rows
        .filter(
          (row) =>
            isRevocation(row) &&
            ((purchase.paymentIntentId && row.paymentIntentId === purchase.paymentIntentId) ||
              loose.includes(row)),
        )
        .filter((row) => row.occurredAt.getTime() >= purchase.occurredAt.getTime()),
    );
    ends.push(revokedAt);
  }
  if (legacyOpen) ends.push(null);
  if (ends.length === 0) return undefined;
  if (ends.includes(null)) return null;
  return new Date(Math.max(...(ends as number[])));
}

/* ----------------------------------------------------------------------- storing and folding */

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

async function refoldSubscription(db: Database, id: string) {
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
async function applyPaidAccess(db: Database, memberId: string) {
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

async function knownEvent(db: Database, eventId: string) {
  const [row] = await db
    .select({ eventId: payments.eventId })
    .from(payments)
    .where(eq(payments.eventId, eventId));
  return Boolean(row);
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
  const failing: { memberId: string; failure: PaymentRow; until: Date }[] = [];
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
  for (const { memberId, failure, until } of failing) {
    const member = await findMemberById(db, memberId);
    if (!member) continue;
    await enqueueEmail(
      db,
      {
        to: member.email,
        message: messages.paymentFailed({
          name: member.name,
          until: formatLongDate(until),
          url: `${mail.appUrl}/account`,
        }),
        dedupeKey: `payment-failed:${memberId}:${failure.invoiceId ?? failure.eventId}`,
      },
      mail.now,
    );
  }
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

/* ------------------------------------------------------------------------------- reading back */

/** "3 March 2027", in the business's time zone. */
export function formatLongDate(date: Date, timeZone = liveSite().timeZone): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(date);
}

/** Her payment events, newest first; the provider's two notices of one paid invoice show once. */
export async function paymentHistory(db: Database, memberId: string, limit = 100): Promise<PaymentRow[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.memberId, memberId))
    .orderBy(desc(payments.occurredAt), desc(payments.eventId))
    .limit(limit);
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (!row.invoiceId) return true;
    const key = `${row.kind}:${row.invoiceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function subscriptionsOf(db: Database, memberId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.memberId, memberId))
    .orderBy(desc(subscriptions.lastEventAt));
}

/** The provider's customer id for her billing portal, from her newest subscription or payment. */
export async function customerIdOf(db: Database, memberId: string): Promise<string | null> {
  const [sub] = await db
    .select({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId), sql`${subscriptions.customerId} is not null`))
    .orderBy(desc(subscriptions.lastEventAt))
    .limit(1);
  if (sub?.customerId) return sub.customerId;
  const [paid] = await db
    .select({ customerId: payments.customerId })
    .from(payments)
    .where(and(eq(payments.memberId, memberId), sql`${payments.customerId} is not null`))
    .orderBy(desc(payments.occurredAt))
    .limit(1);
  return paid?.customerId ?? null;
}

/* ----------------------------------------------------------------------- the customer portal */

const PortalAnswer = z.object({ url: z.url({ protocol: /^https?$/ }) });

export type PortalResult = { ok: true; url: string } | { ok: false; reason: "unconfigured" | "provider" };

/**
 * Asks the provider for a customer-portal session (Stripe's `POST /v1/billing_portal/sessions`)
 * and returns the address to send her to. Any failure of the provider (down, slow, refusing,
 * answering nonsense) is `provider`, for a calm message: never a 500.
 */
export async function createPortalSession(input: {
  apiUrl: string;
  apiKey: string | undefined;
  customerId: string;
  returnUrl: string;
  timeoutMs?: number;
}): Promise<PortalResult> {
  if (!input.apiKey) return { ok: false, reason: "unconfigured" };
  try {
    const response = await fetch(new URL("/v1/billing_portal/sessions", input.apiUrl), {
      method: "POST",
      headers: {
        Authorization: `Bearer ${input.apiKey}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ customer: input.customerId, return_url: input.returnUrl }),
      signal: AbortSignal.timeout(input.timeoutMs ?? 10_000),
      redirect: "error",
    });
    if (!response.ok) {
      console.warn(`Billing portal refused: ${response.status}`);
      return { ok: false, reason: "provider" };
    }
    const answer = PortalAnswer.safeParse(await response.json());
    if (!answer.success) return { ok: false, reason: "provider" };
    return { ok: true, url: answer.data.url };
  } catch (error) {
    console.warn(`Billing portal unreachable: ${error instanceof Error ? error.name : "error"}`);
    return { ok: false, reason: "provider" };
  }
}
