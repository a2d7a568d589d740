import {
  expect,
  markDocument,
  pages,
  SPEC_FOOTER_LINKS,
  SPEC_NAV,
  sameDocument,
  test,
  visit,
} from "./fixtures";

test.describe("desktop layout", () => {
  test.skip(({ isMobile }) => isMobile, "desktop navigation is hidden below 768 px");

  test("the header navigation reaches every section, in the spec's order", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([...SPEC_NAV]);
    const targets: [string, string, string | RegExp][] = [
      ["About", "/about", "About"],
      ["Programs", "/programs", "Fitness Programs"],
      ["Nutrition", "/nutrition", "Nutrition Plans"],
      ["Shop", "/shop", "Shop"],
      ["Community", "/community", "You don't have to do this alone"],
      ["Client Portal", "/client-portal", "Client Portal"],
      ["Log In", "/login", "Log In"],
      ["Get Started", "/onboarding", "Get Started"],
    ];
    for (const [label, path, heading] of targets) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("html[data-interactive]")).toHaveCount(1);
      // She starts at the top of the new page, not on the link she left: a client-side
      // navigation focuses the main content, a page load (a page sent without React,
      // decision 0026) leaves focus at the start of the document.
      expect(
        await page.evaluate(() =>
          [document.body, document.getElementById("main-content")].includes(
            document.activeElement as HTMLElement,
          ),
        ),
      ).toBe(true);
    }
  });

  test("the header blurs once the page scrolls more than 10 px", async ({ page }) => {
    await visit(page, "/privacy-policy");
    const header = page.locator("body > header");
    const blur = () => header.evaluate((element) => getComputedStyle(element).backdropFilter);
    await expect(header).toBeVisible();
    expect(await blur()).toBe("none");

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await blur()).toBe("none");

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(blur).toContain("blur");
    // Fixed: still at the top of the viewport after scrolling.
    expect((await header.boundingBox())?.y).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(blur).toBe("none");
  });
});

// Decision 0086: the header's, menu's and footer's links are plain anchors; once React runs, the
// part of the page holding them navigates in the page, as React Router's links did.
test("the site's own links open the next page in the same document, and mark where she is", async ({
  page,
  isMobile,
}) => {
  await visit(page, "/login");
  await expect(page.locator("html")).toHaveAttribute("data-interactive", "react");
  await markDocument(page);

  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Privacy Policy" })
    .click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  expect(await sameDocument(page)).toBe(true);

  const nav = async () => {
    if (!isMobile) return page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Mobile" });
  };
  await (await nav()).getByRole("link", { name: "Programs", exact: true }).click();
  await expect(page).toHaveURL("/programs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fitness Programs");
  expect(await sameDocument(page)).toBe(true);

  const here = await nav();
  await expect(here.getByRole("link", { name: "Programs", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(here.getByRole("link", { name: "About", exact: true })).not.toHaveAttribute("aria-current");
});

test("the footer repeats the links and adds Privacy Policy and Terms of Service", async ({ page }) => {
  await visit(page, "/");
  const footer = page.getByRole("navigation", { name: "Footer" });
  await expect(footer.getByRole("link")).toHaveText([...SPEC_FOOTER_LINKS]);

  const today = new Intl.DateTimeFormat("en-AU", { dateStyle: "long" }).format(new Date());
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.getByText("hello@example.com").first()).toBeVisible();

  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Terms of Service" })
    .click();
  await expect(page).toHaveURL("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.getByText(/governed by the laws of New South Wales, Australia/)).toBeVisible();
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await visit(page, "/community");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("every page in the route table answers 200 with its heading", async ({ page }) => {
  for (const { path, heading } of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
  }
});

test("the home hero fades in after 100 ms, and not at all under reduced motion", async ({ page }) => {
  await page.goto("/");
  // The hero's content (text and picture) fades in as one.
  const hero = page.getByRole("region", { name: "Embrace Your Strength" }).locator(":scope > div");
  const timing = await hero.evaluate((element) =>
    element.getAnimations().map((animation) => animation.effect?.getTiming()),
  );
  expect(timing).toEqual([expect.objectContaining({ delay: 100 })]);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  expect(await hero.evaluate((element) => element.getAnimations().length)).toBe(0);
  expect(await hero.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
});

test("the home hero links to onboarding and programs", async ({ page }) => {
  await visit(page, "/");
  await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/onboarding");
  await expect(page.getByRole("link", { name: "Explore Programs" })).toHaveAttribute("href", "/programs");
});

test("from 768 px up, every header link fits on one line inside the viewport", async ({ page, isMobile }) => {
  test.skip(isMobile, "checked once, at the desktop project's widths");
  for (const width of [768, 900, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    for (const link of await nav.getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(box, `${width}px`).not.toBeNull();
      expect(box?.x ?? -1, `${width}px`).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), `${width}px`).toBeLessThanOrEqual(width);
      // One line of text in a 44 px target, not a wrapped two-line label.
      expect(box?.height ?? 0, `${width}px`).toBeLessThan(50);
    }
  }
});

// No page scrolls sideways at any width or text size: tests/e2e/every-size.spec.ts (issue 36).
