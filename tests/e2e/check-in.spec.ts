import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logInAs, logInAsCoach, test, uniqueEmail, visit } from "./fixtures";

// Issue 18 §2 on a phone: a client opens her weekly check-in from the dashboard card, answers
// it with taps, sends it, sees the thank-you toast and the card's "done" state, and finds her
// answers to edit; the coach sees it, pain first, on /coach/check-ins. Then the same form
// without JavaScript.

test.skip(({ isMobile }) => !isMobile, "the check-in is a phone's");

/** Taps the answer's big button (its label) in the question's fieldset. */
async function choose(page: Page, question: string, answer: string) {
  const group = page.getByRole("group", { name: question });
  await group.locator("label", { has: page.getByRole("radio", { name: answer, exact: true }) }).tap();
  await expect(group.getByRole("radio", { name: answer, exact: true })).toBeChecked();
}

test("a client checks in from the dashboard card with taps, and the coach sees it", async ({
  page,
  browser,
}, testInfo) => {
  await logInAs(page, { email: uniqueEmail(testInfo, "checkin"), name: "Margaret Okafor", portal: true });

  await visit(page, "/dashboard");
  const card = page.getByRole("region", { name: "Your weekly check-in" });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "Check in now" }).tap();
  await expect(page).toHaveURL("/check-in");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your weekly check-in");
  await expect(page.locator("html[data-interactive]")).toHaveCount(1);
  await expectNoAxeViolations(page);

  await choose(page, "Your energy this week", "4: Good");
  await choose(page, "Your sleep this week", "2: Poor");
  await choose(page, "Your stress this week", "1: Calm");
  await choose(page, "How well you ate to plan", "5: Fully");
  await page.getByRole("textbox", { name: "Where? (optional)" }).fill("left knee");
  await page.getByRole("combobox", { name: "How bad, from 0 (none) to 10" }).selectOption("3");
  // No sessions logged yet: her log says 0.
  await expect(page.getByRole("textbox", { name: "Sessions done this week" })).toHaveValue("0");
  await page.getByRole("textbox", { name: "Sessions done this week" }).fill("2");
  await page
    .getByRole("textbox", { name: "Your wins this week (optional)" })
    .fill("Carried the shopping upstairs");
  await page.getByRole("button", { name: "Send my check-in" }).tap();

  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText("Check-in sent to Your Coach. Thank you!")).toBeVisible();
  await expect(card.getByText(/has your check-in for this week/)).toBeVisible();

  // Back in the same week: her answers, to edit, and her history below.
  await card.getByRole("link", { name: "See or change your answers" }).tap();
  await expect(page).toHaveURL("/check-in");
  await expect(
    page.getByRole("status").filter({ hasText: "You have sent this week's check-in" }),
  ).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Your energy this week" }).getByRole("radio", { name: "4: Good" }),
  ).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Where? (optional)" })).toHaveValue("left knee");
  const history = page.getByRole("region", { name: "Your recent check-ins" });
  await expect(history.getByText("Carried the shopping upstairs")).toBeVisible();
  await expect(page.getByRole("button", { name: "Update my check-in" })).toBeVisible();

  // The coach's list shows it with its pain flag.
  const coachContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const coach = await coachContext.newPage();
  await logInAsCoach(coach);
  await visit(coach, "/coach/check-ins");
  const row = coach.getByRole("row").filter({ hasText: "Margaret Okafor" });
  await expect(row.first()).toContainText("Pain 3 of 10: left knee");
  // On her phone each check-in is a card with its columns named (decision 0101), not a table
  // that scrolls sideways.
  await expect(row.first().getByText("Her question", { exact: true })).toBeVisible();
  const list = coach.getByRole("region", { name: "Latest check-ins of your clients, newest first" });
  expect(await list.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(1);
  await expect(coach.getByRole("combobox", { name: "Check-ins open on" })).toBeVisible();
  await expectNoAxeViolations(coach);
  await coachContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the check-in is one plain form: a mistake keeps what she typed", async ({ page }, testInfo) => {
    await logInAs(page, { email: uniqueEmail(testInfo, "checkin-nojs"), name: "Iris", portal: true });
    await page.goto("/check-in");
    await choose(page, "Your energy this week", "3: Okay");
    await page.getByRole("textbox", { name: /A question for/ }).fill("Is it fine to walk on rest days?");
    // Sleep, stress and eating left unanswered.
    await page.getByRole("button", { name: "Send my check-in" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check the answers marked below");
    await expect(page.getByRole("group", { name: "Your sleep this week" })).toContainText(
      "Choose a number from 1 to 5.",
    );
    await expect(page.getByRole("textbox", { name: /A question for/ })).toHaveValue(
      "Is it fine to walk on rest days?",
    );
    await expect(
      page.getByRole("group", { name: "Your energy this week" }).getByRole("radio", { name: "3: Okay" }),
    ).toBeChecked();

    await choose(page, "Your sleep this week", "4: Good");
    await choose(page, "Your stress this week", "2: A little");
    await choose(page, "How well you ate to plan", "3: About half");
    await page.getByRole("button", { name: "Send my check-in" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("region", { name: "Your weekly check-in" })).toContainText(
      "has your check-in",
    );
  });
});
