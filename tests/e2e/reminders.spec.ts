import type { ParsedMail } from "mailparser";
import { renderEmailHtml } from "../../app/features/email/email-layout";
import { messages } from "../../app/features/email/messages";
import { PUSH_MESSAGES } from "../../app/features/reminders/push-client";
import { expect, expectNoAxeViolations, logInAs, test, uniqueEmail, visit } from "./fixtures";
import { linkIn, waitForEmail } from "./mailbox";
import { saveScreenshot } from "./screenshot";

// Reminders (issue 20 §3): her settings page, and the "Turn off reminders" link of a real
// reminder email, sent by the server's own scheduler through the run's mailbox.

/**
 * A fixed-offset zone where it is now about noon, so a reminder at "12:00" is due at once and
 * never in quiet hours, whenever the run happens. Etc/GMT-3 is UTC+3 (the sign is POSIX's).
 */
function noonZone(now = new Date()) {
  const offset = 12 - now.getUTCHours();
  // At offset 0 the zone is "UTC": the browser names Etc/GMT "UTC" (ICU's canonical name), so
  // the page said "UTC" and a run in the hour around noon UTC failed (issue 35).
  const zone = offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
  const local = new Date(now.getTime() + offset * 3_600_000);
  // ISO weekday of her local date: Monday 1 … Sunday 7.
  return { zone, weekday: ((local.getUTCDay() + 6) % 7) + 1 };
}

const { zone, weekday } = noonZone();
test.use({ timezoneId: zone });

/** A header as the mail app reads it: the raw line, unfolded. */
function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line ?? "";
  return line
    .slice(line.indexOf(":") + 1)
    .replace(/\r?\n\s+/g, " ")
    .trim();
}

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

test("she chooses her reminders, and turns them off from a reminder email", async ({ page }, testInfo) => {
  // One scheduler tick (every minute) and the outbox worker between saving and the email.
  test.setTimeout(150_000);
  const email = uniqueEmail(testInfo, "reminders");
  await logInAs(page, { email, name: "Rita" });

  await visit(page, "/account");
  await page.getByRole("link", { name: "Choose your reminders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reminders" })).toBeVisible();
  await expect(page.getByText("We never send reminders between 9 pm and 6 am.").first()).toBeVisible();
  await expect(page.getByText(`Times are in your time zone: ${zone}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // By notification without a device: Save asks this browser to show them (issue 36 §8). This
  // one blocks notifications: it says what to do, her choices kept, nothing saved.
  await page.getByRole("radio", { name: "By notification" }).check();
  await page.getByRole("checkbox", { name: "Monday", exact: true }).check();
  await page.getByRole("button", { name: "Save reminders" }).click();
  const channelError = page.getByText(PUSH_MESSAGES.denied);
  await expect(channelError).toBeVisible();
  await expect(page.getByRole("radio", { name: "By notification" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "By notification" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("checkbox", { name: "Monday", exact: true })).toBeChecked();
  await expectNoAxeViolations(page);

  // By email, Monday, Wednesday and Friday at 09:00.
  await page.getByRole("radio", { name: "By email" }).check();
  for (const day of ["Wednesday", "Friday"])
    await page.getByRole("checkbox", { name: day, exact: true }).check();
  await page.getByLabel("At what time?").selectOption("09:00");
  await page.getByRole("button", { name: "Save reminders" }).click();
  await expect(page.getByText("Your reminder settings are saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("radio", { name: "By email" })).toBeChecked();
  for (const day of WEEKDAY_NAMES) {
    const box = page.getByRole("checkbox", { name: day, exact: true });
    if (["Monday", "Wednesday", "Friday"].includes(day)) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  await expect(page.getByLabel("At what time?")).toHaveValue("09:00");
  // Her zone is kept in her profile now.
  await expect(page.getByText(`Times are in your time zone: ${zone}.`)).toBeVisible();
  await saveScreenshot(page, testInfo.project.name, "account-reminders");

  // Today, at noon her time, which is now: the scheduler's next tick sends the reminder.
  for (const day of WEEKDAY_NAMES) await page.getByRole("checkbox", { name: day, exact: true }).uncheck();
  await page.getByRole("checkbox", { name: WEEKDAY_NAMES[weekday - 1], exact: true }).check();
  await page.getByLabel("At what time?").selectOption("12:00");
  await page.getByRole("button", { name: "Save reminders" }).click();
  await expect(page.getByText("Your reminder settings are saved.")).toBeVisible();

  const reminder = await waitForEmail(email, { subject: /Time for today's workout/, timeoutMs: 120_000 });
  expect(rawHeader(reminder, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const offLink = linkIn(reminder, "/reminders/off?token=");
  expect(rawHeader(reminder, "List-Unsubscribe")).toBe(`<${offLink}>`);

  // Opening the link changes nothing (mail scanners open links): a button does.
  await visit(page, offLink);
  await expect(page.getByRole("heading", { level: 1, name: "Turn off reminders" })).toBeVisible();
  await expect(page.getByText(`Stop reminders to ${email}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo.project.name, "reminders-off");
  await page.getByRole("button", { name: "Turn off reminders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reminders are off" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Reminder settings" }).click();
  await expect(page.getByRole("radio", { name: "Off", exact: true })).toBeChecked();
  // Her days and time stay for when she turns them on again.
  await expect(page.getByRole("checkbox", { name: WEEKDAY_NAMES[weekday - 1], exact: true })).toBeChecked();
});

test("a cut or forged off link shows a clear page, not an error", async ({ page }, testInfo) => {
  const response = await visit(page, "/reminders/off?token=not-a-token");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo.project.name, "reminders-off-invalid");
});

test("the reminder and weekly summary emails", async ({ browser }, testInfo) => {
  // Sent by the clock, not by a click: rendered from their messages, as the digest is.
  test.skip(testInfo.project.name !== "desktop", "one set of email pictures is enough");
  const viewer = await browser.newPage();
  const offUrl = "http://localhost:3000/reminders/off?token=example";
  const emails = {
    "reminder-workout": messages.reminderWorkout({
      name: "Rosa",
      url: "http://localhost:3000/dashboard",
      offUrl,
    }),
    "reminder-check-in": messages.reminderCheckIn({
      name: "Rosa",
      url: "http://localhost:3000/check-in",
      offUrl,
    }),
    "weekly-summary": messages.weeklySummary({
      name: "Rosa",
      week: "2 March 2026",
      sessions: 3,
      streak: 4,
      record: "Goblet squat, 10 × 16 kg",
      url: "http://localhost:3000/progress",
      offUrl,
    }),
  };
  for (const [kind, message] of Object.entries(emails)) {
    const html = renderEmailHtml(message);
    expect(html).toContain("Turn off reminders");
    for (const width of [390, 600]) {
      await viewer.setViewportSize({ width, height: 800 });
      await viewer.setContent(html);
      await viewer.screenshot({ path: `screenshots/email/${kind}-${width}.png`, fullPage: true });
    }
  }
  await viewer.close();
});
