import { E2E_SECRETS, expect, expectNoAxeViolations, logInAs, test, uniqueEmail, visit } from "./fixtures";
import { saveScreenshot } from "./screenshot";
import { chooseInMenu, phone, SIZES, shownSize } from "./text-size-helpers";

// Issue 20 §4, decision 0037: the text-size control works with and without JavaScript, and the
// server writes her size. That every page holds at each size and width is the walk in
// tests/e2e/every-size.spec.ts (issue 36, decision 0052). Drawn at two device pixels per CSS pixel.
test.use({ deviceScaleFactor: 2 });

test.describe("the text-size control", () => {
  // The journeys use the phone menu; one project is enough.
  test.skip(({ isMobile }) => !isMobile, "the phone menu journeys run once, in the mobile project");

  test("a visitor picks Larger in the menu without JavaScript; it stays after a reload", async ({
    browser,
    baseURL,
  }) => {
    const context = await phone(browser, baseURL, false);
    const page = await context.newPage();
    // The home page is sent from the public page cache to visitors without our cookies.
    await page.goto("/about");
    const before = await shownSize(page);
    expect(before).toEqual({ size: "standard", body: 18 });
    await chooseInMenu(page, "Larger");
    // The browser posted the form and followed the 303 back to the page she was reading.
    await expect(page).toHaveURL("/about");
    expect(await shownSize(page)).toEqual({ size: "larger", body: 22.5 });
    await page.reload();
    expect(await shownSize(page)).toEqual({ size: "larger", body: 22.5 });
    // A cached public page too: her cookie steps her past the page cache.
    await page.goto("/");
    expect(await shownSize(page)).toEqual({ size: "larger", body: 22.5 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Menu" })
        .getByRole("button", { name: "Larger", exact: true, pressed: true }),
    ).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "wb50_text")).toMatchObject({
      value: "larger",
      sameSite: "Lax",
      path: "/",
    });
    await context.close();
  });

  test("with JavaScript the size changes in place, without a reload", async ({ page }) => {
    // A page React runs in for a visitor (the public pages are sent without it, decision 0068).
    await visit(page, "/login");
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await chooseInMenu(page, "Large");
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    expect(await shownSize(page)).toEqual({ size: "large", body: 20.25 });
    const menu = page.getByRole("dialog", { name: "Menu" });
    // The menu stays open, showing the new choice.
    await expect(menu.getByRole("button", { name: "Large", exact: true, pressed: true })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Standard", exact: true, pressed: false })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await page.reload();
    expect(await shownSize(page)).toEqual({ size: "large", body: 20.25 });
  });

  test("a member picks Large; signed out and in on a fresh device, it is still Large", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "text-size-member");
    const first = await phone(browser, baseURL, true);
    const page = await first.newPage();
    await logInAs(page, { email });
    await visit(page, "/dashboard");
    await chooseInMenu(page, "Large");
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    await first.close();

    const second = await phone(browser, baseURL, true);
    const fresh = await second.newPage();
    await visit(fresh, "/");
    expect((await shownSize(fresh)).size).toBe("standard");
    await fresh.goto("/login");
    await fresh.getByLabel("Email").fill(email);
    await fresh.getByLabel("Password", { exact: true }).fill(E2E_SECRETS.memberPassword);
    await fresh.getByRole("button", { name: "Log In" }).click();
    await expect(fresh.getByText("Welcome back! You are signed in.")).toBeVisible();
    // Her profile decides, on a device that never saw her choice.
    expect(await shownSize(fresh)).toEqual({ size: "large", body: 20.25 });
    await second.close();
  });

  test("axe finds nothing on a page at Larger, with the menu open", async ({ page }) => {
    await page
      .context()
      .addCookies([{ name: "wb50_text", value: "larger", url: page.url() || "http://x" }].slice(0, 0));
    await visit(page, "/");
    await chooseInMenu(page, "Larger");
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await visit(page, "/signup");
    expect((await shownSize(page)).size).toBe("larger");
    await expectNoAxeViolations(page);
  });
});

test("the header's text-size disclosure on a wide screen, with the keyboard", async ({ page, isMobile }) => {
  test.skip(isMobile, "below 768 px the control is in the phone menu");
  await visit(page, "/about");
  const summary = page.locator("header summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  const group = page.getByRole("group", { name: "Text size" }).first();
  await expect(group).toBeVisible();
  await expect(group.getByRole("button", { name: "Standard", exact: true, pressed: true })).toBeVisible();
  for (const button of await group.getByRole("button").all()) {
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(group.getByRole("button", { name: "Large", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
  // At Large the full navigation no longer fits 1280 px: the header hands over to the menu.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await chooseInMenu(page, "Standard");
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "standard");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await summary.click();
  await expect(group).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(group).toBeHidden();
  await expect(summary).toBeFocused();
});

test("screenshots of the home page and a member's dashboard at each size", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await logInAs(page, { email: uniqueEmail(testInfo, "text-size-shots") });
  for (const size of SIZES) {
    // Her own choice, through the form, so the server writes the size into each page.
    const answer = await page.request.post("/preferences/text-size", {
      form: { size, redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    for (const [name, path] of [
      ["home", "/"],
      ["dashboard", "/dashboard"],
    ] as const) {
      await visit(page, path);
      expect((await shownSize(page)).size).toBe(size);
      // The hero fades in: the picture is of the settled page.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      );
      await saveScreenshot(page, project, `text-size-${name}-${size}`);
    }
  }
});
