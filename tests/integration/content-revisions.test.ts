import { describe, expect, it } from "vitest";
import { liveContent } from "~/content/live.server";
import { listRevisions, publishContent } from "~/features/content/content-store.server";
import { action as revisionAction, loader as revisionLoader } from "~/routes/coach/content-revision";
import { useContentSuite } from "../helpers/content-suite";
import { outcome } from "../helpers/test-app";

// Issue 36 §6: a revision compared with the live content part by part, and one part restored
// after a confirmation, the rest kept.
describe("restoring one section of a revision", () => {
  const suite = useContentSuite();

  it("shows the changed words by section, asks first, then restores only that section", async () => {
    const story = liveContent().marketing.founderStory;
    // Revision 2 changes the price and one word of the long story; revision 3 the badge.
    await publishContent(
      suite.database.db,
      {
        summary: "Prices and story",
        author: suite.author,
        change: (content) => {
          content.site.prices.oneOnOne.amount = 65;
          content.marketing.founderStory = story.replace("personal trainer", "strength coach");
          return content;
        },
      },
      suite.app.clock.now,
    );
    await publishContent(
      suite.database.db,
      {
        summary: "Badge",
        author: suite.author,
        change: (content) => {
          content.marketing.heroBadge = "Strong at every age";
          return content;
        },
      },
      suite.app.clock.now,
    );

    const page = await outcome(() =>
      revisionLoader(
        suite.app.args("/coach/content/revisions/1", {
          cookie: suite.cookie,
          params: { revisionId: "1" },
        }) as never,
      ),
    );
    const shown = page.data as Awaited<ReturnType<typeof revisionLoader>>;
    expect(shown.sections.map((section) => section.key)).toEqual(["site", "marketing"]);
    const marketing = shown.sections[1];
    const storyChange = marketing?.changes.find((change) => change.path === "founder story");
    // The whole story is kept, for the page to show the changed words, not a cut text.
    expect(storyChange?.before.length).toBe(story.replace("personal trainer", "strength coach").length);
    expect(shown.confirm).toBeNull();

    const asking = await outcome(() =>
      revisionLoader(
        suite.app.args("/coach/content/revisions/1?restore=site", {
          cookie: suite.cookie,
          params: { revisionId: "1" },
        }) as never,
      ),
    );
    expect((asking.data as typeof shown).confirm).toEqual({ key: "site", label: "Site settings" });

    const restored = await outcome(() =>
      revisionAction(
        suite.app.args("/coach/content/revisions/1", {
          cookie: suite.cookie,
          params: { revisionId: "1" },
          form: { intent: "restore", section: "site" },
        }) as never,
      ),
    );
    expect(restored.status).toBe(302);
    expect(liveContent().site.prices.oneOnOne.amount).toBe(50);
    expect(liveContent().marketing.heroBadge).toBe("Strong at every age");
    expect(liveContent().marketing.founderStory).toContain("strength coach");
    const [latest] = await listRevisions(suite.database.db, 1);
    expect(latest?.summary).toBe("Restored Site settings from revision 1");
    expect(latest?.restoredFrom).toBe(1);
  });

  it("an unknown section or revision is a 404 in plain words", async () => {
    for (const [revisionId, section] of [
      ["1", "program:nope"],
      ["999", "site"],
    ] as const) {
      const answer = await outcome(() =>
        revisionAction(
          suite.app.args(`/coach/content/revisions/${revisionId}`, {
            cookie: suite.cookie,
            params: { revisionId },
            form: { intent: "restore", section },
          }) as never,
        ),
      );
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.data)).toContain("That revision or section does not exist.");
    }
  });
});
