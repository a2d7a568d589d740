import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logInAsCoach, test, visit } from "./fixtures";

// Issue 19 §1: the coach changes a business fact herself (the date face-to-face training
// resumes, the 1:1 price), previews it and publishes it, and a visitor sees it at once. The
// server is shared by every spec, so this runs in the "publish" project, after every read-only
// spec (playwright.config.ts), and the shipped values are published back in a `finally`.

const EDITOR = "/coach/content/site";

const dateField = (page: Page) => page.getByLabel("Face-to-face training resumes");
const priceField = (page: Page) => page.getByLabel("1:1 coaching: price in dollars");

test("the coach changes the resume date and the 1:1 price, previews and publishes, and a visitor sees them at once", async ({
  page,
  browser,
}) => {
  await logInAsCoach(page);
  await visit(page, EDITOR);
  await expect(
    page.getByRole("status").filter({ hasText: "You are looking at the published version." }),
  ).toBeVisible();
  const original = { date: await dateField(page).inputValue(), price: await priceField(page).inputValue() };
  expect(original.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await visitorContext.newPage();
  try {
    // A mistake first: the price in words. Nothing is published and the field says why.
    await dateField(page).fill("2027-03-02");
    await priceField(page).fill("sixty-five");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Nothing was published: please fix the fields marked below.")).toBeVisible();
    await expect(priceField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(priceField(page)).toHaveValue("sixty-five");
    await expect(dateField(page)).toHaveValue("2027-03-02");
    await expectNoAxeViolations(page);

    await priceField(page).fill("65");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page).toHaveURL(/\/coach\/content\/site\/preview\/home$/);
    await expect(page.getByRole("heading", { name: "Preview — not published yet" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Pages to preview" })
      .getByRole("link", { name: "Work with Me" })
      .click();
    await expect(page).toHaveURL(/\/preview\/work-with-me$/);
    await expect(page.getByText("Face-to-face training is resuming on 2 March 2027.")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Prices" }).getByText("$65 a week", { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Until she publishes, a visitor sees the published page.
    await visit(visitor, "/work-with-me");
    await expect(visitor.getByText("Sessions are now running.")).toBeVisible();
    await expect(visitor.getByText("Face-to-face training is resuming on 2 March 2027.")).toHaveCount(0);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${EDITOR}$`));
    await expect(page.getByText("Published. Everyone sees it now.")).toBeVisible();
    await expect(dateField(page)).toHaveValue("2027-03-02");
    await expect(priceField(page)).toHaveValue("65");

    // A visitor in a fresh browser (no cookies, so no private copy) sees it on the next load.
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const stranger = await fresh.newPage();
    await visit(stranger, "/work-with-me");
    await expect(stranger.getByText("Face-to-face training is resuming on 2 March 2027.")).toBeVisible();
    await expect(
      stranger.getByRole("region", { name: "Prices" }).getByText("$65 a week", { exact: true }),
    ).toBeVisible();
    await fresh.close();
    await visit(visitor, "/work-with-me");
    await expect(visitor.getByText("Face-to-face training is resuming on 2 March 2027.")).toBeVisible();
  } finally {
    // The shipped values back, for every other spec: drop any draft, then publish them.
    await page.request.post(EDITOR, { form: { intent: "discard" } });
    const restored = await page.request.post(EDITOR, {
      form: {
        intent: "publish",
        "site.faceToFaceResumes": original.date,
        "site.prices.oneOnOne.amount": original.price,
      },
    });
    expect(restored.status()).toBe(200);
    await visit(visitor, "/work-with-me");
    await expect(visitor.getByText("Sessions are now running.")).toBeVisible();
    await expect(
      visitor.getByRole("region", { name: "Prices" }).getByText(`$${original.price} a week`, { exact: true }),
    ).toBeVisible();
    await visitorContext.close();
  }
});
