import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { openTestDatabase, resetDatabase } from "../../tests/helpers/test-database";
import {
  ensurePortalCode,
  generatePortalCode,
  getCurrentPortalCode,
  rotatePortalCode,
  verifyPortalCode,
} from "./portal-code.server";

describe("the shared portal code", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
  });

  it("is generated once, readable aloud, when PORTAL_PASSWORD is unset, and stored only as a hash", async () => {
    const first = await ensurePortalCode(database.db, undefined);
    expect(first.generated).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect((await ensurePortalCode(database.db, undefined)).generated).toBeNull();
    const current = await getCurrentPortalCode(database.db);
    expect(current?.codeHash).toMatch(/^\$argon2id\$/);
    expect(current?.codeHash).not.toContain(first.generated ?? "");
    expect(await verifyPortalCode(database.db, first.generated ?? "")).toBe(current?.version);
    expect(await verifyPortalCode(database.db, "something-else")).toBeNull();
  });

  it("follows PORTAL_PASSWORD when it changes, but a restart does not undo the coach's rotation", async () => {
    await ensurePortalCode(database.db, "first-env-code");
    expect(await verifyPortalCode(database.db, "first-env-code")).not.toBeNull();

    await rotatePortalCode(database.db, "coach-chose-this", "coach");
    await ensurePortalCode(database.db, "first-env-code");
    expect(await verifyPortalCode(database.db, "coach-chose-this")).not.toBeNull();
    expect(await verifyPortalCode(database.db, "first-env-code")).toBeNull();

    await ensurePortalCode(database.db, "second-env-code");
    expect(await verifyPortalCode(database.db, "second-env-code")).not.toBeNull();
  });

  it("rotation deletes code-only sessions and strips code access from member sessions", async () => {
    const version = await rotatePortalCode(database.db, "old-code-123", "coach");
    await database.db.insert(sessions).values([
      { id: "code-only", portalCodeVersion: version, expiresAt: new Date(Date.now() + 60_000) },
      { id: "unrelated", expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await rotatePortalCode(database.db, "new-code-456", "coach");
    const left = await database.db
      .select({ id: sessions.id, version: sessions.portalCodeVersion })
      .from(sessions);
    expect(left).toEqual([{ id: "unrelated", version: null }]);
  });

  it("generates different codes", () => {
    expect(new Set(Array.from({ length: 50 }, generatePortalCode)).size).toBe(50);
  });
});
