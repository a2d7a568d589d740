import type { Page } from "@playwright/test";
import { SCREENING_QUESTIONS } from "../../app/content/screening";
import { expect, expectNoAxeViolations, logInAs, test, uniqueEmail, visit } from "./fixtures";

// Issue 18's journey "the client answers the screening with a yes and is advised and flagged", on
// a 390 px phone: her first session sends her to the health check; a yes gets a calm word, a
// follow-up and the clearance button; the program still opens, the log waits for her doctor.

test.skip(({ isMobile }) => !isMobile, "the journey is a phone's");

const PROGRAM = "/client-portal/movement-patterns-1";
const LOG = `${PROGRAM}/log/session-a`;
const SCREENING = `/screening?${new URLSearchParams({ redirectTo: LOG })}`;

const question = (page: Page, id: string) => {
  const text = SCREENING_QUESTIONS.find((candidate) => candidate.id === id)?.text ?? id;
  return page.getByRole("group", { name: text });
};

/** Every question answered no, except the ones named, answered yes. */
async function answer(page: Page, yes: readonly string[], skip: readonly string[] = []) {
  for (const { id } of SCREENING_QUESTIONS) {
    if (skip.includes(id)) continue;
    await question(page, id)
      .getByRole("radio", { name: yes.includes(id) ? "Yes" : "No", exact: true })
      .check();
  }
}

test("the client answers the screening with a yes and is advised and flagged", async ({ page }, testInfo) => {
  await logInAs(page, { email: uniqueEmail(testInfo, "screened"), name: "Rosa", screened: false });

  // Her first session: the health check comes first, and brings her back here after.
  await visit(page, LOG);
  await expect(page).toHaveURL(SCREENING);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your health check");
  await expect(page.getByRole("group")).toHaveCount(SCREENING_QUESTIONS.length);
  // The form as she first meets it, every question unanswered (the later scan sees the advice).
  await expectNoAxeViolations(page);

  // A question left out gets the focus and its message (issue 36 §8).
  await answer(page, [], ["dizziness"]);
  await page.getByRole("button", { name: "Save my answers" }).tap();
  await expect(question(page, "dizziness").getByRole("radio", { name: "Yes", exact: true })).toBeFocused();
  await expect(question(page, "dizziness")).toHaveAccessibleDescription(/Please answer yes or no\./);

  await answer(page, ["joints"]);
  await page.getByRole("button", { name: "Save my answers" }).tap();

  // The calm word, what she said yes to, and the flag the coach sees.
  await expect(
    page.getByRole("heading", { name: "Please talk to your doctor before you start" }),
  ).toBeVisible();
  await expect(page.getByText("Waiting for your doctor's clearance")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "bone, joint or muscle" })).toBeVisible();

  const followUp = page.getByRole("textbox", {
    name: "Tell us a little more, so your coach can adapt your program",
  });
  await followUp.fill("My left knee aches on stairs. My doctor wants to see me next week.");
  await page.getByRole("button", { name: "Send to my coach" }).tap();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you. Your coach will read this." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // She can still read the program...
  await visit(page, PROGRAM);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Movement Patterns: Beginner");

  // ...but the log waits for her doctor's clearance.
  await visit(page, LOG);
  await expect(page.getByRole("heading", { name: "First, a word with your doctor" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Finish session" })).toHaveCount(0);

  // Her doctor says yes: she confirms, and lands back on the log.
  await page.getByRole("link", { name: "Confirm my doctor's clearance" }).tap();
  await expect(page).toHaveURL(SCREENING);
  await expect(followUp).toHaveValue("My left knee aches on stairs. My doctor wants to see me next week.");
  await page.getByRole("button", { name: "My doctor has cleared me to exercise" }).tap();
  await expect(page).toHaveURL(LOG);
  await expect(page.getByText("Thank you. You can start logging your sessions.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Finish session" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a missed question is pointed out, her other answers stay, and all no takes her on", async ({
    page,
  }, testInfo) => {
    await logInAs(page, { email: uniqueEmail(testInfo, "nojs-screen"), name: "Vera", screened: false });
    await page.goto(PROGRAM);
    await expect(page).toHaveURL(`/screening?${new URLSearchParams({ redirectTo: PROGRAM })}`);

    await answer(page, [], ["dizziness"]);
    await page.getByRole("button", { name: "Save my answers" }).click();
    await expect(page.getByText("One question still needs an answer.")).toBeVisible();
    await expect(question(page, "dizziness")).toHaveAccessibleDescription(/Please answer yes or no\./);
    await expect(question(page, "dizziness").getByRole("radio", { name: "Yes", exact: true })).toBeFocused();
    await expect(question(page, "heart").getByRole("radio", { name: "No" })).toBeChecked();

    await question(page, "dizziness").getByRole("radio", { name: "No" }).check();
    await page.getByRole("button", { name: "Save my answers" }).click();
    await expect(page).toHaveURL(PROGRAM);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Movement Patterns: Beginner");
  });
});
