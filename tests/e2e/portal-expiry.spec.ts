import type { Page } from "@playwright/test";
import { E2E_SECRETS, expect, test, visit } from "./fixtures";

// product.md §4.2 Portal session, decision 0027: when the browser's stored expiry has passed, the
// server ends that browser's portal access too, and she is back at the password form.
const EXPIRED = "Your session has expired. Please log in again.";
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

async function enterPortal(page: Page) {
  await visit(page, "/client-portal");
  await page.getByLabel("Portal password").fill(E2E_SECRETS.portalCode);
  await page.getByRole("button", { name: "Enter the Portal" }).click();
  await expect(page.getByText("Welcome to the Client Portal!")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("clientPortalExpiry"))).not.toBeNull();
}

/** Opens Bootcamp from the portal's cards: a client-side navigation. */
async function openBootcampByLink(page: Page) {
  await page.getByRole("tab", { name: "Signature Programs" }).click();
  await page.getByRole("link", { name: /Bootcamp/ }).click();
  await expect(page).toHaveURL(/\/client-portal\/bootcamp$/);
}

const setStoredExpiry = (page: Page, iso: string) =>
  page.evaluate((value) => localStorage.setItem("clientPortalExpiry", value), iso);

async function expectSentToPasswordForm(page: Page) {
  await expect(page.getByText(EXPIRED).first()).toBeVisible();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByLabel("Portal password")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Movement Patterns" })).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem("clientPortalAuth"),
      localStorage.getItem("clientPortalExpiry"),
    ]),
  ).toEqual([null, null]);
  // The server refuses too: a fresh page load of a program goes to the password form.
  await page.goto("/client-portal/bootcamp");
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByLabel("Portal password")).toBeVisible();
}

test("a passed expiry on a program page reached by a full page load", async ({ page }) => {
  await enterPortal(page);
  await visit(page, "/client-portal/bootcamp");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Bootcamp/);
  await setStoredExpiry(page, "2000-01-01T00:00:00.000Z");
  await page.reload();
  await expectSentToPasswordForm(page);
});

test("a passed expiry on a program page reached by a client-side navigation", async ({ page }) => {
  await enterPortal(page);
  await setStoredExpiry(page, "2000-01-01T00:00:00.000Z");
  // The check runs again as the client-side navigation lands on Bootcamp.
  await page.getByRole("tab", { name: "Signature Programs" }).click();
  await page.getByRole("link", { name: /Bootcamp/ }).click();
  await expectSentToPasswordForm(page);
});

test("a passed expiry on the portal index, at load", async ({ page }) => {
  await enterPortal(page);
  await setStoredExpiry(page, "2000-01-01T00:00:00.000Z");
  await page.reload();
  await expectSentToPasswordForm(page);
});

test("the hourly check on a program page that stays open", async ({ page }) => {
  await page.clock.install();
  await enterPortal(page);
  await openBootcampByLink(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Bootcamp/);
  // The stored expiry falls half an hour from now in the browser's clock: nothing yet...
  const soon = await page.evaluate(() => new Date(Date.now() + 30 * 60_000).toISOString());
  await setStoredExpiry(page, soon);
  await page.clock.runFor(HOUR_MS - 5 * 60_000);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Bootcamp/);
  // ...and the check on the hour finds it has passed. (A jump, not a run: running on past the
  // check would also run out the toast's own 4 s timer.)
  await page.clock.fastForward(5 * 60_000);
  await expectSentToPasswordForm(page);
});

test("the hourly check on the portal index, 43 days on in the browser", async ({ page }) => {
  await page.clock.install();
  await enterPortal(page);
  await page.clock.fastForward(43 * DAY_MS);
  await expectSentToPasswordForm(page);
});
