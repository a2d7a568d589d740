import { expect, SPEC_FOOTER_LINKS, test, visit } from "./fixtures";

// "/" is sent without React to a visitor and "/login" with it (decisions 0026, 0068): the menu is
// the same native dialog on both, opened by the page behaviour script.
const PAGES = [
  { path: "/", kind: "static" },
  { path: "/login", kind: "react" },
] as const;

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu replaces the navigation below 768 px");

  test("replaces the desktop navigation; with React it closes when a link changes the route", async ({
    page,
  }) => {
    await visit(page, "/login");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([...SPEC_FOOTER_LINKS]);

    await menu.getByRole("link", { name: "Nutrition" }).click();
    await expect(page).toHaveURL("/nutrition");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nutrition Plans");
    await expect(page.locator("main")).toBeFocused();
  });

  test("on a page without React, its links load the next page", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-interactive", "static");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link")).toHaveText([...SPEC_FOOTER_LINKS]);
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();

    // Back to the page she left: it is not still showing the menu.
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
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

  for (const { path, kind } of PAGES) {
    test(`works with the keyboard on ${path} (${kind}): focus stays inside, Escape and the backdrop close it`, async ({
      page,
    }) => {
      await visit(page, path);
      await expect(page.locator("html")).toHaveAttribute("data-interactive", kind);
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

      // And a tap on the dimmed page beside the panel.
      await trigger.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(10, 300);
      await expect(menu).toBeHidden();
    });
  }
});
