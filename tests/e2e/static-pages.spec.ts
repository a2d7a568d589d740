import { expect, signOut, signUp, test, uniqueEmail, visit } from "./fixtures";

const STATIC_PAGES = ["/", "/about", "/community", "/privacy-policy", "/terms-and-conditions"];
/** React Router's module scripts and preloads, as the server sent them (hydration removes them). */
const MODULE_SCRIPTS = /<script[^>]*type="module"|<link[^>]*rel="modulepreload"|<script[^>]*\ssrc=/;

// Decision 0026: pages that need nothing from React are sent to a visitor without its
// scripts; anyone with something personal to show gets them hydrated.
test("a visitor gets the plain pages without React; signed in, or with a message waiting, she gets React", async ({
  page,
}, testInfo) => {
  for (const path of STATIC_PAGES) {
    const response = await visit(page, path);
    await expect(page.locator("html")).toHaveAttribute("data-interactive", "static");
    expect(await response?.text()).not.toMatch(MODULE_SCRIPTS);
  }
  // The five pages with controls (decision 0068) are checked over HTTP (tests/http/public-scripts);
  // a page that is not static, such as Log In, gets React.
  const login = await visit(page, "/login");
  await expect(page.locator("html")).toHaveAttribute("data-interactive", "react");
  expect(await login?.text()).toMatch(MODULE_SCRIPTS);

  await signUp(page, { name: "Margaret", email: uniqueEmail(testInfo) });
  const home = await visit(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-interactive", "react");
  const html = (await home?.text()) ?? "";
  expect(html).toMatch(MODULE_SCRIPTS);
  // Decision 0086: her header arrives whole, its account menu in place rather than revealed
  // by a script after the page has painted.
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  expect(header).toContain('aria-label="Account menu for Margaret"');
  expect(html).not.toContain('<template id="B:');
  // Her own header: the account controls work on the home page.
  await signOut(page);
  await visit(page, "/about");
  await expect(page.locator("html")).toHaveAttribute("data-interactive", "static");
});
