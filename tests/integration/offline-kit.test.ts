import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getProgram } from "~/content/programs/index.server";
import type { DatabaseHandle } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { buildId, setBuildId } from "~/features/pwa/build-id.server";
import type { OfflineKit } from "~/features/pwa/offline-kit.server";
import { grantEntitlement } from "~/lib/members.server";
import { loader as manifestLoader, shortName } from "~/routes/pwa/manifest";
import { loader as kitLoader } from "~/routes/pwa/offline-kit";
import { createTestApp, signedIn } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";
import { passScreening } from "../helpers/training-seed";

// Issue 20 §2 (decision 0038): what her phone may keep is decided by the server, per request:
// her program's pages while she may open them, and nothing for anyone else.

type Args = Parameters<typeof kitLoader>[0];

describe("the offline kit (/offline-kit)", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database);
  });

  const kitFor = async (cookie?: string) => {
    const response = await kitLoader(app.args("/offline-kit", { cookie }) as Args);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    return (await response.json()) as OfflineKit;
  };

  const answered = async (memberId: string, fitness: string) => {
    await database.db.insert(profiles).values({
      id: randomUUID(),
      memberId,
      answers: { fitness, goals: ["strength"], diet: "omnivore", time: "30min" },
      step: "complete",
      completedAt: app.clock.now,
      timeZone: "Europe/London",
    });
  };

  it("keeps nothing for a visitor or the coach", async () => {
    expect(await kitFor()).toMatchObject({ owner: null, urls: [] });
    const coach = await signedIn(app, { name: "Robyn", email: "coach@example.com", role: "coach" });
    expect(await kitFor(coach.cookie)).toMatchObject({ owner: null, urls: [] });
  });

  it("keeps her program's page, each session's log and her dashboard", async () => {
    const ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    // No questionnaire yet: no program to follow, nothing kept, but the owner is known.
    expect(await kitFor(ann.cookie)).toMatchObject({ owner: ann.id, urls: [] });
    await answered(ann.id, "beginner");
    const kit = await kitFor(ann.cookie);
    const sessions = getProgram("movement-patterns-1").sessions;
    expect(kit.owner).toBe(ann.id);
    expect(kit.program).toBe("movement-patterns-1");
    const pages = [
      "/dashboard",
      "/client-portal/movement-patterns-1",
      ...sessions.map((session) => `/client-portal/movement-patterns-1/log/${session.id}`),
    ];
    expect(kit.urls.slice(0, pages.length)).toEqual(pages);
    // Issue 38: the demo page (cues, safety notes) of each exercise of her program, and no clip.
    const demos = kit.urls.slice(pages.length);
    expect(demos).toContain("/exercises/goblet-squat-to-box");
    expect(demos.every((url) => url.startsWith("/exercises/"))).toBe(true);
    expect(kit.posters).toEqual([]);
    // The same day and content: the same version, so her phone fetches nothing again.
    expect((await kitFor(ann.cookie)).version).toBe(kit.version);
    app.advance(24 * 60 * 60 * 1000);
    expect((await kitFor(ann.cookie)).version).not.toBe(kit.version);
  });

  it("changes its version when she answers the health screening, so her phone fetches her program again", async () => {
    // Before the screening her program page is a redirect to it: a sync then keeps no program,
    // and the version must not stay the same once the page is her program (issue 36 §7).
    const dora = await signedIn(app, { name: "Dora", email: "dora@example.com" });
    await answered(dora.id, "beginner");
    const before = await kitFor(dora.cookie);
    await passScreening(database.db, dora.id, app.clock.now);
    const after = await kitFor(dora.cookie);
    expect(after.urls).toEqual(before.urls);
    expect(after.version).not.toBe(before.version);
  });

  it("names the build in the version: a deployment makes her phone fetch its pages again", async () => {
    const cora = await signedIn(app, { name: "Cora", email: "cora@example.com" });
    await answered(cora.id, "beginner");
    const before = buildId();
    try {
      setBuildId("0123456789ab");
      const kit = await kitFor(cora.cookie);
      expect(kit.version.split(":")).toContain("0123456789ab");
      // The same day, content and logs, another build: another version.
      setBuildId("ba9876543210");
      const next = await kitFor(cora.cookie);
      expect(next.version.split(":")).toContain("ba9876543210");
      expect(next.version).not.toBe(kit.version);
      expect(next.urls).toEqual(kit.urls);
    } finally {
      setBuildId(before);
    }
  });

  it("keeps a premium program only while she has premium: losing it empties her phone", async () => {
    const bea = await signedIn(app, { name: "Bea", email: "bea@example.com" });
    await answered(bea.id, "very-active");
    // Signature Advanced is premium: without it, the list is empty and the worker clears its cache.
    expect(await kitFor(bea.cookie)).toMatchObject({ owner: bea.id, program: null, urls: [] });
    await grantEntitlement(database.db, {
      memberId: bea.id,
      kind: "premium",
      endsAt: new Date(app.clock.now.getTime() + 60 * 60 * 1000),
      source: "coach",
    });
    expect((await kitFor(bea.cookie)).urls).toContain("/client-portal/signature-advanced");
    app.advance(2 * 60 * 60 * 1000);
    expect(await kitFor(bea.cookie)).toMatchObject({ program: null, urls: [] });
  });
});

describe("the web app manifest", () => {
  it("names the app from the published facts, short enough for a home screen", async () => {
    const response = manifestLoader();
    expect(response.headers.get("Content-Type")).toContain("application/manifest+json");
    const manifest = (await response.json()) as { name: string; short_name: string; start_url: string };
    expect(manifest).toMatchObject({
      name: "Wellness Beyond 50",
      short_name: "Beyond 50",
      start_url: "/dashboard",
    });
  });

  it("shortens a long name from the end, whole words", () => {
    expect(shortName("Strong")).toBe("Strong");
    expect(shortName("Wellness Beyond 50")).toBe("Beyond 50");
    expect(shortName("Extraordinarily Long Name")).toBe("Long Name");
    expect(shortName("Supercalifragilistic")).toBe("Supercalifra");
  });
});
