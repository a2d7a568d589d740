import { describe, expect, it } from "vitest";
import { SETTINGS_MESSAGES } from "~/features/account/account-settings.server";
import { SIGN_IN_CODE_TRIES } from "~/features/account/email-tokens.server";
import { getViewer } from "~/lib/auth.server";
import { authenticate, findMemberById } from "~/lib/members.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account/account";
import { MINUTE, PASSWORD, proofOfAddress, useEmailSuite } from "../helpers/email-suite";
import { cookieFrom, outcome } from "../helpers/test-app";

// Issue 36 §8: on her account page she changes her name, her email (a code emailed to the new
// address, read back here through the test SMTP server) and her password.

const NEW_PASSWORD = "a brand new sentence of mine";

describe("her account page changes her name, email and password", () => {
  const suite = useEmailSuite();
  const { app, database, inboxOf, newMember } = suite;
  const { codeIn, otherThan, pay, premiumOf } = proofOfAddress(suite);

  async function signedInMember(email = "ann@example.com") {
    const member = await newMember(email, "Ann", app.clock.now);
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: member.id })).setCookie]);
    return { ...member, cookie };
  }
  const post = (cookie: string, form: Record<string, string>, clientAddress?: string) =>
    outcome(() =>
      accountAction(
        app.args("/account", { cookie, form, clientAddress }) as Parameters<typeof accountAction>[0],
      ),
    );
  const page = async (cookie: string) =>
    (await outcome(() =>
      accountLoader(app.args("/account", { cookie }) as Parameters<typeof accountLoader>[0]),
    )) as { status: number; data: { name: string; email: string; pendingEmail: string | null } };
  const flash = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith("wb50_flash="));

  it("her name: saved, and refused in plain words when empty", async () => {
    const ann = await signedInMember();
    const empty = await post(ann.cookie, { intent: "change-name", name: "   " });
    expect(empty).toMatchObject({ status: 400, data: { fieldErrors: { name: "Please enter your name." } } });
    const saved = await post(ann.cookie, { intent: "change-name", name: "  Ann Marie Cole " });
    expect(saved).toMatchObject({ status: 302, location: "/account" });
    expect(flash(saved.cookies)).toMatch(/^wb50_flash=name-changed;/);
    expect((await page(ann.cookie)).data.name).toBe("Ann Marie Cole");
  });

  it("her email: a code to the new address, nothing changes until it is typed, then the old address is told", async () => {
    const ann = await signedInMember();
    await pay("evt_new_address", "ann.new@example.com");

    // Her current password first.
    const wrong = await post(ann.cookie, {
      intent: "change-email",
      email: "ann.new@example.com",
      currentPassword: "not my password",
    });
    expect(wrong).toMatchObject({
      status: 403,
      data: { fieldErrors: { currentPassword: SETTINGS_MESSAGES.wrongPassword } },
    });
    expect(await inboxOf("ann.new@example.com")).toEqual([]);

    const asked = await post(ann.cookie, {
      intent: "change-email",
      email: "Ann.New@Example.com",
      currentPassword: PASSWORD,
    });
    expect(asked).toMatchObject({ status: 302, location: "/account" });
    expect(flash(asked.cookies)).toMatch(/^wb50_flash=email-code-sent;/);
    // Nothing changed yet: she still signs in with the old address; the page asks for the code.
    expect(await page(ann.cookie)).toMatchObject({
      data: { email: "ann@example.com", pendingEmail: "ann.new@example.com" },
    });
    expect((await findMemberById(database.db, ann.id))?.email).toBe("ann@example.com");
    const [codeEmail, ...more] = await inboxOf("ann.new@example.com");
    expect(more).toEqual([]);
    expect(codeEmail?.subject).toBe("Your Wellness Beyond 50 email change code");
    expect(codeEmail?.text).toContain("Hello Ann,");
    const code = codeIn(codeEmail);
    expect(await inboxOf("ann@example.com")).toEqual([]);

    // A wrong code is refused in plain words, and kept on the page.
    const refused = await post(ann.cookie, { intent: "confirm-email", code: otherThan(code) });
    expect(refused).toMatchObject({
      status: 401,
      data: { fieldErrors: { code: SETTINGS_MESSAGES.wrongCode } },
    });

    const moved = await post(ann.cookie, { intent: "confirm-email", code: code.replace(/^(\d{3})/, "$1 ") });
    expect(moved).toMatchObject({ status: 302, location: "/account" });
    expect(flash(moved.cookies)).toMatch(/^wb50_flash=email-moved;/);
    const member = await findMemberById(database.db, ann.id);
    expect(member).toMatchObject({ email: "ann.new@example.com", emailConfirmedAt: app.clock.now });
    expect(await page(ann.cookie)).toMatchObject({
      data: { email: "ann.new@example.com", pendingEmail: null },
    });
    // She is still signed in, and signs in with the new address only.
    expect((await getViewer(app.args("/", { cookie: ann.cookie }))).member?.id).toBe(ann.id);
    expect((await authenticate(database.db, "ann.new@example.com", PASSWORD))?.id).toBe(ann.id);
    expect(await authenticate(database.db, "ann@example.com", PASSWORD)).toBeNull();
    // The old address is told; what was paid for with the new one arrives.
    const [notice] = await inboxOf("ann@example.com");
    expect(notice?.subject).toBe("Your sign-in email was changed");
    expect(notice?.text).toContain("ann.new@example.com");
    expect(await premiumOf(ann.id)).toEqual([
      { kind: "premium", endsAt: null, source: "payment:evt_new_address" },
    ]);
    // Spent: the code does nothing twice.
    expect(await post(ann.cookie, { intent: "confirm-email", code })).toMatchObject({ status: 401 });
  });

  it("an address with an account answers the same, and gets no code; codes die after five tries or ten minutes", async () => {
    const ann = await signedInMember();
    await newMember("bea@example.com", "Bea", app.clock.now);
    const toTaken = await post(ann.cookie, {
      intent: "change-email",
      email: "bea@example.com",
      currentPassword: PASSWORD,
    });
    const toFree = await post(
      ann.cookie,
      { intent: "change-email", email: "cat@example.com", currentPassword: PASSWORD },
      "198.51.100.2",
    );
    expect(toTaken).toEqual(toFree);
    const [inUse] = await inboxOf("bea@example.com");
    expect(inUse?.subject).toBe("Your Wellness Beyond 50 account");
    expect(inUse?.text).toContain("This address already has its own account");
    expect(inUse?.text).not.toMatch(/^ {4}\d{6}$/m);

    const code = codeIn((await inboxOf("cat@example.com"))[0]);
    for (let attempt = 1; attempt <= SIGN_IN_CODE_TRIES; attempt += 1) {
      await post(
        ann.cookie,
        { intent: "confirm-email", code: otherThan(code) },
        `198.51.100.${10 + attempt}`,
      );
    }
    // Her sign-in throttle now holds this session; from her other device the code is dead.
    const otherDevice = cookieFrom([(await app.services.sessions.create({ memberId: ann.id })).setCookie]);
    expect(await post(otherDevice, { intent: "confirm-email", code }, "198.51.100.30")).toMatchObject({
      status: 401,
    });
    await post(otherDevice, { intent: "change-email", email: "cat@example.com", currentPassword: PASSWORD });
    const late = codeIn((await inboxOf("cat@example.com")).at(-1));
    app.advance(10 * MINUTE + 1_000);
    expect(await page(otherDevice)).toMatchObject({ data: { pendingEmail: null } });
    expect(await post(otherDevice, { intent: "confirm-email", code: late }, "198.51.100.31")).toMatchObject({
      status: 401,
    });
    expect((await findMemberById(database.db, ann.id))?.email).toBe("ann@example.com");
  });

  it("her password: the current one first, typed twice, and her other sessions end", async () => {
    const ann = await signedInMember();
    const otherDevice = cookieFrom([(await app.services.sessions.create({ memberId: ann.id })).setCookie]);
    const mismatch = await post(ann.cookie, {
      intent: "change-password",
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: "something else entirely",
    });
    expect(mismatch).toMatchObject({
      status: 400,
      data: { fieldErrors: { confirmPassword: SETTINGS_MESSAGES.confirmPassword } },
    });
    expect(mismatch.data).not.toHaveProperty("values.password");
    const wrongCurrent = await post(ann.cookie, {
      intent: "change-password",
      currentPassword: "not my password",
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrongCurrent).toMatchObject({ status: 403 });
    expect((await authenticate(database.db, ann.email, PASSWORD))?.id).toBe(ann.id);

    const changed = await post(ann.cookie, {
      intent: "change-password",
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed).toMatchObject({ status: 302, location: "/account" });
    expect(flash(changed.cookies)).toMatch(/^wb50_flash=password-changed;/);
    expect((await authenticate(database.db, ann.email, NEW_PASSWORD))?.id).toBe(ann.id);
    expect(await authenticate(database.db, ann.email, PASSWORD)).toBeNull();
    expect((await getViewer(app.args("/", { cookie: otherDevice }))).member).toBeNull();
    expect((await getViewer(app.args("/", { cookie: cookieFrom(changed.cookies) }))).member?.id).toBe(ann.id);
  });

  it("answers odd input in plain words, never a 500 or schema wording", async () => {
    const ann = await signedInMember();
    const forms: Record<string, string>[] = [
      { intent: "change-email", email: "not an address", currentPassword: "" },
      { intent: "confirm-email", code: "abc" },
      { intent: "change-name", name: "x".repeat(101) },
      { intent: "drop-tables" },
    ];
    for (const form of forms) {
      const answer = await post(ann.cookie, form);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.stringify(answer.data)).not.toMatch(/Invalid input|expected|received/i);
    }
  });
});
