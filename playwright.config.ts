import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium-path.mjs";

// Flags for a root user on a machine without network access (STACK.md, fact 11).
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
/**
 * A 390 px phone. Layout, touch and axe are in CSS pixels, so the journeys draw at one device
 * pixel per CSS pixel: a quarter of the raster work of a 2× screen on a 2-core CI machine
 * (decision 0048). The specs that judge sharpness or zoom (text size, screenshots, the iPhone
 * offline journey) ask for 2× themselves.
 */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

/** Specs that publish the coach's content: see the projects below. */
const PUBLISHES = /\.publish\.spec\.ts$/;
/**
 * Every journey runs once (decision 0048), at the width its people use: hers on a 390 px phone,
 * the coach's and HTTP-only checks at 1280 px. Specs whose point is the layout run at both.
 * Most HTTP-only checks are Vitest's `http` project (tests/http/, issue 35), not here.
 */
const specs = (...names: string[]) => new RegExp(`/(${names.join("|")})\\.spec\\.ts$`);
const DESKTOP_ONLY = specs(
  "coaching-access",
  "create-coach",
  "reminders",
  "scale-out",
  "coach",
  "coach-account",
  "content-nutrition",
  "content-site",
  // Sets its own viewports and pixel ratios (320 px to 1280 px): once is enough (issue 36).
  "every-size",
);
const BOTH_WIDTHS = specs(
  "accessibility",
  "layout",
  "text-size",
  "nutrition",
  "public-pages",
  "content-pages",
  "mobile-menu",
  // Skipped unless SCREENSHOTS=1 (npm run screenshots).
  "screenshots",
  "coach-screenshots",
);
/**
 * `.ci/run`'s PostgreSQL browser pass (E2E_PASS=postgres): only what PostgreSQL alone can
 * show. Two instances on one database, LISTEN/NOTIFY ending a member's kept page, the coach
 * created from the command line while the server runs, and a restore read back from the
 * database. Everything else the database does is proved by the Vitest data-layer pass.
 */
const POSTGRES_ONLY = specs("scale-out", "coach", "two-members", "create-coach", "content-restore.publish");
const POSTGRES_PASS = process.env.E2E_PASS === "postgres";

export default defineConfig({
  testDir: "tests/e2e",
  // The production server is started once, on a free port, before any test runs.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Three: a journey waits on the server and the browser as much as it computes. Alone on the
  // 2-core machine, 286 journeys took 9:42 with three workers (decision 0048).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report is how `npm test` (scripts/test.mjs) names tests that passed only on a retry.
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-reports/e2e.json" }],
    ...(process.env.CI ? [["html", { open: "never" }] as const] : []),
  ],
  // Long journeys (a sign-in, several pages and axe scans) run 20-35 s with two workers on a
  // busy 2-core machine; 60 s keeps a slow machine from reading as a failure. Speed is measured
  // by the benchmark scripts, never by these timeouts.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: POSTGRES_PASS
    ? [{ name: "desktop", use: desktop, testMatch: POSTGRES_ONLY }]
    : [
        {
          name: "desktop",
          use: desktop,
          testMatch: [DESKTOP_ONLY, BOTH_WIDTHS],
          testIgnore: PUBLISHES,
        },
        {
          name: "mobile",
          // A 390 px phone, rendered by the same desktop Chromium.
          use: phone,
          testIgnore: [PUBLISHES, DESKTOP_ONLY],
        },
        // Journeys that publish content on the server every spec shares (issue 19) run after
        // the specs that read it: each changes its own part (the site's facts, a program, a recipe).
        {
          name: "publish",
          testMatch: /content-(site|program|nutrition|library)\.publish\.spec\.ts$/,
          use: desktop,
          dependencies: ["desktop", "mobile"],
        },
        // Restoring a revision puts back the whole document, so it runs alone, after them.
        {
          name: "restore",
          testMatch: /content-restore\.publish\.spec\.ts$/,
          use: desktop,
          dependencies: ["publish"],
        },
        // Last: reads the server log the whole run produced.
        { name: "leaks", testMatch: /leaks\.check\.ts$/, dependencies: ["restore"] },
      ],
});
