import { expect, expectNoAxeViolations, test, visit } from "./fixtures";

// Every page, the visitor's, hers and the coach's, is scanned once by the walk in
// tests/e2e/every-size.spec.ts (issue 36), the not-found page too; here, what the walk cannot
// reach: the error views and the phone menu open.

test("axe finds no violation on the error views", async ({ page }) => {
  await page.goto("/__probe?fail=server");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expectNoAxeViolations(page);

  await visit(page, "/__probe");
  await page.getByRole("button", { name: "Break this page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expectNoAxeViolations(page);
});

test("axe finds no violation with the mobile menu open", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu exists below 768 px");
  await visit(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  // A modal dialog makes the page behind it inert: only the menu can be read or reached. The
  // page itself is scanned without the menu above; behind the ::backdrop, which axe cannot see,
  // its contrast was sampled against the wrong background and failed now and then (issue 35).
  await expectNoAxeViolations(page, "dialog[open]");
});
