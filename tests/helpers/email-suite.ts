import type { AddressObject } from "mailparser";
import Stripe from "stripe";
import { expect } from "vitest";
import { members, outbox, pendingGrants, pendingSignups } from "~/db/schema";
import { messages } from "~/features/email/messages";
import { getViewer } from "~/lib/auth.server";
import { createMember, listEntitlements } from "~/lib/members.server";
import { action as confirmAction, loader as confirmLoader } from "~/routes/account/confirm-email";
import { action as loginAction } from "~/routes/account/login";
import { action as webhookAction } from "~/routes/resources/payment-webhook";
import { useMailSuite } from "./mail-suite";
import { signUpBrowsers } from "./sign-up";
import type { ReceivedMail } from "./smtp";
import { cookieFrom, outcome, WEBHOOK_SECRET } from "./test-app";

// What the tests of the outbox and the account emails share (tests/integration/email*.test.ts).

export const PASSWORD = "correct horse battery";
export const MINUTE = 60_000;

/** The addresses of a parsed To or From header. */
export function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? ""));
}

/** A paid checkout's webhook body, as the payment provider sends it. */
export function checkoutEvent(id: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2025-01-01",
    created: 1_770_000_000,
    data: { object: { object: "checkout.session", payment_status: "paid", ...object } },
  });
}

/**
 * The email suite, registered in the `describe` it is called in: `useMailSuite`, the outbox's
 * rows, a member, and the welcome email.
 */
export function useEmailSuite() {
  const suite = useMailSuite();
  const { database, app, config } = suite;
  const mail = () => ({ db: database.db, appUrl: config().appUrl, now: app.clock.now });

  const rows = () => database.db.select().from(outbox);
  async function onlyRow() {
    const all = await rows();
    expect(all).toHaveLength(1);
    const [row] = all;
    if (!row) throw new Error("no outbox row");
    return row;
  }

  async function newMember(email: string, name = "Ann", emailConfirmedAt: Date | null = null) {
    const member = await createMember(database.db, { name, email, password: PASSWORD, emailConfirmedAt });
    if (!member) throw new Error("no member");
    return member;
  }

  const welcomePortal = (name = "Ann") =>
    messages.welcome({ name, kind: "portal", url: `${config().appUrl}/client-portal` });

  return { ...suite, mail, rows, onlyRow, newMember, welcomePortal };
}

/**
 * Proof of her address: the sign-up's two steps, the confirmation link, a payment by address
 * through the webhook, and what they leave behind.
 */
export function proofOfAddress({
  database,
  app,
}: Pick<ReturnType<typeof useEmailSuite>, "database" | "app">) {
  // Each browser keeps the cookie its sign-up start set (decision 0050); "hers" unless named.
  const browsers = signUpBrowsers(() => app);
  const start = (
    form: { name: string; email: string; password: string },
    clientAddress?: string,
    browser?: string,
  ) => browsers.start(form, clientAddress, browser);
  const verify = browsers.verify;
  const openConfirm = (path: string) =>
    outcome(() => confirmLoader(app.args(path) as Parameters<typeof confirmLoader>[0]));
  const confirm = (token: string, cookie?: string) =>
    outcome(() =>
      confirmAction(
        app.args("/confirm-email", { form: { intent: "confirm", token }, cookie }) as Parameters<
          typeof confirmAction
        >[0],
      ),
    );

  async function pay(eventId: string, email: string) {
    const payload = checkoutEvent(eventId, { customer_details: { email } });
    const request = new Request("http://localhost/webhooks/payments", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    const base = app.args("/webhooks/payments");
    const response = (await webhookAction({ ...base, request } as Parameters<
      typeof webhookAction
    >[0])) as Response;
    expect(response.status).toBe(200);
    return response.text();
  }

  const logIn = (email: string, password: string, clientAddress?: string) =>
    outcome(() =>
      loginAction(
        app.args("/login", { form: { email, password }, clientAddress }) as Parameters<typeof loginAction>[0],
      ),
    );
  const premiumOf = async (memberId: string) =>
    (await listEntitlements(database.db, memberId)).filter((entitlement) => entitlement.kind === "premium");
  const memberRows = () => database.db.select().from(members);
  const waitingSignUps = () => database.db.select().from(pendingSignups);
  const waitingGrants = () => database.db.select().from(pendingGrants);
  const viewerOf = (cookies: string[]) => getViewer(app.args("/", { cookie: cookieFrom(cookies) }));
  const flashOf = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith("wb50_flash="));

  /** The code on a line of its own in the email's text, as she reads it. */
  function codeIn(received: ReceivedMail | undefined): string {
    const code = received?.text?.match(/^ {4}(\d{6})$/m)?.[1];
    if (!received || !code) throw new Error(`no code in ${received?.text}`);
    expect(received.html).toContain(code);
    expect(received.subject).not.toContain(code);
    return code;
  }
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  return {
    start,
    verify,
    openConfirm,
    confirm,
    pay,
    logIn,
    premiumOf,
    memberRows,
    waitingSignUps,
    waitingGrants,
    viewerOf,
    flashOf,
    codeIn,
    otherThan,
  };
}
