// Issue 19 §5: the Account page says what she has and until when, lists her payments, and its
// "Manage billing" button opens the provider's customer portal through a server call, faked
// here at its HTTP boundary by a local server that checks the request as the provider would.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { formFailureOf } from "~/lib/form-failure";
import { createMember, type Member } from "~/lib/members.server";
import { action as accountAction, loader as accountLoader, BILLING_MESSAGES } from "~/routes/account/account";
import { loader as coachMemberLoader } from "~/routes/coach/member";
import { action as webhookAction } from "~/routes/resources/payment-webhook";
import { cookieFrom, createTestApp, outcome, WEBHOOK_SECRET } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type AccountData = Awaited<ReturnType<typeof accountLoader>>;

const DAY = 86_400_000;
const T0 = Date.parse("2026-03-02T09:00:00Z");
const P1 = T0 + 30 * DAY;
const API_KEY = "sk_test_fake_key_0123456789";
const PORTAL_URL = "https://billing.example.com/p/session/test_abc";

/** What the fake provider saw, and how it answers. */
type Seen = { method: string; path: string; authorization: string | undefined; body: URLSearchParams };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

describe("/account", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let ann: Member;
  let bea: Member;
  let provider: Server;
  let providerUrl: string;
  let seen: Seen[];
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    database = await openTestDatabase();
    provider = createServer(async (request, response) => {
      const body = new URLSearchParams(await readBody(request));
      seen.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(answer.status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => provider.close(resolve));
    await database.close();
  });
  afterEach(() => {
    app.services.config.PAYMENT_API_KEY = undefined;
  });

  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database, new Date(T0 + DAY));
    app.services.config.PAYMENT_API_KEY = API_KEY;
    app.services.config.PAYMENT_API_URL = providerUrl;
    seen = [];
    answer = {
      status: 200,
      body: { id: "bps_123", object: "billing_portal.session", customer: "cus_ann", url: PORTAL_URL },
    };
    const make = async (name: string, email: string) => {
      const member = await createMember(database.db, {
        name,
        email,
        password: "correct horse battery",
        emailConfirmedAt: new Date(T0 - DAY),
      });
      if (!member) throw new Error("no member");
      return member;
    };
    ann = await make("Ann", "ann@example.com");
    bea = await make("Bea", "bea@example.com");
    // Ann subscribes: the checkout, then the first invoice.
    await deliver("evt_checkout", "checkout.session.completed", T0, {
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      client_reference_id: ann.id,
      subscription: "sub_ann",
      customer: "cus_ann",
      amount_total: 2900,
      currency: "aud",
    });
    await deliver("evt_paid", "invoice.paid", T0 + 1000, {
      object: "invoice",
      id: "in_ann_1",
      customer: "cus_ann",
      subscription: "sub_ann",
      amount_paid: 2900,
      currency: "aud",
      lines: { data: [{ period: { start: T0 / 1000, end: P1 / 1000 } }] },
    });
  });

  async function deliver(id: string, type: string, created: number, object: Record<string, unknown>) {
    const payload = JSON.stringify({ id, object: "event", type, created: created / 1000, data: { object } });
    const request = new Request("http://localhost/webhooks/payments", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    const response = (await webhookAction({
      ...app.args("/webhooks/payments"),
      request,
    } as Args<typeof webhookAction>)) as Response;
    expect(response.status).toBe(200);
  }

  async function signIn(member: Member) {
    const { setCookie } = await app.services.sessions.create({ memberId: member.id });
    return cookieFrom([setCookie]);
  }

  async function page(member: Member): Promise<AccountData> {
    const cookie = await signIn(member);
    const result = await outcome(() =>
      accountLoader(app.args("/account", { cookie }) as Args<typeof accountLoader>),
    );
    expect(result.status).toBe(200);
    return result.data as AccountData;
  }

  async function manageBilling(member: Member, form: Record<string, string> = { intent: "manage-billing" }) {
    const cookie = await signIn(member);
    return outcome(() => accountAction(app.args("/account", { cookie, form }) as Args<typeof accountAction>));
  }

  it("shows what she has, until when, and her payments", async () => {
    const data = await page(ann);
    expect(data.access).toEqual([
      {
        title: "Premium",
        from: "Paid subscription",
        // 1 April 09:00 UTC is the evening of 1 April in the business's time zone.
        status: "Renews on 1 April 2026",
        tone: "active",
      },
    ]);
    expect(data.history).toEqual([
      { id: "evt_paid", date: "2 March 2026", what: "Subscription payment", amount: "$29.00" },
      { id: "evt_checkout", date: "2 March 2026", what: "Subscription started", amount: "$29.00" },
    ]);
    expect(data.canManageBilling).toBe(true);
  });

  it("says when a cancelled subscription ends, and that it ended", async () => {
    await deliver("evt_cancel", "customer.subscription.updated", T0 + 3 * DAY, {
      object: "subscription",
      id: "sub_ann",
      customer: "cus_ann",
      status: "active",
      cancel_at_period_end: true,
      current_period_end: P1 / 1000,
    });
    expect((await page(ann)).access[0]?.status).toBe("Ends on 1 April 2026");
    app.clock.now = new Date(P1 + DAY);
    expect((await page(ann)).access[0]).toMatchObject({ status: "Ended on 1 April 2026", tone: "ended" });
  });

  it("warns her when a payment failed, with the end of the grace", async () => {
    await deliver("evt_failed", "invoice.payment_failed", P1 + 3_600_000, {
      object: "invoice",
      id: "in_ann_2",
      customer: "cus_ann",
      subscription: "sub_ann",
      amount_due: 2900,
      currency: "aud",
    });
    expect((await page(ann)).access[0]).toEqual({
      title: "Premium",
      from: "Paid subscription",
      status: "Payment failed: access continues until 8 April 2026 — update your card",
      tone: "warning",
    });
  });

  it("Manage billing asks the provider for a portal session and sends her there", async () => {
    const result = await manageBilling(ann);
    expect(result.status).toBe(303);
    expect(result.location).toBe(PORTAL_URL);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/billing_portal/sessions");
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.get("customer")).toBe("cus_ann");
    expect(request?.body.get("return_url")).toBe(`${app.services.config.appUrl}/account`);
  });

  it("answers a provider that fails with a calm form error, not a 500", async () => {
    answer = { status: 500, body: { error: { type: "api_error", message: "Something went wrong" } } };
    const refused = await manageBilling(ann);
    expect(refused.status).toBe(502);
    expect(formFailureOf(refused.data)?.formError).toBe(BILLING_MESSAGES.provider);

    // An answer without a usable address is a failure too.
    answer = { status: 200, body: { id: "bps_1", url: "javascript:alert(1)" } };
    expect((await manageBilling(ann)).status).toBe(502);

    // And so is a provider that cannot be reached at all.
    app.services.config.PAYMENT_API_URL = "http://127.0.0.1:9";
    const down = await manageBilling(ann);
    expect(down.status).toBe(502);
    expect(formFailureOf(down.data)?.formError).toBe(BILLING_MESSAGES.provider);
  });

  it("offers no button without the provider's key, and explains a POST", async () => {
    app.services.config.PAYMENT_API_KEY = undefined;
    expect((await page(ann)).canManageBilling).toBe(false);
    const result = await manageBilling(ann);
    expect(result.status).toBe(503);
    expect(formFailureOf(result.data)?.formError).toBe(BILLING_MESSAGES.unconfigured);
    expect(seen).toEqual([]);
  });

  it("shows another member nothing of hers, and opens no portal for her customer", async () => {
    const data = await page(bea);
    expect(data.access).toEqual([]);
    expect(data.history).toEqual([]);
    expect(data.canManageBilling).toBe(false);
    expect(JSON.stringify(data)).not.toContain("cus_ann");
    expect(JSON.stringify(data)).not.toContain("ann@example.com");

    const result = await manageBilling(bea);
    expect(result.status).toBe(409);
    expect(formFailureOf(result.data)?.formError).toBe(BILLING_MESSAGES.noCustomer);
    // A forged customer field is not read: the customer is always her own.
    expect((await manageBilling(bea, { intent: "manage-billing", customer: "cus_ann" })).status).toBe(409);
    expect(seen).toEqual([]);
  });

  it("refuses an unknown intent with 400 and sends visitors to sign in", async () => {
    const unknown = await manageBilling(ann, { intent: "refund-me" });
    expect(unknown.status).toBe(400);
    expect(seen).toEqual([]);

    const visitor = await outcome(() => accountLoader(app.args("/account") as Args<typeof accountLoader>));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/login?redirectTo=%2Faccount");
    const post = await outcome(() =>
      accountAction(
        app.args("/account", { form: { intent: "manage-billing" } }) as Args<typeof accountAction>,
      ),
    );
    expect(post.status).toBe(302);
  });

  it("shows the coach each member's payments and subscription", async () => {
    const coach = await createMember(database.db, {
      name: "Coach",
      email: "coach@example.com",
      password: "correct horse battery",
      role: "coach",
    });
    if (!coach) throw new Error("no coach");
    const cookie = await signIn(coach);
    const result = await outcome(() =>
      coachMemberLoader(
        app.args(`/coach/members/${ann.id}`, { cookie, params: { memberId: ann.id } }) as Args<
          typeof coachMemberLoader
        >,
      ),
    );
    expect(result.status).toBe(200);
    const { billing } = result.data as Awaited<ReturnType<typeof coachMemberLoader>>;
    expect(billing.subscriptions).toEqual([
      { id: "sub_ann", status: "Renews on 1 April 2026", accessEnds: "1 April 2026" },
    ]);
    expect(billing.history.map((line) => [line.what, line.amount])).toEqual([
      ["Subscription payment", "$29.00"],
      ["Subscription started", "$29.00"],
    ]);
    expect(billing.history[0]?.outcome).toContain("sub_ann paid through");

    // A member asking for the coach's page of someone else is refused.
    const beaCookie = await signIn(bea);
    const forbidden = await outcome(() =>
      coachMemberLoader(
        app.args(`/coach/members/${ann.id}`, { cookie: beaCookie, params: { memberId: ann.id } }) as Args<
          typeof coachMemberLoader
        >,
      ),
    );
    expect(forbidden.status).toBe(403);
  });
});
