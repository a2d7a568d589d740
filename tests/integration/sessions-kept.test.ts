import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { members, sessions, workoutLogs } from "~/db/schema";
import { saveTextSize } from "~/features/text-size/text-size.server";
import { createMember, grantEntitlement, type Member } from "~/lib/members.server";
import { createSessionStore, type SessionStore } from "~/lib/session.server";
import { keepSessions, sessionKeeper } from "~/lib/sessions-kept.server";
import { openTestDatabase, withLateAnnouncements } from "../helpers/test-database";

// Decision 0095: the session lookup of every signed-in request is kept in memory until the
// database announces a change to her session, account or entitlements (drizzle/0040's
// "account:<id>"). These fail if those announcements are missing (a kept lookup would show her
// old name, a lapsed sign-in or no new access) or if any change to her data ended it (saving a
// set would read her session again), on PGlite and PostgreSQL.

const SECRET = "a-test-secret-that-is-at-least-32-characters";

function requestWith(setCookie: string): Request {
  return new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0] ?? "" } });
}

/** The keeper's counts of lookups kept and read, as they are now. */
const countsOf = (database: DatabaseHandle) => ({
  ...(sessionKeeper(database.db)?.counts ?? { kept: -1, read: -1 }),
});

describe("the kept session lookups", () => {
  let database: DatabaseHandle;
  let stop: () => Promise<void>;
  let store: SessionStore;
  let member: Member;
  let request: Request;

  beforeAll(async () => {
    database = await openTestDatabase();
    stop = await keepSessions(database);
    store = createSessionStore({ db: database.db, secret: SECRET, secure: true });
  });
  afterAll(async () => {
    await stop();
    await database.close();
  });
  beforeEach(async () => {
    const created = await createMember(database.db, {
      name: "Margaret",
      email: `margaret-${randomUUID()}@example.com`,
      password: "a long enough password",
    });
    if (!created) throw new Error("no member");
    member = created;
    const { setCookie } = await store.create({ memberId: member.id });
    request = requestWith(setCookie);
  });

  const counts = () => countsOf(database);

  /** Time for PostgreSQL's announcements of what was just written to arrive (PGlite's have). */
  const announced = () => new Promise((resolve) => setTimeout(resolve, database.kind === "pglite" ? 0 : 300));

  /** PostgreSQL announces a change just after commit; PGlite as the statement returns. */
  async function eventually(check: () => Promise<void>) {
    if (database.kind === "pglite") await check();
    else await vi.waitFor(check, { timeout: 10_000, interval: 50 });
  }

  it("answers her next requests from memory, and a set she saves does not end it", async () => {
    // PostgreSQL announces beforeEach's new account and session just after their commits, and
    // each ends her kept lookup, as it should: a fresh-clone run once heard one only after this
    // first read. Let them arrive, then read once more, so the read measured is the kept one.
    await store.get(request);
    await announced();
    await store.get(request);
    const before = counts();
    expect((await store.get(request))?.member?.name).toBe("Margaret");
    expect(counts()).toEqual({ kept: before.kept + 1, read: before.read });

    await database.db.insert(workoutLogs).values({
      id: randomUUID(),
      memberId: member.id,
      program: "stay-strong",
      sessionId: "session-a",
      sessionLabel: "Session A",
      day: "2026-11-20",
      finishedAt: new Date(),
    });
    // Give PostgreSQL's announcement of her workout time to arrive: it must not end the lookup.
    await announced();
    const afterSave = counts();
    await store.get(request);
    expect(counts()).toEqual({ kept: afterSave.kept + 1, read: afterSave.read });
  });

  it("shows her new name, and new access, at the next request", async () => {
    await store.get(request);
    await database.db.update(members).set({ name: "Maggie" }).where(eq(members.id, member.id));
    await eventually(async () => expect((await store.get(request))?.member?.name).toBe("Maggie"));

    await grantEntitlement(database.db, {
      memberId: member.id,
      kind: "premium",
      endsAt: null,
      source: "test",
    });
    await eventually(async () =>
      expect((await store.get(request))?.entitlements.map((entitlement) => entitlement.kind)).toEqual([
        "premium",
      ]),
    );
  });

  it("lets her in nowhere once her sessions are removed elsewhere (a password change)", async () => {
    expect(await store.get(request)).not.toBeNull();
    await database.db.delete(sessions).where(eq(sessions.memberId, member.id));
    await eventually(async () => expect(await store.get(request)).toBeNull());
  });

  it("forgets a session signed out on this instance at once", async () => {
    const found = await store.get(request);
    await store.destroy(found?.session.id ?? null);
    expect(await store.get(request)).toBeNull();
  });

  it("keeps nothing while the announcements cannot be heard", async () => {
    const keeper = sessionKeeper(database.db);
    if (!keeper) throw new Error("not kept");
    await announced(); // beforeEach's, as in the first test: none may land between the reads counted
    await store.get(request);
    keeper.lost();
    const before = counts();
    await store.get(request);
    await store.get(request);
    expect(counts()).toEqual({ kept: before.kept, read: before.read + 2 });
    keeper.resumed();
    await store.get(request);
    const after = counts();
    await store.get(request);
    expect(counts()).toEqual({ kept: after.kept + 1, read: after.read });
  });
});

describe("her own account change on this instance", () => {
  let database: DatabaseHandle;
  let stop: () => Promise<void>;
  let store: SessionStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Every announcement arrives 300 ms late, as PostgreSQL's may after her next request: her
    // own change must show at once, so the write itself ends her kept lookups.
    stop = await keepSessions(withLateAnnouncements(database, 300));
    store = createSessionStore({ db: database.db, secret: SECRET, secure: true });
  });
  afterAll(async () => {
    await stop();
    await database.close();
  });

  it("shows her new reading size on the very next request", async () => {
    const member = await createMember(database.db, {
      name: "Margaret",
      email: `margaret-${randomUUID()}@example.com`,
      password: "a long enough password",
    });
    if (!member) throw new Error("no member");
    const request = requestWith((await store.create({ memberId: member.id })).setCookie);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await store.get(request))?.member?.textSize).toBe("standard");
    const kept = countsOf(database);
    expect((await store.get(request))?.member?.textSize).toBe("standard");
    expect(sessionKeeper(database.db)?.counts.kept).toBe(kept.kept + 1);

    await saveTextSize(database.db, member.id, "large", new Date());
    expect((await store.get(request))?.member?.textSize).toBe("large");
  });
});
