import { expect, expectNoAxeViolations, logInAsCoach, test, visit } from "./fixtures";

// Issue 38 §6 (decision 0058): on a 390 px phone, the coach searches her exercise library,
// keeps only the exercises with no demo yet, edits a cue and publishes it. It publishes on the
// server every spec shares, so it runs in the "publish" project (playwright.config.ts), on an
// entry no other journey reads, and puts the cue back at the end.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ENTRY = { id: "kettlebell-halo", name: "Kettlebell halo" };
const ADDED = " Slow and smooth (e2e).";

test("the coach finds an exercise with no demo yet, edits a cue and publishes it", async ({ page }) => {
  await logInAsCoach(page);
  await visit(page, "/coach/library");
  await expect(page.getByRole("heading", { level: 2, name: "Exercise library" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Search by name").fill("halo");
  await page.getByLabel("Has no demo yet").check();
  await page.getByRole("button", { name: "Show exercises" }).click();
  await expect(page).toHaveURL(/\/coach\/library\?q=halo.*nodemo=1/);
  await expect(page.getByRole("heading", { level: 2, name: "1 exercise matches" })).toBeVisible();
  const result = page.getByRole("link", { name: ENTRY.name, exact: true });
  await expect(
    page.getByRole("listitem").filter({ has: result }).getByText("No demo yet", { exact: true }),
  ).toBeVisible();

  await result.click();
  await expect(page).toHaveURL(new RegExp(`/coach/library/${ENTRY.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: ENTRY.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Demo video and pictures" })).toHaveAttribute(
    "href",
    `/coach/library/${ENTRY.id}/media`,
  );
  await expect(page.getByRole("link", { name: "Preview as a client sees it" })).toHaveAttribute(
    "href",
    `/exercises/${ENTRY.id}`,
  );
  await expectNoAxeViolations(page);

  const cues = page.getByLabel("Cues", { exact: true });
  const original = await cues.inputValue();
  const [first, ...rest] = original.split("\n");
  const edited = [`${first}${ADDED}`, ...rest].join("\n");
  await cues.fill(edited);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. Everyone sees it now.")).toBeVisible();
  await expect(page.getByText("The published version: what your clients see now.")).toBeVisible();
  await expect(page.getByLabel("Cues", { exact: true })).toHaveValue(edited);

  // Back as it was, so the server every spec shares keeps the shipped words.
  await page.getByLabel("Cues", { exact: true }).fill(original);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByLabel("Cues", { exact: true })).toHaveValue(original);
});
