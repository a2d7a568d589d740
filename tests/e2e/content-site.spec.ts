import { expect, expectNoAxeViolations, logInAsCoach, test, visit } from "./fixtures";
import { saveScreenshot } from "./screenshot";

// Issue 19 §1: the site settings editor and its previews, read-only at each width. The journey
// that publishes is content-site.publish.spec.ts.

const EDITOR = "/coach/content/site";

test("the site settings editor and its previews are accessible at this width", async ({ page }, testInfo) => {
  await logInAsCoach(page);
  await visit(page, EDITOR);
  await expect(page.getByRole("heading", { level: 2, name: "Site settings" })).toBeVisible();
  for (const legend of [
    "Names and website",
    "Prices",
    "Payment links",
    "Home page testimonials",
    "About page: your story",
  ]) {
    await expect(page.getByRole("group", { name: legend, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Your story")).toHaveValue(/personal trainer/);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo.project.name, "coach-content-site");

  for (const preview of ["home", "about", "work-with-me"]) {
    await visit(page, `${EDITOR}/preview/${preview}`);
    await expect(page.getByRole("heading", { name: "Preview — not published yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the editor" })).toBeVisible();
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo.project.name, `coach-content-site-preview-${preview}`);
  }
});
