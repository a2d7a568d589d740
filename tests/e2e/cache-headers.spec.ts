import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { FREE_PORTAL_PROGRAMS, PORTAL_PROGRAM_SLUGS } from "../../app/content/portal-programs";
import { PUBLIC_PATHS } from "../../app/content/public-pages";
import { E2E_SECRETS, logIn, signUp, test, uniqueEmail, visit } from "./fixtures";

/**
 * Every response that can depend on who asks must say `private, no-store`, so no shared cache
 * (a proxy, a CDN, a library's network) keeps one person's page and hands it to the next, and
 * the browser does not keep a copy on disk. Only three kinds of answers may be public: a
 * visitor's copy of a public page from the page cache (decision 0022), the free PDFs (the same
 * bytes for everyone, with an ETag) and the sitemap/robots files.
 */

const PRIVATE = "private, no-store";

/** Page routes of app/routes.ts (the coach member page is reached through a made-up id). */
const PAGES = [
  "/",
  "/dashboard",
  "/onboarding",
  "/programs",
  "/nutrition",
  "/about",
  "/work-with-me",
  "/shop",
  "/community",
  "/privacy-policy",
  "/terms-and-conditions",
  "/login",
  "/signup",
  "/reset-password",
  "/forgot-password",
  "/login/code",
  "/login/link",
  "/confirm-email",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/client-portal",
  ...PORTAL_PROGRAM_SLUGS.map((slug) => `/client-portal/${slug}`),
  "/coach",
  "/coach/portal-code",
  "/coach/leads",
  "/coach/audit",
  "/coach/emails",
  "/coach/newsletters",
  "/coach/members/00000000-0000-0000-0000-000000000000",
  "/client-portal/movement-patterns-1/log/session-a",
  "/progress",
  "/progress/body",
  "/account/delete",
  "/screening",
  "/check-in",
  "/messages",
  "/coach/clients",
  "/coach/check-ins",
  "/coach/clients/00000000-0000-0000-0000-000000000000",
  // Issue 19: her account, the coach's account and the content editors (drafts are private).
  "/account",
  "/coach/account",
  "/coach/content",
  "/coach/content/revisions",
  "/coach/content/site",
  "/coach/content/site/preview/home",
  "/coach/content/programs",
  "/coach/content/programs/level-1",
  "/coach/content/nutrition",
  "/coach/content/nutrition/low-carb-muscle",
  "/a-page-that-does-not-exist",
];

/** React Router's data URL for a page (trailing-slash-aware): `/_.data` for the home page. */
const dataUrl = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

const FREE_PDFS = [
  ...FREE_PORTAL_PROGRAMS.flatMap((slug) => [
    `/client-portal/${slug}/pdf`,
    `/client-portal/${slug}/pdf?paper=letter`,
  ]),
  "/nutrition/starter-mediterranean/pdf",
  "/nutrition/starter-mediterranean-groceries/pdf?paper=letter",
  "/nutrition/easy-chickpea-salad/pdf",
];
const GATED_PDFS = [
  ...PORTAL_PROGRAM_SLUGS.filter((slug) => !FREE_PORTAL_PROGRAMS.includes(slug)).map(
    (slug) => `/client-portal/${slug}/pdf`,
  ),
  "/nutrition/low-carb-muscle/pdf",
  "/nutrition/advanced-muscle-groceries/pdf",
];
const OTHER_PRIVATE = [
  "/dashboard/calendar.ics",
  "/progress/pdf",
  "/progress/export.csv",
  "/progress/photos/00000000-0000-4000-8000-000000000000",
  "/coach/export/members.csv",
  "/coach/export/audit.csv",
  "/coach/export/clients.csv",
  "/coach/export/clients.csv?health=1",
  "/coach/export/constructor",
  "/logout",
  "/webhooks/payments",
  "/login?redirectTo=%2Fcoach",
  "/about?utm=1",
];
const PUBLIC_FILES = ["/sitemap.xml", "/robots.txt"];

type Person = "visitor" | "member" | "portal client" | "coach";

/** What the response at `path` may say, for `person`; null means "must be private". */
function allowedPublic(person: Person, path: string): RegExp | null {
  if (FREE_PDFS.includes(path)) return /^public\b/;
  if (PUBLIC_FILES.includes(path)) return /^public\b/;
  // Only a cookie-less visitor is answered from the page cache.
  if (person === "visitor" && PUBLIC_PATHS.includes(path)) return /^public\b/;
  return null;
}

async function walk(person: Person, request: APIRequestContext) {
  const wrong: string[] = [];
  const check = (label: string, response: APIResponse) => {
    const header = response.headers()["cache-control"] ?? "(none)";
    const path = label.replace(/^[A-Z]+ /, "");
    const allowed = allowedPublic(person, path);
    const ok = allowed ? allowed.test(header) : header === PRIVATE;
    if (!ok) wrong.push(`${label} ${response.status()}: ${header}`);
  };
  for (const path of [...PAGES, ...OTHER_PRIVATE, ...FREE_PDFS, ...GATED_PDFS, ...PUBLIC_FILES]) {
    check(`GET ${path}`, await request.get(path, { maxRedirects: 0 }));
  }
  for (const path of PAGES) {
    check(`GET ${dataUrl(path)}`, await request.get(dataUrl(path), { maxRedirects: 0 }));
  }
  return wrong;
}

async function expectAllPrivate(person: Person, page: Page, extra: string[] = []) {
  const wrong = [...extra, ...(await walk(person, page.request))];
  test.expect(wrong, `${person}: responses without ${PRIVATE}`).toEqual([]);
}

test.describe("Cache-Control", () => {
  // One pass is enough: the headers do not depend on the screen size.
  test.skip(({ isMobile }) => isMobile, "headers are the same on a phone");

  test("a visitor gets private answers except the cached public pages, free PDFs and sitemap", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await expectAllPrivate("visitor", page);
  });

  test("a member's every answer is private, sign-up included", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const signedUp: string[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") {
        const header = response.headers()["cache-control"];
        if (header !== PRIVATE) signedUp.push(`POST ${new URL(response.url()).pathname}: ${header}`);
      }
    });
    await signUp(page, { name: "Cache Test", email: uniqueEmail(testInfo, "cache") });
    await expectAllPrivate("member", page, signedUp);
  });

  test("a portal client's every answer is private, the code form included", async ({ page }) => {
    test.setTimeout(120_000);
    await visit(page, "/client-portal");
    const entered = await page.request.post("/client-portal", {
      form: { intent: "enter", code: E2E_SECRETS.portalCode },
      maxRedirects: 0,
    });
    test.expect(entered.status()).toBeLessThan(400);
    const extra =
      entered.headers()["cache-control"] === PRIVATE
        ? []
        : [`POST /client-portal: ${entered.headers()["cache-control"] ?? "(none)"}`];
    const list = await page.request.get("/client-portal");
    test.expect(await list.text()).toContain("Leave the portal");
    await expectAllPrivate("portal client", page, extra);
  });

  test("a free PDF carries an ETag, and an unchanged copy is a 304 with no body", async ({ page }) => {
    for (const path of FREE_PDFS) {
      const first = await page.request.get(path);
      test.expect(first.status(), path).toBe(200);
      const etag = first.headers().etag ?? "";
      test.expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await page.request.get(path, { headers: { "If-None-Match": etag } });
      test.expect(again.status(), path).toBe(304);
      test.expect((await again.body()).length, path).toBe(0);
    }
  });

  test("the coach's every answer is private, sign-in and exports included", async ({ page }) => {
    test.setTimeout(120_000);
    const signedIn: string[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") {
        const header = response.headers()["cache-control"];
        if (header !== PRIVATE) signedIn.push(`POST ${new URL(response.url()).pathname}: ${header}`);
      }
    });
    await logIn(page, E2E_SECRETS.coachEmail, E2E_SECRETS.coachPassword);
    const coach = await page.request.get("/coach");
    test.expect(coach.status()).toBe(200);
    await expectAllPrivate("coach", page, signedIn);
  });
});
