import pg from "pg";
import Stripe from "stripe";
import { post } from "../../scripts/lib/http.mjs";
import { startProductionServer } from "../../scripts/lib/server.mjs";
import { expect, test } from "./fixtures";
import { codeIn, waitForEmail } from "./mailbox";
import { E2E_SECRETS } from "./secrets";

// Issue 8: two more app instances on the same PostgreSQL as the test server, in one test.
// Sessions, the payment webhook and the throttles must hold across instances.
// biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
test("two instances on one PostgreSQL share sessions, grant a payment once and throttle together", async ({}, testInfo) => {
  test.skip(!process.env.DATABASE_URL, "scale-out needs PostgreSQL (the PostgreSQL pass runs it)");
  test.skip(testInfo.project.name !== "desktop", "one run is enough; it starts its own servers");
  test.setTimeout(120_000);

  const env = {
    // Same secrets as the test server, so starting these changes nothing it relies on.
    SESSION_SECRET: "scale-out-session-secret-shared-by-both-instances",
    PORTAL_PASSWORD: E2E_SECRETS.portalCode,
    PAYMENT_WEBHOOK_SECRET: E2E_SECRETS.webhookSecret,
    // Requests below name their own client address, apart from the other tests' 127.0.0.1.
    TRUST_PROXY: "1",
  };
  const [a, b] = await Promise.all([startProductionServer(env), startProductionServer(env)]);
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await database.connect();
  try {
    // A session made on A is honoured by B.
    const email = `scale-out-${Date.now()}@example.com`;
    // Sign-up emails a code, and email requests are limited per connection: one of its own.
    const connection = { "X-Forwarded-For": `198.18.200.${1 + Math.floor(Math.random() * 254)}` };
    const started = await post(
      a.url,
      "/signup",
      {
        intent: "start",
        name: "Scale Out",
        email,
        password: E2E_SECRETS.memberPassword,
        redirectTo: "/dashboard",
      },
      "",
      connection,
    );
    expect(started.status).toBe(200);
    // The code finishes only the sign-up this browser began: its sign-up cookie goes with it.
    const signUpCookie = started.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .filter((pair) => pair?.startsWith("wb50_signup="))
      .join("; ");
    expect(signUpCookie).not.toBe("");
    // Neither instance has SMTP_URL: the test server, on the same database, delivers it.
    const mail = await waitForEmail(email, { subject: /account code$/ });
    const signUp = await post(
      a.url,
      "/signup",
      { intent: "verify", email, code: codeIn(mail), redirectTo: "/dashboard" },
      signUpCookie,
      connection,
    );
    expect(signUp.status).toBe(302);
    const cookie = signUp.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .filter((pair) => pair?.startsWith("wb50_session="))
      .join("; ");
    const onB = await fetch(`${b.url}/dashboard`, { headers: { Cookie: cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain(email);

    // The same paid checkout delivered to both at once grants premium once. She paid while
    // signed in, so the checkout names her account (an address alone waits for confirmation).
    const member = await database.query("select id from members where email = $1", [email]);
    const memberId: string = member.rows[0].id;
    const eventId = `evt_scale_${Date.now()}`;
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      type: "checkout.session.completed",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          object: "checkout.session",
          payment_status: "paid",
          client_reference_id: memberId,
          customer_details: { email },
        },
      },
    });
    const deliver = (base: string) =>
      fetch(`${base}/webhooks/payments`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: E2E_SECRETS.webhookSecret,
          }),
        },
        body: payload,
      });
    const answers = await Promise.all([deliver(a.url), deliver(b.url)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const events = await database.query("select count(*)::int as n from webhook_events where id = $1", [
      eventId,
    ]);
    expect(events.rows[0].n).toBe(1);
    const grants = await database.query(
      "select count(*)::int as n from audit_log where action = 'payment' and target = $1",
      [eventId],
    );
    expect(grants.rows[0].n).toBe(1);
    const premium = await database.query(
      "select count(*)::int as n from entitlements e join members m on m.id = e.member_id where m.email = $1 and e.kind = 'premium'",
      [email],
    );
    expect(premium.rows[0].n).toBe(1);

    // Five wrong portal codes, alternating instances, then a sixth refused on either.
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const attempt = (base: string) =>
      fetch(`${base}/client-portal`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: base,
          "X-Forwarded-For": address,
        },
        body: new URLSearchParams({ intent: "enter", code: "not-the-code" }),
      });
    const statuses: number[] = [];
    for (const base of [a.url, b.url, a.url, b.url, a.url]) statuses.push((await attempt(base)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(b.url)).status).toBe(429);
    expect((await attempt(a.url)).status).toBe(429);
  } finally {
    await database.end();
    await Promise.all([a.stop(), b.stop()]);
  }
});
