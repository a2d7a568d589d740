import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { portalCodes } from "~/db/schema";
import { INCORRECT_CODE_MESSAGE } from "~/features/portal/portal-code";
import { getViewer } from "~/lib/auth.server";
import { ensurePortalCode, rotatePortalCode } from "~/lib/portal-code.server";
import { SESSION_TTL_MS } from "~/lib/session.server";
import { THROTTLE_WINDOW_MS } from "~/lib/throttle.server";
import { action as portalAction, loader as portalLoader } from "~/routes/portal/index";
import { loader as programLoader } from "~/routes/portal/program";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

const CODE = "strong-at-fifty";

type Args = Parameters<typeof portalAction>[0];
type ProgramArgs = Parameters<typeof programLoader>[0];

describe("portal access code, decided on the server", () => {
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
  });

  const enter = (code: string, options: { cookie?: string; clientAddress?: string } = {}) =>
    outcome(() =>
      portalAction(app.args("/client-portal", { ...options, form: { intent: "enter", code } }) as Args),
    );

  const openProgram = (slug: string, cookie?: string) =>
    outcome(() =>
      programLoader({
        ...app.args(`/client-portal/${slug}`, { cookie, params: { program: slug } }),
        pattern: "/client-portal/:program",
      } as ProgramArgs),
    );

  it("opens a 42-day session for the right code, and the portal pages with it", async () => {
    const result = await enter(CODE);
    expect(result.status).toBe(200);
    const cookie = cookieFrom(result.cookies);
    expect(cookie).toMatch(/^wb50_session=/);

    const viewer = await getViewer(app.args("/client-portal", { cookie }));
    expect(viewer.portal?.via).toBe("code");
    expect(viewer.portal?.expiresAt.getTime()).toBe(app.clock.now.getTime() + SESSION_TTL_MS);
    expect((await openProgram("bootcamp", cookie)).status).toBe(200);
  });

  it("answers a wrong code with the spec's message and a 401, and grants nothing", async () => {
    const result = await enter("not-the-code");
    expect(result.status).toBe(401);
    expect(result.data).toMatchObject({ fieldErrors: { code: INCORRECT_CODE_MESSAGE } });
    expect(result.data).not.toHaveProperty("values.code");
    expect(result.cookies).toEqual([]);
  });

  it("asks for the code when the field is empty", async () => {
    const result = await enter("");
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ fieldErrors: { code: "Please enter the portal password." } });
  });

  it("throttles 20 rapid wrong codes, then lets the right code in once the window has passed", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await enter(`wrong-${attempt}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    // While throttled, even the right code is refused, with how long to wait.
    const blocked = await enter(CODE);
    expect(blocked.status).toBe(429);
    expect(blocked.data).toMatchObject({ formError: expect.stringContaining("please wait 15 minutes") });

    app.advance(THROTTLE_WINDOW_MS - 60_000);
    expect((await enter(CODE)).data).toMatchObject({ formError: expect.stringContaining("wait 1 minute") });

    app.advance(60_000);
    const allowed = await enter(CODE);
    expect(allowed.status).toBe(200);
    expect(cookieFrom(allowed.cookies)).toMatch(/^wb50_session=/);
  });

  it("throttles per address: another client is not blocked by someone else's failures", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await enter("wrong", { clientAddress: "198.51.100.1" });
    expect((await enter("wrong", { clientAddress: "198.51.100.1" })).status).toBe(429);
    expect((await enter(CODE, { clientAddress: "198.51.100.2" })).status).toBe(200);
  });

  it("throttles per session too, whichever address the attempts come from", async () => {
    const { setCookie } = await app.services.sessions.create();
    const cookie = cookieFrom([setCookie]);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await enter("wrong", { cookie, clientAddress: `198.51.100.${attempt + 10}` });
    }
    expect((await enter(CODE, { cookie, clientAddress: "198.51.100.99" })).status).toBe(429);
  });

  it("rotating the code ends the portal access of sessions opened with the old one", async () => {
    const cookie = cookieFrom((await enter(CODE)).cookies);
    await rotatePortalCode(database.db, "a-brand-new-code", "coach");
    const viewer = await getViewer(app.args("/client-portal", { cookie }));
    expect(viewer.portal).toBeNull();
    expect((await openProgram("bootcamp", cookie)).location).toBe("/client-portal");
    expect((await enter(CODE)).status).toBe(401);
    expect((await enter("a-brand-new-code")).status).toBe(200);
  });

  it("a session opened with an older code version opens nothing, even if its row survived", async () => {
    const cookie = cookieFrom((await enter(CODE)).cookies);
    // A newer code inserted without the clean-up that rotatePortalCode does.
    await database.db.insert(portalCodes).values({ codeHash: "$argon2id$placeholder", source: "coach" });
    expect((await getViewer(app.args("/client-portal", { cookie }))).portal).toBeNull();
  });

  it("the session ends after 42 days", async () => {
    const cookie = cookieFrom((await enter(CODE)).cookies);
    app.advance(SESSION_TTL_MS);
    expect((await getViewer(app.args("/client-portal", { cookie }))).portal).toBeNull();
  });

  it("leaving the portal ends the code access on this device", async () => {
    const cookie = cookieFrom((await enter(CODE)).cookies);
    const left = await outcome(() =>
      portalAction(app.args("/client-portal", { cookie, form: { intent: "leave" } }) as Args),
    );
    expect(left.status).toBe(200);
    expect((await getViewer(app.args("/client-portal", { cookie }))).portal).toBeNull();
    const loaded = await outcome(() =>
      portalLoader(app.args("/client-portal", { cookie: cookieFrom(left.cookies) }) as Args),
    );
    expect(loaded.data).toMatchObject({ state: "out" });
  });

  it("refuses a body that is not a form with a 415, not a 500", async () => {
    const args = app.args("/client-portal");
    const request = new Request("http://localhost/client-portal", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: CODE }),
    });
    expect((await outcome(() => portalAction({ ...args, request } as Args))).status).toBe(415);
  });

  it("forged or missing cookies open nothing", async () => {
    for (const cookie of [undefined, "wb50_session=forged", "clientPortalAuth=true; premiumStatus=true"]) {
      expect((await openProgram("movement-patterns-2", cookie)).location).toBe("/client-portal");
    }
  });
});
