import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { members } from "~/db/schema";
import { SIGN_IN_CODE_TRIES } from "~/features/account/email-tokens.server";
import { ensureCoach } from "~/features/coach/coaches.server";
import { EMAILED_RESET_TTL_MINUTES, SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/messages";
import { getViewer } from "~/lib/auth.server";
import { action as forgotAction } from "~/routes/account/forgot-password";
import { action as codeAction } from "~/routes/account/login-code";
import { action as linkAction, loader as linkLoader } from "~/routes/account/login-link";
import { action as resetAction, loader as resetLoader } from "~/routes/account/reset-password";
import { action as memberAction } from "~/routes/coach/member";
import { action as webhookAction } from "~/routes/resources/payment-webhook";
import { checkoutEvent, MINUTE, PASSWORD, useEmailSuite } from "../helpers/email-suite";
import { cookieFrom, outcome, WEBHOOK_SECRET } from "../helpers/test-app";

describe("email through the outbox, received by a real SMTP server", () => {
  const { database, app, inboxOf, linkIn, rows, newMember } = useEmailSuite();

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
});
