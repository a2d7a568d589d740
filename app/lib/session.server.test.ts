import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { openTestDatabase, resetDatabase } from "../../tests/helpers/test-database";
import { createSessionStore, SESSION_COOKIE_NAME, SESSION_TTL_MS, type SessionStore } from "./session.server";

const SECRET = "a-test-secret-that-is-at-least-32-characters";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A request carrying the cookie from a Set-Cookie header, as a browser would send it back. */
function requestWith(setCookie: string): Request {
  const pair = setCookie.split(";")[0] ?? "";
  return new Request("http://localhost/", { headers: { Cookie: pair } });
}

describe("database sessions", () => {
  let database: DatabaseHandle;
  let clock: Date;
  let store: SessionStore;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    clock = new Date("2026-01-01T09:00:00Z");
    store = createSessionStore({ db: database.db, secret: SECRET, secure: true, now: () => clock });
  });

  it("creates a row and a signed, HttpOnly, SameSite=Lax, Secure cookie that holds only the id", async () => {
    const { session, setCookie } = await store.create({ data: { portal: true } });
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("portal");
    expect(session.expiresAt.getTime() - clock.getTime()).toBe(SESSION_TTL_MS);

    const read = await store.get(requestWith(setCookie));
    expect(read).toMatchObject({
      session: { id: session.id, data: { portal: true } },
      member: null,
      entitlements: [],
    });
  });

  it("lasts 42 days by default", () => {
    expect(SESSION_TTL_MS).toBe(42 * DAY_MS);
  });

  it("rejects a cookie whose signature does not match", async () => {
    const { session } = await store.create();
    const forged = new Request("http://localhost/", {
      headers: { Cookie: `${SESSION_COOKIE_NAME}=${btoa(JSON.stringify(session.id))}.forged` },
    });
    expect(await store.get(forged)).toBeNull();

    const otherSecret = createSessionStore({
      db: database.db,
      secret: "another-secret-that-is-also-32-characters-long",
      secure: true,
      now: () => clock,
    });
    const { setCookie } = await otherSecret.create();
    expect(await store.get(requestWith(setCookie))).toBeNull();
  });

  it("returns nothing without a cookie", async () => {
    expect(await store.get(new Request("http://localhost/"))).toBeNull();
  });

  it("enforces expiry on the server and removes the expired row", async () => {
    const { setCookie } = await store.create({}, DAY_MS);
    clock = new Date(clock.getTime() + DAY_MS - 1);
    expect(await store.get(requestWith(setCookie))).not.toBeNull();

    clock = new Date(clock.getTime() + 1);
    expect(await store.get(requestWith(setCookie))).toBeNull();
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });

  it("extends a live session and refuses to revive an expired one", async () => {
    const { session, setCookie } = await store.create({}, DAY_MS);
    clock = new Date(clock.getTime() + DAY_MS / 2);
    const extended = await store.extend(session.id, DAY_MS);
    expect(extended?.session.expiresAt.getTime()).toBe(clock.getTime() + DAY_MS);
    expect(extended?.setCookie).toContain("Expires=");

    clock = new Date(clock.getTime() + DAY_MS * 2);
    expect(await store.extend(session.id, DAY_MS)).toBeNull();
    expect(await store.get(requestWith(setCookie))).toBeNull();
  });

  it("updates the data a session carries", async () => {
    const { session, setCookie } = await store.create({ data: { step: 1 } });
    await store.update(session.id, { data: { step: 2 } });
    expect((await store.get(requestWith(setCookie)))?.session.data).toEqual({ step: 2 });
  });

  it("destroys a session and clears the cookie", async () => {
    const { session, setCookie } = await store.create();
    const cleared = await store.destroy(session.id);
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await store.get(requestWith(setCookie))).toBeNull();
  });

  it("purges every expired row and keeps the live ones", async () => {
    await store.create({}, DAY_MS);
    await store.create({}, 3 * DAY_MS);
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    expect(await store.purgeExpired()).toBe(1);
    expect(await database.db.select().from(sessions)).toHaveLength(1);
  });
});
