import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import budget from "../../performance-budget.json" with { type: "json" };
import { expect, test } from "./fixtures";

/** Every executable inline script of a page, with its attributes. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes?.includes("application/ld+json"),
  );
}

/**
 * Every Content-Security-Policy violation on the page: the console's, and the DevTools issues
 * Lighthouse reads, which also catch a caught `eval` probe (zod's JIT check did this, and cost
 * /programs its best-practices score) that the console never shows.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const devtools = await page.context().newCDPSession(page);
  devtools.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") violations.push(JSON.stringify(issue.details));
  });
  await devtools.send("Audits.enable");
  return violations;
}

test("a page rendered for her carries the security headers and every inline script has the nonce", async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);

  // The log-in page is rendered per request (only anonymous public pages are cached).
  const response = await page.goto("/login");
  const headers = response?.headers() ?? {};
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  expect(nonce).not.toBe("");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

  const scripts = inlineScripts((await response?.text()) ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);

  // Hydration ran under the policy without a single violation.
  await expect(page.locator("html[data-interactive]")).toHaveCount(1);
  expect(violations).toEqual([]);
});

// "/", "/programs" and the free month's program are sent to a visitor without React (decisions
// 0026, 0068 and 0071), and kept by the public page cache (decision 0022).
for (const [path, kind] of [
  ["/", "static"],
  ["/programs", "static"],
  ["/client-portal/movement-patterns-1", "static"],
] as const) {
  test(`a cached public page (${path}) allows exactly its own inline scripts, by hash, and comes alive`, async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    const scripts = inlineScripts((await response?.text()) ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    const { createHash } = await import("node:crypto");
    for (const [, , body] of scripts) {
      expect(csp).toContain(
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
      );
    }
    await expect(page.locator("html")).toHaveAttribute("data-interactive", kind);
    expect(violations).toEqual([]);
  });
}

/** Gzipped kilobytes of the script files a page loads, as a visitor gets it. */
async function scriptKb(page: Page, path: string): Promise<number> {
  const scripts: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script") {
      scripts.push(response.body().then((body) => gzipSync(body).length));
    }
  };
  page.on("response", onResponse);
  await page.goto(path);
  await expect(page.locator("html[data-interactive]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  return (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0) / 1024;
}

test("the home page loads JavaScript within the stated budget", async ({ page }) => {
  const homeKb = await scriptKb(page, "/");
  const loginKb = await scriptKb(page, "/login");
  console.log(
    `Home page JavaScript: ${homeKb.toFixed(1)} KB gzipped (budget ${budget.homePageJsGzipKb} KB); /login ${loginKb.toFixed(1)} KB`,
  );
  // The measurement sees scripts where a page has them: the log-in page is hydrated.
  expect(loginKb).toBeGreaterThan(0);
  expect(homeKb).toBeLessThanOrEqual(budget.homePageJsGzipKb);
});
