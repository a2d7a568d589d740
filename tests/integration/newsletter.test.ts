import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { digests, newsletterSignups, newsletters, outbox, profiles } from "~/db/schema";
import { createOutboxWorker, createSmtpTransport } from "~/features/email/outbox.server";
import { DIGEST_HOUR, sendDailyDigest } from "~/features/newsletter/digest.server";
import {
  confirmedSubscribers,
  NEWSLETTER_CONFIRM_TTL_DAYS,
  newsletterRecipients,
  unsubscribe,
  unsubscribeToken,
} from "~/features/newsletter/newsletter.server";
import { EMAILS_PER_RECIPIENT } from "~/lib/auth.server";
import { createMember } from "~/lib/members.server";
import { THROTTLE_WINDOW_MS } from "~/lib/throttle.server";
import { action as newsletterAction } from "~/routes/coach/newsletter";
import { action as newslettersAction } from "~/routes/coach/newsletters";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter/confirm";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter/unsubscribe";
import { action as programsAction } from "~/routes/programs/index";
import { appLinkIn, drainOutbox, type ReceivedMail, startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

const PASSWORD = "correct horse battery";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("the newsletter and the coach's digest, received by a real SMTP server", () => {
  let database: DatabaseHandle;
  let smtp: TestSmtp;
  let app: ReturnType<typeof createTestApp>;
  let transports: Transporter[] = [];

  beforeAll(async () => {
    [database, smtp] = await Promise.all([openTestDatabase(), startTestSmtp()]);
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    smtp.reject(null);
    smtp.messages.length = 0;
    app = createTestApp(database);
  });
  afterEach(() => {
    for (const transport of transports) transport.close();
    transports = [];
  });

  const config = () => app.services.config;

  /** Runs worker passes, as the server does, until nothing is due. */
  async function drain(): Promise<void> {
    const transport = createSmtpTransport(smtp.url);
    transports.push(transport);
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      from: config().MAIL_FROM,
      now: app.services.now,
      log: () => {},
    });
    await drainOutbox(worker);
  }

  /** Delivers what is queued; every email that arrived for `to` since the test began. */
  async function inboxOf(to: string): Promise<ReceivedMail[]> {
    await drain();
    return smtp.messages.filter((received) => received.envelopeTo.includes(to));
  }

  /** The one link in the email's plain text that starts with the app's address and `path`. */
  const linkIn = (received: ReceivedMail, path: string) => appLinkIn(received, `${config().appUrl}${path}`);

  const tokenOf = (path: string) => new URL(path, "http://localhost").searchParams.get("token") ?? "";

  /** A header exactly as it came over the wire (unfolded), or undefined. */
  function headerOf(received: ReceivedMail, name: string): string | undefined {
    const line = received.headerLines.find((header) => header.key === name.toLowerCase())?.line;
    return line?.replace(/\r?\n(?=[ \t])/g, "").replace(/^[^:]+:\s*/, "");
  }

  const subscribers = async () => (await confirmedSubscribers(database.db)).map((row) => row.email);

  async function signupRow(email: string) {
    const [row] = await database.db
      .select()
      .from(newsletterSignups)
      .where(eq(newsletterSignups.email, email));
    return row;
  }

  /** The Live Classes form on /programs. */
  const signUp = (email: string, options: { clientAddress?: string; cookie?: string } = {}) =>
    outcome(() =>
      programsAction(
        app.args("/programs", {
          form: { intent: "newsletter", email, consent: "yes" },
          ...options,
        }) as Parameters<typeof programsAction>[0],
      ),
    );
  const openConfirm = (path: string) =>
    outcome(() => confirmLoader(app.args(path) as Parameters<typeof confirmLoader>[0]));
  const confirm = (token: string) =>
    outcome(() =>
      confirmAction(
        app.args("/newsletter/confirm", { form: { token } }) as Parameters<typeof confirmAction>[0],
      ),
    );

  async function signedIn(memberId: string): Promise<string> {
    return cookieFrom([(await app.services.sessions.create({ memberId })).setCookie]);
  }

  async function newCoach(email = "coach@example.com", name = "Coach") {
    const coach = await createMember(database.db, {
      name,
      email,
      password: PASSWORD,
      role: "coach",
      emailConfirmedAt: app.clock.now,
    });
    if (!coach) throw new Error("no coach");
    return { coach, cookie: await signedIn(coach.id) };
  }

  /** A sign-up row in a given state, without the emails that lead there. */
  async function listed(email: string, state: "confirmed" | "waiting" | "unsubscribed") {
    const now = app.clock.now;
    await database.db.insert(newsletterSignups).values({
      email,
      source: "live-classes",
      consentedAt: now,
      confirmedAt: state === "waiting" ? null : now,
      confirmTokenHash: state === "waiting" ? "not-a-real-hash" : null,
      unsubscribedAt: state === "unsubscribed" ? now : null,
      createdAt: now,
      updatedAt: now,
    });
  }

  describe("signing up", () => {
    it("double opt-in: the email, the page that spends nothing, the button that confirms", async () => {
      expect(await signUp("Ann@Example.com")).toMatchObject({
        status: 200,
        data: { ok: true, outcome: "confirm-sent" },
      });
      const [confirmation, ...more] = await inboxOf("ann@example.com");
      expect(more).toEqual([]);
      if (!confirmation) throw new Error("no confirmation email");
      expect(smtp.messages).toHaveLength(1);
      expect(confirmation.subject).toBe("Please confirm your newsletter sign-up");
      const path = linkIn(confirmation, "/newsletter/confirm?token=");
      expect(confirmation.html).toContain(`${config().appUrl}${path.replaceAll("&", "&amp;")}`);
      expect(await subscribers()).toEqual([]);

      // A mail scanner, then her browser: both see the button, neither confirms.
      for (let open = 0; open < 2; open += 1) {
        expect(await openConfirm(path)).toMatchObject({
          status: 200,
          data: { valid: true, email: "ann@example.com" },
        });
      }
      expect(await subscribers()).toEqual([]);

      expect(await confirm(tokenOf(path))).toMatchObject({
        status: 200,
        data: { confirmed: "ann@example.com" },
      });
      expect(await subscribers()).toEqual(["ann@example.com"]);
      // The link is spent.
      expect(await confirm(tokenOf(path))).toMatchObject({ status: 410 });
      expect(await openConfirm(path)).toMatchObject({ status: 410, data: { valid: false } });

      // Signing up again: the same answer as for a new address, no email, still subscribed.
      expect(await signUp("ann@example.com", { clientAddress: "198.51.100.2" })).toMatchObject({
        status: 200,
        data: { ok: true, outcome: "confirm-sent" },
      });
      expect(await inboxOf("ann@example.com")).toHaveLength(1);
      expect(smtp.messages).toHaveLength(1);
      expect(await subscribers()).toEqual(["ann@example.com"]);
    });

    it(`the confirmation link dies after ${NEWSLETTER_CONFIRM_TTL_DAYS} days`, async () => {
      await signUp("bea@example.com");
      const [confirmation] = await inboxOf("bea@example.com");
      if (!confirmation) throw new Error("no confirmation email");
      const path = linkIn(confirmation, "/newsletter/confirm?token=");

      app.advance(NEWSLETTER_CONFIRM_TTL_DAYS * DAY - MINUTE);
      expect(await openConfirm(path)).toMatchObject({ status: 200, data: { valid: true } });
      app.advance(2 * MINUTE);
      expect(await openConfirm(path)).toMatchObject({ status: 410, data: { valid: false } });
      expect(await confirm(tokenOf(path))).toMatchObject({
        status: 410,
        data: { formError: expect.stringMatching(/expired/) },
      });
      expect(await subscribers()).toEqual([]);
      expect((await signupRow("bea@example.com"))?.confirmedAt).toBeNull();
    });

    it("a member signing up her own confirmed address is confirmed at once, with no email", async () => {
      const cara = await createMember(database.db, {
        name: "Cara",
        email: "cara@example.com",
        password: PASSWORD,
        emailConfirmedAt: app.clock.now,
      });
      if (!cara) throw new Error("no member");
      const cookie = await signedIn(cara.id);

      expect(await signUp("Cara@Example.com", { cookie })).toMatchObject({
        status: 200,
        data: { ok: true, outcome: "confirmed" },
      });
      expect(await subscribers()).toEqual(["cara@example.com"]);
      // She, and only she, is told she is already on the list.
      expect(await signUp("cara@example.com", { cookie })).toMatchObject({
        data: { outcome: "already-registered" },
      });
      expect(await signUp("cara@example.com", { clientAddress: "198.51.100.3" })).toMatchObject({
        data: { outcome: "confirm-sent" },
      });

      // Someone else's address, from her session, still needs that person's confirmation.
      expect(await signUp("dee@example.com", { cookie })).toMatchObject({
        data: { outcome: "confirm-sent" },
      });
      await drain();
      expect(smtp.messages.map((received) => received.envelopeTo)).toEqual([["dee@example.com"]]);
      expect(await subscribers()).toEqual(["cara@example.com"]);
    });

    it(`a ${EMAILS_PER_RECIPIENT + 1}th sign-up of one address within 15 minutes sends no more email`, async () => {
      for (let attempt = 1; attempt <= EMAILS_PER_RECIPIENT; attempt += 1) {
        expect(await signUp("eve@example.com", { clientAddress: `198.51.100.${attempt}` })).toMatchObject({
          status: 200,
          data: { outcome: "confirm-sent" },
        });
        // A second tap within a minute sends nothing new (the first email is on its way).
        app.advance(2 * MINUTE);
      }
      expect(await inboxOf("eve@example.com")).toHaveLength(EMAILS_PER_RECIPIENT);

      app.advance(3 * MINUTE);
      // Another connection: the same answer, and nothing in her inbox.
      expect(await signUp("eve@example.com", { clientAddress: "198.51.100.99" })).toMatchObject({
        status: 200,
        data: { ok: true, outcome: "confirm-sent" },
      });
      expect(await inboxOf("eve@example.com")).toHaveLength(EMAILS_PER_RECIPIENT);
      expect(smtp.messages).toHaveLength(EMAILS_PER_RECIPIENT);

      // Once the window has passed, she can be sent a link again; the latest one works.
      app.advance(THROTTLE_WINDOW_MS);
      expect(await signUp("eve@example.com", { clientAddress: "198.51.100.99" })).toMatchObject({
        data: { outcome: "confirm-sent" },
      });
      const inbox = await inboxOf("eve@example.com");
      expect(inbox).toHaveLength(EMAILS_PER_RECIPIENT + 1);
      const last = inbox.at(-1);
      if (!last) throw new Error("no email");
      expect(await confirm(tokenOf(linkIn(last, "/newsletter/confirm?token=")))).toMatchObject({
        status: 200,
        data: { confirmed: "eve@example.com" },
      });
    });
  });

  describe("the coach's newsletter", () => {
    const createDraft = (cookie: string, form: Record<string, string>) =>
      outcome(() =>
        newslettersAction(
          app.args("/coach/newsletters", { cookie, form }) as Parameters<typeof newslettersAction>[0],
        ),
      );
    const act = (cookie: string, id: number, form: Record<string, string>) =>
      outcome(() =>
        newsletterAction(
          app.args(`/coach/newsletters/${id}`, {
            cookie,
            form,
            params: { newsletterId: String(id) },
          }) as Parameters<typeof newsletterAction>[0],
        ),
      );

    async function draft(cookie: string, subject: string, body: string): Promise<number> {
      const created = await createDraft(cookie, { subject, body });
      expect(created).toMatchObject({ status: 302 });
      const id = Number(created.location?.match(/^\/coach\/newsletters\/(\d+)$/)?.[1]);
      expect(id).toBeGreaterThan(0);
      return id;
    }

    const BODY =
      "Hello,\n\nLive Classes open **next Monday**.\n\n<script>alert('stolen')</script>\n\nSee you!";

    it("validates, sends a test to the coach only, then sends once to the confirmed subscribers", async () => {
      const { cookie } = await newCoach();
      for (const email of ["ann@example.com", "bea@example.com", "cara@example.com"]) {
        await listed(email, "confirmed");
      }
      await listed("wendy@example.com", "waiting");
      await listed("ursula@example.com", "unsubscribed");

      const id = await draft(cookie, "Draft", "Write your news here.");

      // Invalid input: 400, the message by the field, and what she typed kept.
      const empty = await act(cookie, id, { intent: "save", subject: "  ", body: BODY });
      expect(empty).toMatchObject({
        status: 400,
        data: { fieldErrors: { subject: "Please write a subject." }, values: { subject: "  ", body: BODY } },
      });
      const twoLines = await act(cookie, id, { intent: "save", subject: "Live\nClasses", body: BODY });
      expect(twoLines).toMatchObject({
        status: 400,
        data: {
          fieldErrors: { subject: "The subject must be one line." },
          values: { subject: "Live\nClasses", body: BODY },
        },
      });
      const [unchanged] = await database.db.select().from(newsletters).where(eq(newsletters.id, id));
      expect(unchanged).toMatchObject({ subject: "Draft", body: "Write your news here.", status: "draft" });

      expect(
        await act(cookie, id, { intent: "save", subject: "Live Classes are here", body: BODY }),
      ).toMatchObject({ status: 200, data: { done: expect.stringMatching(/^Saved/) } });

      // Sending needs the box ticked.
      expect(await act(cookie, id, { intent: "send" })).toMatchObject({
        status: 400,
        data: { fieldErrors: { checked: expect.stringMatching(/tick the box/) } },
      });
      await drain();
      expect(smtp.messages).toEqual([]);
      expect(await database.db.select().from(outbox)).toEqual([]);

      // A test copy goes to the coach, and nobody else.
      expect(await act(cookie, id, { intent: "test" })).toMatchObject({
        status: 200,
        data: { done: "A test copy is on its way to coach@example.com." },
      });
      await drain();
      expect(smtp.messages.map((received) => [received.envelopeTo, received.subject])).toEqual([
        [["coach@example.com"], "[Test] Live Classes are here"],
      ]);
      const [testCopy] = smtp.messages;
      expect(testCopy?.html).toContain("<strong>next Monday</strong>");

      // Send: exactly the three confirmed subscribers.
      expect(await act(cookie, id, { intent: "send", checked: "yes" })).toMatchObject({
        status: 200,
        data: { done: "Sending to 3 subscribers. Their status is below." },
      });
      await drain();
      const sent = smtp.messages.slice(1);
      expect(sent.map((received) => received.envelopeTo).sort()).toEqual([
        ["ann@example.com"],
        ["bea@example.com"],
        ["cara@example.com"],
      ]);
      const tokens = new Set<string>();
      for (const received of sent) {
        expect(received.subject).toBe("Live Classes are here");
        const listUnsubscribe = headerOf(received, "List-Unsubscribe") ?? "";
        const url = listUnsubscribe.match(/^<([^>]+)>$/)?.[1] ?? "";
        expect(url.startsWith(`${config().appUrl}/newsletter/unsubscribe?token=`), listUnsubscribe).toBe(
          true,
        );
        expect(headerOf(received, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
        const token = new URL(url).searchParams.get("token") ?? "";
        tokens.add(token);
        // Her own token: it names her, and the same link is in the email's footer.
        expect(linkIn(received, "/newsletter/unsubscribe?token=")).toBe(
          `/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
        );
        const page = await outcome(() =>
          unsubscribeLoader(
            app.args(`/newsletter/unsubscribe?${new URLSearchParams({ token })}`) as Parameters<
              typeof unsubscribeLoader
            >[0],
          ),
        );
        expect(page).toMatchObject({
          status: 200,
          data: { valid: true, email: received.envelopeTo[0], unsubscribed: false },
        });
        // The Markdown rendered, the pasted script gone.
        expect(received.html).toContain("<strong>next Monday</strong>");
        expect(received.html).not.toMatch(/<script/i);
        const body = (received.html || "").split("</h1>")[1]?.split("You receive this because")[0] ?? "";
        expect(body).toContain("<strong>next Monday</strong>");
        expect(body).not.toContain("stolen");
        // The text part is the Markdown as she wrote it.
        expect(received.text).toContain("Live Classes open **next Monday**.");
      }
      expect(tokens.size).toBe(3);

      // A double click: refused, and nothing more goes out.
      expect(await act(cookie, id, { intent: "send", checked: "yes" })).toMatchObject({
        status: 409,
        data: { formError: expect.stringMatching(/sent already/) },
      });
      expect(await act(cookie, id, { intent: "save", subject: "Changed", body: "Changed" })).toMatchObject({
        status: 409,
      });
      await drain();
      expect(smtp.messages).toHaveLength(4);

      expect(await newsletterRecipients(database.db, id)).toEqual(
        ["ann@example.com", "bea@example.com", "cara@example.com"].map((to) =>
          expect.objectContaining({ to, status: "sent", attempts: 1, sentAt: app.clock.now }),
        ),
      );
      const [row] = await database.db.select().from(newsletters).where(eq(newsletters.id, id));
      expect(row).toMatchObject({ status: "sent", recipients: 3, subject: "Live Classes are here" });
    });

    it("a newsletter still waiting to go is not sent to her once she unsubscribes", async () => {
      const { cookie } = await newCoach();
      await listed("ann@example.com", "confirmed");
      await listed("bea@example.com", "confirmed");
      const id = await draft(cookie, "May news", "Hello May.");
      expect(await act(cookie, id, { intent: "send", checked: "yes" })).toMatchObject({ status: 200 });
      // Queued, not yet delivered, when she unsubscribes from an earlier email.
      const ann = await signupRow("ann@example.com");
      if (!ann) throw new Error("no sign-up");
      const token = unsubscribeToken(config().SESSION_SECRET, ann);
      expect(await unsubscribe(database.db, config().SESSION_SECRET, token, app.clock.now)).toBe(
        "ann@example.com",
      );
      await drain();
      expect(smtp.messages.map((received) => received.envelopeTo[0])).toEqual(["bea@example.com"]);
      const statuses = await newsletterRecipients(database.db, id);
      expect(statuses.map(({ to, status, lastReply }) => [to, status, lastReply])).toEqual([
        ["ann@example.com", "failed", "Not sent: she unsubscribed"],
        ["bea@example.com", "sent", expect.stringContaining("250")],
      ]);
    });

    it("the RFC 8058 one-click POST unsubscribes her; a tampered token changes nothing", async () => {
      const { cookie } = await newCoach();
      await listed("ann@example.com", "confirmed");
      await listed("bea@example.com", "confirmed");
      const first = await draft(cookie, "March news", "Hello **March**.");
      expect(await act(cookie, first, { intent: "send", checked: "yes" })).toMatchObject({ status: 200 });
      const [toAnn] = await inboxOf("ann@example.com");
      if (!toAnn) throw new Error("no newsletter for Ann");
      const url = headerOf(toAnn, "List-Unsubscribe")?.match(/^<([^>]+)>$/)?.[1] ?? "";
      expect(url).toMatch(/\/newsletter\/unsubscribe\?token=/);

      /** What a mail client sends by itself: no page, no cookie, no Origin. */
      const oneClick = (target: string) => {
        const request = new Request(target, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
        expect(request.headers.get("Origin")).toBeNull();
        const target_ = new URL(target);
        const base = app.args(`${target_.pathname}${target_.search}`);
        return outcome(() =>
          unsubscribeAction({ ...base, request } as Parameters<typeof unsubscribeAction>[0]),
        );
      };

      // One character changed, in the signature or in the id: refused, nobody leaves.
      const token = new URL(url).searchParams.get("token") ?? "";
      const [signupId, mac = ""] = token.split(".");
      const lastChar = mac.at(-1) === "A" ? "B" : "A";
      const tampered = [`${signupId}.${mac.slice(0, -1)}${lastChar}`, `${Number(signupId) + 1}.${mac}`];
      for (const bad of tampered) {
        const badUrl = `${config().appUrl}/newsletter/unsubscribe?${new URLSearchParams({ token: bad })}`;
        expect(await oneClick(badUrl)).toMatchObject({
          status: 404,
          data: { formError: "This unsubscribe link is not valid." },
        });
      }
      expect(await subscribers()).toEqual(["ann@example.com", "bea@example.com"]);

      expect(await oneClick(url)).toMatchObject({ status: 200, data: { unsubscribed: "ann@example.com" } });
      expect(await subscribers()).toEqual(["bea@example.com"]);
      const leftAt = (await signupRow("ann@example.com"))?.unsubscribedAt;
      expect(leftAt).toEqual(app.clock.now);

      // Twice is fine, and changes nothing.
      app.advance(MINUTE);
      expect(await oneClick(url)).toMatchObject({ status: 200, data: { unsubscribed: "ann@example.com" } });
      expect((await signupRow("ann@example.com"))?.unsubscribedAt).toEqual(leftAt);
      const path = `${new URL(url).pathname}${new URL(url).search}`;
      expect(
        await outcome(() => unsubscribeLoader(app.args(path) as Parameters<typeof unsubscribeLoader>[0])),
      ).toMatchObject({ status: 200, data: { valid: true, email: "ann@example.com", unsubscribed: true } });

      // The next newsletter reaches Bea only.
      const second = await draft(cookie, "April news", "Hello April.");
      expect(await act(cookie, second, { intent: "send", checked: "yes" })).toMatchObject({
        status: 200,
        data: { done: "Sending to 1 subscriber. Their status is below." },
      });
      await drain();
      expect(smtp.messages.map((received) => [received.envelopeTo[0], received.subject]).sort()).toEqual([
        ["ann@example.com", "March news"],
        ["bea@example.com", "April news"],
        ["bea@example.com", "March news"],
      ]);
      expect((await newsletterRecipients(database.db, second)).map((row) => row.to)).toEqual([
        "bea@example.com",
      ]);

      // The coach's test copy carries a link that unsubscribes nobody.
      expect(await act(cookie, second, { intent: "test" })).toMatchObject({ status: 200 });
      const [testCopy] = await inboxOf("coach@example.com");
      const testUrl = testCopy
        ? (headerOf(testCopy, "List-Unsubscribe")?.match(/^<([^>]+)>$/)?.[1] ?? "")
        : "";
      expect(testUrl).toMatch(/\/newsletter\/unsubscribe\?token=/);
      expect(await oneClick(testUrl)).toMatchObject({ status: 404 });
      expect(await subscribers()).toEqual(["bea@example.com"]);
    });
  });

  describe("the coach's daily digest", () => {
    /** 05:00 on 3 March in Sydney (UTC+11). */
    const EARLY = new Date("2026-03-02T18:00:00Z");

    it(`waits for ${DIGEST_HOUR}:00 in Sydney, sends each coach one summary a day, and nothing on a quiet day`, async () => {
      app.clock.now = EARLY;
      await newCoach("coach@example.com", "Coach");
      await newCoach("helper@example.com", "Helper");

      // A questionnaire completed by a member, and a newsletter sign-up confirmed.
      const dora = await createMember(database.db, {
        name: "Dora",
        email: "dora@example.com",
        password: PASSWORD,
      });
      if (!dora) throw new Error("no member");
      await database.db
        .insert(profiles)
        .values({ id: "profile-dora", memberId: dora.id, step: "complete", completedAt: app.clock.now });
      // A visitor who finished without an account, and one who finished two days ago (old news).
      await database.db.insert(profiles).values([
        { id: "profile-visitor", step: "complete", completedAt: new Date(app.clock.now.getTime() + MINUTE) },
        { id: "profile-old", step: "complete", completedAt: new Date(app.clock.now.getTime() - 2 * DAY) },
      ]);
      await signUp("bea@example.com");
      const [confirmation] = await inboxOf("bea@example.com");
      if (!confirmation) throw new Error("no confirmation email");
      app.advance(5 * MINUTE);
      expect(await confirm(tokenOf(linkIn(confirmation, "/newsletter/confirm?token=")))).toMatchObject({
        status: 200,
      });

      const digest = () => sendDailyDigest({ db: database.db, appUrl: config().appUrl, now: app.clock.now });
      const coachMail = () =>
        smtp.messages.filter((received) => received.envelopeTo.some((to) => to !== "bea@example.com"));

      expect(await digest()).toBe("too-early");
      await drain();
      expect(coachMail()).toEqual([]);
      expect(await database.db.select().from(digests)).toEqual([]);

      // 07:30 in Sydney; two instances ask at the same moment.
      app.clock.now = new Date("2026-03-02T20:30:00Z");
      expect((await Promise.all([digest(), digest()])).sort()).toEqual(["already-sent", "sent"]);
      expect(await digest()).toBe("already-sent");
      await drain();
      expect(
        coachMail()
          .map((received) => received.envelopeTo[0])
          .sort(),
      ).toEqual(["coach@example.com", "helper@example.com"]);
      for (const received of coachMail()) {
        expect(received.subject).toMatch(/^Your daily summary/);
        expect(received.subject).toBe("Your daily summary: 2 new questionnaires, 1 newsletter sign-up");
        expect(received.text).toContain(
          "2 new questionnaires: Dora (dora@example.com); a visitor without an account.",
        );
        expect(received.text).toContain("1 newsletter sign-up confirmed: bea@example.com.");
        expect(linkIn(received, "/coach/leads")).toBe("/coach/leads");
      }
      expect(await database.db.select().from(digests)).toEqual([
        {
          day: "2026-03-03",
          summary: "2 questionnaires, 1 newsletter confirmations",
          createdAt: new Date("2026-03-02T20:30:00Z"),
        },
      ]);

      // Later the same day: nothing more.
      app.advance(6 * 60 * MINUTE);
      expect(await digest()).toBe("already-sent");
      await drain();
      expect(coachMail()).toHaveLength(2);

      // The next morning, nothing new: no email.
      app.clock.now = new Date("2026-03-03T20:30:00Z");
      expect(await digest()).toBe("nothing-new");
      expect(await digest()).toBe("already-sent");
      await drain();
      expect(coachMail()).toHaveLength(2);
      expect(await database.db.select().from(digests)).toHaveLength(2);
    });
  });
});
