import type { BrowserContext, Page } from "@playwright/test";
import {
  answerQuestionnaire,
  expect,
  expectNoAxeViolations,
  logInAs,
  passScreening,
  test,
  uniqueEmail,
  visit,
} from "./fixtures";
import { keptOnPhone, LOG, memberWithProgramKept, PROGRAM, SQUAT } from "./offline-helpers";
import { saveScreenshot } from "./screenshot";

// Issue 20 §1-2 (decision 0038): the app installs, keeps her program on the phone, and she logs a
// whole session in a gym with no signal. Chromium's offline emulation covers the service
// worker's own requests too, so "offline" here is what a phone in a basement sees.

test("the app is installable: a valid manifest, its icons, and a worker that controls the page", async ({
  page,
}, testInfo) => {
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(body).toMatchObject({ name: "Wellness Beyond 50", start_url: "/dashboard", display: "standalone" });
  expect(body.short_name.length).toBeLessThanOrEqual(12);
  // Chrome's install criteria: a 192 px and a 512 px icon; Android's shapes need a maskable one.
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  for (const icon of body.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
  }
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("public, no-cache");
  expect(worker.headers()["content-type"]).toContain("text/javascript");
  // Each deployment's worker has other bytes (decision 0038, "Versions"): the server names its build.
  expect(await worker.text()).toMatch(/\n\/\/ Build [0-9a-f]{12} \(added by the server\)\.\n$/);

  // A visitor's page registers no worker and loads none of its code.
  await visit(page, "/programs");
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
  ).toBe(0);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

  // A member's page does, and the worker controls it: with the manifest, Chrome's install criteria.
  await memberWithProgramKept(page, uniqueEmail(testInfo, "install"));
});

/** Every answer the server gave to a set of session A, by set: each must be saved exactly once. */
function countSetSaves(page: Page): Map<string, number> {
  const saved = new Map<string, number>();
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() !== "POST" || !response.url().endsWith("/log/session-a.data")) return;
    const fields = new URLSearchParams(request.postData() ?? "");
    if (fields.get("intent") !== "set" || !response.ok()) return;
    const key = `${fields.get("position")}/${fields.get("setNumber")}`;
    saved.set(key, (saved.get(key) ?? 0) + 1);
  });
  return saved;
}

/**
 * The phone's connection, on and off. Debian's Chromium 150 (what apt installs since
 * 2026-11-28) fails a page's requests after `context.setOffline(true)` but leaves
 * `navigator.onLine` true in each document loaded after it, which no phone in airplane mode
 * does (Chromium 156 carried it over). Her pages read it (a link followed as a page load, the
 * log's offline notice, signing out), so `again()` tells the document now shown, through the
 * DevTools protocol, after each page load while offline.
 */
async function phoneNetwork(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  let offline = false;
  const say = (off: boolean) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: off,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  return {
    async set(off: boolean) {
      offline = off;
      await context.setOffline(off);
      await say(off);
    },
    async again() {
      if (offline) await say(true);
    },
  };
}

test.describe("on a phone in a gym with no signal", () => {
  test.skip(({ isMobile }) => !isMobile, "the gym is a phone's");

  test("offline she opens her program and logs a whole session; back online every set reaches the server once", async ({
    page,
    context,
  }, testInfo) => {
    await memberWithProgramKept(page, uniqueEmail(testInfo, "gym"));
    const saved = countSetSaves(page);
    const network = await phoneNetwork(context, page);

    await network.set(true);
    await visit(page, PROGRAM);
    await network.again();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Movement Patterns");
    await page.getByRole("link", { name: "Start this session" }).first().tap();
    await expect(page).toHaveURL(LOG);
    await expect(page.locator("html[data-interactive='react']")).toHaveCount(1);
    await network.again();
    await expect(
      page.getByText("You are offline: your sets are safe on this phone.", { exact: false }),
    ).toBeVisible();

    // Every set of every exercise, ticked with no connection.
    const ticks = page.getByRole("checkbox", { name: /^Done, set \d+$/ });
    const count = await ticks.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index++) await ticks.nth(index).tap();
    const waiting = page.getByText("Saved on this phone, will send when online", { exact: true });
    await expect(waiting).toHaveCount(count);
    await expect(page.getByRole("button", { name: "Finish session" })).toBeDisabled();
    await saveScreenshot(page, testInfo.project.name, "offline-session-log");
    expect(saved.size).toBe(0);

    // The signal returns: the queue sends each set, then she finishes.
    await network.set(false);
    await expect(waiting).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText("Saved", { exact: true })).toHaveCount(count);
    await page.getByRole("button", { name: "Finish session" }).tap();
    await expect(page).toHaveURL("/progress");
    await expect(page.getByText("Session saved. Well done!")).toBeVisible();
    expect(saved.size).toBe(count);
    expect([...saved.values()].every((times) => times === 1)).toBe(true);
    // And the server has them: the squat's chart has a point from today.
    const table = page.getByRole("table", {
      name: `${SQUAT.slice(4)}: the numbers in the chart, newest first`,
    });
    await expect(table.locator("tbody tr")).toHaveCount(1);
  });

  test("a deployment's new worker waits while she logs a session, then takes over when she leaves the log", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    // This failed about one run in six after issues 38 and 40, and was parked at stop 44: a
    // fetch of the next page woke the old worker just as Chromium stopped it for the new one,
    // and the new one then never took over. public/sw.js now routes the requests it never
    // answers around it (decision 0060).
    // The take-over below may wait up to 90 s on a loaded machine.
    test.setTimeout(150_000);
    await memberWithProgramKept(page, uniqueEmail(testInfo, "deploy"));
    const saved = countSetSaves(page);
    await visit(page, LOG);
    await expect(page.locator("html[data-interactive='react']")).toHaveCount(1);
    // Handles into this document: they stay valid only while no page load replaces it, so every
    // check below through them also proves she moved through links, not page loads.
    const oldWorker = await page.evaluateHandle(() => navigator.serviceWorker.controller);
    expect(await page.evaluate((old) => old !== null, oldWorker)).toBe(true);

    // A deployment while she is at the gym: from now on the server sends her phone the worker of
    // another build (a test-only cookie, server/service-worker.ts), and her phone checks for it.
    await context.addCookies([{ name: "wb50-test-build", value: "e2e-next", url: baseURL }]);
    expect(await (await page.request.get("/sw.js")).text()).toContain(
      "// Build e2e-next (added by the server).",
    );
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration("/"))?.update();
    });
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration("/"))?.waiting?.state ?? null,
        ),
      )
      .toBe("installed");
    const newWorker = await page.evaluateHandle(
      async () => (await navigator.serviceWorker.getRegistration("/"))?.waiting ?? null,
    );
    // The new worker waits: her log stays with the worker it started with.
    const controlledBy = (worker: typeof oldWorker) =>
      page.evaluate((expected) => navigator.serviceWorker.controller === expected, worker);
    expect(await controlledBy(oldWorker)).toBe(true);

    // A set ticked now reaches the server exactly once.
    await page
      .getByRole("checkbox", { name: /^Done, set \d+$/ })
      .first()
      .tap();
    await expect(page.getByText("Saved", { exact: true })).toHaveCount(1, { timeout: 30_000 });
    expect(await controlledBy(oldWorker)).toBe(true);
    expect(await page.evaluate((waiting) => waiting?.state, newWorker)).toBe("installed");

    // She leaves the log for her dashboard through the menu's link: the new worker takes over.
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("dialog").getByRole("link", { name: "My dashboard" }).tap();
    await expect(page).toHaveURL("/dashboard");
    // The new worker activates once the old one's events have ended. The old one's sync stops
    // at the next page once a new worker waits (public/sw.js). Alone this takes a few seconds;
    // on a loaded two-core CI run it has taken over 40 s. What is tested is that it takes over
    // without a page load, not how fast: speed belongs to the benchmarks.
    await expect.poll(() => controlledBy(newWorker), { timeout: 90_000 }).toBe(true);
    expect(
      await page.evaluate(async (next) => {
        const registration = await navigator.serviceWorker.getRegistration("/");
        return registration?.active === next && registration.waiting === null;
      }, newWorker),
    ).toBe(true);
    // And the take-over sent nothing twice.
    expect(saved.size).toBe(1);
    expect([...saved.values()]).toEqual([1]);
  });

  test("'saved on this phone' only once her program is kept; the offline page recovers by itself", async ({
    page,
    context,
  }, testInfo) => {
    // Issue 36 §7: her first sync ran before she answered the health screening, so her program
    // page was a redirect to it, yet the offline page said her program was saved.
    await logInAs(page, { email: uniqueEmail(testInfo, "unscreened"), name: "Dorothy", screened: false });
    await answerQuestionnaire(page);
    await visit(page, "/dashboard");
    await expect
      .poll(async () => (await keptOnPhone(page))["wb50-pages"] ?? [], { timeout: 30_000 })
      .toEqual(expect.arrayContaining(["/__wb50/kit", "/dashboard"]));
    expect((await keptOnPhone(page))["wb50-pages"]).not.toContain(PROGRAM);
    const saved = page.getByText("Your program is saved on this phone", { exact: false });

    await context.setOffline(true);
    await page.goto("/progress").catch(() => null);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(saved).toHaveCount(0);
    // The connection returns: the page loads by itself (issue 36 §8).
    await context.setOffline(false);
    await expect(page.getByRole("heading", { level: 1, name: "Your progress" })).toBeVisible({
      timeout: 20_000,
    });

    // Once she has answered it, her program opens online, so her phone keeps it at once, not in
    // 6 hours: the kit's version names her screening.
    await passScreening(page);
    await visit(page, "/dashboard");
    await expect
      .poll(async () => (await keptOnPhone(page))["wb50-pages"] ?? [], { timeout: 30_000 })
      .toContain(PROGRAM);
    await context.setOffline(true);
    await page.goto("/progress").catch(() => null);
    await expect(saved).toBeVisible();
    await context.setOffline(false);
  });

  /** She signs out with no connection: her kept pages go at once, and the phone shows what it can. */
  async function signOutOffline(page: Page, context: BrowserContext, name: string) {
    await memberWithProgramKept(page, uniqueEmail(test.info(), name));
    const network = await phoneNetwork(context, page);
    await network.set(true);
    await visit(page, PROGRAM);
    await network.again();
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).tap();
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    expect(await keptOnPhone(page)).toEqual({});
    await saveScreenshot(page, test.info().project.name, "offline-page");
    // Her program is no longer there to open.
    await page.goto(PROGRAM).catch(() => null);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    // The offline page knows it is offline, as on a phone: the connection's return is its event.
    await network.again();
    return network;
  }

  test("signing out offline leaves nothing of hers on the phone, at once", async ({ page, context }) => {
    await signOutOffline(page, context, "leaver");
  });

  // Debian's Chromium 150 (apt's since 2026-11-28) does not take the service worker offline with
  // the page: the sign-out she sends offline goes out through the worker and reaches the server,
  // and the page that reloads is a visitor's, without React, so nothing shows the "signed out"
  // message. With Chromium 156 the worker stayed offline and this passed. Run it again once apt's
  // Chromium does, or once the worker can be taken offline here too.
  test.fixme("back online, the sign-out she made offline reaches the server and she lands home", async ({
    page,
    context,
  }) => {
    const network = await signOutOffline(page, context, "leaver-back");
    // Back online, with nothing pressed: the offline page reloads by itself (issue 36 §8), the
    // sign-out she made offline reaches the server, and the phone lands on the home page.
    await network.set(false);
    await expect(page.getByText("You are signed out. See you soon!")).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    expect(await keptOnPhone(page)).toEqual({});
    const dashboard = await page.request.get("/dashboard", { maxRedirects: 0 });
    expect(await dashboard.text()).not.toContain("Dorothy");
  });
});

test("on an iPhone, Safari has no install prompt: her dashboard shows where to find Add to Home Screen", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "an iPhone's");
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  });
  const page = await context.newPage();
  await logInAs(page, { email: uniqueEmail(testInfo, "iphone"), name: "Edith" });
  await answerQuestionnaire(page);
  await visit(page, "/dashboard");
  const hint = page.getByRole("region", { name: "Keep the app on your Home Screen" });
  await expect(hint.getByText("Scroll down and tap “Add to Home Screen”.")).toBeVisible();
  await expectNoAxeViolations(page);
  await hint.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "screenshots/mobile/install-hint-iphone.png" });
  await hint.getByRole("button", { name: "Not now" }).tap();
  await expect(hint).toHaveCount(0);
  await visit(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hint).toHaveCount(0);
  await context.close();
});
