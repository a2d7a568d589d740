import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { enterPortal, expect, expectNoAxeViolations, logInAsCoach, test, visit } from "./fixtures";
import { pdfText } from "./pdf-text";
import { saveScreenshot } from "./screenshot";

// Issue 19 §2: the coach edits a workout's reps and publishes; a portal client sees them on the
// program's page and in its PDF. The e2e server is shared by every spec, so this runs in the
// "publish" project, after the read-only ones (playwright.config.ts), edits a program no other
// publishing journey touches, and puts the original reps back at the end.

// Serial: the first journey counts the 14 shipped programs before the second adds one.
test.describe.configure({ mode: "serial" });

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

test("the coach adds a premium program: a visitor sees its card locked, a portal client opens it and its PDF", async ({
  page,
  browser,
  request: visitor,
}) => {
  const project = "desktop";
  const stamp = Date.now().toString(36);
  const title = `Garden Strength ${stamp}`;
  const slug = `garden-strength-${stamp}`;
  const cue = `Press the floor away through both heels, secret-${stamp}.`;
  const line = `Three short sessions a week to get strong for the garden, ${stamp}.`;

  await logInAsCoach(page);
  await visit(page, "/coach/content/programs");
  const add = page.getByRole("form", { name: "Add a program" });
  await add.getByLabel("Title").fill(title);
  // The address is made from the title, and shown before she sends it.
  await expect(add.getByText(`/client-portal/${slug}`)).toBeVisible();
  await add.getByLabel("Start from").selectOption({ label: "Level 1" });
  await add.getByRole("radio", { name: /^Premium/ }).check();
  await add.getByLabel("Card line").fill(line);
  await add.getByRole("button", { name: "Add the program" }).click();
  await expect(page).toHaveURL(/\/coach\/content\/programs\/new-program$/);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByText("Draft — not published")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Premium/ })).toBeChecked();
  await expect(page.getByLabel("Card line")).toHaveValue(line);
  const exercise = await openFirstExercise(page);
  await exercise.getByLabel("Coaching cue").fill(cue);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, project, "coach-content-new-program");
  await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/new-program"),
    ),
    page.getByRole("button", { name: "Save draft" }).click(),
  ]);

  // A draft reaches no visitor: no page, no PDF, no card.
  expect((await visitor.get(`/client-portal/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await visitor.get(`/client-portal/${slug}/pdf`, { maxRedirects: 0 })).status()).toBe(404);
  expect(await (await visitor.get(`/programs?draft=${stamp}`)).text()).not.toContain(title);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/coach/content/programs/${slug}$`));
  await expect(page.getByText("Published. Everyone sees it now.")).toBeVisible();
  await expect(page.getByRole("link", { name: `/client-portal/${slug}` })).toBeVisible();

  // A visitor: the card in "More Programs", locked, and not one word of the workouts.
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitorPage = await theirs.newPage();
  await visit(visitorPage, "/programs");
  const more = visitorPage.getByRole("region", { name: "More Programs" });
  const card = more.getByRole("article", { name: title });
  await expect(card.getByText(line)).toBeVisible();
  await expect(card.getByText("Premium")).toBeVisible();
  await expect(card.getByText("This content is locked")).toBeVisible();
  await expectNoAxeViolations(visitorPage);
  await saveScreenshot(visitorPage, "mobile", "programs-new-premium-program-visitor");
  await visitorPage.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(visitorPage, project, "programs-new-premium-program-visitor");
  await theirs.close();
  const refused = await visitor.get(`/client-portal/${slug}`, { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(await refused.text()).not.toContain(`secret-${stamp}`);
  expect((await visitor.get(`/client-portal/${slug}/pdf`, { maxRedirects: 0 })).status()).toBe(401);

  // A portal client: the card in the portal, the page with her coach's new cue, and the PDF.
  const clients = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await clients.newPage();
  await enterPortal(client);
  await visit(client, "/client-portal");
  await client.getByRole("tab", { name: "Signature Programs" }).click();
  await client.getByRole("link", { name: new RegExp(`^${title}`) }).click();
  await expect(client).toHaveURL(new RegExp(`/client-portal/${slug}$`));
  await expect(client.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(client.getByText(cue)).toBeVisible();
  await expectNoAxeViolations(client);
  await saveScreenshot(client, "mobile", "portal-new-program");
  const file = await client.request.get(`/client-portal/${slug}/pdf`);
  expect(file.status()).toBe(200);
  const { text } = await pdfText(new Uint8Array(await file.body()));
  expect(text).toContain(title);
  expect(text).toContain(`secret-${stamp}`);
  await clients.close();
});
