import { describe, expect, it, vi } from "vitest";
import { outbox } from "~/db/schema";
import { sendPasswordReset } from "~/features/account/account-emails.server";
import {
  CLAIM_MS,
  createSmtpTransport,
  enqueueEmail,
  logQueuedEmails,
  MAX_ATTEMPTS,
  senderDomain,
  UnsafeEmailError,
} from "~/features/email/outbox.server";
import { addressesOf, MINUTE, useEmailSuite } from "../helpers/email-suite";

describe("email through the outbox, received by a real SMTP server", () => {
  const {
    database,
    app,
    smtp,
    workerLog,
    transports,
    config,
    mail,
    newWorker,
    drain,
    inboxOf,
    rows,
    onlyRow,
    newMember,
    welcomePortal,
  } = useEmailSuite();

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
        enqueueEmail(database.db, { to: "ann@example.com", message, headers: { "X-Note\r\nBcc": "a" } }, now),
      ).rejects.toBeInstanceOf(UnsafeEmailError);
      expect(await rows()).toEqual([]);
      // A line break in a value (a published business name in a subject, issue 37) becomes a
      // space: no header is added, and the email still goes.
      await enqueueEmail(
        database.db,
        {
          to: "bea@example.com",
          message: { ...message, subject: "Hello\r\nBcc: eve@example.com" },
          headers: { "X-Note": "a\nBcc: eve@example.com" },
        },
        now,
      );
      expect((await rows()).map((row) => [row.subject, row.headers])).toEqual([
        ["Hello Bcc: eve@example.com", { "X-Note": "a Bcc: eve@example.com" }],
      ]);
      await database.db.delete(outbox);

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
