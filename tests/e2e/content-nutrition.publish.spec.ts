import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logInAs, logInAsCoach, test, uniqueEmail, visit } from "./fixtures";
import { pdfText } from "./pdf-text";
import { nutritionAsVisitorSees, saveScreenshot } from "./screenshot";

// Issue 19 §2: the coach adds a recipe and publishes it as premium; a visitor gets its teaser
// and the upgrade dialog, a premium member the recipe and its PDF. The e2e server is shared by
// every spec, so this runs in the "publish" project after the read-only ones
// (playwright.config.ts), and the recipe stays published under an id of its own per run.

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const GATE = /^Premium content: /;

test("the coach adds a premium recipe: a visitor gets the teaser, a premium member the recipe", async ({
  page,
  browser,
  request: visitor,
}, testInfo) => {
  const project = "desktop";
  const stamp = Date.now().toString(36);
  const title = `Harissa Chickpea Traybake ${stamp}`;
  const id = `harissa-chickpea-traybake-${stamp}`;
  const ingredient = `400 g can chickpeas, drained, secret-${stamp}`;

  await logInAsCoach(page);
  await visit(page, "/coach/content");
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Nutrition Meal plans/ })
    .click();
  await expect(page).toHaveURL(/\/coach\/content\/nutrition$/);
  const items = page.getByRole("region", { name: "Nutrition items" });
  await expect(items.getByRole("link", { name: "Walnut-Stuffed Portobellos" })).toBeVisible();
  await expect(items.getByRole("row").filter({ hasText: "7-Day Starter Mediterranean Plan" })).toContainText(
    "Meal plan",
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, project, "coach-content-nutrition");

  const add = page.getByRole("form", { name: "Add a recipe" });
  await add.getByLabel("Title").fill(title);
  // The id is made from the title, and shown before she sends it.
  await expect(add.getByText(`/nutrition/${id}/pdf`)).toBeVisible();
  await add.getByRole("radio", { name: /^Premium/ }).check();
  await add.getByRole("button", { name: "Add the recipe" }).click();
  await expect(page).toHaveURL(/\/coach\/content\/nutrition\/new-recipe$/);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByText("Draft — not published")).toBeVisible();
  await expect(page.getByLabel("Id", { exact: true })).toHaveValue(id);
  await expect(page.getByRole("radio", { name: /^Premium/ })).toBeChecked();

  // Published empty, it is refused with a message on each field, and nothing is lost.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/^Not published: \d+ problems are marked below/)).toBeVisible();
  await expect(page.getByLabel("Ingredients")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please give at least 5, one per line.")).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, project, "coach-content-nutrition-new-recipe-errors");

  await page
    .getByLabel("Summary")
    .fill("Chickpeas, capsicum and red onion roasted with harissa, then finished with yoghurt.");
  await page.getByLabel("Serves").fill("4");
  await page.getByLabel("Prep (minutes)").fill("15");
  await page.getByLabel("Cook (minutes)").fill("35");
  await page
    .getByLabel("Ingredients")
    .fill(
      [
        ingredient,
        "2 red capsicums, sliced",
        "1 red onion, cut into wedges",
        "2 tbsp harissa paste",
        "1 tbsp extra virgin olive oil",
        "200 g plain Greek yoghurt",
      ].join("\n"),
    );
  await page
    .getByLabel("Method")
    .fill(
      [
        "Heat the oven to 200 °C and line a large tray.",
        "Toss the chickpeas and vegetables with the harissa and oil, spread them out and roast for 35 minutes.",
        "Serve warm with a spoonful of yoghurt.",
      ].join("\n"),
    );
  const perServing = page.getByRole("group", { name: "Nutrition per serving" });
  for (const [label, value] of [
    ["Energy (kcal)", "398"],
    ["Protein (g)", "19"],
    ["Carbs (g)", "42"],
    ["Fat (g)", "13"],
    ["Fibre (g)", "12"],
  ] as const) {
    await perServing.getByLabel(label).fill(value);
  }
  await page.getByLabel("Card description").fill(`A one-tray dinner of spiced chickpeas ${stamp}.`);
  await page.getByLabel("Highlights").fill("50 minutes\nServes 4");
  await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/new-recipe"),
    ),
    page.getByRole("button", { name: "Save draft" }).click(),
  ]);
  // Stored: a fresh load of the editor has it.
  await visit(page, "/coach/content/nutrition/new-recipe");
  await expect(page.getByLabel("Ingredients")).toHaveValue(new RegExp(`secret-${stamp}`));

  // A draft reaches no visitor (the `request` fixture holds no cookie): not the page, not its data.
  for (const body of await nutritionAsVisitorSees(visitor, stamp)) {
    expect(body).not.toContain(title);
    expect(body).not.toContain(`secret-${stamp}`);
  }

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(new RegExp(`/coach/content/nutrition/${id}$`));
  await expect(page.getByText("Published. Everyone sees it now.")).toBeVisible();
  await expect(page.getByText("The published version: what everyone sees now.")).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, project, "coach-content-nutrition-recipe");

  // A visitor: the teaser, the upgrade dialog, and not one ingredient.
  const theirs = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitorPage = await theirs.newPage();
  await visit(visitorPage, "/nutrition");
  await visitorPage.getByRole("tab", { name: "Recipes" }).click();
  const teaser = card(visitorPage, title);
  await expect(teaser.getByText("50 minutes")).toBeVisible();
  await expect(teaser.getByRole("button", { name: GATE })).toHaveCount(1);
  await expect(teaser.getByRole("heading", { name: "Ingredients" })).toHaveCount(0);
  await teaser.getByRole("button", { name: `Download Recipe: ${title} (PDF)` }).click();
  const dialog = visitorPage.getByRole("dialog", { name: "Upgrade to Premium" });
  await expect(dialog.getByRole("link", { name: "Become a Premium Member" })).toBeVisible();
  await expectNoAxeViolations(visitorPage);
  await saveScreenshot(visitorPage, project, "nutrition-new-premium-recipe-visitor");
  for (const body of await nutritionAsVisitorSees(visitor, `${stamp}-after`)) {
    expect(body).toContain(title);
    expect(body).not.toContain(`secret-${stamp}`);
    expect(body).not.toContain("roast for 35 minutes");
  }
  const refused = await visitor.get(`/nutrition/${id}/pdf`, { maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  await theirs.close();

  // A premium member: the recipe and its PDF.
  const member = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const memberPage = await member.newPage();
  await logInAs(memberPage, { email: uniqueEmail(testInfo, "premium"), name: "Pat", premium: true });
  await visit(memberPage, "/nutrition");
  await memberPage.getByRole("tab", { name: "Recipes" }).click();
  const recipe = card(memberPage, title);
  await expect(recipe.getByRole("heading", { name: "Ingredients" })).toBeVisible();
  await expect(recipe.getByText(ingredient)).toBeVisible();
  await expect(recipe.getByRole("button", { name: GATE })).toHaveCount(0);
  const file = await memberPage.request.get(`/nutrition/${id}/pdf`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  const { text } = await pdfText(new Uint8Array(await file.body()));
  expect(text).toContain(title);
  expect(text).toContain(`secret-${stamp}`);
  await member.close();
});
