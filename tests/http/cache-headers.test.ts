import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, test } from "vitest";
import { FREE_PORTAL_PROGRAMS, PORTAL_PROGRAM_SLUGS } from "../../app/content/portal-programs";
import { PUBLIC_PATHS } from "../../app/content/public-pages";
import routeTable from "../../app/routes";
import { E2E_SECRETS } from "../e2e/secrets";
import { logIn, signUp, uniqueEmail } from "../helpers/http-accounts";
import { type HttpClient, type HttpResponse, httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

/**
 * Every response that can depend on who asks must say `private, no-store`, so no shared cache
 * (a proxy, a CDN, a library's network) keeps one person's page and hands it to the next, and
 * the browser does not keep a copy on disk. Only three kinds of answers may be public: a
 * visitor's copy of a public page from the page cache (decision 0022), the free PDFs (the same
 * bytes for everyone, with an ETag) and the sitemap/robots files.
 */

const PRIVATE = "private, no-store";

/**
 * Ids no row has: the visitor, member and portal client are sent away before the lookup, and
 * the coach gets the 404, which must be private too. The coach's walk adds real ones.
 */
const NO_EMAIL = "00000000-0000-4000-8000-000000000000";
const NO_NEWSLETTER = "999999999";

/**
 * Page routes of app/routes.ts (the ones with a component, so their `.data` URL is walked too);
 * the coach's member, client, email and newsletter pages are reached through made-up ids. The
 * last test below fails when a route of app/routes.ts is in none of these lists.
 */
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
  "/coach/members",
  "/coach/inbox",
  "/coach/portal-code",
  "/coach/leads",
  "/coach/audit",
  "/coach/emails",
  "/coach/newsletters",
  "/coach/members/00000000-0000-0000-0000-000000000000",
  "/client-portal/movement-patterns-1/log/session-a",
  "/progress",
  "/progress/body",
  // Issue 39 §1 (h1): her function tests.
  "/progress/tests",
  "/progress/tests/chair-stand",
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
  // Issue 36 §6: a revision's own page (the first revision, compared with the live one).
  "/coach/content/revisions/1",
  "/coach/content/site",
  "/coach/content/site/preview/home",
  "/coach/content/programs",
  "/coach/content/programs/level-1",
  "/coach/content/nutrition",
  "/coach/content/nutrition/low-carb-muscle",
  // Issue 38 §6: the exercise library (drafts are private).
  "/coach/library",
  "/coach/library/goblet-squat",
  // Issue 40 (h6): the coach's calendar, a booking to move (a made-up id: a 404), her offers and hours.
  "/coach/calendar",
  "/coach/calendar/bookings/no-such-booking",
  "/coach/calendar/settings",
  // Issue 38 §2 (h2): a library entry's demo media.
  "/coach/library/goblet-squat/media",
  // Issue 38 §3 (h3): an exercise's demo page, for members.
  "/exercises/goblet-squat",
  // Issue 20: her reminders, and the link that turns them off (no token here: the "not valid" page).
  "/account/reminders",
  "/reminders/off",
  `/coach/emails/${NO_EMAIL}`,
  `/coach/newsletters/${NO_NEWSLETTER}`,
  // Issue 40 (h5): booking (a one-time key per page: never stored) and her calendar.
  "/book",
  "/book/consultation",
  "/book/manage",
  "/calendar",
  // Issue 39 §4 (h4): her basics' tap (a POST; a GET is sent to the card) and the coach's habits
  // form for one client (an unknown one here: its 404).
  "/dashboard/basics",
  "/coach/clients/00000000-0000-0000-0000-000000000000/habits",
  // Issue 39 §3 (h3): her answer to the 4-week question, a POST; a GET is a 405.
  "/dashboard/promise",
  // Answers 404 unless TEST_PROBES=true (as here); either way it must not be stored.
  "/__probe",
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
  // Issue 40 (h5): a private feed (a made-up token: the 404 is private too).
  "/calendar/feed.ics?token=nope",
  "/progress/pdf",
  "/progress/export.csv",
  "/progress/photos/00000000-0000-4000-8000-000000000000",
  // Issue 38 §2 (h2): a demo file no attachment uses is the private 404 of an unknown address;
  // a public one is immutable (tests/http/demo-media.test.ts).
  `/media/${"0".repeat(64)}.mp4`,
  "/coach/export/members.csv",
  "/coach/export/audit.csv",
  "/coach/export/clients.csv",
  "/coach/export/clients.csv?health=1",
  "/coach/export/constructor",
  "/coach/export/newsletter.csv",
  "/coach/export/onboarding.csv",
  `/coach/emails/${NO_EMAIL}/preview`,
  `/coach/newsletters/${NO_NEWSLETTER}/preview`,
  // The service worker's list for the gym (decision 0038) depends on who asks.
  "/offline-kit",
  // A POST-only control; a GET is sent home.
  "/preferences/text-size",
  "/logout",
  "/webhooks/payments",
  "/__probe/session",
  // Issue 40 (h4): the booking service as JSON; the slots depend on who asks, booking is a POST.
  "/calendar/api/slots?typeId=consultation",
  "/calendar/api/book",
  "/__probe/booking",
  "/__probe/promise",
  // Issue 38 §3 (h3): the demo sheet's data, as JSON for members.
  "/exercises/goblet-squat/sheet",
  "/login?redirectTo=%2Fcoach",
  "/about?utm=1",
];
const PUBLIC_FILES = ["/sitemap.xml", "/robots.txt"];
/**
 * Public, with the exact header their handler declares: the manifest is built from the published
 * business facts, the same for everyone, and an hour keeps a renamed business from waiting long.
 */
const EXACT_PUBLIC: Record<string, string> = { "/manifest.webmanifest": "public, max-age=3600" };

/**
 * Statuses the walk pins down for every person. The reminders link without its token is the
 * "not valid" page, never an error; everything else only has to stay below 500.
 */
const EXPECTED_STATUS: Record<string, number> = { "/reminders/off": 404, "/reminders/off.data": 404 };

type Person = "visitor" | "member" | "portal client" | "coach";

/** What the response at `path` may say, for `person` (a string: exactly that); null means "must be private". */
function allowedPublic(person: Person, path: string): string | RegExp | null {
  const exact = EXACT_PUBLIC[path];
  if (exact) return exact;
  if (FREE_PDFS.includes(path)) return /^public\b/;
  if (PUBLIC_FILES.includes(path)) return /^public\b/;
  // Only a cookie-less visitor is answered from the page cache.
  if (person === "visitor" && PUBLIC_PATHS.includes(path)) return /^public\b/;
  return null;
}

/** Everything the walk GETs that is not a page: no `.data` URL is asked for these. */
const FILES = [...OTHER_PRIVATE, ...FREE_PDFS, ...GATED_PDFS, ...PUBLIC_FILES, ...Object.keys(EXACT_PUBLIC)];

/** Pages and files only one person's walk can name (the coach's own newsletter and email). */
type Extra = { pages?: string[]; files?: string[] };

async function walk(person: Person, request: HttpClient, extra: Extra = {}) {
  const wrong: string[] = [];
  const check = (label: string, response: HttpResponse) => {
    const header = response.headers()["cache-control"] ?? "(none)";
    const path = label.replace(/^[A-Z]+ /, "");
    const allowed = allowedPublic(person, path);
    const ok =
      allowed === null
        ? header === PRIVATE
        : typeof allowed === "string"
          ? header === allowed
          : allowed.test(header);
    if (!ok) wrong.push(`${label} ${response.status()}: ${header}`);
    // A crash would pass the header check (errors are private too) while hiding the route's answer.
    const status = EXPECTED_STATUS[path];
    if (status ? response.status() !== status : response.status() >= 500)
      wrong.push(`${label} answered ${response.status()}${status ? `, not ${status}` : ""}`);
  };
  const pages = [...PAGES, ...(extra.pages ?? [])];
  for (const path of [...pages, ...FILES, ...(extra.files ?? [])]) {
    check(`GET ${path}`, await request.get(path, { maxRedirects: 0 }));
  }
  for (const path of pages) {
    check(`GET ${dataUrl(path)}`, await request.get(dataUrl(path), { maxRedirects: 0 }));
  }
  return wrong;
}

async function expectAllPrivate(
  person: Person,
  request: HttpClient,
  extra: string[] = [],
  paths: Extra = {},
) {
  const wrong = [...extra, ...(await walk(person, request, paths))];
  expect(wrong, `${person}: responses without ${PRIVATE}`).toEqual([]);
}

/**
 * A newsletter draft and the test copy she sends herself: real rows for the coach's newsletter
 * and email pages and their preview frames, answered 200 and not only as the made-up ids' 404.
 */
async function coachRows(request: HttpClient): Promise<Required<Extra>> {
  const subject = `Cache headers ${Date.now().toString(36)}`;
  const created = await request.post("/coach/newsletters", {
    form: { subject, body: "A note for the cache-header walk." },
    maxRedirects: 0,
  });
  expect(created.status(), await created.text()).toBe(302);
  const newsletter = (created.headers().location ?? "").match(/^\/coach\/newsletters\/(\d+)$/)?.[1];
  if (!newsletter) throw new Error(`No newsletter id in ${created.headers().location}`);
  const sent = await request.post(`/coach/newsletters/${newsletter}`, { form: { intent: "test" } });
  expect(sent.status()).toBe(200);
  const list = await (await request.get("/coach/emails")).text();
  const email = list.match(new RegExp(`"/coach/emails/([0-9a-f-]{36})"[^>]*>\\[Test\\] ${subject}<`))?.[1];
  if (!email) throw new Error(`The test copy of "${subject}" is not on /coach/emails`);
  const pages = [`/coach/newsletters/${newsletter}`, `/coach/emails/${email}`];
  for (const path of pages) {
    expect((await request.get(path)).status(), path).toBe(200);
    expect((await request.get(`${path}/preview`)).status(), `${path}/preview`).toBe(200);
  }
  return { pages, files: pages.map((path) => `${path}/preview`) };
}

/** The POST answers of a sign-in (her form, the code, the health check) that were not private. */
async function postsNotPrivate(request: HttpClient, signIn: () => Promise<void>): Promise<string[]> {
  const wrong: string[] = [];
  let signingIn = true;
  request.onResponse((method, path, response) => {
    if (signingIn && method === "POST") {
      const header = response.headers()["cache-control"];
      if (header !== PRIVATE) wrong.push(`POST ${path}: ${header}`);
    }
  });
  await signIn();
  signingIn = false;
  return wrong;
}

const server = withProductionServer();

// A walk is several hundred requests: on a busy 2-core machine, more than Vitest's 30 s.
const WALK_MS = 120_000;

describe("Cache-Control", { timeout: WALK_MS }, () => {
  test("a visitor gets private answers except the cached public pages, free PDFs and sitemap", async () => {
    await expectAllPrivate("visitor", httpClient(server.url));
  });

  test("a member's every answer is private, sign-up included", async () => {
    const request = httpClient(server.url);
    const signedUp = await postsNotPrivate(request, () =>
      signUp(request, server.mail, { name: "Cache Test", email: uniqueEmail("cache") }),
    );
    await expectAllPrivate("member", request, signedUp);
  });

  test("a portal client's every answer is private, the code form included", async () => {
    const request = httpClient(server.url);
    await request.get("/client-portal");
    const entered = await request.post("/client-portal", {
      form: { intent: "enter", code: E2E_SECRETS.portalCode },
      maxRedirects: 0,
    });
    expect(entered.status()).toBeLessThan(400);
    const extra =
      entered.headers()["cache-control"] === PRIVATE
        ? []
        : [`POST /client-portal: ${entered.headers()["cache-control"] ?? "(none)"}`];
    const list = await request.get("/client-portal");
    expect(await list.text()).toContain("Leave the portal");
    await expectAllPrivate("portal client", request, extra);
  });

  test("a free PDF carries an ETag, and an unchanged copy is a 304 with no body", async () => {
    const request = httpClient(server.url);
    for (const path of FREE_PDFS) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const etag = first.headers().etag ?? "";
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await request.get(path, { headers: { "If-None-Match": etag } });
      expect(again.status(), path).toBe(304);
      expect((await again.body()).length, path).toBe(0);
    }
  });

  test("the coach's every answer is private, sign-in and exports included", async () => {
    const request = httpClient(server.url);
    const signedIn = await postsNotPrivate(request, () =>
      logIn(request, E2E_SECRETS.coachEmail, E2E_SECRETS.coachPassword),
    );
    const coach = await request.get("/coach");
    expect(coach.status()).toBe(200);
    await expectAllPrivate("coach", request, signedIn, await coachRows(request));
  });
});

/**
 * Routes of app/routes.ts the walk may leave out, each with its reason. None today: every route
 * answers a GET (the webhook and the probes with a 405 or 404), so every one is walked.
 */
const NOT_WALKED: Record<string, string> = {};

/** app/routes.ts, as the router sees it: each leaf route with its full path and its module file. */
function leafRoutes(entries: readonly RouteConfigEntry[]): { path: string; file: string }[] {
  return entries.flatMap((entry) =>
    entry.children?.length
      ? leafRoutes(entry.children)
      : [{ path: `/${entry.path ?? ""}`, file: entry.file }],
  );
}
const asRouteObjects = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { index: true, path: entry.path, id: entry.file }
      : { path: entry.path, id: entry.file, children: asRouteObjects(entry.children ?? []) },
  );

// No server needed: it reads files only.
test("the walk covers every route of app/routes.ts, pages with their .data URL", () => {
  const routes = asRouteObjects(routeTable);
  /** The module React Router answers a path with, as it ranks the routes. */
  const moduleFor = (url: string) =>
    matchRoutes(routes, new URL(url, "http://walk").pathname)?.at(-1)?.route.id ?? "(no route)";
  const walkedPages = new Set(PAGES.map(moduleFor));
  const walked = new Set([...PAGES, ...FILES].map(moduleFor));
  const missing: string[] = [];
  for (const { path: routePath, file } of leafRoutes(routeTable)) {
    if (routePath in NOT_WALKED) continue;
    // A module with a component is a page: its `.data` URL answers too, so it belongs in PAGES.
    const isPage = /^export default /m.test(readFileSync(path.join("app", file), "utf8"));
    if (isPage && !walkedPages.has(file)) missing.push(`${routePath} (${file}) is not in PAGES`);
    else if (!walked.has(file)) missing.push(`${routePath} (${file}) is walked by no list`);
  }
  expect(missing).toEqual([]);
});
