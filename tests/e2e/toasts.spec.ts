import AxeBuilder from "@axe-core/playwright";
import { expect, test, visit } from "./fixtures";

test("toasts: at most 3 visible, announced politely, gone after about 4 seconds", async ({ page }) => {
  await visit(page, "/__probe");
  await page.getByRole("button", { name: "Show five toasts" }).click();

  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region).toHaveAttribute("aria-live", "polite");
  await expect(region.getByText("Test toast 5")).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);

  // Settled toasts meet contrast (they are excluded from the page scans mid-animation): wait
  // for each to be mounted and for its entry transition to end, not for a fixed time.
  await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toHaveCount(5);
  await page.evaluate(() =>
    Promise.all(
      (document.querySelector("[data-sonner-toaster]")?.getAnimations({ subtree: true }) ?? []).map(
        (animation) => animation.finished.catch(() => undefined),
      ),
    ),
  );
  const results = await new AxeBuilder({ page })
    .include("[data-sonner-toaster]")
    .withTags(["wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  // 4000 ms each, plus sonner's exit animation.
  await page.mouse.move(0, 700);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
});
