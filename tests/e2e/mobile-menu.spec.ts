import { expect, SPEC_FOOTER_LINKS, test, visit } from "./fixtures";

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu replaces the navigation below 768 px");

  test("replaces the desktop navigation and closes when a link changes the route", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([...SPEC_FOOTER_LINKS]);

    await menu.getByRole("link", { name: "Programs" }).click();
    await expect(page).toHaveURL("/programs");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fitness Programs");
    await expect(page.locator("main")).toBeFocused();
  });

  test("closes when the route changes by going back", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Explore Programs" }).click();
    await expect(page).toHaveURL("/programs");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("works with the keyboard: focus stays inside and Escape closes it", async ({ page }) => {
    await visit(page, "/");
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();

    // Twice round every control in the menu: focus never leaves it.
    for (let press = 0; press < 26; press += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // The close button works too.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });
});
