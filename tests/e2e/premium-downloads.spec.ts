import type { Page } from "@playwright/test";
import { NUTRITION_ITEMS } from "../../app/content/nutrition/catalog";
import { expect, test, visit } from "./fixtures";

// product.md §1.8 Nutrition Plans: premium items have download buttons too. Behind the gate, a
// visitor's button links to no file; it opens the same "Upgrade to Premium" dialog as the
// gate's "Unlock Premium Content".
const PREMIUM_TABS = [
  { tab: "Meal Plans", kind: "meal-plan", labels: ["Download Grocery List", "Download Meal Plan"] },
  { tab: "Recipes", kind: "recipe", labels: ["Download Recipe"] },
  { tab: "Grocery Lists", kind: "grocery-list", labels: ["Download Grocery List"] },
] as const;

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const premiumOf = (kind: string) => NUTRITION_ITEMS.filter((item) => item.premium && item.kind === kind);

for (const { tab, kind, labels } of PREMIUM_TABS) {
  test(`${tab}: a visitor's premium download buttons open the upgrade dialog`, async ({ page }) => {
    await visit(page, "/nutrition");
    await page.getByRole("tab", { name: tab }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade to Premium" });

    for (const item of premiumOf(kind)) {
      const gated = card(page, item.title);
      // The gate is there, and no link in the card leads to a file.
      await expect(gated.getByRole("button", { name: /^Premium content: / })).toHaveCount(1);
      await expect(gated.locator('a[href*="/pdf"]')).toHaveCount(0);

      for (const [index, label] of labels.entries()) {
        const button = gated.getByRole("button", { name: `${label}: ${item.title} (PDF)` });
        await expect(button).toBeVisible();
        await expect(button).toHaveText(label);
        // A click for the first button, the keyboard for the next.
        if (index === 0) await button.click();
        else {
          await button.focus();
          await page.keyboard.press("Enter");
        }
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("link", { name: "Become a Premium Member" })).toHaveAttribute(
          "href",
          "/work-with-me",
        );
        await dialog.getByRole("button", { name: "Maybe Later" }).click();
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
      }
    }

    // Space opens it too, and Escape gives focus back the same way.
    const first = premiumOf(kind)[0];
    if (!first) throw new Error(kind);
    const button = card(page, first.title).getByRole("button", {
      name: `${labels[0]}: ${first.title} (PDF)`,
    });
    await button.focus();
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test("every premium file still answers 403 without premium", async ({ request }) => {
  for (const item of NUTRITION_ITEMS.filter((entry) => entry.premium)) {
    const response = await request.get(`/nutrition/${item.id}/pdf`);
    expect(response.status(), item.id).toBe(403);
  }
});

test("the page links to no premium file for a visitor", async ({ page }) => {
  await visit(page, "/nutrition");
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const item of NUTRITION_ITEMS.filter((entry) => entry.premium)) {
    expect(hrefs.filter((href) => href?.includes(`/nutrition/${item.id}/`))).toEqual([]);
  }
});

test("screenshot: a visitor's premium grocery list with the dialog open, at 390 px", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the screenshot is of the phone layout");
  await visit(page, "/nutrition");
  await page.getByRole("tab", { name: "Grocery Lists" }).click();
  const title = "Low-Carb Muscle Building Grocery List";
  await card(page, title)
    .getByRole("button", { name: `Download Grocery List: ${title} (PDF)` })
    .click();
  await expect(page.getByRole("dialog", { name: "Upgrade to Premium" })).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: "/tmp/premium-grocery-dialog-390.png" });
});
