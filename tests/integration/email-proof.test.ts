import { describe, expect, it } from "vitest";
import { SIGN_IN_CODE_TRIES } from "~/features/account/email-tokens.server";
import { SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/messages";
import { getViewer } from "~/lib/auth.server";
import { action as confirmAction } from "~/routes/account/confirm-email";
import { action as codeAction } from "~/routes/account/login-code";
import { loader as linkLoader } from "~/routes/account/login-link";
import { MINUTE, PASSWORD, proofOfAddress, useEmailSuite } from "../helpers/email-suite";
import { cookieFrom, outcome } from "../helpers/test-app";

describe("email through the outbox, received by a real SMTP server", () => {
  const suite = useEmailSuite();
  const { app, smtp, config, inboxOf, linkIn, newMember } = suite;

  describe("proof of address", () => {
    const CODE_SUBJECT = "Your Wellness Beyond 50 account code";
    const MALLORY_PASSWORD = "mallory's own password";
    const {
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
    } = proofOfAddress(suite);

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
        cookies: [expect.stringMatching(/^wb50_signup=/)],
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
      expect(await start(mallory, "198.51.100.66", "mallory")).toMatchObject({
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
        expect(await verify("carol@example.com", wrong, `198.51.100.${attempt}`, "mallory")).toMatchObject({
          status: 401,
          data: { fieldErrors: { code: expect.stringMatching(/not right/) } },
        });
      }
      const late = await verify("carol@example.com", firstCode, "198.51.100.99", "mallory");
      expect(late).toMatchObject({ status: 401 });
      expect(late.cookies).toEqual([]);
      expect(await memberRows()).toEqual([]);

      // A fresh sign-up whose code is typed after it has died.
      await start(mallory, "198.51.100.66", "mallory");
      const secondCode = codeIn((await inboxOf("carol@example.com")).at(-1));
      app.advance(SIGN_IN_CODE_TTL_MINUTES * MINUTE + 1_000);
      const stale = await verify("carol@example.com", secondCode, "198.51.100.98", "mallory");
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

      // Carol signs up herself, in her own browser: her own sign-up, and her code opens her account.
      expect(
        await start({ name: "Carol", email: "carol@example.com", password: PASSWORD }, "192.0.2.10"),
      ).toMatchObject({ status: 200, data: { sent: true, email: "carol@example.com" } });
      expect(await waitingSignUps()).toContainEqual(
        expect.objectContaining({ email: "carol@example.com", name: "Carol", attempts: 0 }),
      );
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
        cookies: [expect.stringMatching(/^wb50_signup=/)],
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
});
