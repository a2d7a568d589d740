import { describe, expect, it } from "vitest";
import { action as forgotAction } from "~/routes/account/forgot-password";
import { action as loginAction, loader as loginLoader } from "~/routes/account/login";
import { action as codeAction } from "~/routes/account/login-code";
import { loader as signupLoader } from "~/routes/account/signup";
import { PASSWORD, proofOfAddress, useEmailSuite } from "../helpers/email-suite";
import { postSignUp } from "../helpers/sign-up";
import { cookieFrom, type Outcome, outcome } from "../helpers/test-app";

// Issue 37 §1 (the medium finding) and issue 36 §5 (no dead ends), decision 0050: a code
// finishes only the sign-up begun in the browser that types it; a sign-up not finished can be
// finished or started again from /signup, /login or a sign-in code; and every answer is the
// same for an address with an account, one with a sign-up waiting, and one with neither.

const MALLORY_PASSWORD = "mallory's own password";

describe("a sign-up belongs to the browser that began it", () => {
  const suite = useEmailSuite();
  const { app, inboxOf, linkIn, newMember } = suite;
  const { memberRows, waitingSignUps, logIn, viewerOf, flashOf, codeIn } = proofOfAddress(suite);

  /** A browser: the cookies it was given, sent back with each request. */
  function browser() {
    let jar = "";
    const keep = (result: Outcome) => {
      const given = cookieFrom(result.cookies);
      const forgotten = result.cookies
        .filter((cookie) => /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(cookie))
        .map((cookie) => cookie.split("=")[0]);
      const kept = jar
        .split("; ")
        .filter((pair) => pair && !forgotten.includes(pair.split("=")[0]))
        .filter((pair) => !given.split("; ").some((next) => next.split("=")[0] === pair.split("=")[0]));
      jar = [...kept, given].filter(Boolean).join("; ");
      return result;
    };
    const post = async (run: (cookie: string) => Promise<Outcome>) => keep(await run(jar));
    return {
      cookie: () => jar,
      start: (form: { name: string; email: string; password: string }, clientAddress?: string) =>
        post((cookie) => postSignUp(app, { intent: "start", ...form }, { cookie, clientAddress })),
      verify: (email: string, code: string, clientAddress?: string) =>
        post((cookie) => postSignUp(app, { intent: "verify", email, code }, { cookie, clientAddress })),
      askCode: (email: string, clientAddress?: string) =>
        post((cookie) =>
          outcome(() =>
            codeAction(
              app.args("/login/code", {
                form: { intent: "send", email },
                cookie,
                clientAddress,
              }) as Parameters<typeof codeAction>[0],
            ),
          ),
        ),
      typeCode: (email: string, code: string, clientAddress?: string) =>
        post((cookie) =>
          outcome(() =>
            codeAction(
              app.args("/login/code", {
                form: { intent: "verify", email, code },
                cookie,
                clientAddress,
              }) as Parameters<typeof codeAction>[0],
            ),
          ),
        ),
      logIn: (email: string, password: string, clientAddress?: string) =>
        post((cookie) =>
          outcome(() =>
            loginAction(
              app.args("/login", { form: { email, password }, cookie, clientAddress }) as Parameters<
                typeof loginAction
              >[0],
            ),
          ),
        ),
      forgot: (email: string, clientAddress?: string) =>
        post((cookie) =>
          outcome(() =>
            forgotAction(
              app.args("/forgot-password", { form: { email }, cookie, clientAddress }) as Parameters<
                typeof forgotAction
              >[0],
            ),
          ),
        ),
      openLogin: () =>
        outcome(() => loginLoader(app.args("/login", { cookie: jar }) as Parameters<typeof loginLoader>[0])),
      openSignup: () =>
        outcome(() =>
          signupLoader(app.args("/signup", { cookie: jar }) as Parameters<typeof signupLoader>[0]),
        ),
    };
  }

  it("the medium finding: a second start for her address never sets her password", async () => {
    const hers = browser();
    const mallorys = browser();
    // 1. She starts a sign-up and gets code 1.
    await hers.start({ name: "Vera", email: "vera@example.com", password: PASSWORD }, "192.0.2.1");
    const code1 = codeIn((await inboxOf("vera@example.com")).at(-1));
    // 2. Mallory starts one for the same address with his own password; code 2 goes to her.
    app.advance(1_000);
    await mallorys.start(
      { name: "Mallory", email: "vera@example.com", password: MALLORY_PASSWORD },
      "198.51.100.66",
    );
    const code2 = codeIn((await inboxOf("vera@example.com")).at(-1));
    expect(await waitingSignUps()).toHaveLength(2);

    // 3. She types code 2, from the newest email: it is Mallory's sign-up, so it makes nothing.
    if (code2 !== code1) {
      expect(await hers.verify("vera@example.com", code2, "192.0.2.1")).toMatchObject({ status: 401 });
      expect(await memberRows()).toEqual([]);
    }
    // Her code typed in any other browser makes nothing either.
    expect(await browser().verify("vera@example.com", code1, "192.0.2.9")).toMatchObject({ status: 401 });
    expect(await mallorys.verify("vera@example.com", code1, "198.51.100.66")).toMatchObject({ status: 401 });
    expect(await memberRows()).toEqual([]);

    // 4. Her own code still makes her account, with her password; Mallory's never opens it.
    const done = await hers.verify("vera@example.com", code1, "192.0.2.1");
    expect(done).toMatchObject({ status: 302, location: "/dashboard" });
    expect(flashOf(done.cookies)).toMatch(/^wb50_flash=signed-up;/);
    expect((await viewerOf(done.cookies)).member).toMatchObject({ name: "Vera", email: "vera@example.com" });
    expect(await logIn("vera@example.com", MALLORY_PASSWORD, "198.51.100.67")).toMatchObject({ status: 401 });
    expect(await logIn("vera@example.com", PASSWORD, "192.0.2.2")).toMatchObject({ status: 302 });
    // Mallory's sign-up ended with hers: code 2 is dead in his browser too.
    expect(await waitingSignUps()).toEqual([]);
    expect(await mallorys.verify("vera@example.com", code2, "198.51.100.66")).toMatchObject({ status: 401 });
    // Finished, her browser forgets the sign-up.
    expect(done.cookies).toContainEqual(expect.stringMatching(/^wb50_signup=; Max-Age=0/));
  });

  it("answers alike for an address with an account, one with a sign-up waiting, and one with neither", async () => {
    await newMember("known@example.com", "Kim", app.clock.now);
    await browser().start({ name: "Pat", email: "pending@example.com", password: PASSWORD }, "192.0.2.50");
    const addresses = ["known@example.com", "pending@example.com", "nobody@example.com"];
    // Each question asked by a fresh browser, as a stranger would, from its own connection.
    const answers = async (ask: (visitor: ReturnType<typeof browser>, email: string) => Promise<Outcome>) => {
      const results: Outcome[] = [];
      for (const [index, email] of addresses.entries()) {
        const result = await ask(browser(), email);
        results.push({
          ...result,
          // The address as typed is echoed back; the cookie's value is random.
          data: JSON.parse(JSON.stringify(result.data ?? null).replaceAll(email, "ADDRESS")),
          cookies: result.cookies.map((cookie) => cookie.replace(/=[^;]*/, "=…")),
        });
        app.advance(1_000 + index);
      }
      return results;
    };
    let address = 10;
    const from = () => {
      address += 1;
      return `203.0.113.${address}`;
    };
    for (const results of [
      await answers((visitor, email) =>
        visitor.start({ name: "Someone", email, password: PASSWORD }, from()),
      ),
      await answers((visitor, email) => visitor.logIn(email, "not the password at all", from())),
      await answers((visitor, email) => visitor.askCode(email, from())),
      await answers((visitor, email) => visitor.verify(email, "123456", from())),
      await answers((visitor, email) => visitor.typeCode(email, "123456", from())),
      await answers((visitor, email) => visitor.forgot(email, from())),
    ]) {
      const [known, ...others] = results;
      expect(known?.status).toBeLessThan(500);
      for (const other of others) expect(other).toEqual(known);
    }
    // The sign-in failure tells everyone what to do next, in the same words.
    const refused = await browser().logIn("pending@example.com", PASSWORD, from());
    expect(refused).toMatchObject({
      status: 401,
      data: { formError: expect.stringContaining("create it again and we will email you a new code") },
    });
  });

  it("her sign-up, left at the code, is offered on /login and /signup, and a sign-in code finishes it", async () => {
    const hers = browser();
    await hers.start({ name: "Nora", email: "Nora@Example.com", password: PASSWORD }, "192.0.2.20");
    const code1 = codeIn((await inboxOf("nora@example.com")).at(-1));
    // Back pressed, she opens /login or /signup: both offer to finish it, from her browser's cookie.
    expect(await hers.openLogin()).toMatchObject({ status: 200, data: { pending: "Nora@Example.com" } });
    expect(await hers.openSignup()).toMatchObject({ status: 200, data: { pending: "Nora@Example.com" } });
    // Another browser is offered nothing.
    expect((await browser().openLogin()).data).toEqual({ pending: null });

    // Her password cannot sign her in yet; the answer says how to go on.
    expect(await hers.logIn("nora@example.com", PASSWORD, "192.0.2.21")).toMatchObject({ status: 401 });

    // "Email me a sign-in code" in her browser: a new code that finishes her sign-up.
    app.advance(60_000);
    expect(await hers.askCode("nora@example.com", "192.0.2.22")).toMatchObject({
      status: 200,
      data: { sent: true },
    });
    const latest = (await inboxOf("nora@example.com")).at(-1);
    expect(latest?.subject).toBe("Your Wellness Beyond 50 account code");
    const code2 = codeIn(latest);
    // The code sent before still works too: the new one is a new sign-up with the same details.
    expect(await waitingSignUps()).toHaveLength(2);
    const done = await hers.typeCode("nora@example.com", code2, "192.0.2.22");
    expect(done).toMatchObject({ status: 302, location: "/dashboard" });
    expect(flashOf(done.cookies)).toMatch(/^wb50_flash=signed-up;/);
    expect((await viewerOf(done.cookies)).member).toMatchObject({ name: "Nora", email: "nora@example.com" });
    expect(await logIn("nora@example.com", PASSWORD, "192.0.2.23")).toMatchObject({ status: 302 });
    expect(await waitingSignUps()).toEqual([]);
    expect(await hers.verify("nora@example.com", code1, "192.0.2.24")).toMatchObject({ status: 401 });
    expect(await memberRows()).toHaveLength(1);
  });

  it("from another browser, a sign-in code or a reset emails her how to finish, and starting again there works", async () => {
    const laptop = browser();
    await laptop.start({ name: "Uma", email: "uma@example.com", password: PASSWORD }, "192.0.2.30");
    const laptopCode = codeIn((await inboxOf("uma@example.com")).at(-1));

    const phone = browser();
    await phone.askCode("uma@example.com", "192.0.2.31");
    const howTo = (await inboxOf("uma@example.com")).at(-1);
    expect(howTo?.subject).toBe("Finish creating your Wellness Beyond 50 account");
    expect(howTo?.text).toContain("the account is not made");
    expect(howTo?.text).not.toMatch(/^ {4}\d{6}$/m);
    if (howTo) expect(linkIn(howTo, "/signup")).toBe("/signup");
    await phone.forgot("uma@example.com", "192.0.2.32");
    expect((await inboxOf("uma@example.com")).at(-1)?.subject).toBe(
      "Finish creating your Wellness Beyond 50 account",
    );
    // The laptop's code does nothing on the phone.
    expect(await phone.typeCode("uma@example.com", laptopCode, "192.0.2.31")).toMatchObject({ status: 401 });

    // She starts again on the phone, with a new password: its own code makes her account there.
    await phone.start(
      { name: "Uma", email: "uma@example.com", password: "her phone password" },
      "192.0.2.33",
    );
    const phoneCode = codeIn((await inboxOf("uma@example.com")).at(-1));
    const done = await phone.verify("uma@example.com", phoneCode, "192.0.2.33");
    expect(done).toMatchObject({ status: 302, location: "/dashboard" });
    expect(await logIn("uma@example.com", "her phone password", "192.0.2.34")).toMatchObject({ status: 302 });
    // The laptop's sign-up ended with it.
    expect(await laptop.verify("uma@example.com", laptopCode, "192.0.2.30")).toMatchObject({ status: 401 });
    expect(await memberRows()).toHaveLength(1);
  });
});
