import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createPasswordReset, RESET_LINK_TTL_MS } from "~/features/account/password-reset.server";
import { createMember } from "~/lib/members.server";
import { hashSecret, verifySecret } from "~/lib/passwords.server";
import { ensurePortalCode } from "~/lib/portal-code.server";
import { ANONYMOUS_WRITE_LIMIT, THROTTLE_LIMIT } from "~/lib/throttle.server";
import { action as loginAction, loader as loginLoader } from "~/routes/account/login";
import { action as resetAction } from "~/routes/account/reset-password";
import { loader as signupLoader } from "~/routes/account/signup";
import { action as portalAction } from "~/routes/portal/index";
import { action as programsAction } from "~/routes/programs/index";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

// Every argon2 hash and check is counted, so a test can tell how many reached the costly step.
vi.mock("~/lib/passwords.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/lib/passwords.server")>();
  return {
    ...actual,
    hashSecret: vi.fn(actual.hashSecret),
    verifySecret: vi.fn(actual.verifySecret),
  };
});

const CODE = "strong-at-fifty";
const PASSWORD = "a long enough password";

type LoginLoaderArgs = Parameters<typeof loginLoader>[0];
type SignupLoaderArgs = Parameters<typeof signupLoader>[0];
type LoginArgs = Parameters<typeof loginAction>[0];
type PortalArgs = Parameters<typeof portalAction>[0];
type ResetArgs = Parameters<typeof resetAction>[0];
type ProgramsArgs = Parameters<typeof programsAction>[0];

describe("sign-in redirects and throttles", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    await ensurePortalCode(database.db, CODE);
    app = createTestApp(database);
    vi.mocked(hashSecret).mockClear();
    vi.mocked(verifySecret).mockClear();
  });

  async function signedInCookie() {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    const { setCookie } = await app.services.sessions.create({ memberId: ann.id });
    return { ann, cookie: cookieFrom([setCookie]) };
  }

  const enterCode = (code: string, clientAddress = "203.0.113.7") =>
    outcome(() =>
      portalAction(
        app.args("/client-portal", { clientAddress, form: { intent: "enter", code } }) as PortalArgs,
      ),
    );

  describe("a signed-in member on /login or /signup goes only to a page of this site", () => {
    it.each([
      ["/%09/evil.example"],
      ["/%0d%0aSet-Cookie:x"],
      ["//evil.example"],
      ["/%5cevil.example"],
      ["/caf%C4%93%E2%80%A8"],
    ])("redirectTo=%s sends her to /dashboard, not elsewhere and not a 500", async (redirectTo) => {
      const { cookie } = await signedInCookie();
      for (const [path, loader] of [
        ["/login", (args: ReturnType<typeof app.args>) => loginLoader(args as LoginLoaderArgs)],
        ["/signup", (args: ReturnType<typeof app.args>) => signupLoader(args as SignupLoaderArgs)],
      ] as const) {
        const result = await outcome(() => loader(app.args(`${path}?redirectTo=${redirectTo}`, { cookie })));
        expect(result.status).toBeGreaterThanOrEqual(300);
        expect(result.status).toBeLessThan(400);
        expect(result.location).toBe("/dashboard");
      }
    });

    it("a path of this site is kept, and a visitor sees the form", async () => {
      const { cookie } = await signedInCookie();
      const kept = await outcome(() =>
        loginLoader(app.args("/login?redirectTo=%2Fprograms%3Ftab%3D2", { cookie }) as LoginLoaderArgs),
      );
      expect(kept).toMatchObject({ status: 302, location: "/programs?tab=2" });
      const visitor = await outcome(() =>
        loginLoader(app.args("/login?redirectTo=%2Fprograms") as LoginLoaderArgs),
      );
      expect(visitor).toMatchObject({ status: 200, location: null });
    });

    it("after signing in, a hostile redirectTo in the form falls back to /dashboard", async () => {
      await signedInCookie();
      const result = await outcome(() =>
        loginAction(
          app.args("/login", {
            form: { email: "ann@example.com", password: PASSWORD, redirectTo: "/\r\nSet-Cookie:x" },
          }) as LoginArgs,
        ),
      );
      expect(result).toMatchObject({ status: 302, location: "/dashboard" });
    });
  });

  describe("the throttle checks and counts in one step", () => {
    it("of 30 parallel wrong portal codes from one address, exactly 5 are checked", async () => {
      vi.mocked(verifySecret).mockClear();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, index) => enterCode(`wrong-${index}`)),
      );
      const statuses = results.map((result) => result.status);
      const answered401 = statuses.filter((status) => status === 401).length;
      const answered429 = statuses.filter((status) => status === 429).length;
      const checks = vi.mocked(verifySecret).mock.calls.length;
      console.info(
        `30 parallel wrong codes on ${database.kind}: ${answered401} × 401, ${answered429} × 429, ${checks} argon2 checks`,
      );
      expect({ answered401, answered429, checks }).toEqual({
        answered401: THROTTLE_LIMIT,
        answered429: 30 - THROTTLE_LIMIT,
        checks: THROTTLE_LIMIT,
      });
      // The 429 carries the wait.
      expect(results.find((result) => result.status === 429)?.data).toMatchObject({
        formError: expect.stringContaining("please wait 15 minutes"),
      });
    });

    it("of 30 parallel wrong passwords from one address, exactly 5 are checked", async () => {
      await signedInCookie();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          outcome(() =>
            loginAction(
              app.args("/login", {
                form: { email: "ann@example.com", password: `wrong password ${index}` },
              }) as LoginArgs,
            ),
          ),
        ),
      );
      const statuses = results.map((result) => result.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(THROTTLE_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - THROTTLE_LIMIT);
    });

    it("a right code gives its slot back, so successes do not lock her out", async () => {
      for (let attempt = 0; attempt < THROTTLE_LIMIT - 1; attempt += 1) {
        expect((await enterCode("wrong")).status).toBe(401);
      }
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await enterCode(CODE)).status).toBe(200);
      expect((await enterCode("wrong")).status).toBe(401);
      expect((await enterCode(CODE)).status).toBe(429);
    });

    it("an attempt refused by one bucket is not charged to the others", async () => {
      const { setCookie } = await app.services.sessions.create();
      const cookie = cookieFrom([setCookie]);
      const enterWithSession = (clientAddress: string) =>
        outcome(() =>
          portalAction(
            app.args("/client-portal", {
              cookie,
              clientAddress,
              form: { intent: "enter", code: "wrong" },
            }) as PortalArgs,
          ),
        );
      // The session's bucket fills from other addresses, then refuses this one five times.
      for (let attempt = 0; attempt < THROTTLE_LIMIT; attempt += 1) {
        expect((await enterWithSession(`198.51.100.${attempt + 10}`)).status).toBe(401);
      }
      for (let attempt = 0; attempt < THROTTLE_LIMIT; attempt += 1) {
        expect((await enterWithSession("198.51.100.1")).status).toBe(429);
      }
      // Those refusals did not use up the address's own five.
      for (let attempt = 0; attempt < THROTTLE_LIMIT; attempt += 1) {
        expect((await enterCode("wrong", "198.51.100.1")).status).toBe(401);
      }
      expect((await enterCode("wrong", "198.51.100.1")).status).toBe(429);
    });
  });

  describe("reset password", () => {
    const submitReset = (token: string, clientAddress = "203.0.113.7") =>
      outcome(() =>
        resetAction(
          app.args("/reset-password", {
            clientAddress,
            form: { token, password: "a brand new password" },
          }) as ResetArgs,
        ),
      );

    it("refuses an unknown, spent or expired token before any argon2 work", async () => {
      const { ann } = await signedInCookie();
      const spent = await createPasswordReset(database.db, ann.id, app.clock.now);
      vi.mocked(hashSecret).mockClear();
      expect((await submitReset(spent)).status).toBe(302);
      expect(vi.mocked(hashSecret)).toHaveBeenCalledTimes(1);

      const expired = await createPasswordReset(database.db, ann.id, app.clock.now);
      app.advance(RESET_LINK_TTL_MS);
      vi.mocked(hashSecret).mockClear();
      for (const token of ["not-a-real-token", spent, expired]) {
        const result = await submitReset(token, "198.51.100.30");
        expect(result.status).toBe(410);
      }
      expect(vi.mocked(hashSecret)).not.toHaveBeenCalled();
    });

    it("is throttled like sign-in: the sixth bad token from one address waits", async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < THROTTLE_LIMIT + 1; attempt += 1) {
        statuses.push((await submitReset(`guess-${attempt}`)).status);
      }
      expect(statuses).toEqual([410, 410, 410, 410, 410, 429]);
    });
  });

  describe("anonymous writes", () => {
    const joinNewsletter = (index: number, cookie?: string) =>
      outcome(() =>
        programsAction(
          app.args("/programs", {
            cookie,
            clientAddress: "198.51.100.40",
            form: { intent: "newsletter", email: `reader${index}@example.com`, consent: "yes" },
          }) as ProgramsArgs,
        ),
      );

    it("a visitor's address may sign up to the newsletter 30 times in 15 minutes, then waits", async () => {
      for (let index = 0; index < ANONYMOUS_WRITE_LIMIT; index += 1) {
        expect((await joinNewsletter(index)).status).toBe(200);
      }
      const refused = await joinNewsletter(ANONYMOUS_WRITE_LIMIT);
      expect(refused.status).toBe(429);
      expect(refused.data).toMatchObject({ formError: expect.stringContaining("wait 15 minutes") });
      // A member is known, so she is not counted as an anonymous writer.
      const { cookie } = await signedInCookie();
      expect((await joinNewsletter(ANONYMOUS_WRITE_LIMIT + 1, cookie)).status).toBe(200);
      app.advance(15 * 60 * 1000);
      expect((await joinNewsletter(ANONYMOUS_WRITE_LIMIT + 2)).status).toBe(200);
    });
  });
});
