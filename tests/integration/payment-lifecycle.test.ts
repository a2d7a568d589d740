// Issue 19 §5: a subscription's renewals, cancellation, failed payments, refunds and disputes
// move her premium's end date, whatever order the provider delivers them in and however often.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { entitlements, outbox, subscriptions } from "~/db/schema";
import { getViewer } from "~/lib/auth.server";
import { confirmAddress, createMember, type Member } from "~/lib/members.server";
import { action as webhookAction } from "~/routes/resources/payment-webhook";
import { cookieFrom, createTestApp, WEBHOOK_SECRET } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse("2026-03-02T09:00:00Z");
/** The first paid period's end, and the second's. */
const P1 = T0 + 30 * DAY;
const P2 = P1 + 31 * DAY;

type Event = { id: string; type: string; created: number; object: Record<string, unknown> };

const seconds = (time: number) => Math.floor(time / 1000);

function event(id: string, type: string, created: number, object: Record<string, unknown>): Event {
  return { id, type, created: seconds(created), object };
}

/** The provider's events for one subscription, sub_1 of customer cus_1. */
const checkout = (memberId: string) =>
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

const invoicePaid = (
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
const invoiceFailed = (id: string, invoice: string, created: number) =>
  event(id, "invoice.payment_failed", created, {
    object: "invoice",
    id: invoice,
    customer: "cus_1",
    parent: { subscription_details: { subscription: "sub_1" } },
    amount_due: 2900,
    currency: "aud",
    lines: { data: [] },
  });

const subscriptionUpdated = (id: string, created: number, cancel: boolean, periodEnd: number) =>
  event(id, "customer.subscription.updated", created, {
    object: "subscription",
    id: "sub_1",
    customer: "cus_1",
    status: "active",
    cancel_at_period_end: cancel,
    items: { data: [{ current_period_end: seconds(periodEnd) }] },
  });

const subscriptionDeleted = (id: string, created: number, periodEnd: number) =>
  event(id, "customer.subscription.deleted", created, {
    object: "subscription",
    id: "sub_1",
    customer: "cus_1",
    status: "canceled",
    cancel_at_period_end: false,
    current_period_end: seconds(periodEnd),
  });

const refund = (id: string, invoice: string, created: number, full = true) =>
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

const dispute = (id: string, invoice: string, created: number) =>
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
function deliveryOrders(events: readonly Event[]): { label: string; sequence: Event[] }[] {
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

describe("payment lifecycle through POST /webhooks/payments", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let ann: Member;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function fresh() {
    await resetDatabase(database);
    app = createTestApp(database, new Date(T0));
    const created = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: "correct horse battery",
      emailConfirmedAt: new Date(T0 - DAY),
    });
    if (!created) throw new Error("no member");
    ann = created;
  }
  beforeEach(fresh);

  async function deliver(item: Event) {
    const payload = JSON.stringify({
      id: item.id,
      object: "event",
      type: item.type,
      api_version: "2025-03-31.basil",
      created: item.created,
      data: { object: item.object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const request = new Request("http://localhost/webhooks/payments", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
    const base = app.args("/webhooks/payments");
    const response = (await webhookAction({ ...base, request } as Parameters<
      typeof webhookAction
    >[0])) as Response;
    expect(response.status, `${item.id}: ${await response.clone().text()}`).toBe(200);
  }

  async function premiumEndsAt(): Promise<Date | null | undefined> {
    const [row] = await database.db
      .select({ endsAt: entitlements.endsAt })
      .from(entitlements)
      .where(eq(entitlements.memberId, ann.id));
    return row === undefined ? undefined : row.endsAt;
  }

  /** Whether the site lets her into premium at `when`, asked the way every page asks. */
  async function premiumAt(when: number): Promise<boolean> {
    app.clock.now = new Date(when);
    const { setCookie } = await app.services.sessions.create({ memberId: ann.id });
    const viewer = await getViewer(app.args("/nutrition", { cookie: cookieFrom([setCookie]) }));
    app.clock.now = new Date(T0);
    return viewer.premium;
  }

  /** Runs `check` after delivering the events in each order, from an empty database each time. */
  async function inEveryOrder(events: (member: Member) => Event[], check: (label: string) => Promise<void>) {
    const count = deliveryOrders(events(ann)).length;
    for (let index = 0; index < count; index++) {
      if (index > 0) await fresh();
      // Built again each time: the events name her id, which is new after the reset.
      const order = deliveryOrders(events(ann))[index];
      if (!order) throw new Error(`no order ${index}`);
      for (const item of order.sequence) await deliver(item);
      await check(order.label);
    }
  }

  it("a renewal runs access on to the new period's end", async () => {
    await inEveryOrder(
      (member) => [
        checkout(member.id),
        invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
        // The provider sends both notices of one paid invoice.
        invoicePaid("evt_succeeded_1", "in_1", T0 + 1000, P1, "invoice.payment_succeeded"),
        invoicePaid("evt_paid_2", "in_2", P1 + HOUR, P2),
      ],
      async (label) => {
        expect((await premiumEndsAt())?.toISOString(), label).toBe(new Date(P2).toISOString());
        expect(await premiumAt(P1 + 2 * DAY), label).toBe(true);
        expect(await premiumAt(P2 - 60_000), label).toBe(true);
        expect(await premiumAt(P2 + 60_000), label).toBe(false);
        const [sub] = await database.db.select().from(subscriptions);
        expect(sub, label).toMatchObject({ id: "sub_1", memberId: ann.id, status: "active" });
      },
    );
  });

  it("a cancellation at the period's end keeps access until then, and not after", async () => {
    await inEveryOrder(
      (member) => [
        checkout(member.id),
        invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
        subscriptionUpdated("evt_cancel", T0 + 5 * DAY, true, P1),
        subscriptionDeleted("evt_deleted", P1, P1),
      ],
      async (label) => {
        expect((await premiumEndsAt())?.toISOString(), label).toBe(new Date(P1).toISOString());
        expect(await premiumAt(P1 - 60_000), label).toBe(true);
        expect(await premiumAt(P1 + 60_000), label).toBe(false);
        const [sub] = await database.db.select().from(subscriptions);
        expect(sub?.status, label).toBe("canceled");
      },
    );
  });

  it("a cancellation she takes back renews again; the newer snapshot wins", async () => {
    await inEveryOrder(
      (member) => [
        checkout(member.id),
        invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
        subscriptionUpdated("evt_cancel", T0 + 5 * DAY, true, P1),
        subscriptionUpdated("evt_resume", T0 + 6 * DAY, false, P1),
      ],
      async (label) => {
        const [sub] = await database.db.select().from(subscriptions);
        expect(sub, label).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
      },
    );
  });

  it("a failed payment leaves 7 days' grace from the first failure, then closes, with one email", async () => {
    const failedAt = P1 + HOUR;
    await inEveryOrder(
      (member) => [
        checkout(member.id),
        invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
        invoiceFailed("evt_failed_1", "in_2", failedAt),
        // The provider's retry three days later fails too; the grace does not move.
        invoiceFailed("evt_failed_2", "in_2", failedAt + 3 * DAY),
      ],
      async (label) => {
        const graceEnd = failedAt + 7 * DAY;
        expect((await premiumEndsAt())?.toISOString(), label).toBe(new Date(graceEnd).toISOString());
        expect(await premiumAt(graceEnd - 60_000), label).toBe(true);
        expect(await premiumAt(graceEnd + 60_000), label).toBe(false);
        const emails = await database.db.select().from(outbox).where(eq(outbox.kind, "payment-failed"));
        expect(emails, label).toHaveLength(1);
        expect(emails[0]?.to).toBe("ann@example.com");
        expect(emails[0]?.text).toContain("/account");
        // 1 April 10:00 UTC plus 7 days, in the business's time zone (Sydney).
        expect(emails[0]?.text).toContain("continues until 8 April 2026");
        const [sub] = await database.db.select().from(subscriptions);
        expect(sub?.status, label).toBe("past-due");
      },
    );
  });

  it("a later successful payment restores access after a failure", async () => {
    const failedAt = P1 + HOUR;
    await inEveryOrder(
      (member) => [
        checkout(member.id),
        invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
        invoiceFailed("evt_failed_1", "in_2", failedAt),
        invoicePaid("evt_paid_2", "in_2", failedAt + 2 * DAY, P2),
      ],
      async (label) => {
        expect((await premiumEndsAt())?.toISOString(), label).toBe(new Date(P2).toISOString());
        expect(await premiumAt(failedAt + 10 * DAY), label).toBe(true);
        const [sub] = await database.db.select().from(subscriptions);
        expect(sub?.status, label).toBe("active");
      },
    );
  });

  it("a refund ends access at once", async () => {
    const refundedAt = T0 + 10 * DAY;
    await inEveryOrder(
      (member) => [
        checkout(member.id),
        invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
        refund("evt_refund", "in_1", refundedAt),
      ],
      async (label) => {
        expect((await premiumEndsAt())?.toISOString(), label).toBe(new Date(refundedAt).toISOString());
        expect(await premiumAt(refundedAt - 60_000), label).toBe(true);
        expect(await premiumAt(refundedAt + 60_000), label).toBe(false);
      },
    );
  });

  it("a partial refund leaves access as it was", async () => {
    await inEveryOrder(
      (member) => [
        checkout(member.id),
        invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
        refund("evt_partial", "in_1", T0 + 10 * DAY, false),
      ],
      async (label) => {
        expect((await premiumEndsAt())?.toISOString(), label).toBe(new Date(P1).toISOString());
      },
    );
  });

  it("a dispute ends access at once", async () => {
    const disputedAt = T0 + 12 * DAY;
    await inEveryOrder(
      (member) => [
        checkout(member.id),
        invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
        dispute("evt_dispute", "in_1", disputedAt),
      ],
      async (label) => {
        expect((await premiumEndsAt())?.toISOString(), label).toBe(new Date(disputedAt).toISOString());
        expect(await premiumAt(disputedAt + 60_000), label).toBe(false);
      },
    );
  });

  it("a renewal older than a refund never reopens access", async () => {
    const refundedAt = P1 + 5 * DAY;
    await inEveryOrder(
      (member) => [
        checkout(member.id),
        invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
        invoicePaid("evt_paid_2", "in_2", P1 + HOUR, P2),
        refund("evt_refund", "in_2", refundedAt),
      ],
      async (label) => {
        expect((await premiumEndsAt())?.toISOString(), label).toBe(new Date(refundedAt).toISOString());
        expect(await premiumAt(refundedAt + DAY), label).toBe(false);
      },
    );
  });

  it("a one-off payment keeps premium with no end date, until it is refunded", async () => {
    const purchase = (member: Member) =>
      event("evt_purchase", "checkout.session.completed", T0, {
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        client_reference_id: member.id,
        customer: "cus_1",
        payment_intent: "pi_once",
        amount_total: 14900,
        currency: "aud",
      });
    await deliver(purchase(ann));
    await deliver(purchase(ann));
    expect(await premiumEndsAt()).toBeNull();
    expect(await premiumAt(T0 + 400 * DAY)).toBe(true);

    const refundedAt = T0 + 3 * DAY;
    await inEveryOrder(
      (member) => [
        purchase(member),
        event("evt_refund_once", "charge.refunded", refundedAt, {
          object: "charge",
          id: "ch_once",
          payment_intent: "pi_once",
          amount_refunded: 14900,
          refunded: true,
          currency: "aud",
        }),
      ],
      async (label) => {
        expect((await premiumEndsAt())?.toISOString(), label).toBe(new Date(refundedAt).toISOString());
        expect(await premiumAt(refundedAt + 60_000), label).toBe(false);
      },
    );
  });

  it("comes out the same when every event arrives at once, twice", async () => {
    const failedAt = P1 + HOUR;
    const events = [
      checkout(ann.id),
      invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1),
      invoiceFailed("evt_failed_1", "in_2", failedAt),
      invoicePaid("evt_paid_2", "in_2", failedAt + DAY, P2),
      subscriptionUpdated("evt_cancel", failedAt + 2 * DAY, true, P2),
    ];
    await Promise.all([...events, ...events].map((item) => deliver(item)));
    expect((await premiumEndsAt())?.toISOString()).toBe(new Date(P2).toISOString());
    const [sub] = await database.db.select().from(subscriptions);
    expect(sub).toMatchObject({ status: "ending", cancelAtPeriodEnd: true });
  });

  it("a subscription bought before her address was confirmed follows her once it is", async () => {
    const cat = await createMember(database.db, {
      name: "Cat",
      email: "cat@example.com",
      password: "correct horse battery",
    });
    if (!cat) throw new Error("no member");
    await deliver(
      event("evt_checkout_cat", "checkout.session.completed", T0, {
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        customer_details: { email: "cat@example.com" },
        subscription: "sub_1",
        customer: "cus_1",
      }),
    );
    await confirmAddress(database.db, cat, new Date(T0 + HOUR));
    await deliver(invoicePaid("evt_paid_1", "in_1", T0 + 2 * HOUR, P1));
    await deliver(subscriptionUpdated("evt_cancel", T0 + DAY, true, P1));
    const [held] = await database.db.select().from(entitlements).where(eq(entitlements.memberId, cat.id));
    expect(held?.endsAt?.toISOString()).toBe(new Date(P1).toISOString());
    const [sub] = await database.db.select().from(subscriptions);
    expect(sub).toMatchObject({ memberId: cat.id, status: "ending" });
  });

  it("never cuts short premium the coach gave with no end date", async () => {
    await database.db
      .insert(entitlements)
      .values({ memberId: ann.id, kind: "premium", endsAt: null, source: "coach" });
    // Her subscription starts from a renewal notice only (the checkout came from elsewhere).
    await database.db.insert(subscriptions).values({
      id: "sub_1",
      memberId: ann.id,
      customerId: "cus_1",
      lastEventAt: new Date(T0),
    });
    await deliver(invoicePaid("evt_paid_1", "in_1", T0 + 1000, P1));
    await deliver(refund("evt_refund", "in_1", T0 + 2 * DAY));
    expect(await premiumEndsAt()).toBeNull();
    expect(await premiumAt(T0 + 100 * DAY)).toBe(true);
  });
});
