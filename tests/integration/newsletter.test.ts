import { describe, expect, it } from "vitest";
import { digests, profiles } from "~/db/schema";
import { DIGEST_HOUR, sendDailyDigest } from "~/features/newsletter/digest.server";
import { NEWSLETTER_CONFIRM_TTL_DAYS } from "~/features/newsletter/newsletter.server";
import { EMAILS_PER_RECIPIENT } from "~/lib/auth.server";
import { createMember } from "~/lib/members.server";
import { THROTTLE_WINDOW_MS } from "~/lib/throttle.server";
import { DAY, MINUTE, PASSWORD, useNewsletterSuite } from "../helpers/newsletter-suite";

describe("the newsletter and the coach's digest, received by a real SMTP server", () => {
  const {
    database,
    app,
    smtp,
    config,
    drain,
    inboxOf,
    linkIn,
    tokenOf,
    subscribers,
    signupRow,
    signUp,
    openConfirm,
    confirm,
    signedIn,
    newCoach,
  } = useNewsletterSuite();

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
