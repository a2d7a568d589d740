import { SCREENING_QUESTIONS } from "~/content/screening";
import { expect, expectNoAxeViolations, logInAs, logInAsCoach, test, uniqueEmail, visit } from "./fixtures";

// Issue 40 §5 (h6): the coach marks attendance. A client whose screening said "yes" has a session
// that started half an hour ago (written by the test-only probe: the booking service refuses a
// time in the past, and the browser runs on the real clock). On her phone the coach sees her in
// the day view with her note and her health flag, marks her attended with one tap (it holds on
// reload), then no-show, and Clients says she missed a session. At 1280 px the week and her
// offers and hours pass axe.

test.skip(({ isMobile }) => !isMobile, "the coach is on her phone; the wide check sets its own size");

test("the coach sees a booking in the day view and marks attendance", async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo, "calendar-client");
  const name = `Beatrice ${testInfo.workerIndex}${Date.now() % 100000}`;
  await logInAs(page, { email, name, screened: false });
  const answers = Object.fromEntries(SCREENING_QUESTIONS.map((question) => [question.id, "no"]));
  const screened = await page.request.post("/screening", {
    form: { intent: "answer", redirectTo: "/dashboard", ...answers, joints: "yes", followUp: "My left knee" },
    maxRedirects: 0,
  });
  expect(screened.status()).toBe(302);
  const seeded = await page.request.post("/__probe/booking", {
    form: { email, startsIn: "-30", note: "Could we go easy on the stairs?" },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);
  const { day } = (await seeded.json()) as { day: string };

  const coachContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const coach = await coachContext.newPage();
  await logInAsCoach(coach);
  await visit(coach, "/coach");
  await coach.getByRole("navigation", { name: "Coach area" }).getByRole("link", { name: "Calendar" }).tap();
  await expect(coach).toHaveURL("/coach/calendar");
  await visit(coach, `/coach/calendar?view=day&day=${day}`);

  // Her own line: the innermost of the day, the slot and her line that hold her name.
  const her = coach
    .getByRole("listitem")
    .filter({ has: coach.getByRole("link", { name, exact: true }) })
    .last();
  await expect(her).toContainText("Could we go easy on the stairs?");
  await expect(her).toContainText("Health check: yes, not reviewed");
  await expectNoAxeViolations(coach);

  const attended = her.getByRole("button", { name: /^Attended:/ });
  const noShow = her.getByRole("button", { name: /^No-show:/ });
  await attended.tap();
  await expect(attended).toHaveAttribute("aria-pressed", "true");
  await coach.reload();
  await expect(attended).toHaveAttribute("aria-pressed", "true");
  await expect(her).toContainText("Attended");

  await noShow.tap();
  await expect(noShow).toHaveAttribute("aria-pressed", "true");
  await expect(attended).toHaveAttribute("aria-pressed", "false");
  await visit(coach, "/coach/clients");
  await expect(coach.getByRole("row").filter({ hasText: name })).toContainText("Missed a session");

  // Wide: the week as a row of days, and her offers and hours.
  await coach.setViewportSize({ width: 1280, height: 800 });
  await visit(coach, `/coach/calendar?view=week&day=${day}`);
  await expect(coach.getByRole("link", { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(coach);
  await visit(coach, "/coach/calendar/settings");
  await expect(coach.getByRole("heading", { name: "Offers and hours" })).toBeVisible();
  await expectNoAxeViolations(coach);
  await coachContext.close();
});
