// Reading the payment provider's event objects (issue 19, decision 0034): each lifecycle event
// becomes the facts of one `payments` row, or is ignored, or is refused as malformed. Both the
// provider's API versions before and after 2025-03-31 are read.
import { z } from "zod";
import type { PaymentKind } from "~/db/schema";
import type { PaymentRow } from "./billing-records.server";

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

/** The greatest of the numbers given, or null when none is known. */
export const latest = (values: readonly (number | null | undefined)[]) => {
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
