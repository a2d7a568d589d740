import type { Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, expectNoAxeViolations, logInAs, test, uniqueEmail, visit } from "./fixtures";
import { fromOwnConnection, linkIn, waitForEmail } from "./mailbox";

// Issue 40 §3-§4 at 390 px: a visitor books the free consultation and the confirmation with its
// invite arrives at the run's real SMTP server; a client books a small-group session and
// cancels it before the cut-off; a waitlisted client is booked and emailed when a place frees
// up. axe on each booking step.

/**
 * Opens a day and waits until the page shows it: a time picked before that would be one of the
 * day shown before, the first day, which may be near the 24-hour notice and cut-off.
 */
async function chooseDay(day: Locator) {
  await day.click();
  await expect(day).toHaveAttribute("aria-current", "true");
}

/** The booking page's days, each a link (the one shown marked `aria-current`). */
const dayLinks = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.locator("a[aria-current]") })
    .getByRole("link");

test("a visitor books the free consultation; the email with its invite arrives", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "visitor");
  await fromOwnConnection(page);
  await visit(page, "/work-with-me");
  await page.getByRole("link", { name: "Book Your Free Consultation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free consultation");
  await expect(page.getByText(/^Times are in .+\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseDay(dayLinks(page).nth(1));
  const time = page
    .getByRole("region", { name: /^2\. Choose a time/ })
    .getByRole("link")
    .first();
  await time.click();
  await expect(page.getByRole("heading", { name: "3. Your booking" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The form's refusal keeps what she typed.
  await page.getByLabel("Your name").fill("Rosa Martín");
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByText("Please enter your email address, such as name@example.com.")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Rosa Martín");

  await page.getByLabel("Your email").fill(email);
  await page.getByLabel("Phone (optional)").fill("0400 123 456");
  await page.getByLabel(/Anything you'd like me to know/).fill("Sore knees on stairs.");
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked in");
  await expect(
    page.getByText(`We've emailed a confirmation with a calendar invite to ${email}.`),
  ).toBeVisible();

  const mail = await waitForEmail(email, { subject: /^Booked: Free consultation, / });
  const invite = mail.attachments.find((part) => part.contentType.startsWith("text/calendar"));
  expect(invite, "the invite is attached").toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(invite?.content.toString("utf8") ?? ""));
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  expect(event.location).toBe("Online");
  expect(event.summary).toMatch(/^Free consultation with /);
  // Her link to the booking leads back to this site and shows it.
  await page.goto(linkIn(mail, "/book/manage"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking");
  await expect(page.getByRole("button", { name: "Cancel this booking" })).toBeVisible();

  // From that link she moves it to another day, without her details again (decision 0085).
  await page.getByRole("link", { name: "Move to another time" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move: Free consultation");
  await chooseDay(dayLinks(page).nth(2));
  await page
    .getByRole("region", { name: /^2\. Choose a time/ })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Move your booking to" })).toBeVisible();
  await expect(page.getByLabel("Your email")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Move my booking" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your booking is moved to this time." }),
  ).toBeVisible();
  const changed = await waitForEmail(email, { subject: /^Changed: Free consultation, now / });
  expect(changed.text).toContain("/book/manage?b=");
});

test("a client books a small-group session and cancels it before the cut-off", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "client");
  await logInAs(page, { email, name: "Jo Client", premium: true });
  await visit(page, "/calendar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Calendar");
  await expect(page.getByText("You have nothing booked yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Book: Small group at the gym" }).click();
  // The last day shown: well before the 24-hour cut-off.
  await chooseDay(page.getByRole("region", { name: "1. Choose a day" }).getByRole("link").last());
  await page
    .getByRole("region", { name: /^2\. Choose a time/ })
    .getByRole("link")
    .first()
    .click();
  const when = (await page.locator("#confirm-title + p").textContent())?.trim() ?? "";
  // A double tap books once: the same one-time key answers with the same booking.
  await page.getByRole("button", { name: "Book this time" }).dblclick();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked in");
  await page.getByRole("link", { name: "See my bookings" }).click();

  const booked = page
    .getByRole("listitem")
    .filter({ hasText: "Small group at the gym" })
    .filter({ hasText: when });
  await expect(booked).toHaveCount(1);
  await waitForEmail(email, { subject: /^Booked: Small group at the gym, / });
  await booked.getByRole("button", { name: /^Cancel this booking/ }).click();
  await expect(page.getByText("Your booking is cancelled. We've emailed you to confirm.")).toBeVisible();
  await expect(page.getByText("You have nothing booked yet.")).toBeVisible();
  const cancelled = await waitForEmail(email, { subject: /^Cancelled: Small group at the gym, / });
  expect(
    cancelled.attachments.some(
      (part) =>
        /method=CANCEL/i.test(part.contentType + (part.headers.get("content-type")?.toString() ?? "")) ||
        part.content.toString().includes("METHOD:CANCEL"),
    ),
  ).toBe(true);
});

test("a waitlisted client is booked and emailed when a place frees up", async ({
  page,
  browser,
}, testInfo) => {
  const first = uniqueEmail(testInfo, "first");
  const second = uniqueEmail(testInfo, "second");
  await logInAs(page, { email: first, name: "Ana First" });
  await visit(page, "/book/consultation");
  await chooseDay(page.getByRole("region", { name: "1. Choose a day" }).getByRole("link").last());
  await page
    .getByRole("region", { name: /^2\. Choose a time/ })
    .getByRole("link")
    .filter({ hasNotText: "Full" })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "3. Your booking" })).toBeVisible();
  const slotUrl = page.url();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked in");

  // The last place is taken: the second client is offered the waitlist for the same time.
  const context = await browser.newContext();
  const other = await context.newPage();
  await logInAs(other, { email: second, name: "Bea Second" });
  await visit(other, new URL(slotUrl).pathname + new URL(slotUrl).search);
  await expect(other.getByRole("heading", { name: "Join the waitlist for" })).toBeVisible();
  await other.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("You're on the waitlist");

  await visit(page, "/calendar");
  await page.getByRole("button", { name: /^Cancel this booking: Free consultation/ }).click();
  await expect(page.getByText("Your booking is cancelled. We've emailed you to confirm.")).toBeVisible();

  const promoted = await waitForEmail(second, {
    subject: /^A place freed up: you're booked for Free consultation, /,
  });
  expect(promoted.attachments.some((part) => part.contentType.startsWith("text/calendar"))).toBe(true);
  await visit(other, "/calendar");
  await expect(other.getByRole("button", { name: /^Cancel this booking: Free consultation/ })).toBeVisible();
  await context.close();
});
