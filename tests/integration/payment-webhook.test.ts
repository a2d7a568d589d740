import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, entitlements, pendingGrants, webhookEvents } from "~/db/schema";
import { handlePaymentWebhook } from "~/features/billing/payments.server";
import { confirmAddress, createMember, listEntitlements } from "~/lib/members.server";
import { action as webhookAction } from "~/routes/resources/payment-webhook";
import { createTestApp, WEBHOOK_SECRET } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

const PASSWORD = "correct horse battery";

function checkoutEvent(id: string, object: Record<string, unknown>, type = "checkout.session.completed") {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: 1_770_000_000,
    data: { object: { object: "checkout.session", payment_status: "paid", ...object } },
  });
}

/** Signs the payload exactly as the provider does, with its own library. */
function sign(payload: string, secret = WEBHOOK_SECRET) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

describe("POST /webhooks/payments", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database);
  });

  /** Through the real route: a raw body and the provider's signature header. */
  async function deliver(payload: string, signature: string | null = sign(payload)) {
    const headers = new Headers({ "Content-Type": "application/json" });
    if (signature) headers.set("Stripe-Signature", signature);
    const request = new Request("http://localhost/webhooks/payments", {
      method: "POST",
      headers,
      body: payload,
    });
    const base = app.args("/webhooks/payments");
    return (await webhookAction({ ...base, request } as Parameters<typeof webhookAction>[0])) as Response;
  }

  const premiumOf = async (memberId: string) =>
    (await listEntitlements(database.db, memberId)).filter((entitlement) => entitlement.kind === "premium");

  it("grants premium to the member named by client_reference_id", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    const response = await deliver(
      checkoutEvent("evt_valid", {
        client_reference_id: ann.id,
        customer_details: { email: "other@example.com" },
      }),
    );
    expect(response.status).toBe(200);
    expect(await premiumOf(ann.id)).toEqual([{ kind: "premium", endsAt: null, source: "payment:evt_valid" }]);
    const [audit] = await database.db.select().from(auditLog);
    expect(audit).toMatchObject({
      actorEmail: "payment webhook",
      action: "payment",
      detail: "granted premium to ann@example.com",
    });
  });

  it("falls back to the checkout's email when there is no reference", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
      emailConfirmedAt: new Date(),
    });
    if (!ann) throw new Error("no member");
    expect(
      (await deliver(checkoutEvent("evt_email", { customer_details: { email: "ANN@example.com" } }))).status,
    ).toBe(200);
    expect(await premiumOf(ann.id)).toEqual([{ kind: "premium", endsAt: null, source: "payment:evt_email" }]);
    expect(await database.db.select().from(pendingGrants)).toEqual([]);
  });

  it("keeps the premium for an unconfirmed address as a pending grant, not the account's", async () => {
    // Whoever signed up first with this address may not own it (decision 0029).
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    expect(
      (await deliver(checkoutEvent("evt_unconfirmed", { customer_details: { email: "ANN@example.com" } })))
        .status,
    ).toBe(200);
    expect(await premiumOf(ann.id)).toEqual([]);
    expect(await database.db.select().from(pendingGrants)).toEqual([
      expect.objectContaining({
        email: "ann@example.com",
        kind: "premium",
        source: "payment:evt_unconfirmed",
      }),
    ]);
    const [audit] = await database.db.select().from(auditLog);
    expect(audit?.detail).toMatch(/^premium kept for ann@example\.com until that address is confirmed/);
  });

  it("refuses a bad or missing signature with 400 and grants nothing", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    const payload = checkoutEvent("evt_forged", { client_reference_id: ann.id });
    expect((await deliver(payload, sign(payload, "whsec_someone_else_entirely_0000"))).status).toBe(400);
    expect((await deliver(payload, null)).status).toBe(400);
    // A valid signature over different bytes does not cover a tampered body.
    const tampered = payload.replace("paid", "paid ");
    expect((await deliver(tampered, sign(payload))).status).toBe(400);
    expect(await premiumOf(ann.id)).toEqual([]);
    expect(await database.db.select().from(webhookEvents)).toEqual([]);
  });

  it("a replay changes nothing more", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    const payload = checkoutEvent("evt_replayed", { client_reference_id: ann.id });
    expect((await deliver(payload)).status).toBe(200);
    // The coach meanwhile turns it into access that ends; the replay must not undo her change.
    const endsAt = new Date("2026-06-01T00:00:00Z");
    await database.db.update(entitlements).set({ endsAt }).where(eq(entitlements.memberId, ann.id));
    const replay = await deliver(payload);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe("Already processed.");
    expect(await premiumOf(ann.id)).toEqual([{ kind: "premium", endsAt, source: "payment:evt_replayed" }]);
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it("two concurrent deliveries of one event grant once", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    const payload = checkoutEvent("evt_concurrent", { client_reference_id: ann.id });
    const responses = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(bodies.filter((body) => body === "Processed.")).toHaveLength(1);
    expect(await database.db.select().from(webhookEvents)).toHaveLength(1);
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it("answers 200 to event types it does not handle, and records nothing", async () => {
    const response = await deliver(checkoutEvent("evt_other", {}, "invoice.paid"));
    expect(response.status).toBe(200);
    expect(await database.db.select().from(webhookEvents)).toEqual([]);
  });

  it("keeps a grant for an email with no account, and applies it when she confirms her address", async () => {
    const response = await deliver(
      checkoutEvent("evt_early", { customer_details: { email: "New.Client@example.com" } }),
    );
    expect(response.status).toBe(200);
    expect(await database.db.select().from(pendingGrants)).toEqual([
      expect.objectContaining({ email: "new.client@example.com", kind: "premium" }),
    ]);
    const member = await createMember(database.db, {
      name: "New",
      email: "new.client@example.com",
      password: PASSWORD,
    });
    if (!member) throw new Error("no member");
    // Signing up is not proof that the address is hers.
    expect(await premiumOf(member.id)).toEqual([]);
    expect(await database.db.select().from(pendingGrants)).toHaveLength(1);

    const arrived = await confirmAddress(database.db, member, app.clock.now);
    expect(arrived).toEqual([{ kind: "premium", source: "payment:evt_early" }]);
    expect(await premiumOf(member.id)).toEqual([
      { kind: "premium", endsAt: null, source: "payment:evt_early" },
    ]);
    expect(await database.db.select().from(pendingGrants)).toEqual([]);
  });

  it("waits for an unpaid checkout and grants when the payment succeeds", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    await deliver(checkoutEvent("evt_unpaid", { client_reference_id: ann.id, payment_status: "unpaid" }));
    expect(await premiumOf(ann.id)).toEqual([]);
    await deliver(
      checkoutEvent(
        "evt_settled",
        { client_reference_id: ann.id },
        "checkout.session.async_payment_succeeded",
      ),
    );
    expect(await premiumOf(ann.id)).toHaveLength(1);
  });

  it("answers 503 while no signing secret is configured, so the provider retries later", async () => {
    const payload = checkoutEvent("evt_early_config", {});
    const result = await handlePaymentWebhook({
      db: database.db,
      secret: undefined,
      payload: Buffer.from(payload),
      signature: sign(payload),
      now: app.clock.now,
      appUrl: "http://localhost",
    });
    expect(result.status).toBe(503);
  });
});
