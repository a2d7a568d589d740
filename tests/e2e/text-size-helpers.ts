// The helpers of text-size.spec.ts (issue 20 §4, decision 0037): the sizes, the size a page
// shows, and the phone menu the journeys use. Whether every page holds at each size is
// every-size.spec.ts's walk (issue 36, decision 0052).
import type { Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const SIZES = ["standard", "large", "larger"] as const;
export type Size = (typeof SIZES)[number];

/** The size as the page shows it: the attribute the server wrote and the body's font size. */
export async function shownSize(page: Page) {
  return page.evaluate(() => ({
    size: document.documentElement.dataset.textSize,
    body: Number.parseFloat(getComputedStyle(document.body).fontSize),
  }));
}

/** Her choice as she makes it on a phone: the menu, then the size in its "Text size" group. */
export async function chooseInMenu(page: Page, label: "Standard" | "Large" | "Larger") {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await menu
    .getByRole("group", { name: "Text size" })
    .getByRole("button", { name: label, exact: true })
    .click();
}

/** A 390 px phone of its own, with or without JavaScript: a fresh device, no cookies. */
export async function phone(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  return browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}
