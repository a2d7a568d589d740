import { expect, expectNoAxeViolations, logInAs, test, uniqueEmail, visit } from "./fixtures";

// Issue 39 §1 (h1): the chair-stand test with the counter on her phone, then a second test typed
// in, and the scorecard saying what changed in words. The clock is Playwright's, so the 30 s
// take no 30 s. The every-size walk checks both pages at every text size.

test("the chair stand counted by taps, a second one typed, and the scorecard's change in words", async ({
  page,
}, testInfo) => {
  await logInAs(page, { email: uniqueEmail(testInfo, "tests") });
  await page.clock.install();
  await visit(page, "/progress/tests/chair-stand");
  await expect(page.getByRole("heading", { level: 1, name: "30-second chair stand" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Watch how the movement is done" })).toHaveAttribute(
    "href",
    "/exercises/sit-to-stand-from-a-chair",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Start the countdown" }).click();
  await page.clock.fastForward(3_500);
  const tap = page.getByRole("button", { name: /Tap each time/ });
  // The counter fills most of her screen.
  const box = await tap.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(200);
  for (let stand = 0; stand < 5; stand++) await tap.click();
  await expect(tap).toContainText("5");
  await page.clock.fastForward(31_000);
  await expect(page.getByText("Time! 5 stands.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Result (stands)" })).toHaveValue("5");
  await page.getByRole("button", { name: "Save my result" }).click();
  await expect(page).toHaveURL(/\/progress\/tests\?saved=chair-stand$/);
  await expect(page.getByRole("status")).toContainText("Saved your 30-second chair stand");

  // A second test, typed: the page works the same without the counter.
  await page.getByRole("link", { name: "Take it again: 30-second chair stand" }).click();
  await page.getByRole("textbox", { name: "Result (stands)" }).fill("9");
  await page.getByRole("button", { name: "Save my result" }).click();
  await expect(page.getByText("You stood up 4 more times than your first test.")).toBeVisible();
  await expect(page.getByRole("table").first()).toContainText("9 stands");
  await expect(page.getByRole("img", { name: /30-second chair stand, stands/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Pictures for review, only when asked: SHOTS_DIR=/some/folder.
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, size] of [
    [390, "larger"],
    [1280, "standard"],
  ] as const) {
    await page.request.post("/preferences/text-size", { form: { size, redirectTo: "/" }, maxRedirects: 0 });
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await visit(page, "/progress/tests");
    await page.screenshot({ path: `${dir}/scorecard-${width}-${size}.png`, fullPage: true });
    await visit(page, "/progress/tests/chair-stand");
    await page.getByRole("button", { name: "Start the countdown" }).click();
    await page.clock.fastForward(3_500);
    await page.getByRole("button", { name: /Tap each time/ }).click();
    await page.screenshot({ path: `${dir}/test-${width}-${size}.png`, fullPage: true });
  }
});
