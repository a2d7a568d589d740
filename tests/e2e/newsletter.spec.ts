import type { ParsedMail } from "mailparser";
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

/** The path and query of a link from an email, for `visit`. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** A header exactly as sent (mailparser folds the List-* headers into one object). */
function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line ?? "";
  return line
    .slice(line.indexOf(":") + 1)
    .replace(/\r?\n\s+/g, " ")
    .trim();
}

// Issue 16: the newsletter is double opt-in, the coach writes and sends it, and every copy
// has a one-click unsubscribe. Each step follows the email the app really sent.

test("a visitor confirms her sign-up by email, receives the coach's newsletter and leaves it in one click", async ({
  page,
  browser,
}, testInfo) => {
  await fromOwnConnection(page);
  const email = uniqueEmail(testInfo, "news");
  const subject = `Live Classes are open ${testInfo.project.name} ${Date.now()}`;

  // She signs up on the Live Classes tab: nothing counts until she confirms.
  await visit(page, "/programs");
  await page.getByRole("tab", { name: "Live Classes" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("checkbox", { name: /^Yes, email me when Live Classes open/ }).check();
  await page.getByRole("button", { name: "Sign Me Up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Almost there!" })).toBeVisible();

  const confirmation = await waitForEmail(email, { subject: /^Please confirm your newsletter sign-up$/ });
  await visit(page, pathOf(linkIn(confirmation, "/newsletter/confirm")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your sign-up");
  await expect(page.getByText(`Sign up ${email} for the newsletter?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, sign me up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're on the list");

  // The coach writes, previews, tests and sends.
  const context = await browser.newContext();
  const coach = await context.newPage();
  await fromOwnConnection(coach);
  await logInAsCoach(coach);
  await visit(coach, "/coach/leads");
  await expect(coach.getByRole("row").filter({ hasText: email })).toContainText("Confirmed");
  await visit(coach, "/coach/newsletters");
  await expect(coach.getByRole("heading", { name: "Newsletters" })).toBeVisible();
  await coach.getByLabel("Subject").fill(subject);
  await coach
    .getByLabel("Message")
    .fill(
      "The first **Live Classes** start on Monday.\n\n- Bring water\n- Wear comfy shoes\n\n<script>alert(1)</script>",
    );
  await coach.getByRole("button", { name: "Save draft and preview" }).click();
  await expect(coach.getByRole("heading", { level: 2, name: subject })).toBeVisible();
  const preview = coach.frameLocator(`iframe[title="Preview of \\"${subject}\\""]`);
  await expect(preview.locator("strong", { hasText: "Live Classes" })).toBeVisible();
  await expect(preview.getByRole("listitem").filter({ hasText: "Bring water" })).toBeVisible();
  await expectNoAxeViolations(coach);

  await coach.getByRole("button", { name: "Send a test to myself" }).click();
  await expect(coach.getByRole("status")).toHaveText(
    `A test copy is on its way to ${E2E_SECRETS.coachEmail}.`,
  );
  await waitForEmail(E2E_SECRETS.coachEmail, { subject: new RegExp(`^\\[Test\\] ${subject}$`) });

  // Sending needs the box ticked.
  const send = coach.getByRole("button", { name: /^Send to \d+ subscribers?$/ });
  await send.click();
  await expect(coach.getByText("Please tick the box once you have read the preview.")).toBeVisible();
  await coach.getByRole("checkbox", { name: "I have read the preview and it is ready to go." }).check();
  await coach.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(coach.getByRole("status")).toHaveText(
    /^Sending to \d+ subscribers?\. Their status is below\.$/,
  );

  const newsletter = await waitForEmail(email, { subject: new RegExp(`^${subject}$`) });
  expect(newsletter.html).toContain("<strong>Live Classes</strong>");
  expect(newsletter.html).not.toContain("<script>");
  const unsubscribeHeader = rawHeader(newsletter, "List-Unsubscribe");
  expect(rawHeader(newsletter, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const unsubscribeUrl = linkIn(newsletter, "/newsletter/unsubscribe");
  expect(unsubscribeHeader).toContain(unsubscribeUrl);

  await expect(async () => {
    await coach.reload();
    await expect(coach.getByRole("row").filter({ hasText: email })).toContainText("Sent");
  }).toPass({ timeout: 15_000 });
  await context.close();

  // She leaves from the link at the bottom of the email.
  await visit(page, pathOf(unsubscribeUrl));
  await expect(page.getByText(`Stop sending the newsletter to ${email}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
});

test("a mail client's one-click unsubscribe (RFC 8058) works without a page", async ({
  page,
  browser,
  request,
}, testInfo) => {
  await fromOwnConnection(page);
  const email = uniqueEmail(testInfo, "oneclick");
  await visit(page, "/programs");
  await page.getByRole("tab", { name: "Live Classes" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("checkbox", { name: /^Yes, email me when Live Classes open/ }).check();
  await page.getByRole("button", { name: "Sign Me Up" }).click();
  const confirmation = await waitForEmail(email, { subject: /^Please confirm your newsletter sign-up$/ });
  await visit(page, pathOf(linkIn(confirmation, "/newsletter/confirm")));
  await page.getByRole("button", { name: "Yes, sign me up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're on the list");

  // The coach sends a newsletter; a mail client reads its List-Unsubscribe header.
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await fromOwnConnection(coach);
  await logInAsCoach(coach);
  const subject = `One-click ${testInfo.project.name} ${Date.now()}`;
  await visit(coach, "/coach/newsletters");
  await coach.getByLabel("Subject").fill(subject);
  await coach.getByLabel("Message").fill("A short note.");
  await coach.getByRole("button", { name: "Save draft and preview" }).click();
  await coach.getByRole("checkbox", { name: "I have read the preview and it is ready to go." }).check();
  await coach.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(coach.getByRole("status")).toHaveText(/^Sending to/);
  await coachContext.close();

  const newsletter = await waitForEmail(email, { subject: new RegExp(`^${subject}$`) });
  const header = rawHeader(newsletter, "List-Unsubscribe");
  const target = header.match(/^<([^>]+)>$/)?.[1];
  if (!target) throw new Error(`List-Unsubscribe is not one <url>: ${header}`);
  // What a mail provider sends: no cookies, no Origin, just this body.
  const response = await request.post(target, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(response.status()).toBe(200);
  await visit(page, pathOf(target));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
});
