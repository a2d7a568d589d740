import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  logInAs,
  logInAsCoach,
  openMember,
  signUp,
  test,
  uniqueEmail,
  visit,
} from "./fixtures";

async function openDee(coach: Page, email: string) {
  await openMember(coach, email);
  await expect(coach.getByRole("heading", { level: 2 })).toHaveText(/Dee/);
}

test("the coach's changes take effect on the member's next request", async ({ browser, page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  // Signing in is not what this journey is about (account.spec.ts drives the forms).
  await logInAs(page, { name: "Dee", email });
  await visit(page, "/client-portal/movement-patterns-2");
  await expect(page).toHaveURL(/\/client-portal$/);

  const coachContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const coach = await coachContext.newPage();
  await logInAsCoach(coach);
  await visit(coach, "/coach");
  await expect(coach.getByRole("heading", { level: 1 })).toHaveText("Coach area");
  await expectNoAxeViolations(coach);

  await openDee(coach, email);
  await coach.getByRole("radio", { name: /^Premium/ }).check();
  await coach.getByRole("button", { name: "Grant access" }).click();
  await expect(coach.getByRole("status")).toHaveText("Premium access granted.");
  await expectNoAxeViolations(coach);

  // Her next request: the premium program opens, the in-person programs still do not.
  await visit(page, "/client-portal/movement-patterns-2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Movement Patterns: Next Level");
  await visit(page, "/client-portal/bootcamp");
  await expect(page).toHaveURL(/\/client-portal$/);

  await coach.getByRole("button", { name: "Revoke premium" }).click();
  await expect(coach.getByRole("status")).toHaveText("Premium access revoked.");
  await visit(page, "/client-portal/movement-patterns-2");
  await expect(page).toHaveURL(/\/client-portal$/);

  // Every change is in the audit log.
  await coach.getByRole("link", { name: "Audit log" }).click();
  await expect(coach.getByRole("row").filter({ hasText: email })).toHaveCount(2);
  await expectNoAxeViolations(coach);
  await coachContext.close();
});

test("a reset link from the coach lets the member choose a new password, once", async ({
  browser,
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, { name: "Dee", email });

  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await logInAsCoach(coach);
  await openDee(coach, email);
  await coach.getByRole("button", { name: "Create reset link" }).click();
  const link = await coach.getByLabel("Reset link (shown only now)").inputValue();
  expect(link).toMatch(/\/reset-password\?token=/);
  await coachContext.close();

  const fresh = await browser.newContext();
  const member = await fresh.newPage();
  await visit(member, link);
  await member.getByLabel("New password", { exact: true }).fill("my brand new password");
  await member.getByRole("button", { name: "Save and Log In" }).click();
  await expect(member.getByText("Your new password is saved, and you are signed in.")).toBeVisible();

  // Her old session ended with the reset; the link does not work twice.
  await visit(page, "/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log In");
  await visit(member, link);
  await expect(member.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  await fresh.close();
});

test("the coach pages pass an accessibility scan", async ({ page }) => {
  await logInAsCoach(page);
  for (const path of ["/coach/portal-code", "/coach/leads"]) {
    await visit(page, path);
    await expectNoAxeViolations(page);
  }
  const csv = await page.request.get("/coach/export/members.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toMatch(/^name,email,role,joined,access\r\n/);
});
