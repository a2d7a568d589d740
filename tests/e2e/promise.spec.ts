import { expect, expectNoAxeViolations, logInAs, logInAsCoach, test, uniqueEmail, visit } from "./fixtures";
import { waitForEmail } from "./mailbox";

// Issue 39 §3 (h3, decision 0066), "What it must show": the 4-week question answered "no" opens
// the coach's redesign task, an assignment closes it, and she is told. At 390 px, as she and
// the coach (on her phone) use it; axe on the dashboard with the card and on the coach's home.

test("at 4 weeks she answers no, the coach's redesign task opens, an assignment closes it, and she is told", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "promise");
  const name = `Promise ${Date.now().toString(36)}`;
  await logInAs(page, { email, name, portal: true });
  const seeded = await page.request.post("/__probe/promise", { form: { email, daysAgo: "29" } });
  expect(seeded.status(), await seeded.text()).toBe(200);

  await visit(page, "/dashboard");
  const card = page.getByRole("region", { name: "4 weeks of Movement Patterns: Beginner" });
  await expect(card).toContainText("Up in 1 of 1 exercise since your first week.");
  await expect(card.getByRole("listitem")).toContainText("10 × 8 kg");
  await expect(card.getByRole("listitem")).toContainText("10 × 10 kg");
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "No" }).tap();
  await expect(page.getByRole("region", { name: "Thank you for telling us" })).toContainText(
    "Your coach is redesigning your program",
  );

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const coach = await context.newPage();
  await logInAsCoach(coach);
  await visit(coach, "/coach");
  const tasks = coach.getByRole("region", { name: "Redesigns to do" });
  const task = tasks.getByRole("listitem").filter({ has: coach.getByRole("link", { name }) });
  await expect(task).toContainText("not noticeably stronger");
  await expect(task).toContainText("Goblet squat: 10 × 8 kg → 10 × 10 kg");
  await expectNoAxeViolations(coach);
  await task.getByRole("link", { name }).tap();
  await coach
    .getByRole("combobox", { name: "Step 1: program" })
    .selectOption({ label: "Movement Patterns: Next Level" });
  await coach.getByRole("textbox", { name: "Step 1: weeks" }).fill("4");
  await coach.getByRole("button", { name: "Change her program" }).tap();
  await expect(coach.getByRole("status")).toHaveText("Program saved: her dashboard shows it now.");
  await visit(coach, "/coach");
  await expect(tasks.getByRole("link", { name })).toHaveCount(0);

  await visit(page, "/dashboard");
  await expect(page.getByRole("region", { name: "Your coach has redesigned your program" })).toBeVisible();
  await waitForEmail(email, { subject: /^Your coach has redesigned your program$/ });
  await context.close();
});
