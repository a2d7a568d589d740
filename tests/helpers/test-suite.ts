import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestApp } from "./test-app";
import { openTestDatabase, resetDatabase } from "./test-database";

/** The app `createTestApp` makes. */
export type TestApp = ReturnType<typeof createTestApp>;

/** The one argument of a loader or action. */
export type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

/**
 * Gives `target` every property of `source`, getters as getters: the object a suite holds on
 * to from the start becomes the one opened or made later, and can be made again.
 */
export function refill<T extends object>(target: T, source: T): T {
  return Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
}

/**
 * The usual integration suite, registered in the `describe` it is called in: one database for the
 * whole block (opened before it, closed after it), emptied before each test, and a new app on it
 * with its clock at `start`. `database` and `app` are the same objects all along, refilled with
 * the opened database and each test's new app, so they may be kept before any test runs.
 */
export function useTestApp(options: { start?: Date; env?: Record<string, string> } = {}): {
  database: DatabaseHandle;
  app: TestApp;
} {
  const database = {} as DatabaseHandle;
  const app = {} as TestApp;
  beforeAll(async () => {
    refill(database, await openTestDatabase());
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    refill(app, createTestApp(database, options.start, options.env));
  });
  return { database, app };
}
