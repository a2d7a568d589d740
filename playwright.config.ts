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
 * Each journey runs at one width per database (decision 0045, amended): at 390 px on PGlite and
 * at 1280 px on PostgreSQL, so CI's two passes cover both widths (and axe at both) in one run's
 * time. A phone run and a desktop run of a journey send the same requests to the same server
 * code; nothing in the layout depends on the database. Specs that run only on a phone (the
 * clients of the coaching loop) run on PostgreSQL too. `E2E_ALL_WIDTHS=1` runs both widths.
 */
const ALL_WIDTHS = process.env.E2E_ALL_WIDTHS === "1";
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const PHONE_ONLY = /coaching\.spec\.ts$/;
/** Matches no file: the project stays (others depend on it) and runs nothing. */
const NO_FILE = /(?!)/;

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
    {
      name: "desktop",
      use: desktop,
      testIgnore: PUBLISHES,
      ...(ALL_WIDTHS || ON_POSTGRES ? {} : { testMatch: NO_FILE }),
    },
    {
      name: "mobile",
      // A 390 px phone, rendered by the same desktop Chromium.
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
      testIgnore: PUBLISHES,
      ...(ALL_WIDTHS || !ON_POSTGRES ? {} : { testMatch: PHONE_ONLY }),
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
