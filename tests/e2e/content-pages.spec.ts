import { expect, expectNoAxeViolations, logInAsCoach, test, visit } from "./fixtures";
import { saveScreenshot } from "./screenshot";

// Issue 19: every coach page for her content and her account, at this project's width, is
// axe clean and pictured (screenshots/<project>/). Read-only: the journeys that publish are
// the *.publish.spec.ts files.

const PAGES = [
  { path: "/coach/content", heading: "Site & content", name: "coach-content" },
  { path: "/coach/content/revisions", heading: "Revisions", name: "coach-content-revisions" },
  { path: "/coach/content/programs", heading: "Programs", name: "coach-content-programs" },
  { path: "/coach/content/programs/level-1", heading: /Level 1/, name: "coach-content-program" },
  { path: "/coach/content/nutrition", heading: "Nutrition", name: "coach-content-nutrition" },
  { path: "/coach/content/nutrition/low-carb-muscle", heading: /Low-Carb/, name: "coach-content-meal-plan" },
  { path: "/coach/content/nutrition/easy-chickpea-salad", heading: /Chickpea/, name: "coach-content-recipe" },
  { path: "/coach/account", heading: "Your account", name: "coach-account" },
] as const;

test("the coach's content pages and her account are accessible at this width", async ({
  browser,
}, testInfo) => {
  // axe needs a page of its own context.
  const context = await browser.newContext({ ...testInfo.project.use });
  const coach = await context.newPage();
  await logInAsCoach(coach);
  for (const { path, heading, name } of PAGES) {
    await visit(coach, path);
    await expect(coach.getByRole("heading", { level: 2, name: heading }).first()).toBeVisible();
    await expectNoAxeViolations(coach);
    await saveScreenshot(coach, testInfo.project.name, name);
  }
  await context.close();
});
