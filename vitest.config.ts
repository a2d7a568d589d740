import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // Opening PGlite takes seconds on a loaded 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
