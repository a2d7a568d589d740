import type { Browser, Page } from "@playwright/test";
import {
  E2E_SECRETS,
  expect,
  expectNoAxeViolations,
  logIn,
  logInAs,
  logInAsCoach,
  signOut,
  test,
  uniqueEmail,
  visit,
} from "./fixtures";
import { codeIn, fromOwnConnection, linkIn, waitForEmail } from "./mailbox";

// Issue 16: every journey follows the email the app really sent, over SMTP, to the test
// mailbox (global-setup.ts), as she would from her inbox.

const NEW_PASSWORD = "a brand new sentence for my password";
const WRONG_CODE_ERROR =
  "That code is not right, or it has expired. Please check the newest email from us, or ask for a new code.";

test.beforeEach(async ({ page }) => {
  await fromOwnConnection(page);
});

/** An account that exists, made in a browser of its own so this one stays signed out. */
async function createMember(browser: Browser, member: { name: string; email: string }) {
  const context = await browser.newContext();
  await logInAs(await context.newPage(), member);
  await context.close();
}

/** /login/code with the email filled in and sent: the "Enter your code" form. */
async function askForCode(page: Page, email: string) {
  await visit(page, "/login");
  await page.getByRole("link", { name: "Email me a sign-in code instead" }).click();
  await expect(page).toHaveURL(/\/login\/code$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with a code");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your code");
  await expect(page.getByText(`We have emailed ${email}. If it has an account`)).toBeVisible();
}

async function askForReset(page: Page, email: string) {
  await visit(page, "/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
}

/** The header says who is signed in: the account menu when wide, the menu panel on a phone. */
async function expectSignedIn(page: Page, member: { name: string; email: string }) {
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await expect(page.getByRole("button", { name: `Account menu for ${member.name}` })).toBeVisible();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toContainText(`Signed in as ${member.email}`);
    await page.getByRole("button", { name: "Close menu" }).click();
  }
}

/** The header offers "Log In": nobody is signed in. */
async function expectSignedOut(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Log In" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
  }
}

test("forgot password: the emailed link lets her choose a new password, and it works at the next log-in", async ({
  page,
  browser,
}, testInfo) => {
  const nora = { name: "Nora Quinn", email: uniqueEmail(testInfo, "forgot") };
  const { email } = nora;
  await createMember(browser, nora);

  await askForReset(page, email);
  await expect(
    page.getByText("We have emailed that address: a link to choose a new password if it has an account"),
  ).toBeVisible();

  const mail = await waitForEmail(email, { subject: /^Choose a new password$/ });
  expect(mail.text).toContain("Hello Nora Quinn,");
  expect(mail.text).toContain("The link works once, for 1 hour.");
  const link = linkIn(mail, "/reset-password?token=");

  await visit(page, link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await expect(page.getByText(`For the account ${email}.`)).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save and Log In" }).click();
  await expect(page.getByText("Your new password is saved, and you are signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, nora);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");

  // The old password is refused, the new one lets her in.
  await signOut(page);
  await visit(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_SECRETS.memberPassword);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "do not match an account" })).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, nora);
});

test("forgot password for an address without an account: the same page, and an email that says so", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "nobody");
  await askForReset(page, email);
  await expect(
    page.getByText("We have emailed that address: a link to choose a new password if it has an account"),
  ).toBeVisible();

  const mail = await waitForEmail(email);
  expect(mail.subject).toMatch(/sign-in$/);
  expect(mail.text).toContain("There is no account with this address");
  linkIn(mail, "/signup");
});

test("sign in with a code: a wrong code is refused on the code form, the emailed code signs her in", async ({
  page,
  browser,
}, testInfo) => {
  const olive = { name: "Olive Park", email: uniqueEmail(testInfo, "code") };
  const { email } = olive;
  await createMember(browser, olive);

  await askForCode(page, email);
  const mail = await waitForEmail(email, { subject: /^Your Wellness Beyond 50 sign-in code$/ });
  const code = codeIn(mail);
  expect(mail.html).toContain(code);

  const field = page.getByLabel("6-digit code");
  await field.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText(WRONG_CODE_ERROR)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your code");
  await expectSignedOut(page);

  // Typed as she might read it, with a space in the middle.
  await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Welcome back! You are signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, olive);
});

test("sign in with the emailed link: opening it only asks, the button signs her in, once", async ({
  page,
  browser,
}, testInfo) => {
  const pia = { name: "Pia Lund", email: uniqueEmail(testInfo, "link") };
  const { email } = pia;
  await createMember(browser, pia);

  await askForCode(page, email);
  const mail = await waitForEmail(email, { subject: /^Your Wellness Beyond 50 sign-in code$/ });
  const link = linkIn(mail, "/login/link?token=");

  // Opened twice, as a mail scanner and then she might: it asks, and signs no one in.
  await page.goto(link);
  await visit(page, link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.getByText(`Sign in as ${email}?`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign me in" })).toBeVisible();
  await expectSignedOut(page);
  // Nor in another tab of her browser.
  const tab = await page.context().newPage();
  await visit(tab, "/dashboard");
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Sample dashboard");
  await expectSignedOut(tab);
  await tab.close();

  await page.getByRole("button", { name: "Sign me in" }).click();
  await expect(page.getByText("Welcome back! You are signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, pia);

  // Spent: the same link now says so, and points to a new code.
  await signOut(page);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  await expect(page.getByRole("link", { name: "Send me a new code" })).toBeVisible();
});

test("confirm the address: the dashboard asks, the link comes again on request, and the newest link confirms it", async ({
  page,
}, testInfo) => {
  // An address not yet proven: an account from before sign-up emailed a code (the probe makes
  // one like it), as after she changes her address on /account.
  const email = uniqueEmail(testInfo, "confirm");
  await fromOwnConnection(page);
  await logInAs(page, { name: "Ruth Sato", email });
  await visit(page, "/dashboard");
  const notice = page.getByRole("region", { name: "Please confirm your email address" });
  await expect(notice).toBeVisible();

  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(notice.getByRole("button", { name: "Sent: check your inbox" })).toBeDisabled();
  await expect(notice.getByRole("status")).toHaveText("A new link is on its way.");
  const first = await waitForEmail(email, { subject: /^Please confirm your email address$/ });
  expect(first.text).toContain("Hello Ruth Sato,");
  await visit(page, "/dashboard");
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(notice.getByRole("status")).toHaveText("A new link is on its way.");
  const second = await waitForEmail(email, { subject: /^Please confirm your email address$/, after: first });

  // The new link replaced the first one.
  await page.goto(linkIn(first, "/confirm-email?token="));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");

  await visit(page, linkIn(second, "/confirm-email?token="));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your email address");
  await expect(page.getByText(`Is ${email} your address?`)).toBeVisible();
  await page.getByRole("button", { name: "Yes, confirm my address" }).click();
  await expect(page.getByText("Thank you! Your email address is confirmed.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, { name: "Ruth Sato", email });
  await expect(page.getByRole("heading", { name: "Please confirm your email address" })).toHaveCount(0);
});

test("the coach's Emails page lists what was sent, with the mail server's reply and a preview", async ({
  page,
  browser,
}, testInfo) => {
  // One email she may read in full (no account), one that let someone in (a reset link).
  const stranger = uniqueEmail(testInfo, "stranger");
  await askForReset(page, stranger);
  const noAccount = await waitForEmail(stranger);
  const member = uniqueEmail(testInfo, "reset");
  await createMember(browser, { name: "Sue Ito", email: member });
  await askForReset(page, member);
  await waitForEmail(member, { subject: /^Choose a new password$/ });

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const coach = await context.newPage();
  await logInAsCoach(coach);
  await visit(coach, "/coach/emails");
  await expect(coach.getByRole("heading", { name: "Emails", level: 2 })).toBeVisible();
  await expect(coach.getByRole("table", { name: "Emails" })).toBeVisible();
  // A mail server is set up, so the "emails wait here" note is not shown.
  await expect(coach.getByText("No mail server is set up")).toHaveCount(0);

  // The mailbox has it before the worker records the reply: the page shows "Sent" soon after.
  const row = coach.getByRole("row").filter({ hasText: stranger });
  await expect(async () => {
    await visit(coach, "/coach/emails");
    await expect(row.getByRole("cell").nth(3)).toHaveText("Sent", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  await expect(row.getByRole("cell").nth(5)).toContainText("250");

  await row.getByRole("link", { name: noAccount.subject ?? "" }).click();
  await expect(coach).toHaveURL(/\/coach\/emails\/[\w-]+$/);
  await expect(coach.getByRole("heading", { level: 2 })).toHaveText(noAccount.subject ?? "");
  await expect(coach.getByRole("definition").first()).toHaveText(stranger);
  await expect(coach.getByText("Sent (1 try)")).toBeVisible();
  await expect(coach.getByText("250 OK")).toBeVisible();
  await coach.getByText("Plain-text version").click();
  await expect(coach.locator("pre")).toContainText(
    `Create your free account: ${linkIn(noAccount, "/signup")}`,
  );

  // The reset link's words are gone from the site once delivered.
  const resetRow = coach.getByRole("row").filter({ hasText: member });
  await expect(async () => {
    await visit(coach, "/coach/emails");
    await expect(resetRow.getByRole("cell").nth(3)).toHaveText("Sent", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await resetRow.getByRole("link", { name: "Choose a new password" }).click();
  await expect(coach.getByText("This email held a sign-in link or code.")).toBeVisible();
  await expect(coach.locator("iframe")).toHaveCount(0);

  // The email she may read, as she sees it, in the preview frame.
  await coach.getByRole("link", { name: "Back to all emails" }).click();
  await coach.getByRole("row").filter({ hasText: stranger }).getByRole("link").click();
  await expect(coach.locator("iframe")).toHaveAttribute("title", `Preview of "${noAccount.subject}"`);
  const preview = coach.frameLocator("iframe");
  await expect(preview.getByRole("heading", { name: "There is no account with this address" })).toBeVisible();
  await context.close();
});

test("axe finds no violation on the forgot-password pages", async ({ page }, testInfo) => {
  await visit(page, "/forgot-password");
  await expectNoAxeViolations(page);
  await askForReset(page, uniqueEmail(testInfo, "axe-forgot"));
  await expectNoAxeViolations(page);
});

test("axe finds no violation on the sign-in code pages and the link page", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "axe-code");
  await createMember(browser, { name: "Axe Code", email });
  await visit(page, "/login/code");
  await expectNoAxeViolations(page);
  await askForCode(page, email);
  await expectNoAxeViolations(page);
  await page.getByLabel("6-digit code").fill("12");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Please enter the 6-digit code from the email.")).toBeVisible();
  await expectNoAxeViolations(page);

  await visit(page, linkIn(await waitForEmail(email, { subject: /sign-in code$/ }), "/login/link?token="));
  await expect(page.getByRole("button", { name: "Sign me in" })).toBeVisible();
  await expectNoAxeViolations(page);
  await visit(page, "/login/link?token=not-a-token");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  await expectNoAxeViolations(page);
});

test("axe finds no violation on the confirm-email page", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "axe-confirm");
  await fromOwnConnection(page);
  await logInAs(page, { name: "Axe Confirm", email });
  await visit(page, "/dashboard");
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A new link is on its way." })).toBeVisible();
  await expectNoAxeViolations(page);
  // Named by its subject: a member may also get the scheduler's check-in reminder on its day.
  const confirm = await waitForEmail(email, { subject: /^Please confirm your email address$/ });
  await visit(page, linkIn(confirm, "/confirm-email?token="));
  await expect(page.getByRole("button", { name: "Yes, confirm my address" })).toBeVisible();
  await expectNoAxeViolations(page);
  await visit(page, "/confirm-email");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  await expectNoAxeViolations(page);
});

test("axe finds no violation on the coach's Emails page and an email's page", async ({ page }, testInfo) => {
  const stranger = uniqueEmail(testInfo, "axe-emails");
  await askForReset(page, stranger);
  const mail = await waitForEmail(stranger);

  await page.context().clearCookies();
  await logInAsCoach(page);
  await visit(page, "/coach/emails");
  await expectNoAxeViolations(page);
  await page
    .getByRole("row")
    .filter({ hasText: stranger })
    .getByRole("link", { name: mail.subject ?? "" })
    .click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(mail.subject ?? "");
  await expect(page.locator("iframe")).toBeVisible();
  await expectNoAxeViolations(page);
});
