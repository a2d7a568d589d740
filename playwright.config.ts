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
/** Specs that publish the coach's content: see the projects below. */
const PUBLISHES = /\.publish\.spec\.ts$/;
/**
 * On PostgreSQL every journey runs once, at 1280 px (decision 0045): the phone run of a journey
 * sends the same requests to the same server code, and the PGlite run has already covered
 * every width. Specs that run only on a phone (the clients of the coaching loop) still run.
 * `E2E_ALL_WIDTHS=1` runs both widths on PostgreSQL too.
 */
const BOTH_WIDTHS = !process.env.DATABASE_URL || process.env.E2E_ALL_WIDTHS === "1";
const PHONE_ONLY = /coaching\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // The production server is started once, on a free port, before any test runs.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
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
  projects: [
    { name: "desktop", use: desktop, testIgnore: PUBLISHES },
    {
      name: "mobile",
      // A 390 px phone, rendered by the same desktop Chromium.
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
      testIgnore: PUBLISHES,
      ...(BOTH_WIDTHS ? {} : { testMatch: PHONE_ONLY }),
    },
    // Journeys that publish content on the server every spec shares (issue 19) run after the
    // specs that read it: each changes its own part (the site's facts, a program, a new recipe).
    {
      name: "publish",
      testMatch: /content-(site|program|nutrition)\.publish\.spec\.ts$/,
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
