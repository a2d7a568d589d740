import { expect, expectNoAxeViolations, logInAsCoach, test, visit } from "./fixtures";
import { pdfText } from "./pdf-text";
import { nutritionAsVisitorSees, saveScreenshot } from "./screenshot";

// Issue 19 §2: the coach's nutrition pages, drafts that never leak, and the editor without
// JavaScript. The journey that publishes a new recipe is content-nutrition.publish.spec.ts.

test("the coach's nutrition pages are accessible, and a plan's day totals follow her typing", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await logInAsCoach(page);
  await visit(page, "/coach/content/nutrition");
  await expect(page.getByRole("heading", { level: 2, name: "Nutrition" })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, project, "coach-content-nutrition-list");

  await page.getByRole("link", { name: "Advanced Muscle Plan", exact: true }).click();
  await expect(page).toHaveURL(/\/coach\/content\/nutrition\/advanced-muscle$/);
  await expect(page.getByRole("heading", { level: 2, name: "Advanced Muscle Plan" })).toBeVisible();
  await page.getByText(/^Day 2: /).click();
  const lunch = page.getByRole("group", { name: "Day 2, lunch" });
  await expect(lunch.getByLabel("Title")).toBeVisible();
  await expect(page.getByText(/^Day 2 adds up to /)).toBeVisible();
  const totals = page.getByRole("region", { name: "Day 2 totals" });
  await expect(totals.getByText(/^Protein: .* within the target$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, project, "coach-content-nutrition-meal-plan");

  // Typed, not saved: the day's totals and its flag follow at once; leaving discards it.
  await lunch.getByRole("group", { name: "Macros" }).getByLabel("Protein (g)").fill("400");
  await expect(page.getByText("Outside the daily targets: Day 2.")).toBeVisible();
  await expect(page.getByText(/^Day 2: .*\(outside the target\)$/)).toBeVisible();

  await visit(page, "/coach/content/nutrition/walnut-stuffed-portobellos");
  await expect(page.getByLabel("Ingredients")).not.toHaveValue("");
  await expect(page.getByRole("radio", { name: /^Premium/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, project, "coach-content-nutrition-recipe-editor");
});

test("a draft's words never reach a visitor, in the page, its data or the PDF", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, "HTTP only: one run is enough");
  const stamp = Date.now().toString(36);
  const secret = `draft-only-sumac-${stamp}`;
  await logInAsCoach(page);
  for (const [item, fields] of [
    ["easy-chickpea-salad", { "body.tip": `Finish with ${secret}.`, "card.description": `Card ${secret}` }],
    ["starter-mediterranean", { "body.days.0.meals.breakfast.description": `Eggs with ${secret}.` }],
  ] as const) {
    const saved = await page.request.post(`/coach/content/nutrition/${item}`, {
      form: { intent: "save", ...fields },
      maxRedirects: 0,
    });
    expect(saved.status(), item).toBe(303);
    // The coach sees her draft: the words are there to be found.
    expect(await (await page.request.get(`/coach/content/nutrition/${item}`)).text()).toContain(secret);

    for (const body of await nutritionAsVisitorSees(request, stamp)) expect(body).not.toContain(secret);
    const file = await request.get(`/nutrition/${item}/pdf`);
    expect(file.status()).toBe(200);
    expect((await pdfText(new Uint8Array(await file.body()))).text).not.toContain(secret);

    const discarded = await page.request.post(`/coach/content/nutrition/${item}`, {
      form: { intent: "discard" },
      maxRedirects: 0,
    });
    expect(discarded.status()).toBe(303);
  }
});

test("without JavaScript, a refused publish keeps what she typed and a draft can be discarded", async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "one run: both would share the recipe's draft");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await logInAsCoach(page);
  await page.goto("/coach/content/nutrition/spiced-eggplant-shakshuka");
  await expect(page.getByText("The published version: what everyone sees now.")).toBeVisible();
  await page.getByLabel("Method").fill("Only one step now.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/^Not published: one problem is marked below/)).toBeVisible();
  await expect(page.getByLabel("Method")).toHaveValue("Only one step now.");
  await expect(page.getByLabel("Method")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Draft — not published")).toBeVisible();

  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByText("The published version: what everyone sees now.")).toBeVisible();
  await expect(page.getByLabel("Method")).not.toHaveValue("Only one step now.");
  await context.close();
});
