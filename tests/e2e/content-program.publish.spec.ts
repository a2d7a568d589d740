import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { enterPortal, expect, expectNoAxeViolations, logInAsCoach, test, visit } from "./fixtures";
import { pdfText } from "./pdf-text";
import { saveScreenshot } from "./screenshot";

// Issue 19 §2: the coach edits a workout's reps and publishes; a portal client sees them on the
// program's page and in its PDF. The e2e server is shared by every spec, so this runs in the
// "publish" project, after the read-only ones (playwright.config.ts), edits a program no other
// publishing journey touches, and puts the original reps back at the end.

const PROGRAM = { slug: "level-2", title: "Level 2" };
const NEW_REPS = "9 (e2e)";

/** The first exercise of the first main-work block of Session A, as the editor shows it. */
async function openFirstExercise(page: Page) {
  await page.locator("summary", { hasText: "Session A" }).click();
  const block = page.getByRole("region", { name: /^Main work/ }).first();
  return block.getByRole("group", { name: /^Exercise 1: / });
}

async function publishReps(page: Page, slug: string, reps: string) {
  await visit(page, `/coach/content/programs/${slug}`);
  const exercise = await openFirstExercise(page);
  await exercise.getByLabel("Reps", { exact: true }).fill(reps);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. Everyone sees it now.")).toBeVisible();
  await expect(page.getByText("The published version: what your clients see now.")).toBeVisible();
}

test("the coach changes a workout's reps: a portal client sees them on the page and in the PDF", async ({
  page,
  browser,
}) => {
  const project = "desktop";
  const { slug, title } = PROGRAM;

  await logInAsCoach(page);
  await visit(page, "/coach/content");
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Programs Sessions/ })
    .click();
  await expect(page).toHaveURL(/\/coach\/content\/programs$/);
  await expect(page.getByRole("heading", { level: 2, name: "Programs" })).toBeVisible();
  await expect(page.getByRole("link", { name: / · \d+ sessions?/ })).toHaveCount(14);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, project, "coach-content-programs");

  await page.getByRole("link", { name: new RegExp(`^${title} Portal clients`) }).click();
  await expect(page).toHaveURL(new RegExp(`/coach/content/programs/${slug}$`));
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  const exercise = await openFirstExercise(page);
  const reps = exercise.getByLabel("Reps", { exact: true });
  const original = await reps.inputValue();
  expect(original).not.toBe("");
  await expectNoAxeViolations(page);
  await saveScreenshot(page, project, "coach-content-program");

  // A refused publish keeps what she typed and names the field.
  await exercise.getByLabel("Sets", { exact: true }).fill("0");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Not published: one problem is marked below/)).toBeVisible();
  const refused = (await openFirstExerciseOpen(page)).getByLabel("Sets", { exact: true });
  await expect(refused).toHaveValue("0");
  await expect(refused).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("At least 1, please.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByText("The published version: what your clients see now.")).toBeVisible();

  await publishReps(page, slug, NEW_REPS);

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  try {
    await enterPortal(client);
    await visit(client, `/client-portal/${slug}`);
    await expect(client.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(client.getByRole("tabpanel").getByText(`× ${NEW_REPS}`).first()).toBeVisible();

    const [download] = await Promise.all([
      client.waitForEvent("download"),
      client.getByRole("link", { name: "Download PDF Version" }).click(),
    ]);
    const { text } = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(text).toContain(`× ${NEW_REPS}`);

    // The original reps back, so every other spec reads the program as shipped.
    await publishReps(page, slug, original);
    await visit(client, `/client-portal/${slug}`);
    await expect(client.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(client.getByText(`× ${NEW_REPS}`)).toHaveCount(0);
    const file = await client.request.get(`/client-portal/${slug}/pdf`);
    expect((await pdfText(new Uint8Array(await file.body()))).text).not.toContain(NEW_REPS);
  } finally {
    await clientContext.close();
  }
});

/** After a refused publish the session with the problem is open already. */
async function openFirstExerciseOpen(page: Page) {
  const block = page.getByRole("region", { name: /^Main work/ }).first();
  return block.getByRole("group", { name: /^Exercise 1: / });
}
