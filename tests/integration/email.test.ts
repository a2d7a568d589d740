import { eq } from "drizzle-orm";
import type { AddressObject } from "mailparser";
import type { Transporter } from "nodemailer";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { members, outbox, pendingGrants, pendingSignups } from "~/db/schema";
import { SIGN_IN_CODE_TRIES, sendPasswordReset } from "~/features/account/account-emails.server";
import { EMAILED_RESET_TTL_MINUTES, messages, SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/messages";
import {
  CLAIM_MS,
  createOutboxWorker,
  createSmtpTransport,
  enqueueEmail,
  logQueuedEmails,
  MAX_ATTEMPTS,
  senderDomain,
  UnsafeEmailError,
} from "~/features/email/outbox.server";
import { getViewer } from "~/lib/auth.server";
import { createMember, ensureCoach, listEntitlements } from "~/lib/members.server";
import { action as confirmAction, loader as confirmLoader } from "~/routes/account/confirm-email";
import { action as forgotAction } from "~/routes/account/forgot-password";
import { action as loginAction } from "~/routes/account/login";
import { action as codeAction } from "~/routes/account/login-code";
import { action as linkAction, loader as linkLoader } from "~/routes/account/login-link";
import { action as resetAction, loader as resetLoader } from "~/routes/account/reset-password";
import { action as memberAction } from "~/routes/coach/member";
import { action as webhookAction } from "~/routes/resources/payment-webhook";
import { postSignUp } from "../helpers/sign-up";
import { appLinkIn, drainOutbox, type ReceivedMail, startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { cookieFrom, createTestApp, outcome, WEBHOOK_SECRET } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

const PASSWORD = "correct horse battery";
const MINUTE = 60_000;

/** The addresses of a parsed To or From header. */
function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? ""));
}

function checkoutEvent(id: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2025-01-01",
    created: 1_770_000_000,
    data: { object: { object: "checkout.session", payment_status: "paid", ...object } },
  });
}

describe("email through the outbox, received by a real SMTP server", () => {
  let database: DatabaseHandle;
  let smtp: TestSmtp;
  let app: ReturnType<typeof createTestApp>;
  let transports: Transporter[] = [];
  let workerLog: string[] = [];

  beforeAll(async () => {
    [database, smtp] = await Promise.all([openTestDatabase(), startTestSmtp()]);
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    await smtp.restart();
    smtp.reject(null);
    smtp.messages.length = 0;
    workerLog = [];
    app = createTestApp(database);
  });
  afterEach(() => {
    for (const transport of transports) transport.close();
    transports = [];
  });

  const config = () => app.services.config;
  const mail = () => ({ db: database.db, appUrl: config().appUrl, now: app.clock.now });

  /** A worker as the server runs it: its own pooled SMTP connection, the test's clock. */
  function newWorker(transport: Pick<Transporter, "sendMail"> = createSmtpTransport(smtp.url)) {
    if ("close" in transport) transports.push(transport as Transporter);
    return createOutboxWorker({
      db: database.db,
      transport,
      from: config().MAIL_FROM,
      now: app.services.now,
      log: (line) => workerLog.push(line),
    });
  }

  /** Runs passes until nothing is due; the number of rows handled. */
  const drain = (worker = newWorker()) => drainOutbox(worker);

  /** Delivers what is queued and returns the emails that arrived for `to` since the test began. */
  async function inboxOf(to: string): Promise<ReceivedMail[]> {
    await drain();
    return smtp.messages.filter((received) => received.envelopeTo.includes(to));
  }

  /** The one link in the email's plain text that starts with the app's address and `path`. */
  const linkIn = (received: ReceivedMail, path: string) => appLinkIn(received, `${config().appUrl}${path}`);

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

  describe("the worker", () => {
    it("delivers a queued email: both parts, subject, To, From and a Message-ID from the outbox id", async () => {
      const id = await enqueueEmail(
        database.db,
        { to: "Ann@Example.com", message: welcomePortal() },
        app.clock.now,
      );
      expect(await newWorker().runOnce()).toBe(1);

      const received = await smtp.waitFor((candidate) => candidate.envelopeTo.includes("ann@example.com"));
      expect(smtp.messages).toHaveLength(1);
      expect(received.envelopeTo).toEqual(["ann@example.com"]);
      expect(addressesOf(received.to)).toEqual(["ann@example.com"]);
      expect(received.subject).toBe("Your client portal is open");
      const from = config().MAIL_FROM;
      const fromAddress = from.match(/<([^>]+)>/)?.[1] ?? from;
      expect(addressesOf(received.from)).toEqual([fromAddress]);
      expect(received.envelopeFrom).toBe(fromAddress);
      const fromName = from.match(/^"?([^"<]*?)"?\s*</)?.[1];
      if (fromName) expect(received.from?.value[0]?.name).toBe(fromName);
      expect(received.messageId).toBe(`<${id}@${senderDomain(from)}>`);
      expect(senderDomain(from)).toBe(fromAddress.split("@")[1]);

      expect(received.html).toContain("Welcome to the client portal");
      expect(received.html).toContain(`href="${config().appUrl}/client-portal"`);
      expect(received.text).toContain("Welcome to the client portal");
      expect(received.text).toContain(`Open the client portal: ${config().appUrl}/client-portal`);
      expect(received.text).not.toContain("<");

      const row = await onlyRow();
      expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, sentAt: app.clock.now });
      expect(row.lastReply).toMatch(/^250 .*Queued as test-1/);
      // Not sensitive: the coach can still read it.
      expect(row.text).toBe(received.text);
      // Nothing more to send.
      expect(await newWorker().runOnce()).toBe(0);
    });

    it("blanks a sensitive email (a reset link) in the outbox once it is delivered", async () => {
      await newMember("ann@example.com");
      await sendPasswordReset(mail(), "ann@example.com");
      expect((await onlyRow()).text).toContain("/reset-password?token=");

      const [received] = await inboxOf("ann@example.com");
      expect(received?.subject).toBe("Choose a new password");
      expect(received?.text).toContain(`${config().appUrl}/reset-password?token=`);
      expect(received?.html).toContain(`${config().appUrl}/reset-password?token=`);
      expect(await onlyRow()).toMatchObject({ status: "sent", sensitive: true, html: "", text: "" });
    });

    it("retries with backoff while the SMTP server is down, and delivers once it is back", async () => {
      const id = await enqueueEmail(
        database.db,
        { to: "ann@example.com", message: welcomePortal() },
        app.clock.now,
      );
      await smtp.stop();

      expect(await newWorker().runOnce()).toBe(1);
      const waiting = await onlyRow();
      expect(waiting).toMatchObject({ status: "queued", attempts: 1, lockedUntil: null, sentAt: null });
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(app.clock.now.getTime());
      expect(waiting.lastReply).toMatch(/ECONNREFUSED/);
      // Not due yet: nothing is tried before the backoff ends.
      expect(await newWorker().runOnce()).toBe(0);

      await smtp.restart();
      expect(await newWorker().runOnce()).toBe(0);
      // The first retry waits 5 s ± 20%.
      app.advance(10_000);
      expect(await newWorker().runOnce()).toBe(1);
      const [received] = await smtp.waitForCount(1);
      expect(received?.messageId).toBe(`<${id}@${senderDomain(config().MAIL_FROM)}>`);
      expect(await onlyRow()).toMatchObject({ status: "sent", attempts: 2 });
      expect(smtp.messages).toHaveLength(1);
    });

    it("gives up at once on a permanent 5xx refusal", async () => {
      await enqueueEmail(database.db, { to: "ann@example.com", message: welcomePortal() }, app.clock.now);
      smtp.reject(550);
      expect(await newWorker().runOnce()).toBe(1);
      const row = await onlyRow();
      expect(row).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
      expect(row.lastReply).toMatch(/^550 /);
      expect(workerLog).toEqual([expect.stringContaining("failed for good")]);

      smtp.reject(null);
      app.advance(24 * 60 * MINUTE);
      expect(await newWorker().runOnce()).toBe(0);
      expect(smtp.messages).toEqual([]);
    });

    it(`gives up after ${MAX_ATTEMPTS} temporary refusals`, async () => {
      await enqueueEmail(database.db, { to: "ann@example.com", message: welcomePortal() }, app.clock.now);
      smtp.reject(451);
      const worker = newWorker();
      let previousDelay = 0;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        expect(await worker.runOnce()).toBe(1);
        const row = await onlyRow();
        expect(row.attempts).toBe(attempt);
        expect(row.lastReply).toMatch(/^451 /);
        expect(row.status).toBe(attempt < MAX_ATTEMPTS ? "queued" : "failed");
        const delay = row.nextAttemptAt.getTime() - app.clock.now.getTime();
        // The wait grows (jitter aside) up to its 30-minute ceiling.
        if (attempt < MAX_ATTEMPTS) {
          expect(delay).toBeGreaterThan(0);
          expect(delay).toBeLessThanOrEqual(36 * MINUTE);
          if (attempt <= 4) expect(delay).toBeGreaterThan(previousDelay);
        }
        previousDelay = delay;
        app.advance(40 * MINUTE);
      }
      smtp.reject(null);
      app.advance(24 * 60 * MINUTE);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.messages).toEqual([]);
      expect(workerLog).toHaveLength(1);
    });

    it("sends again, with the same Message-ID, an email whose worker died after the SMTP server took it", async () => {
      const id = await enqueueEmail(
        database.db,
        { to: "ann@example.com", message: welcomePortal() },
        app.clock.now,
      );
      const real = createSmtpTransport(smtp.url);
      transports.push(real);
      // Hands the email to the server, then never comes back: the process was killed.
      const dying = newWorker({
        sendMail: (options) => real.sendMail(options).then(() => new Promise(() => {})),
      });
      void dying.runOnce();
      const [first] = await smtp.waitForCount(1);
      expect(await onlyRow()).toMatchObject({ status: "sending", attempts: 1 });

      // While the claim lasts, no other worker touches the row.
      expect(await newWorker().runOnce()).toBe(0);
      app.advance(CLAIM_MS + 1_000);
      expect(await newWorker().runOnce()).toBe(1);

      const [, second] = await smtp.waitForCount(2);
      const messageId = `<${id}@${senderDomain(config().MAIL_FROM)}>`;
      expect(first?.messageId).toBe(messageId);
      expect(second?.messageId).toBe(messageId);
      expect(await onlyRow()).toMatchObject({ status: "sent", attempts: 2, lockedUntil: null });
    });

    it("two workers on one database deliver each of 30 emails exactly once", async () => {
      for (let index = 0; index < 30; index += 1) {
        await enqueueEmail(
          database.db,
          { to: `client${index}@example.com`, message: welcomePortal(`Client ${index}`) },
          app.clock.now,
        );
      }
      const [first, second] = await Promise.all([drain(newWorker()), drain(newWorker())]);
      expect(first + second).toBe(30);

      const received = await smtp.waitForCount(30);
      const ids = received.map((message) => message.messageId);
      expect(new Set(ids).size).toBe(30);
      expect(received).toHaveLength(30);
      expect(new Set(received.flatMap((message) => message.envelopeTo)).size).toBe(30);
      const all = await rows();
      expect(all.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      expect(new Set(all.map((row) => `<${row.id}@${senderDomain(config().MAIL_FROM)}>`))).toEqual(
        new Set(ids),
      );
    });
  });

  describe("enqueueEmail", () => {
    it("refuses anything that could add a header, and queues a deduplicated email once", async () => {
      const message = welcomePortal();
      const now = app.clock.now;
      await expect(
        enqueueEmail(database.db, { to: "ann@example.com\r\nBcc: eve@example.com", message }, now),
      ).rejects.toBeInstanceOf(UnsafeEmailError);
      await expect(
        enqueueEmail(database.db, { to: "ann@example.com\nBcc: eve@example.com", message }, now),
      ).rejects.toBeInstanceOf(UnsafeEmailError);
      await expect(
        enqueueEmail(database.db, { to: "Ann <ann@example.com>", message }, now),
      ).rejects.toBeInstanceOf(UnsafeEmailError);
      await expect(
        enqueueEmail(database.db, { to: "ann@example.com, eve@example.com", message }, now),
      ).rejects.toBeInstanceOf(UnsafeEmailError);
      await expect(
        enqueueEmail(
          database.db,
          { to: "ann@example.com", message: { ...message, subject: "Hello\r\nBcc: eve@example.com" } },
          now,
        ),
      ).rejects.toBeInstanceOf(UnsafeEmailError);
      await expect(
        enqueueEmail(
          database.db,
          { to: "ann@example.com", message, headers: { "X-Note": "a\nBcc: eve@example.com" } },
          now,
        ),
      ).rejects.toBeInstanceOf(UnsafeEmailError);
      expect(await rows()).toEqual([]);

      const first = await enqueueEmail(
        database.db,
        { to: "ann@example.com", message, dedupeKey: "once" },
        now,
      );
      const again = await enqueueEmail(
        database.db,
        { to: "ann@example.com", message, dedupeKey: "once" },
        now,
      );
      expect(first).toEqual(expect.any(String));
      expect(again).toBeNull();
      expect(await drain()).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]?.envelopeTo).toEqual(["ann@example.com"]);
      expect(smtp.messages.some((received) => received.raw.includes("eve@example.com"))).toBe(false);
    });
  });

  describe("forgot password", () => {
    const forgot = (email: string, clientAddress?: string) =>
      outcome(() =>
        forgotAction(
          app.args("/forgot-password", { form: { email }, clientAddress }) as Parameters<
            typeof forgotAction
          >[0],
        ),
      );
    const openReset = (path: string) =>
      outcome(() => resetLoader(app.args(path) as Parameters<typeof resetLoader>[0]));
    const reset = (token: string, password: string) =>
      outcome(() =>
        resetAction(
          app.args("/reset-password", { form: { token, password } }) as Parameters<typeof resetAction>[0],
        ),
      );
    const tokenOf = (path: string) => new URL(path, "http://localhost").searchParams.get("token") ?? "";

    it("answers alike for any address; the account gets a one-time link, the unknown address a note", async () => {
      await newMember("ann@example.com");
      const known = await forgot("Ann@Example.com");
      const unknown = await forgot("nobody@example.com");
      expect(known).toEqual({ status: 302, location: "/forgot-password?sent=1", data: null, cookies: [] });
      expect(unknown).toEqual(known);

      const [resetEmail, ...more] = await inboxOf("ann@example.com");
      expect(more).toEqual([]);
      if (!resetEmail) throw new Error("no reset email");
      expect(resetEmail.subject).toBe("Choose a new password");
      const resetPath = linkIn(resetEmail, "/reset-password?token=");

      const [noAccount, ...others] = await inboxOf("nobody@example.com");
      expect(others).toEqual([]);
      expect(noAccount?.subject).toMatch(/sign-in$/);
      expect(noAccount?.text).toContain("no account uses it");
      if (noAccount) expect(linkIn(noAccount, "/signup")).toBe("/signup");
      expect(noAccount?.text).not.toContain("reset-password");

      expect(await openReset(resetPath)).toMatchObject({
        status: 200,
        data: { valid: true, email: "ann@example.com" },
      });
      const done = await reset(tokenOf(resetPath), "a brand new password");
      expect(done).toMatchObject({ status: 302, location: "/dashboard" });
      expect((await getViewer(app.args("/", { cookie: cookieFrom(done.cookies) }))).member?.email).toBe(
        "ann@example.com",
      );
      // Once only.
      expect(await openReset(resetPath)).toMatchObject({ status: 410, data: { valid: false } });
      expect(await reset(tokenOf(resetPath), "another new password")).toMatchObject({ status: 410 });
    });

    it(`the link dies after ${EMAILED_RESET_TTL_MINUTES} minutes`, async () => {
      await newMember("ann@example.com");
      await forgot("ann@example.com");
      const [resetEmail] = await inboxOf("ann@example.com");
      if (!resetEmail) throw new Error("no reset email");
      const resetPath = linkIn(resetEmail, "/reset-password?token=");
      app.advance(EMAILED_RESET_TTL_MINUTES * MINUTE - 1_000);
      expect(await openReset(resetPath)).toMatchObject({ status: 200, data: { valid: true } });
      app.advance(2_000);
      expect(await openReset(resetPath)).toMatchObject({ status: 410, data: { valid: false } });
      expect(await reset(tokenOf(resetPath), "a brand new password")).toMatchObject({ status: 410 });
    });

    it("the fourth request for one address within 15 minutes answers the same and sends nothing", async () => {
      await newMember("ann@example.com");
      const answers = [];
      // From different connections: the limit is the recipient's, not the sender's.
      for (let request = 1; request <= 4; request += 1) {
        answers.push(await forgot("ann@example.com", `198.51.100.${request}`));
        app.advance(MINUTE);
      }
      for (const answer of answers) {
        expect(answer).toEqual({ status: 302, location: "/forgot-password?sent=1", data: null, cookies: [] });
      }
      expect(await inboxOf("ann@example.com")).toHaveLength(3);
      expect(await rows()).toHaveLength(3);
      // A new window: she may ask again.
      app.advance(15 * MINUTE);
      await forgot("ann@example.com", "198.51.100.9");
      expect(await inboxOf("ann@example.com")).toHaveLength(4);
    });
  });

  describe("sign in with a code", () => {
    const sendCode = (email: string) =>
      outcome(() =>
        codeAction(
          app.args("/login/code", { form: { intent: "send", email } }) as Parameters<typeof codeAction>[0],
        ),
      );
    const verify = (email: string, code: string, clientAddress?: string) =>
      outcome(() =>
        codeAction(
          app.args("/login/code", { form: { intent: "verify", email, code }, clientAddress }) as Parameters<
            typeof codeAction
          >[0],
        ),
      );
    const openLink = (path: string) =>
      outcome(() => linkLoader(app.args(path) as Parameters<typeof linkLoader>[0]));
    const tapLinkButton = (token: string) =>
      outcome(() =>
        linkAction(app.args("/login/link", { form: { token } }) as Parameters<typeof linkAction>[0]),
      );

    async function codeEmail(email: string) {
      const inbox = await inboxOf(email);
      const latest = inbox.at(-1);
      if (!latest) throw new Error("no code email");
      expect(latest.subject).toBe("Your Wellness Beyond 50 sign-in code");
      const code = latest.text?.match(/^ {4}(\d{6})$/m)?.[1];
      if (!code) throw new Error(`no code in ${latest.text}`);
      expect(latest.html).toContain(code);
      return { code, wrong: String((Number(code) + 1) % 1_000_000).padStart(6, "0"), email: latest };
    }
    const signedInAs = async (cookies: string[]) =>
      (await getViewer(app.args("/", { cookie: cookieFrom(cookies) }))).member?.email;

    it("emails a code; a wrong code is refused with a field error, the right one signs her in", async () => {
      const ann = await newMember("ann@example.com");
      expect(await sendCode("ann@example.com")).toMatchObject({
        status: 200,
        data: { sent: true, email: "ann@example.com" },
      });
      const { code, wrong } = await codeEmail("ann@example.com");

      const refused = await verify("ann@example.com", wrong);
      expect(refused).toMatchObject({
        status: 401,
        data: { fieldErrors: { code: expect.stringMatching(/not right/) } },
      });
      expect(refused.cookies).toEqual([]);

      // Typed as the email shows it, with a space.
      const accepted = await verify("ann@example.com", `${code.slice(0, 3)} ${code.slice(3)}`);
      expect(accepted).toMatchObject({ status: 302, location: "/dashboard" });
      expect(await signedInAs(accepted.cookies)).toBe("ann@example.com");
      // The code proved the address.
      const [row] = await database.db.select().from(members).where(eq(members.id, ann.id));
      expect(row?.emailConfirmedAt).toEqual(app.clock.now);
      // Spent.
      expect(await verify("ann@example.com", code)).toMatchObject({ status: 401 });
    });

    it("an address with no account gets the same answer and a note, no code", async () => {
      const answer = await sendCode("nobody@example.com");
      expect(answer).toMatchObject({ status: 200, data: { sent: true, email: "nobody@example.com" } });
      const [note, ...more] = await inboxOf("nobody@example.com");
      expect(more).toEqual([]);
      expect(note?.text).toContain("no account uses it");
      expect(note?.subject).not.toMatch(/\d{6}/);
    });

    it(`${SIGN_IN_CODE_TRIES} wrong tries end the code, even if the right one comes next`, async () => {
      await newMember("ann@example.com");
      await sendCode("ann@example.com");
      const { code, wrong } = await codeEmail("ann@example.com");
      // Each from another connection, so the code's own limit is what stops the sixth.
      for (let attempt = 1; attempt <= SIGN_IN_CODE_TRIES; attempt += 1) {
        expect(await verify("ann@example.com", wrong, `198.51.100.${attempt}`)).toMatchObject({
          status: 401,
        });
      }
      const late = await verify("ann@example.com", code, "198.51.100.99");
      expect(late).toMatchObject({ status: 401 });
      expect(late.cookies).toEqual([]);
    });

    it(`the code dies after ${SIGN_IN_CODE_TTL_MINUTES} minutes`, async () => {
      await newMember("ann@example.com");
      await sendCode("ann@example.com");
      const { code } = await codeEmail("ann@example.com");
      app.advance(SIGN_IN_CODE_TTL_MINUTES * MINUTE + 1_000);
      expect(await verify("ann@example.com", code)).toMatchObject({ status: 401 });
    });

    it("a newer code replaces the one before", async () => {
      await newMember("ann@example.com");
      await sendCode("ann@example.com");
      const first = await codeEmail("ann@example.com");
      await sendCode("ann@example.com");
      const second = await codeEmail("ann@example.com");
      if (first.code !== second.code) {
        expect(await verify("ann@example.com", first.code)).toMatchObject({ status: 401 });
      }
      expect(await verify("ann@example.com", second.code, "198.51.100.2")).toMatchObject({ status: 302 });
    });

    it("opening the emailed link spends nothing; its button signs her in once", async () => {
      await newMember("ann@example.com");
      await sendCode("ann@example.com");
      const { email } = await codeEmail("ann@example.com");
      const path = linkIn(email, "/login/link?token=");
      const token = new URL(path, "http://localhost").searchParams.get("token") ?? "";

      // A mail scanner, then her browser: both only see the button.
      for (let open = 0; open < 2; open += 1) {
        expect(await openLink(path)).toMatchObject({
          status: 200,
          data: { valid: true, email: "ann@example.com" },
        });
      }
      const signedIn = await tapLinkButton(token);
      expect(signedIn).toMatchObject({ status: 302, location: "/dashboard" });
      expect(await signedInAs(signedIn.cookies)).toBe("ann@example.com");

      const again = await tapLinkButton(token);
      expect(again).toMatchObject({ status: 410, data: { formError: expect.stringMatching(/expired/) } });
      expect(again.cookies).toEqual([]);
      expect(await openLink(path)).toMatchObject({ status: 410, data: { valid: false } });
    });
  });

  describe("proof of address", () => {
    const CODE_SUBJECT = "Your Wellness Beyond 50 account code";
    const MALLORY_PASSWORD = "mallory's own password";

    const start = (form: { name: string; email: string; password: string }, clientAddress?: string) =>
      postSignUp(app, { intent: "start", ...form }, { clientAddress });
    const verify = (email: string, code: string, clientAddress?: string) =>
      postSignUp(app, { intent: "verify", email, code }, { clientAddress });
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
          app.args("/login", { form: { email, password }, clientAddress }) as Parameters<
            typeof loginAction
          >[0],
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

    it("a payment waits for an address with no account; her sign-up code attaches premium and welcomes her", async () => {
      await pay("evt_bea", "bea@example.com");
      expect(await waitingGrants()).toEqual([
        expect.objectContaining({ email: "bea@example.com", kind: "premium", source: "payment:evt_bea" }),
      ]);

      const started = await start({ name: "Bea", email: "Bea@Example.com", password: PASSWORD });
      expect(started).toEqual({
        status: 200,
        data: { sent: true, email: "Bea@Example.com" },
        location: null,
        cookies: [],
      });
      // No account until the code comes back; the payment still waits.
      expect(await memberRows()).toEqual([]);
      expect(await waitingGrants()).toHaveLength(1);

      const [codeEmail, ...more] = await inboxOf("bea@example.com");
      expect(more).toEqual([]);
      expect(codeEmail?.subject).toBe(CODE_SUBJECT);
      expect(codeEmail?.text).toContain("Hello Bea,");
      // A code to type where she chose her password, and no link: the inbox alone finishes nothing.
      expect(codeEmail?.text).not.toContain(config().appUrl);
      const code = codeIn(codeEmail);

      // The page sends the address back as she typed it.
      const verified = await verify("Bea@Example.com", code);
      expect(verified).toMatchObject({ status: 302, location: "/dashboard" });
      expect(flashOf(verified.cookies)).toMatch(/^wb50_flash=signed-up;/);
      const viewer = await viewerOf(verified.cookies);
      expect(viewer.member).toMatchObject({ email: "bea@example.com", name: "Bea" });
      const bea = viewer.member;
      if (!bea) throw new Error("not signed in");
      // Created confirmed: the code proved the address.
      const [row, ...others] = await memberRows();
      expect(others).toEqual([]);
      expect(row).toMatchObject({ id: bea.id, emailConfirmedAt: app.clock.now });
      expect(await waitingSignUps()).toEqual([]);

      expect(await premiumOf(bea.id)).toEqual([{ kind: "premium", endsAt: null, source: "payment:evt_bea" }]);
      expect(await waitingGrants()).toEqual([]);
      expect(viewer.premium).toBe(true);
      // The password is the one she chose on the first step.
      expect(await logIn("bea@example.com", PASSWORD, "198.51.100.20")).toMatchObject({
        status: 302,
        location: "/dashboard",
      });

      const inbox = await inboxOf("bea@example.com");
      expect(inbox.map((received) => received.subject)).toEqual([CODE_SUBJECT, "Welcome to Premium"]);
      expect(inbox[1]?.text).toContain("Hello Bea,");
      const welcome = inbox[1];
      if (welcome) expect(linkIn(welcome, "/nutrition")).toBe("/nutrition");

      // The code is spent: replayed, it is refused and sends nothing.
      const replay = await verify("bea@example.com", code, "198.51.100.21");
      expect(replay).toMatchObject({
        status: 401,
        data: { fieldErrors: { code: expect.stringMatching(/not right/) } },
      });
      expect(replay.cookies).toEqual([]);
      expect(await memberRows()).toHaveLength(1);
      expect(await inboxOf("bea@example.com")).toHaveLength(2);
    });

    it("a sign-up with someone else's address opens nothing, and what she paid for waits for her", async () => {
      // Mallory signs up with Carol's address and her own password; the code goes to Carol.
      const mallory = { name: "Mallory", email: "carol@example.com", password: MALLORY_PASSWORD };
      expect(await start(mallory, "198.51.100.66")).toMatchObject({
        status: 200,
        data: { sent: true, email: "carol@example.com" },
      });
      expect(await memberRows()).toEqual([]);
      expect(await waitingSignUps()).toEqual([
        expect.objectContaining({ email: "carol@example.com", name: "Mallory", attempts: 0 }),
      ]);
      const [first, ...more] = await inboxOf("carol@example.com");
      expect(more).toEqual([]);
      expect(first?.envelopeTo).toEqual(["carol@example.com"]);
      expect(first?.subject).toBe(CODE_SUBJECT);
      const firstCode = codeIn(first);

      await pay("evt_carol", "carol@example.com");
      expect(await waitingGrants()).toEqual([
        expect.objectContaining({ email: "carol@example.com", kind: "premium", source: "payment:evt_carol" }),
      ]);

      // Her password opens nothing: there is no account.
      expect(await logIn("carol@example.com", MALLORY_PASSWORD, "198.51.100.66")).toMatchObject({
        status: 401,
        location: null,
        cookies: [],
      });

      // Guessing: the fifth wrong code ends the sign-up, even if the right one comes next.
      // Each from another connection, so the sign-up's own limit is what stops the sixth.
      const wrong = otherThan(firstCode);
      for (let attempt = 1; attempt <= SIGN_IN_CODE_TRIES; attempt += 1) {
        expect(await verify("carol@example.com", wrong, `198.51.100.${attempt}`)).toMatchObject({
          status: 401,
          data: { fieldErrors: { code: expect.stringMatching(/not right/) } },
        });
      }
      const late = await verify("carol@example.com", firstCode, "198.51.100.99");
      expect(late).toMatchObject({ status: 401 });
      expect(late.cookies).toEqual([]);
      expect(await memberRows()).toEqual([]);

      // A fresh sign-up whose code is typed after it has died.
      await start(mallory, "198.51.100.66");
      const secondCode = codeIn((await inboxOf("carol@example.com")).at(-1));
      app.advance(SIGN_IN_CODE_TTL_MINUTES * MINUTE + 1_000);
      const stale = await verify("carol@example.com", secondCode, "198.51.100.98");
      expect(stale).toMatchObject({ status: 401 });
      expect(stale.cookies).toEqual([]);
      expect(await memberRows()).toEqual([]);
      expect(await waitingGrants()).toHaveLength(1);
      // Carol was sent the two codes and nothing more; nobody else was sent anything.
      expect((await inboxOf("carol@example.com")).map((received) => received.subject)).toEqual([
        CODE_SUBJECT,
        CODE_SUBJECT,
      ]);
      expect(smtp.messages).toHaveLength(2);

      // Carol signs up herself: her sign-up replaces Mallory's, and her code opens her account.
      expect(
        await start({ name: "Carol", email: "carol@example.com", password: PASSWORD }, "192.0.2.10"),
      ).toMatchObject({ status: 200, data: { sent: true, email: "carol@example.com" } });
      expect(await waitingSignUps()).toEqual([
        expect.objectContaining({ email: "carol@example.com", name: "Carol", attempts: 0 }),
      ]);
      const carolCode = codeIn((await inboxOf("carol@example.com")).at(-1));
      // Mallory's codes do not finish it (each a wrong try on Carol's sign-up: two of five).
      for (const old of new Set([firstCode, secondCode])) {
        if (old !== carolCode) {
          expect(await verify("carol@example.com", old, "198.51.100.67")).toMatchObject({ status: 401 });
        }
      }
      expect(await memberRows()).toEqual([]);

      const done = await verify("carol@example.com", carolCode, "192.0.2.10");
      expect(done).toMatchObject({ status: 302, location: "/dashboard" });
      expect(flashOf(done.cookies)).toMatch(/^wb50_flash=signed-up;/);
      const viewer = await viewerOf(done.cookies);
      expect(viewer.member).toMatchObject({ email: "carol@example.com", name: "Carol" });
      const carol = viewer.member;
      if (!carol) throw new Error("not signed in");
      expect(await memberRows()).toEqual([
        expect.objectContaining({ id: carol.id, name: "Carol", emailConfirmedAt: app.clock.now }),
      ]);
      expect(await waitingSignUps()).toEqual([]);
      expect(await premiumOf(carol.id)).toEqual([
        { kind: "premium", endsAt: null, source: "payment:evt_carol" },
      ]);
      expect(await waitingGrants()).toEqual([]);
      expect(viewer.premium).toBe(true);
      // The account has Carol's password, not Mallory's.
      expect(await logIn("carol@example.com", MALLORY_PASSWORD, "198.51.100.68")).toMatchObject({
        status: 401,
        cookies: [],
      });
      expect(await logIn("carol@example.com", PASSWORD, "192.0.2.11")).toMatchObject({
        status: 302,
        location: "/dashboard",
      });

      const inbox = await inboxOf("carol@example.com");
      expect(inbox.map((received) => received.subject)).toEqual([
        CODE_SUBJECT,
        CODE_SUBJECT,
        CODE_SUBJECT,
        "Welcome to Premium",
      ]);
      expect(inbox[3]?.text).toContain("Hello Carol,");
      expect(smtp.messages).toHaveLength(4);
    });

    it("an older account not yet confirmed: the emailed link proves the address, and a waiting payment attaches", async () => {
      // Made as accounts were before sign-up asked for a code: unconfirmed.
      const eve = await newMember("eve@example.com", "Eve");
      const cookie = cookieFrom([(await app.services.sessions.create({ memberId: eve.id })).setCookie]);
      await pay("evt_eve", "eve@example.com");
      expect(await premiumOf(eve.id)).toEqual([]);
      expect(await waitingGrants()).toEqual([
        expect.objectContaining({ email: "eve@example.com", kind: "premium", source: "payment:evt_eve" }),
      ]);

      // From her dashboard she asks for the confirmation link.
      const resent = await outcome(() =>
        confirmAction(
          app.args("/confirm-email", { form: { intent: "resend" }, cookie }) as Parameters<
            typeof confirmAction
          >[0],
        ),
      );
      expect(resent).toMatchObject({ status: 200, data: { resent: true } });
      const [confirmation, ...more] = await inboxOf("eve@example.com");
      expect(more).toEqual([]);
      if (!confirmation) throw new Error("no confirmation email");
      expect(confirmation.subject).toBe("Please confirm your email address");
      const path = linkIn(confirmation, "/confirm-email?token=");

      // Opening the link (a scanner, or her) confirms nothing.
      for (let open = 0; open < 2; open += 1) {
        expect(await openConfirm(path)).toMatchObject({
          status: 200,
          data: { valid: true, email: "eve@example.com" },
        });
      }
      expect(await premiumOf(eve.id)).toEqual([]);
      expect(await memberRows()).toEqual([expect.objectContaining({ id: eve.id, emailConfirmedAt: null })]);

      const token = new URL(path, "http://localhost").searchParams.get("token") ?? "";
      const confirmed = await confirm(token, cookie);
      expect(confirmed).toMatchObject({ status: 302, location: "/dashboard" });
      expect(flashOf(confirmed.cookies)).toMatch(/^wb50_flash=email-confirmed;/);
      expect(await memberRows()).toEqual([
        expect.objectContaining({ id: eve.id, emailConfirmedAt: app.clock.now }),
      ]);
      expect(await premiumOf(eve.id)).toEqual([{ kind: "premium", endsAt: null, source: "payment:evt_eve" }]);
      expect(await waitingGrants()).toEqual([]);
      expect((await getViewer(app.args("/", { cookie }))).premium).toBe(true);

      const inbox = await inboxOf("eve@example.com");
      expect(inbox.map((received) => received.subject)).toEqual([
        "Please confirm your email address",
        "Welcome to Premium",
      ]);
      const welcome = inbox[1];
      if (welcome) expect(linkIn(welcome, "/nutrition")).toBe("/nutrition");

      // Once only.
      expect(await confirm(token, cookie)).toMatchObject({ status: 410 });
      expect(await openConfirm(path)).toMatchObject({ status: 410, data: { valid: false } });
      expect(await inboxOf("eve@example.com")).toHaveLength(2);
    });

    it("signing in with an emailed code also proves the address, and a waiting payment attaches", async () => {
      // An older account, not yet confirmed.
      const dora = await newMember("dora@example.com", "Dora");
      await pay("evt_dora", "dora@example.com");
      expect(await premiumOf(dora.id)).toEqual([]);
      const sent = await outcome(() =>
        codeAction(
          app.args("/login/code", { form: { intent: "send", email: "dora@example.com" } }) as Parameters<
            typeof codeAction
          >[0],
        ),
      );
      expect(sent).toMatchObject({ status: 200 });
      const [codeEmail, ...more] = await inboxOf("dora@example.com");
      expect(more).toEqual([]);
      expect(codeEmail?.subject).toBe("Your Wellness Beyond 50 sign-in code");
      const code = codeIn(codeEmail);
      const verified = await outcome(() =>
        codeAction(
          app.args("/login/code", {
            form: { intent: "verify", email: "dora@example.com", code },
          }) as Parameters<typeof codeAction>[0],
        ),
      );
      expect(verified).toMatchObject({ status: 302, location: "/dashboard" });
      expect(await memberRows()).toEqual([
        expect.objectContaining({ id: dora.id, emailConfirmedAt: app.clock.now }),
      ]);
      expect(await premiumOf(dora.id)).toEqual([
        { kind: "premium", endsAt: null, source: "payment:evt_dora" },
      ]);
      expect(await waitingGrants()).toEqual([]);
      // The premium arrives with its welcome, as it does through the confirmation link.
      expect((await inboxOf("dora@example.com")).map((received) => received.subject)).toEqual([
        "Your Wellness Beyond 50 sign-in code",
        "Welcome to Premium",
      ]);
    });

    it("signing up with the address of her own account: she is told so, and its code signs her in", async () => {
      const fay = await newMember("fay@example.com", "Fay", app.clock.now);
      const before = await memberRows();

      // The page answers as it does for a new address.
      const started = await start({ name: "Someone", email: "Fay@Example.com", password: MALLORY_PASSWORD });
      expect(started).toEqual({
        status: 200,
        data: { sent: true, email: "Fay@Example.com" },
        location: null,
        cookies: [],
      });
      const [notice, ...more] = await inboxOf("fay@example.com");
      expect(more).toEqual([]);
      expect(notice?.subject).toBe("You already have a Wellness Beyond 50 account");
      expect(notice?.text).toContain("Hello Fay,");
      const code = codeIn(notice);
      if (!notice) throw new Error("no email");
      const linkPath = linkIn(notice, "/login/link?token=");

      // Nothing changed: one account, her name, her password; no sign-up waits.
      expect(await memberRows()).toEqual(before);
      expect(await waitingSignUps()).toEqual([]);
      expect(await logIn("fay@example.com", MALLORY_PASSWORD, "198.51.100.30")).toMatchObject({
        status: 401,
      });

      // The code typed on the sign-up page signs her in to the account she has.
      const verified = await verify("Fay@Example.com", code);
      expect(verified).toMatchObject({ status: 302, location: "/dashboard" });
      expect(flashOf(verified.cookies)).toMatch(/^wb50_flash=signed-in;/);
      expect((await viewerOf(verified.cookies)).member).toMatchObject({ id: fay.id, name: "Fay" });
      expect(await memberRows()).toEqual(before);
      expect(await waitingSignUps()).toEqual([]);
      expect(await logIn("fay@example.com", PASSWORD, "198.51.100.31")).toMatchObject({ status: 302 });
      // The code and the link were one: the link died with it, and so did the code.
      expect(
        await outcome(() => linkLoader(app.args(linkPath) as Parameters<typeof linkLoader>[0])),
      ).toMatchObject({ status: 410, data: { valid: false } });
      expect(await verify("fay@example.com", code, "198.51.100.32")).toMatchObject({ status: 401 });
      expect(smtp.messages).toHaveLength(1);
    });
  });

  describe("welcome", () => {
    it("the coach's grant welcomes her once; a replayed payment welcomes her once", async () => {
      const ann = await newMember("ann@example.com", "Ann", new Date());
      const { member: coach } = await ensureCoach(
        database.db,
        { name: "Coach", email: "coach@example.com", password: PASSWORD },
        { promote: "if-password-matches" },
      );
      if (!coach) throw new Error("no coach");
      const coachCookie = cookieFrom([
        (await app.services.sessions.create({ memberId: coach.id })).setCookie,
      ]);
      const grant = () =>
        outcome(() =>
          memberAction(
            app.args(`/coach/members/${ann.id}`, {
              cookie: coachCookie,
              form: { intent: "grant", kind: "portal", endsOn: "" },
              params: { memberId: ann.id },
            }) as Parameters<typeof memberAction>[0],
          ),
        );

      expect(await grant()).toMatchObject({ status: 200, data: { done: "Portal access granted." } });
      // A double tap the same day.
      expect(await grant()).toMatchObject({ status: 200 });
      const [welcome, ...more] = await inboxOf("ann@example.com");
      expect(more).toEqual([]);
      expect(welcome?.subject).toBe("Your client portal is open");
      expect(welcome?.text).toContain("Hello Ann,");
      if (welcome) expect(linkIn(welcome, "/client-portal")).toBe("/client-portal");
      // The next day the coach only moves the end date: no second welcome.
      app.advance(24 * 60 * 60 * 1000);
      const moved = await outcome(() =>
        memberAction(
          app.args(`/coach/members/${ann.id}`, {
            cookie: coachCookie,
            form: { intent: "grant", kind: "portal", endsOn: "2027-12-31" },
            params: { memberId: ann.id },
          }) as Parameters<typeof memberAction>[0],
        ),
      );
      expect(moved).toMatchObject({ status: 200 });
      expect(await inboxOf("ann@example.com")).toHaveLength(1);

      const payload = checkoutEvent("evt_ann", { client_reference_id: ann.id });
      const deliver = async () => {
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
        return response.text();
      };
      expect(await deliver()).toBe("Processed.");
      expect(await deliver()).toBe("Already processed.");
      // Both come from the one payment and one drain: their order of arrival is not promised.
      const inbox = await inboxOf("ann@example.com");
      expect(inbox.map((received) => received.subject).sort()).toEqual([
        "Welcome to Premium",
        "Your client portal is open",
      ]);
    });
  });

  describe("without SMTP", () => {
    it("logs one line per queued email, with its link, and sends nothing", async () => {
      await newMember("ann@example.com");
      const lines: string[] = [];
      const spy = vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => {
        lines.push(parts.map(String).join(" "));
      });
      const stop = logQueuedEmails(config().appUrl);
      try {
        await sendPasswordReset(mail(), "ann@example.com");
        await sendPasswordReset(mail(), "nobody@example.com");
        const deadline = Date.now() + 5_000;
        while (lines.length < 2 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 10));
      } finally {
        stop();
        spy.mockRestore();
      }
      expect(config().appUrl).toBe("http://localhost:3000");
      const queued = await rows();
      const idOf = (to: string) => queued.find((row) => row.to === to)?.id;
      expect(lines).toHaveLength(2);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(
              `^Email queued, not sent \\(no SMTP_URL\\): to ann@example\\.com, "Choose a new password", link http://localhost:3000/reset-password\\?token=\\S+ \\(preview: http://localhost:3000/coach/emails/${idOf("ann@example.com")}\\)$`,
            ),
          ),
          expect.stringMatching(
            new RegExp(
              `^Email queued, not sent \\(no SMTP_URL\\): to nobody@example\\.com, ".+", link http://localhost:3000/signup \\(preview: http://localhost:3000/coach/emails/${idOf("nobody@example.com")}\\)$`,
            ),
          ),
        ]),
      );
      expect(queued.every((row) => row.status === "queued")).toBe(true);
      expect(smtp.messages).toEqual([]);
    });
  });
});
