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
import {
  checkout,
  DAY,
  deliveryOrders,
  dispute,
  type Event,
  event,
  HOUR,
  invoiceFailed,
  invoicePaid,
  P1,
  P2,
  refund,
  subscriptionDeleted,
  subscriptionUpdated,
  T0,
} from "../helpers/payment-events";
import { cookieFrom, createTestApp, WEBHOOK_SECRET } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

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
