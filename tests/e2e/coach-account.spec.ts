import {
  E2E_SECRETS,
  expect,
  expectNoAxeViolations,
  logInAsCoach,
  test,
  uniqueEmail,
  visit,
} from "./fixtures";
import { fromOwnConnection, linkIn, waitForEmail } from "./mailbox";

// Issue 19 §6: the coach adds an assistant coach, who chooses her password from the email the
// app really sent (over SMTP to the test mailbox) and opens the coach area. The server is shared
// by every spec, so the main coach's own email and password are never changed here: only the
// accounts this test creates are.

test("the coach adds an assistant, who sets her password from the email and opens the coach area", async ({
  page,
  browser,
}, testInfo) => {
  await fromOwnConnection(page);
  await logInAsCoach(page);
  const assistant = {
    name: `Assistant ${testInfo.project.name} ${Date.now().toString(36)}`,
    email: uniqueEmail(testInfo, "assistant"),
  };

  await visit(page, "/coach");
  await page.getByRole("navigation", { name: "Coach area" }).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/coach\/account$/);
  await expect(page.getByRole("heading", { level: 2, name: "Your account" })).toBeVisible();
  await expect(page.getByText(`You sign in with ${E2E_SECRETS.coachEmail}.`)).toBeVisible();
  const coaches = page.getByRole("region", { name: "Coach accounts" });
  await expect(coaches.getByRole("row").filter({ hasText: E2E_SECRETS.coachEmail })).toContainText("(you)");
  await expectNoAxeViolations(page);

  // Empty, the form answers with a message on each field, and the page stays accessible.
  const addForm = page.getByRole("form", { name: "Add an assistant coach" });
  await addForm.getByRole("button", { name: "Add coach" }).click();
  await expect(addForm.getByText("Please enter your name.")).toBeVisible();
  await expect(addForm.getByRole("textbox", { name: "Her email" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await addForm.getByRole("textbox", { name: "Her name" }).fill(assistant.name);
  await addForm.getByRole("textbox", { name: "Her email" }).fill(assistant.email);
  await addForm.getByRole("button", { name: "Add coach" }).click();
  await expect(
    page.getByText("Coach account added. We emailed her a link to choose a password."),
  ).toBeVisible();
  const row = coaches.getByRole("row").filter({ hasText: assistant.email });
  await expect(row).toContainText(assistant.name);

  // Her own browser, from her inbox.
  const mail = await waitForEmail(assistant.email, { subject: /^Your coach account at / });
  const link = linkIn(mail, "/reset-password?token=");
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const her = await context.newPage();
  await fromOwnConnection(her);
  await visit(her, link);
  await expect(her.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await expect(her.getByText(`For the account ${assistant.email}.`)).toBeVisible();
  await her.getByLabel("New password", { exact: true }).fill("the assistant's own long password");
  await her.getByRole("button", { name: "Save and Log In" }).click();
  await expect(her.getByText("Your new password is saved, and you are signed in.")).toBeVisible();
  await visit(her, "/coach/clients");
  await expect(her.getByRole("heading", { level: 1, name: "Coach area" })).toBeVisible();
  await expect(her.getByRole("heading", { level: 2, name: "Clients", exact: true })).toBeVisible();
  await expect(her.getByText(`Signed in as ${assistant.name}`)).toBeVisible();

  // The coach takes the access back (the server is shared: no extra coach is left behind).
  await row.getByText(`Remove ${assistant.name}`).click();
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: `Remove coach access for ${assistant.name}` }).click();
  await expect(page.getByText("Coach access removed. The account is a member account now.")).toBeVisible();
  await expect(coaches.getByRole("row").filter({ hasText: assistant.email })).toHaveCount(0);

  // Her session ended with it: the coach area asks her to log in.
  await her.goto("/coach/clients");
  await expect(her).toHaveURL(/\/login\?redirectTo=%2Fcoach%2Fclients$/);
  await context.close();
});
