import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetLiveContent } from "~/content/live.server";
import type { DatabaseHandle } from "~/db/client.server";
import { loadLiveContent } from "~/features/content/content-store.server";
import { createTestApp, signedIn } from "./test-app";
import { openTestDatabase, resetDatabase } from "./test-database";

export type ContentSuite = {
  database: DatabaseHandle;
  app: ReturnType<typeof createTestApp>;
  /** The signed-in coach's cookie. */
  cookie: string;
  /** The coach as an author of published revisions. */
  author: { id: string; name: string };
};

/**
 * A fresh database with the shipped content live and one signed-in coach before each test: the
 * setup every test of the coach's content editing starts from. Call inside `describe`.
 */
export function useContentSuite(): ContentSuite {
  const suite = { author: { id: "", name: "Coach" } } as ContentSuite;
  beforeAll(async () => {
    suite.database = await openTestDatabase();
  });
  afterAll(() => suite.database.close());
  beforeEach(async () => {
    await resetDatabase(suite.database);
    resetLiveContent();
    suite.app = createTestApp(suite.database, new Date("2026-11-24T09:00:00Z"));
    const coach = await signedIn(suite.app, {
      name: "Jane Coach",
      email: "coach@example.com",
      role: "coach",
    });
    suite.author.id = coach.id;
    suite.cookie = coach.cookie;
    await loadLiveContent(suite.database.db, suite.app.clock.now);
  });
  return suite;
}
