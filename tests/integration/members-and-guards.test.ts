import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, members, outbox, pendingSignups } from "~/db/schema";
import {
  createPasswordReset,
  findPasswordReset,
  RESET_LINK_TTL_MS,
  resetPassword,
} from "~/features/account/password-reset.server";
import { ensureCoach } from "~/features/coach/coaches.server";
import { canOpenPortalProgram, getViewer, requireCoach, requireMember } from "~/lib/auth.server";
import { authenticate, createMember, grantEntitlement, revokeEntitlement } from "~/lib/members.server";
import { ensurePortalCode, getCurrentPortalCode } from "~/lib/portal-code.server";
import { action as loginAction } from "~/routes/account/login";
import { loader as exportLoader } from "~/routes/coach/export";
import { action as memberAction, loader as memberLoader } from "~/routes/coach/member";
import { loader as programLoader } from "~/routes/portal/program";
import { postSignUp, signUpCodeFor, signUpWithCode } from "../helpers/sign-up";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";
import { passScreening } from "../helpers/training-seed";

const PASSWORD = "correct horse battery";
const DAY_MS = 24 * 60 * 60 * 1000;

describe("member accounts, roles and entitlements", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    await ensurePortalCode(database.db, "strong-at-fifty");
    app = createTestApp(database);
  });

  const signUp = (form: { name: string; email: string; password: string; redirectTo?: string }) =>
    signUpWithCode(app, form);
  const startSignUp = (form: Record<string, string>, clientAddress?: string) =>
    postSignUp(app, { intent: "start", ...form }, { clientAddress });
  const verify = (email: string, code: string, clientAddress?: string) =>
    postSignUp(app, { intent: "verify", email, code }, { clientAddress });
  const wrong = (code: string) => (code === "000000" ? "111111" : "000000");
  const logIn = (form: Record<string, string>, options: { cookie?: string; clientAddress?: string } = {}) =>
    outcome(() => loginAction(app.args("/login", { form, ...options }) as Parameters<typeof loginAction>[0]));
  const viewerFor = (cookie: string) => getViewer(app.args("/", { cookie }));
  const openProgram = (slug: string, cookie: string) =>
    outcome(() =>
      programLoader({
        ...app.args(`/client-portal/${slug}`, { cookie, params: { program: slug } }),
        pattern: "/client-portal/:program",
      } as Parameters<typeof programLoader>[0]),
    );

  it("signs up with a hashed password, signs her in and sends her where she was going", async () => {
    const result = await signUp({
      name: "Margaret",
      email: " Margaret@Example.com ",
      password: PASSWORD,
      redirectTo: "/programs",
    });
    expect(result).toMatchObject({ status: 302, location: "/programs" });
    const viewer = await viewerFor(cookieFrom(result.cookies));
    expect(viewer.member).toMatchObject({ name: "Margaret", email: "margaret@example.com", role: "member" });
    const [row] = await database.db.select().from(members);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it("gives field-level errors and keeps what she typed, except the password", async () => {
    const result = await startSignUp({ name: "", email: "not-an-email", password: "short" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      fieldErrors: {
        name: "Please enter your name.",
        email: expect.stringContaining("valid email"),
        password: expect.stringContaining("at least 12 characters"),
      },
      values: { email: "not-an-email" },
    });
    expect(result.data).not.toHaveProperty("values.password");
    expect(await database.db.select().from(pendingSignups)).toEqual([]);
  });

  it("answers a sign-up with a taken address exactly as a new one, and makes nothing", async () => {
    await signUp({ name: "Ann", email: "ann@example.com", password: PASSWORD });
    const [before] = await database.db.select().from(members);
    app.advance(1000);
    const taken = await startSignUp({
      name: "Ann",
      email: "ANN@example.com",
      password: "another long password",
    });
    const fresh = await startSignUp({ name: "Bea", email: "bea@example.com", password: PASSWORD });
    expect(taken).toEqual({ ...fresh, data: { sent: true, email: "ANN@example.com" } });
    expect(fresh).toMatchObject({ status: 200, data: { sent: true, email: "bea@example.com" }, cookies: [] });
    // Ann's account is as it was; her inbox says someone tried, with a code only she can read.
    expect(await database.db.select().from(members)).toEqual([before]);
    const mail = await database.db.select().from(outbox).where(eq(outbox.to, "ann@example.com"));
    expect(mail.map((row) => row.kind).sort()).toEqual(["account-exists", "sign-up-code"]);
    // No account for Bea until her code.
    expect((await database.db.select().from(pendingSignups)).map((row) => row.email)).toEqual([
      "bea@example.com",
    ]);
    const signedIn = await verify("ann@example.com", await signUpCodeFor(app, "ann@example.com"));
    expect(signedIn).toMatchObject({ status: 302, location: "/dashboard" });
    expect((await viewerFor(cookieFrom(signedIn.cookies))).member?.id).toBe(before?.id);
    expect(await database.db.select().from(members)).toHaveLength(1);
  });

  it("makes the account only with the emailed code: five wrong tries or ten minutes end it", async () => {
    await startSignUp({ name: "Cara", email: "cara@example.com", password: PASSWORD });
    const code = await signUpCodeFor(app, "cara@example.com");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await verify("cara@example.com", wrong(code))).toMatchObject({
        status: 401,
        data: { fieldErrors: { code: expect.stringContaining("not right") } },
      });
    }
    // The right code now, from a connection the sign-in throttle has not seen: the code is dead.
    expect((await verify("cara@example.com", code, "198.51.100.30")).status).toBe(401);
    expect(await database.db.select().from(members)).toEqual([]);

    await startSignUp({ name: "Cara", email: "cara@example.com", password: PASSWORD });
    const late = await signUpCodeFor(app, "cara@example.com");
    app.advance(10 * 60 * 1000 + 1);
    expect((await verify("cara@example.com", late, "198.51.100.31")).status).toBe(401);
    expect(await database.db.select().from(members)).toEqual([]);
  });

  it("takes the newest sign-up for an address, and two taps of its code make one account", async () => {
    await startSignUp({ name: "Mallory", email: "dee@example.com", password: "mallory's own password" });
    const mallorys = await signUpCodeFor(app, "dee@example.com");
    app.advance(1000);
    await startSignUp({ name: "Dee", email: "dee@example.com", password: PASSWORD }, "198.51.100.9");
    const dees = await signUpCodeFor(app, "dee@example.com");
    if (mallorys !== dees) expect((await verify("dee@example.com", mallorys)).status).toBe(401);
    const taps = await Promise.all([verify("dee@example.com", dees), verify("dee@example.com", dees)]);
    expect(taps.map((tap) => tap.status).sort()).toEqual([302, 401]);
    const [dee, ...others] = await database.db.select().from(members);
    expect(others).toEqual([]);
    expect(dee).toMatchObject({ name: "Dee", email: "dee@example.com" });
    expect(dee?.emailConfirmedAt).toEqual(app.clock.now);
    const loggedIn = await logIn({ email: "dee@example.com", password: PASSWORD });
    expect(loggedIn.status).toBe(302);
    expect((await logIn({ email: "dee@example.com", password: "mallory's own password" })).status).toBe(401);
    expect(await database.db.select().from(pendingSignups)).toEqual([]);
  });

  it("signs in with a new session id every time, keeping the portal code access she had", async () => {
    await createMember(database.db, { name: "Ann", email: "ann@example.com", password: PASSWORD });
    const current = await getCurrentPortalCode(database.db);
    const { setCookie } = await app.services.sessions.create({ portalCodeVersion: current?.version ?? null });
    const before = cookieFrom([setCookie]);
    const result = await logIn(
      { email: "ann@example.com", password: PASSWORD, redirectTo: "//evil.example" },
      { cookie: before },
    );
    expect(result).toMatchObject({ status: 302, location: "/dashboard" });
    const after = cookieFrom(result.cookies);
    expect(after).toMatch(/^wb50_session=/);
    expect(after).not.toBe(before);
    expect((await viewerFor(before)).member).toBeNull();
    expect(await viewerFor(after)).toMatchObject({
      member: { email: "ann@example.com" },
      portal: { via: "code" },
    });
  });

  it("answers a wrong password without saying which part was wrong, and throttles sign-in", async () => {
    await createMember(database.db, { name: "Ann", email: "ann@example.com", password: PASSWORD });
    const wrong = await logIn({ email: "ann@example.com", password: "wrong password!" });
    const unknown = await logIn({ email: "nobody@example.com", password: "wrong password!" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((wrong.data as { formError: string }).formError).toBe(
      (unknown.data as { formError: string }).formError,
    );
    expect(wrong.data).toMatchObject({ values: { email: "ann@example.com" } });
    for (let attempt = 0; attempt < 3; attempt += 1)
      await logIn({ email: "ann@example.com", password: "nope nope nope" });
    expect((await logIn({ email: "ann@example.com", password: PASSWORD })).status).toBe(429);
    app.advance(15 * 60 * 1000);
    expect((await logIn({ email: "ann@example.com", password: PASSWORD })).status).toBe(302);
  });

  it("a portal entitlement opens the portal without the code; premium opens only the premium programs", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    await passScreening(database.db, ann.id, app.clock.now);
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: ann.id })).setCookie]);
    expect((await openProgram("movement-patterns-2", cookie)).location).toBe("/client-portal");

    await grantEntitlement(database.db, { memberId: ann.id, kind: "premium", endsAt: null, source: "coach" });
    const premium = await viewerFor(cookie);
    expect(premium.premium).toBe(true);
    expect(premium.portal).toBeNull();
    expect(canOpenPortalProgram(premium, "movement-patterns-2")).toBe(true);
    expect(canOpenPortalProgram(premium, "summer-shred-3day")).toBe(true);
    expect(canOpenPortalProgram(premium, "bootcamp")).toBe(false);
    expect((await openProgram("movement-patterns-2", cookie)).status).toBe(200);
    expect((await openProgram("bootcamp", cookie)).location).toBe("/client-portal");

    await grantEntitlement(database.db, { memberId: ann.id, kind: "portal", endsAt: null, source: "coach" });
    expect((await viewerFor(cookie)).portal?.via).toBe("entitlement");
    expect((await openProgram("bootcamp", cookie)).status).toBe(200);

    // Revoking takes effect on her very next request.
    await revokeEntitlement(database.db, ann.id, "portal");
    await revokeEntitlement(database.db, ann.id, "premium");
    expect((await openProgram("movement-patterns-2", cookie)).location).toBe("/client-portal");
  });

  it("complimentary access ends on its end date", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    const endsAt = new Date(app.clock.now.getTime() + 7 * DAY_MS);
    await grantEntitlement(database.db, { memberId: ann.id, kind: "premium", endsAt, source: "coach" });
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: ann.id })).setCookie]);
    expect((await viewerFor(cookie)).premium).toBe(true);
    app.advance(7 * DAY_MS);
    expect((await viewerFor(cookie)).premium).toBe(false);
  });

  it("keeps the coach area to the coach: visitors go to sign in, members get a 403", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    const { member: coach } = await ensureCoach(
      database.db,
      { name: "Coach", email: "coach@example.com", password: PASSWORD },
      { promote: "if-password-matches" },
    );
    if (!ann || !coach) throw new Error("no member");
    const annCookie = cookieFrom([(await app.services.sessions.create({ memberId: ann.id })).setCookie]);
    const coachCookie = cookieFrom([(await app.services.sessions.create({ memberId: coach.id })).setCookie]);

    expect((await outcome(() => requireMember(app.args("/coach/audit")))).location).toBe(
      "/login?redirectTo=%2Fcoach%2Faudit",
    );
    expect((await outcome(() => requireCoach(app.args("/coach", { cookie: annCookie })))).status).toBe(403);
    expect((await outcome(() => requireCoach(app.args("/coach", { cookie: coachCookie })))).status).toBe(200);

    const memberArgs = (cookie: string, form?: Record<string, string>) =>
      app.args(`/coach/members/${ann.id}`, { cookie, form, params: { memberId: ann.id } }) as Parameters<
        typeof memberAction
      >[0];
    // A member cannot grant herself anything by posting the coach's form.
    expect(
      (
        await outcome(() =>
          memberAction(memberArgs(annCookie, { intent: "grant", kind: "premium", endsOn: "" })),
        )
      ).status,
    ).toBe(403);
    expect((await viewerFor(annCookie)).premium).toBe(false);

    const granted = await outcome(() =>
      memberAction(memberArgs(coachCookie, { intent: "grant", kind: "premium", endsOn: "" })),
    );
    expect(granted.data).toMatchObject({ done: "Premium access granted." });
    expect((await viewerFor(annCookie)).premium).toBe(true);

    const badDate = await outcome(() =>
      memberAction(memberArgs(coachCookie, { intent: "grant", kind: "portal", endsOn: "2020-01-01" })),
    );
    expect(badDate).toMatchObject({ status: 400, data: { fieldErrors: { endsOn: expect.any(String) } } });

    const loaded = await outcome(() => memberLoader(memberArgs(coachCookie)));
    expect(loaded.data).toMatchObject({ entitlements: [{ kind: "premium", endsAt: null, source: "coach" }] });

    const audit = await database.db.select().from(auditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        actorEmail: "coach@example.com",
        action: "grant premium",
        target: "ann@example.com",
      }),
    ]);

    const csv = await exportLoader(
      app.args("/coach/export/members.csv", {
        cookie: coachCookie,
        params: { file: "members.csv" },
      }) as unknown as Parameters<typeof exportLoader>[0],
    );
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(await csv.text()).toContain("ann@example.com");
  });

  it("a reset link works once, for 24 hours, and ends her other sessions", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    const oldCookie = cookieFrom([(await app.services.sessions.create({ memberId: ann.id })).setCookie]);
    const token = await createPasswordReset(database.db, ann.id, app.clock.now);
    expect(await findPasswordReset(database.db, token, app.clock.now)).toMatchObject({
      email: "ann@example.com",
    });

    expect(await resetPassword(database.db, token, "a whole new password", app.clock.now)).toMatchObject({
      id: ann.id,
    });
    expect(await resetPassword(database.db, token, "and another password", app.clock.now)).toBeNull();
    expect(await authenticate(database.db, "ann@example.com", "a whole new password")).not.toBeNull();
    expect((await viewerFor(oldCookie)).member).toBeNull();

    const late = await createPasswordReset(database.db, ann.id, app.clock.now);
    const tooLate = new Date(app.clock.now.getTime() + RESET_LINK_TTL_MS);
    expect(await findPasswordReset(database.db, late, tooLate)).toBeNull();
    expect(await resetPassword(database.db, late, "yet another password", tooLate)).toBeNull();
  });

  it("ADMIN_EMAIL does not make a stranger's account the coach: only one that knows ADMIN_PASSWORD", async () => {
    await createMember(database.db, {
      name: "Stranger",
      email: "coach@example.com",
      password: "stranger password",
    });
    const refused = await ensureCoach(
      database.db,
      { name: "Coach", email: "coach@example.com", password: PASSWORD },
      { promote: "if-password-matches" },
    );
    expect(refused.outcome).toBe("refused");
    const [row] = await database.db.select({ role: members.role }).from(members);
    expect(row?.role).toBe("member");
    const deliberate = await ensureCoach(
      database.db,
      { name: "Coach", email: "coach@example.com", password: PASSWORD },
      { promote: "always" },
    );
    expect(deliberate).toMatchObject({ outcome: "promoted", member: { role: "coach" } });
  });

  it("a new reset link replaces the one before", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    if (!ann) throw new Error("no member");
    const first = await createPasswordReset(database.db, ann.id, app.clock.now);
    const second = await createPasswordReset(database.db, ann.id, app.clock.now);
    expect(await findPasswordReset(database.db, first, app.clock.now)).toBeNull();
    expect(await findPasswordReset(database.db, second, app.clock.now)).not.toBeNull();
  });

  it("limits sign-up emails per connection and per recipient, answering the same", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const form = { name: "Probe", email: `probe${attempt}@example.com`, password: PASSWORD };
      statuses.push((await startSignUp(form, "198.51.100.20")).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // One inbox, asked from many connections: three emails, then the same answer and nothing sent.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const form = { name: "Probe", email: "flood@example.com", password: PASSWORD };
      expect(await startSignUp(form, `198.51.101.${attempt}`)).toMatchObject({ status: 200 });
    }
    expect(await database.db.select().from(outbox).where(eq(outbox.to, "flood@example.com"))).toHaveLength(3);
  });
});
