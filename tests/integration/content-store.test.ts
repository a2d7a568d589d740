import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shippedContent } from "~/content/content.server";
import { liveContent, liveRevision, liveSite, resetLiveContent } from "~/content/live.server";
import { getProgram } from "~/content/programs/index.server";
import type { DatabaseHandle } from "~/db/client.server";
import { contentRevisions } from "~/db/schema";
import {
  CONTENT_CHANNEL,
  diffContent,
  discardDraft,
  listRevisions,
  loadLiveContent,
  publishContent,
  readDraft,
  refreshLiveContent,
  restoreRevision,
  saveDraft,
} from "~/features/content/content-store.server";
import { formFailureOf } from "~/lib/form-failure";
import { action as revisionsAction, loader as revisionsLoader } from "~/routes/coach/content-revisions";
import { loader as workWithMeLoader } from "~/routes/marketing/work-with-me";
import { createTestApp, outcome, signedIn } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

const author = { id: "", name: "Coach" };

describe("the content store (decision 0035)", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let coachCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database, new Date("2026-11-24T09:00:00Z"));
    const coach = await signedIn(app, { name: "Jane Coach", email: "coach@example.com", role: "coach" });
    author.id = coach.id;
    coachCookie = coach.cookie;
    memberCookie = (await signedIn(app, { name: "Ann", email: "ann@example.com" })).cookie;
    await loadLiveContent(database.db, app.clock.now);
  });

  it("writes the shipped files as revision 1, once, however often instances start", async () => {
    await loadLiveContent(database.db, app.clock.now);
    await Promise.all([
      loadLiveContent(database.db, app.clock.now),
      loadLiveContent(database.db, app.clock.now),
    ]);
    const [rows] = await database.db.select({ n: count() }).from(contentRevisions);
    expect(rows?.n).toBe(1);
    expect(liveRevision()).toBe(1);
    expect(liveContent()).toEqual(shippedContent());
  });

  it("publishes a change for every reader at once, with a readable diff", async () => {
    const result = await publishContent(
      database.db,
      {
        summary: "Site settings",
        author,
        change: (content) => ({
          ...content,
          site: {
            ...content.site,
            faceToFaceResumes: "2027-03-02",
            prices: { ...content.site.prices, oneOnOne: { ...content.site.prices.oneOnOne, amount: 55 } },
          },
        }),
      },
      app.clock.now,
    );
    expect(result).toMatchObject({ ok: true, revision: 2 });
    expect(liveSite().faceToFaceResumes).toBe("2027-03-02");
    const page = await workWithMeLoader(app.args("/work-with-me") as never);
    expect(page.resumesOn).toBe("2 March 2027");
    expect(page.running).toBe(false);
    const [latest] = await listRevisions(database.db);
    expect(latest?.changes).toEqual([
      { path: "site › face to face resumes", before: "2025-05-27", after: "2027-03-02" },
      { path: "site › prices › one on one › amount", before: "50", after: "55" },
    ]);
  });

  it("refuses content the schemas refuse, and writes nothing", async () => {
    const result = await publishContent(
      database.db,
      {
        summary: "Broken",
        author,
        change: (content) => ({
          ...content,
          site: { ...content.site, contact: { ...content.site.contact, email: "no" } },
        }),
      },
      app.clock.now,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.path).toEqual(["site", "contact", "email"]);
    expect(await listRevisions(database.db)).toHaveLength(1);
    expect(liveSite().contact.email).toBe(shippedContent().site.contact.email);
  });

  it("keeps drafts to the coach until they are published, then drops them", async () => {
    await saveDraft(database.db, { section: "site", data: { draft: true }, author }, app.clock.now);
    expect(await readDraft(database.db, "site")).toMatchObject({ data: { draft: true }, baseRevision: 1 });
    expect(liveSite()).toEqual(shippedContent().site);
    await publishContent(
      database.db,
      {
        summary: "Tagline",
        author,
        draftSection: "site",
        change: (content) => ({ ...content, site: { ...content.site, tagline: "stronger every year" } }),
      },
      app.clock.now,
    );
    expect(await readDraft(database.db, "site")).toBeNull();
    await saveDraft(database.db, { section: "marketing", data: 1, author }, app.clock.now);
    await discardDraft(database.db, "marketing");
    expect(await readDraft(database.db, "marketing")).toBeNull();
  });

  it("follows a revision another instance published", async () => {
    const reps = getProgram("level-1").sessions[0]?.mainWork[0]?.exercises[0]?.reps;
    await publishContent(
      database.db,
      {
        summary: "Program: Level 1",
        author,
        change: (content) => {
          const exercise = content.programs.find((program) => program.slug === "level-1")?.sessions[0]
            ?.mainWork[0]?.exercises[0];
          if (exercise) exercise.reps = "15";
          return content;
        },
      },
      app.clock.now,
    );
    // This process forgets, as another instance that has not heard yet would be.
    resetLiveContent();
    expect(getProgram("level-1").sessions[0]?.mainWork[0]?.exercises[0]?.reps).toBe(reps);
    expect(await refreshLiveContent(database.db)).toBe(true);
    expect(getProgram("level-1").sessions[0]?.mainWork[0]?.exercises[0]?.reps).toBe("15");
    expect(await refreshLiveContent(database.db)).toBe(false);
  });

  it("announces each revision on PostgreSQL to every listening instance", async (context) => {
    if (!database.listen) return context.skip();
    const heard: string[] = [];
    let reconnects = 0;
    const stop = await database.listen(
      CONTENT_CHANNEL,
      (payload) => heard.push(payload),
      () => {
        reconnects += 1;
      },
    );
    try {
      const result = await publishContent(
        database.db,
        {
          summary: "Tagline",
          author,
          change: (content) => ({ ...content, site: { ...content.site, tagline: "heard everywhere" } }),
        },
        app.clock.now,
      );
      if (!result.ok) throw new Error("not published");
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual([String(result.revision)]);
      expect(reconnects).toBe(0);
    } finally {
      await stop();
    }
  });

  it("restores an earlier revision as a new one, from the coach's Revisions page", async () => {
    await publishContent(
      database.db,
      {
        summary: "Tagline",
        author,
        change: (content) => ({ ...content, site: { ...content.site, tagline: "v2" } }),
      },
      app.clock.now,
    );
    const page = await outcome(() =>
      revisionsLoader(app.args("/coach/content/revisions", { cookie: coachCookie }) as never),
    );
    expect(page.status).toBe(200);
    const restored = await outcome(() =>
      revisionsAction(
        app.args("/coach/content/revisions", {
          cookie: coachCookie,
          form: { intent: "restore", revision: "1" },
        }) as never,
      ),
    );
    expect(restored.status).toBe(302);
    expect(liveSite().tagline).toBe(shippedContent().site.tagline);
    const [latest] = await listRevisions(database.db);
    expect(latest).toMatchObject({
      id: 3,
      restoredFrom: 1,
      summary: "Restored revision 1",
      authorName: "Jane Coach",
    });
    expect(latest?.changes).toEqual([
      { path: "site › tagline", before: "v2", after: shippedContent().site.tagline },
    ]);

    const missing = await outcome(() =>
      revisionsAction(
        app.args("/coach/content/revisions", {
          cookie: coachCookie,
          form: { intent: "restore", revision: "99" },
        }) as never,
      ),
    );
    expect(missing.status).toBe(404);
    expect(formFailureOf(missing.data)?.formError).toBe("That revision does not exist.");
    const forged = await outcome(() =>
      revisionsAction(
        app.args("/coach/content/revisions", {
          cookie: coachCookie,
          form: { intent: "restore", revision: "1e99" },
        }) as never,
      ),
    );
    expect(forged.status).toBe(400);
    expect(await restoreRevision(database.db, 42, author, app.clock.now)).toBe("not-found");
  });

  it("shows revisions only to the coach", async () => {
    for (const cookie of [memberCookie, undefined]) {
      const page = await outcome(() =>
        revisionsLoader(app.args("/coach/content/revisions", { cookie }) as never),
      );
      expect([302, 403]).toContain(page.status);
      const post = await outcome(() =>
        revisionsAction(
          app.args("/coach/content/revisions", {
            cookie,
            form: { intent: "restore", revision: "1" },
          }) as never,
        ),
      );
      expect([302, 403]).toContain(post.status);
    }
    expect(await listRevisions(database.db)).toHaveLength(1);
  });
});

describe("the readable diff", () => {
  it("names list items by their title and says what was added or removed", () => {
    expect(
      diffContent(
        { offers: [{ title: "Kick Start", length: "8 weeks" }], notes: ["a"] },
        { offers: [{ title: "Kick Start", length: "6 weeks" }], notes: ["a", "b"] },
      ),
    ).toEqual([
      { path: "offers › Kick Start › length", before: "8 weeks", after: "6 weeks" },
      { path: "notes › #2", before: "", after: "b" },
    ]);
  });
});
