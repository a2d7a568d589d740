// The payment provider's events for one subscription, and the orders to deliver them in: the
// payment lifecycle tests (tests/integration/payment-lifecycle.test.ts).

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const T0 = Date.parse("2026-03-02T09:00:00Z");
/** The first paid period's end, and the second's. */
export const P1 = T0 + 30 * DAY;
export const P2 = P1 + 31 * DAY;

export type Event = { id: string; type: string; created: number; object: Record<string, unknown> };

const seconds = (time: number) => Math.floor(time / 1000);

export function event(id: string, type: string, created: number, object: Record<string, unknown>): Event {
  return { id, type, created: seconds(created), object };
}

/** The provider's events for one subscription, sub_1 of customer cus_1. */
export const checkout = (memberId: string) =>
  event("evt_checkout", "checkout.session.completed", T0, {
    object: "checkout.session",
    mode: "subscription",
    payment_status: "paid",
    client_reference_id: memberId,
    subscription: "sub_1",
    customer: "cus_1",
    amount_total: 2900,
    currency: "aud",
  });

export const invoicePaid = (
  id: string,
  invoice: string,
  created: number,
  periodEnd: number,
  type = "invoice.paid",
) =>
  event(id, type, created, {
    object: "invoice",
    id: invoice,
    customer: "cus_1",
    subscription: "sub_1",
    charge: `ch_${invoice}`,
    payment_intent: `pi_${invoice}`,
    amount_paid: 2900,
    currency: "aud",
    lines: { data: [{ period: { start: seconds(periodEnd - 30 * DAY), end: seconds(periodEnd) } }] },
  });

/** The provider's 2025-03-31 shape: the subscription under `parent`, no charge on the invoice. */
export const invoiceFailed = (id: string, invoice: string, created: number) =>
  event(id, "invoice.payment_failed", created, {
    object: "invoice",
    id: invoice,
    customer: "cus_1",
    parent: { subscription_details: { subscription: "sub_1" } },
    amount_due: 2900,
    currency: "aud",
    lines: { data: [] },
  });

export const subscriptionUpdated = (id: string, created: number, cancel: boolean, periodEnd: number) =>
  event(id, "customer.subscription.updated", created, {
    object: "subscription",
    id: "sub_1",
    customer: "cus_1",
    status: "active",
    cancel_at_period_end: cancel,
    items: { data: [{ current_period_end: seconds(periodEnd) }] },
  });

export const subscriptionDeleted = (id: string, created: number, periodEnd: number) =>
  event(id, "customer.subscription.deleted", created, {
    object: "subscription",
    id: "sub_1",
    customer: "cus_1",
    status: "canceled",
    cancel_at_period_end: false,
    current_period_end: seconds(periodEnd),
  });

export const refund = (id: string, invoice: string, created: number, full = true) =>
  event(id, "charge.refunded", created, {
    object: "charge",
    id: `ch_${invoice}`,
    customer: "cus_1",
    payment_intent: `pi_${invoice}`,
    amount: 2900,
    amount_refunded: full ? 2900 : 500,
    refunded: full,
    currency: "aud",
  });

export const dispute = (id: string, invoice: string, created: number) =>
  event(id, "charge.dispute.created", created, {
    object: "dispute",
    id: `dp_${id}`,
    charge: `ch_${invoice}`,
    payment_intent: `pi_${invoice}`,
    amount: 2900,
    currency: "aud",
  });

/** A small seeded shuffle, so a failing order can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Orders to deliver a scenario's events in: as they happened, backwards, and shuffled; in each,
 * every event arrives twice (the second round in another order).
 */
export function deliveryOrders(events: readonly Event[]): { label: string; sequence: Event[] }[] {
  const reversed = [...events].reverse();
  return [
    { label: "in order, then again backwards", sequence: [...events, ...reversed] },
    { label: "backwards, then again in order", sequence: [...reversed, ...events] },
    ...[7, 42, 1234].map((seed) => ({
      label: `shuffled (seed ${seed})`,
      sequence: [...shuffled(events, seed), ...shuffled(events, seed + 1)],
    })),
  ];
}
