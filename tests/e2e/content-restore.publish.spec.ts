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

test("the coach publishes a change, sees what changed, and restores the earlier revision", async ({
  page,
  browser,
}) => {
  const badge = `Strong at every age ${Date.now().toString(36)}`;
  await logInAsCoach(page);
  await visit(page, "/coach/content/site");
  await expect(
    page.getByRole("status").filter({ hasText: "You are looking at the published version." }),
  ).toBeVisible();
  const original = await page.getByLabel("Badge above the heading").inputValue();
  await page.getByLabel("Badge above the heading").fill(badge);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. Everyone sees it now.")).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visit(visitor, "/");
    await expect(visitor.getByText(badge)).toBeVisible();

    await visit(page, "/coach/content/revisions");
    const live = page.getByRole("listitem").filter({ hasText: "Live" }).first();
    const heading = (await live.getByRole("heading").textContent()) ?? "";
    const published = Number(/Revision (\d+)/.exec(heading)?.[1]);
    expect(published).toBeGreaterThan(1);
    await live.getByText(/What changed/).click();
    await expect(live.getByText("marketing › hero badge")).toBeVisible();
    await expect(live.getByRole("insertion")).toHaveText(badge);
    await expect(live.getByRole("deletion")).toHaveText(original);

    await page.getByRole("button", { name: `Restore revision ${published - 1}`, exact: true }).click();
    await expect(page.getByText("Restored. Everyone sees that version now.")).toBeVisible();
    await expect(
      page.getByRole("heading", {
        name: new RegExp(`Revision ${published + 1}: Restored revision ${published - 1}`),
      }),
    ).toBeVisible();

    await visit(visitor, "/");
    await expect(visitor.getByText(original, { exact: true })).toBeVisible();
    await expect(visitor.getByText(badge)).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
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
