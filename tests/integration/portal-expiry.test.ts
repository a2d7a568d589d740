import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { getViewer } from "~/lib/auth.server";
import { createMember, grantEntitlement } from "~/lib/members.server";
import { ensurePortalCode, getCurrentPortalCode } from "~/lib/portal-code.server";
import { action as portalAction } from "~/routes/portal/index";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args = Parameters<typeof portalAction>[0];

// Decision 0027: the browser's stored expiry passing ends the code access on the server too;
// leaving or expiring with nothing to end writes nothing.
describe("ending portal code access: leave and expire", () => {
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

  const post = (intent: string, cookie?: string) =>
    outcome(() => portalAction(app.args("/client-portal", { cookie, form: { intent } }) as Args));
  const sessionRows = async () => (await database.db.select().from(sessions)).length;
  const codeVersion = async () => (await getCurrentPortalCode(database.db))?.version ?? null;
  const viewerFor = (cookie: string) => getViewer(app.args("/client-portal", { cookie }));

  for (const intent of ["leave", "expire"]) {
    it(`${intent} without a session writes no session row and no cookie`, async () => {
      const result = await post(intent);
      expect(result.status).toBe(200);
      expect(result.cookies).toEqual([]);
      expect(await sessionRows()).toBe(0);
    });

    it(`${intent} with a session that holds no code access writes nothing`, async () => {
      const ann = await createMember(database.db, {
        name: "Ann",
        email: `ann-${intent}@example.com`,
        password: "correct horse battery",
      });
      if (!ann) throw new Error("no member");
      const cookie = cookieFrom([(await app.services.sessions.create({ memberId: ann.id })).setCookie]);
      const result = await post(intent, cookie);
      expect(result.cookies).toEqual([]);
      expect(await sessionRows()).toBe(1);
      expect((await viewerFor(cookie)).member?.id).toBe(ann.id);
    });
  }

  it("expire ends the code access of this browser's session, without the leave message", async () => {
    const cookie = cookieFrom([
      (await app.services.sessions.create({ portalCodeVersion: await codeVersion() })).setCookie,
    ]);
    expect((await viewerFor(cookie)).portal?.via).toBe("code");
    const result = await post("expire", cookie);
    expect(result.status).toBe(200);
    expect(result.cookies.some((value) => value.startsWith("wb50_flash="))).toBe(false);
    // The old id is gone and the new one carries no code access.
    expect((await viewerFor(cookie)).session).toBeNull();
    expect((await viewerFor(cookieFrom(result.cookies))).portal).toBeNull();
  });

  it("expire keeps a member signed in, and leaves access from an entitlement to the server's expiry", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: "correct horse battery",
    });
    if (!ann) throw new Error("no member");
    await grantEntitlement(database.db, { memberId: ann.id, kind: "portal", endsAt: null, source: "test" });
    const cookie = cookieFrom([
      (await app.services.sessions.create({ memberId: ann.id, portalCodeVersion: await codeVersion() }))
        .setCookie,
    ]);
    const result = await post("expire", cookie);
    const after = await viewerFor(cookieFrom(result.cookies));
    expect(after.member?.id).toBe(ann.id);
    expect(after.session?.portalCodeVersion).toBeNull();
    expect(after.portal?.via).toBe("entitlement");
  });
});
