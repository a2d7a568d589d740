import { expect, expectNoAxeViolations, logInAs, test, uniqueEmail, visit } from "./fixtures";

// Issue 18 §4 on a phone: she writes to her coach on /messages, sees her message in the thread,
// and her dashboard carries the coach's card and the weekly check-in beside her plan.

test.skip(({ isMobile }) => !isMobile, "the thread is read on a phone");

test("she writes to her coach, sees her message, and both pages pass axe", async ({ page }, testInfo) => {
  // Premium makes her an active client, so her dashboard has the check-in card too.
  await logInAs(page, { email: uniqueEmail(testInfo, "thread"), name: "Dorothy", premium: true });

  await visit(page, "/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByText("No messages yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing written: the box says so, and the page stays.
  await page.getByRole("button", { name: "Send" }).tap();
  await expect(page.getByText("Please write your message.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your message" })).toHaveAttribute("aria-invalid", "true");

  const box = page.getByRole("textbox", { name: "Your message" });
  await box.fill("Is it fine to train the day after a long walk?\nMy legs feel a little heavy.");
  await page.getByRole("button", { name: "Send" }).tap();
  await expect(page.getByText("Message sent.")).toBeVisible();
  const thread = page.getByRole("list").filter({ hasText: "Is it fine to train" });
  await expect(thread.getByRole("listitem")).toHaveCount(1);
  await expect(thread.getByRole("listitem").first()).toContainText("You");
  await expect(thread.getByRole("listitem").first()).toContainText("My legs feel a little heavy.");
  await expect(box).toHaveValue("");
  // The send button is a 44 px target.
  const size = await page.getByRole("button", { name: "Send" }).boundingBox();
  expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);

  await visit(page, "/dashboard");
  const coachCard = page.getByRole("region", { name: "From your coach" });
  await expect(coachCard).toBeVisible();
  await expect(coachCard.getByRole("link", { name: "Open messages" })).toHaveAttribute("href", "/messages");
  await expect(page.getByRole("region", { name: "Your weekly check-in" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the message form is a plain form that keeps her words when it refuses them", async ({
    page,
  }, testInfo) => {
    await logInAs(page, { email: uniqueEmail(testInfo, "thread-nojs"), name: "Vera" });
    await page.goto("/messages");
    await page.getByRole("textbox", { name: "Your message" }).fill("   ");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Please write your message.")).toBeVisible();

    await page.getByRole("textbox", { name: "Your message" }).fill("Thank you for the new program!");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL("/messages");
    await expect(
      page.getByRole("listitem").filter({ hasText: "Thank you for the new program!" }),
    ).toHaveCount(1);
  });
});
