import type { Page } from "@playwright/test";
import { E2E_SECRETS, expect, expectNoAxeViolations, test, visit } from "./fixtures";

const SESSION_DAYS = 42;

test("the portal password is checked on the server: wrong code, then the right one", async ({ page }) => {
  await visit(page, "/client-portal");
  const field = page.getByLabel("Portal password");
  await expect(field).toHaveAttribute("type", "password");
  await expect(field).toHaveAttribute("required", "");

  await field.fill("not the code");
  await page.getByRole("button", { name: "Enter the Portal" }).click();
  await expect(page.getByText("Incorrect password. Please try again.").first()).toBeVisible();
  await expect(page.getByRole("tab", { name: "Movement Patterns" })).toHaveCount(0);

  await field.fill(E2E_SECRETS.portalCode);
  await page.getByRole("button", { name: "Enter the Portal" }).click();
  await expect(page.getByText("Welcome to the Client Portal!")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Movement Patterns" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Signature Programs" })).toBeVisible();
  // product.md §1.1: the level pages exist, but the portal does not link to them.
  await expect(page.getByRole("link", { name: "Level 1" })).toHaveCount(0);

  // The browser keys mirror the server session: 42 days.
  const stored = await page.evaluate(() => ({
    auth: localStorage.getItem("clientPortalAuth"),
    expiry: localStorage.getItem("clientPortalExpiry"),
  }));
  expect(stored.auth).toBe("true");
  const days = (Date.parse(stored.expiry ?? "") - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(SESSION_DAYS - 0.1);
  expect(days).toBeLessThanOrEqual(SESSION_DAYS);

  await page.getByRole("tab", { name: "Signature Programs" }).click();
  await page.getByRole("link", { name: /Grit Block/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grit Block");
  await expectNoAxeViolations(page);

  await visit(page, "/client-portal");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Leave the portal on this device" }).click();
  await expect(page.getByText("You have left the client portal on this device.")).toBeVisible();
  await expect(page.getByLabel("Portal password")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("clientPortalAuth"))).toBeNull();
});

test('the button reads "Verifying..." and is disabled while the check runs', async ({ page }) => {
  await visit(page, "/client-portal");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/client-portal.data", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Portal password").fill(E2E_SECRETS.portalCode);
  await page.getByRole("button", { name: "Enter the Portal" }).click();
  const verifying = page.getByRole("button", { name: "Verifying..." });
  await expect(verifying).toBeDisabled();
  release();
  await expect(page.getByText("Welcome to the Client Portal!")).toBeVisible();
});

test("forged browser state opens no portal program and no premium content", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("clientPortalAuth", "true");
    localStorage.setItem("clientPortalExpiry", new Date(Date.now() + 30 * 86_400_000).toISOString());
    localStorage.setItem("premiumStatus", "true");
  });
  for (const slug of ["movement-patterns-2", "signature-advanced", "bootcamp", "stay-strong"]) {
    await visit(page, `/client-portal/${slug}`);
    await expect(page).toHaveURL(/\/client-portal$/);
    await expect(page.getByLabel("Portal password")).toBeVisible();
    await expect(page.getByRole("link", { name: /Movement Patterns|Signature Program/ })).toHaveCount(0);
  }
  // A forged cookie is refused by its signature before it reaches the database.
  await page.context().addCookies([{ name: "wb50_session", value: "forged.value", url: page.url() }]);
  await visit(page, "/client-portal/grit-block");
  await expect(page).toHaveURL(/\/client-portal$/);
  // The direct data request is refused too: no program content in any response.
  const response = await page.request.get("/client-portal/grit-block.data");
  expect(await response.text()).not.toContain("Grit Block");
});

async function enterPortal(page: Page) {
  await visit(page, "/client-portal");
  await page.getByLabel("Portal password").fill(E2E_SECRETS.portalCode);
  await page.getByRole("button", { name: "Enter the Portal" }).click();
  await expect(page.getByText("Welcome to the Client Portal!")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("clientPortalExpiry"))).not.toBeNull();
}

test("the browser's mirror of the session is checked every hour", async ({ page }) => {
  await page.clock.install();
  await enterPortal(page);
  // 43 days later in the browser: the hourly check finds the stored expiry has passed.
  await page.clock.fastForward(43 * 24 * 60 * 60 * 1000);
  await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("clientPortalAuth"))).toBeNull();
});

test("the browser's mirror is checked at load: a passed expiry is cleared with the spec's message", async ({
  page,
}) => {
  await enterPortal(page);
  await page.evaluate(() => localStorage.setItem("clientPortalExpiry", "2000-01-01T00:00:00.000Z"));
  await page.reload();
  await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
});
