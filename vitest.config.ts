import { defineConfig } from "vitest/config";

/**
 * Tests of the data layer: loaders, actions, queries, migrations and triggers, on a real
 * database. They run on both databases (`.ci/run` adds the PostgreSQL pass); every other test
 * runs once. tests/unit/architecture.test.ts fails when a test file that opens a database is
 * not matched here (decision 0048).
 */
export const DATA_LAYER_TESTS = [
  "tests/integration/**/*.test.ts",
  "app/db/**/*.test.ts",
  "app/lib/portal-code.server.test.ts",
  "app/lib/session.server.test.ts",
  "app/lib/throttle.server.test.ts",
];

const ALL_TESTS = ["app/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts", ...DATA_LAYER_TESTS];

/**
 * Checks that need only HTTP (cache headers, leak walks, status codes; issue 35), against the
 * production build started in the test process (tests/helpers/production-server.ts). They run
 * once, on the embedded database, and need `npm run build` first.
 */
export const HTTP_TESTS = ["tests/http/**/*.test.ts"];

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Opening PGlite takes seconds on a loaded 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default on 2 cores is one file at a time; the data-layer files wait on their
    // database as much as they compute, so three at once overlap the waits (decision 0048:
    // 2:02 instead of 3:06 for the whole suite on PGlite, 1:25 instead of 3:20 on PostgreSQL).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ALL_TESTS, exclude: [...DATA_LAYER_TESTS, ...HTTP_TESTS] },
      },
      {
        extends: true,
        test: {
          name: "data",
          include: DATA_LAYER_TESTS,
          // Migrates once per run into the template every file's database is copied from.
          globalSetup: ["tests/helpers/template-database.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: HTTP_TESTS,
          // Migrates once per run into the folder every file's server copies.
          globalSetup: ["tests/helpers/migrated-data-dir.ts"],
          // React and the other libraries pick their production build as they are first
          // loaded, before a test file's code runs: the server must be the one people get.
          env: { NODE_ENV: "production" },
          // The bundle is imported by Node itself, as `npm start` does, not transformed by Vite.
          server: { deps: { external: [/\/build\/server\//] } },
        },
      },
    ],
  },
});
