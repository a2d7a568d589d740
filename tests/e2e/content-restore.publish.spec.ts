import pg from "pg";
import { cookieOf, post } from "../../scripts/lib/http.mjs";
import { startProductionServer } from "../../scripts/lib/server.mjs";
import { expect, logInAsCoach, test, visit } from "./fixtures";
import { E2E_SECRETS } from "./secrets";

// Issue 19 §3 and §4: the coach goes back to an earlier revision, and a publish shows at once
// on every instance. These publish on the server every spec shares, so they run in the
// "restore" project, after every other spec (playwright.config.ts), and one after the other:
// each numbers revisions from what the other left.
test.describe.configure({ mode: "serial" });

test("the coach publishes two changes, sees the changed words, and restores one part after confirming", async ({
  page,
  browser,
}) => {
  const badge = `Strong at every age ${Date.now().toString(36)}`;
  await logInAsCoach(page);
  await visit(page, "/coach/content/site");
  await expect(
    page.getByRole("status").filter({ hasText: "You are looking at the published version." }),
  ).toBeVisible();
  const price = page.getByLabel("1:1 coaching: price in dollars");
  const originalPrice = await price.inputValue();
  const original = await page.getByLabel("Badge above the heading").inputValue();
  // Typed as she would: "$61" is a price of 61 (issue 36 §6).
  await price.fill("$61");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. Everyone sees it now.")).toBeVisible();
  await page.getByLabel("Badge above the heading").fill(badge);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. Everyone sees it now.")).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  let before = 0;
  try {
    // The second "Published." can be the first one's toast still showing: the live revision is
    // read once it is the badge's.
    const live = page.getByRole("listitem").filter({ hasText: "Live" }).first();
    await expect(async () => {
      await visit(page, "/coach/content/revisions");
      await live.getByText(/What changed/).click();
      // In plain words, with the changed words marked.
      await expect(live.getByText("Home page badge", { exact: true })).toBeVisible({ timeout: 2000 });
      await expect(live.getByRole("insertion")).toContainText(badge, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const heading = (await live.getByRole("heading").textContent()) ?? "";
    const published = Number(/Revision (\d+)/.exec(heading)?.[1]);
    expect(published).toBeGreaterThan(2);
    before = published - 2;

    // Before both changes: compare it with what is live, and bring back only the prices.
    await page.getByRole("link", { name: `Compare and restore revision ${before}`, exact: true }).click();
    const site = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Site settings" }) });
    // The run's earlier publishes may have touched the prices too: find this change among them.
    await expect(site.getByText("Prices: one-on-one: amount").first()).toBeVisible();
    await expect(site.getByRole("deletion").filter({ hasText: "61" }).first()).toBeVisible();
    await expect(site.getByRole("insertion").filter({ hasText: originalPrice }).first()).toBeVisible();
    await site.getByRole("link", { name: "Restore only Site settings" }).click();
    const confirm = page.getByRole("region", { name: `Restore Site settings from revision ${before}?` });
    await expect(confirm).toContainText("Everything else stays as it is now.");
    await confirm.getByRole("button", { name: "Yes, restore Site settings" }).click();
    await expect(page.getByText("Restored that section.")).toBeVisible();
    await expect(
      page.getByRole("heading", {
        name: new RegExp(`Revision ${published + 1}: Restored Site settings from revision ${before}`),
      }),
    ).toBeVisible();

    // The price is back, the badge published after it stays.
    await visit(visitor, "/work-with-me");
    await expect(visitor.getByText(`$${originalPrice}`).first()).toBeVisible();
    await expect(visitor.getByText("$61")).toHaveCount(0);
    await visit(visitor, "/");
    await expect(visitor.getByText(badge)).toBeVisible();
  } finally {
    await visitorContext.close();
    // The content every later check reads goes back to what it was.
    if (before)
      await page.request.post("/coach/content/revisions", {
        form: { intent: "restore", revision: String(before) },
      });
  }
  await visit(page, "/");
  await expect(page.getByText(original, { exact: true })).toBeVisible();
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
test("two more instances on one PostgreSQL show a publish at once, pages and free PDFs alike", async ({}, testInfo) => {
  test.skip(
    !process.env.DATABASE_URL,
    "instances share content through PostgreSQL (the PostgreSQL pass runs it)",
  );
  test.setTimeout(120_000);
  const env = { SESSION_SECRET: "content-instances-session-secret-shared-by-both", TRUST_PROXY: "1" };
  const [a, b] = await Promise.all([startProductionServer(env), startProductionServer(env)]);
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await database.connect();
  let coach = "";
  let before = 0;
  let restoredAll = false;
  const latest = async () =>
    Number((await database.query("select max(id)::int as id from content_revisions")).rows[0].id);
  try {
    const login = await post(a.url, "/login", {
      email: E2E_SECRETS.coachEmail,
      password: E2E_SECRETS.coachPassword,
      redirectTo: "/coach",
    });
    expect(login.status).toBe(302);
    coach = cookieOf(login);
    before = await latest();

    // B has the page and the free PDF in its caches before A publishes.
    // The page's words, without the markers React puts between adjacent texts ("$<!-- -->71").
    const words = (html: string) => html.replaceAll("<!-- -->", "");
    const pageOnB = async () => words(await (await fetch(`${b.url}/work-with-me`)).text());
    const pdfOnB = async () =>
      (await fetch(`${b.url}/client-portal/movement-patterns-1/pdf`)).headers.get("ETag");
    expect(await pageOnB()).not.toContain("6 April 2031");
    expect(await pageOnB()).not.toContain("$71 a week");
    const etag = await pdfOnB();
    expect(etag).toBeTruthy();

    const started = Date.now();
    const site = await post(
      a.url,
      "/coach/content/site",
      { intent: "publish", "site.faceToFaceResumes": "2031-04-06", "site.prices.oneOnOne.amount": "71" },
      coach,
    );
    expect([302, 303]).toContain(site.status);
    const program = await post(
      a.url,
      "/coach/content/programs/movement-patterns-1",
      {
        intent: "publish",
        "program.summary":
          "Learn the five movement patterns with light, steady weights, two sessions a week, edited on instance A.",
      },
      coach,
    );
    expect([302, 303]).toContain(program.status);
    expect(await latest()).toBe(before + 2);
    await expect.poll(pageOnB, { timeout: 5_000, intervals: [20, 50, 100] }).toContain("6 April 2031");
    const seenAfter = Date.now() - started;
    expect(await pageOnB()).toContain("$71 a week");
    await expect.poll(pdfOnB, { timeout: 5_000, intervals: [20, 50, 100] }).not.toBe(etag);
    testInfo.annotations.push({ type: "instance B saw the publish", description: `${seenAfter} ms` });

    // And back: restored on B, seen on A.
    const restored = await post(
      b.url,
      "/coach/content/revisions",
      { intent: "restore", revision: String(before) },
      coach,
    );
    expect(restored.status).toBe(302);
    await expect
      .poll(async () => (await fetch(`${a.url}/work-with-me`)).text(), { timeout: 5_000 })
      .not.toContain("6 April 2031");
    expect(words(await (await fetch(`${a.url}/work-with-me`)).text())).not.toContain("$71 a week");
    restoredAll = true;
  } finally {
    // Whatever failed, the content every other spec reads goes back to what it was.
    if (!restoredAll && coach && before) {
      await post(a.url, "/coach/content/revisions", { intent: "restore", revision: String(before) }, coach);
    }
    await database.end();
    await Promise.all([a.stop(), b.stop()]);
  }
});
