import { expect, pages, test, visit } from "./fixtures";

// `npm run screenshots`: full-page PNGs of every page at 390 px and 1280 px, for review.
test.skip(!process.env.SCREENSHOTS, "only runs through npm run screenshots");

for (const { path } of [...pages.slice(0, 14), { path: "/no-such-page" }]) {
  test(`screenshot ${path}`, async ({ page }, testInfo) => {
    if (path === "/no-such-page") await page.goto(path);
    else await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(800); // let the hero fade-in finish
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    await page.screenshot({ path: `screenshots/${testInfo.project.name}/${name}.png`, fullPage: true });
  });
}

test("screenshot the mobile menu", async ({ page, isMobile }) => {
  test.skip(!isMobile, "mobile only");
  await visit(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: "screenshots/mobile/menu-open.png" });
});
