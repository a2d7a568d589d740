import type { Page } from "@playwright/test";
import { expect, markDocument, sameDocument, test, uniqueEmail, visit } from "./fixtures";
import { LOG, memberWithProgramKept, PROGRAM } from "./offline-helpers";

// "Lie-fi" (features/pwa/network-fallback.ts): her phone says it is online, but the signal in
// the gym's corner carries nothing. A link's data is fetched around her worker; when that fetch
// fails or hangs, the page is loaded whole instead, which her worker answers.

/** Longer than a page load here takes: time enough for one that should not happen. */
const SETTLE_MS = 2500;

/** The router's fetches of a page's data (`/path.data`), not the page loads her worker makes. */
const isPageData = (url: URL) => url.pathname.endsWith(".data");

/** Her program's page, drawn by React and marked: the mark is gone once a page load replaces it. */
async function onProgramPage(page: Page) {
  await visit(page, PROGRAM);
  await expect(page.locator("html[data-interactive='react']")).toHaveCount(1);
  await markDocument(page);
}

async function tapStartSession(page: Page) {
  await page.getByRole("link", { name: "Start this session" }).first().tap();
}

async function expectLogLoadedWhole(page: Page) {
  await expect(page).toHaveURL(LOG);
  await expect(page.getByRole("button", { name: "Finish session" })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
}

test.describe("on a phone that says it is online with no signal", () => {
  test.skip(({ isMobile }) => !isMobile, "the gym is a phone's");

  test("a link whose data cannot be fetched opens as a page load, not an error page", async ({
    page,
  }, testInfo) => {
    await memberWithProgramKept(page, uniqueEmail(testInfo, "liefi-fails"));
    await page.route(isPageData, (route) => route.abort("internetdisconnected"));
    await onProgramPage(page);
    await tapStartSession(page);
    await expectLogLoadedWhole(page);
  });

  test("a link whose data does not come within a few seconds opens as a page load", async ({
    page,
  }, testInfo) => {
    await memberWithProgramKept(page, uniqueEmail(testInfo, "liefi-hangs"));
    const hanging: string[] = [];
    // Never answered: a request on a signal that carries nothing.
    await page.route(isPageData, (route) => {
      hanging.push(route.request().url());
    });
    await onProgramPage(page);
    const tapped = Date.now();
    await tapStartSession(page);
    await expect.poll(() => hanging.length).toBeGreaterThan(0);
    // Still her program's page while the data may yet come.
    await page.waitForTimeout(2000);
    expect(await sameDocument(page)).toBe(true);
    await expectLogLoadedWhole(page);
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(4000);
  });

  test("a post that cannot be sent is not turned into a page load: what she did is not thrown away unsaid", async ({
    page,
  }, testInfo) => {
    await memberWithProgramKept(page, uniqueEmail(testInfo, "liefi-post"));
    await expect(page.locator("html[data-interactive='react']")).toHaveCount(1);
    await markDocument(page);
    const refused: string[] = [];
    await page.route(isPageData, (route) => {
      if (route.request().method() !== "POST") return route.continue();
      refused.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    await page.getByRole("button", { name: /^Start Meal: / }).tap();
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await page.waitForTimeout(SETTLE_MS);
    await expect(page).toHaveURL("/dashboard");
    expect(await sameDocument(page)).toBe(true);
  });
});
