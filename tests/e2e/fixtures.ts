import AxeBuilder from "@axe-core/playwright";
import { type Browser, test as base, expect, type Page, type TestInfo } from "@playwright/test";
import {
  FREE_PORTAL_PROGRAMS,
  PORTAL_PROGRAM_SLUGS,
  PORTAL_PROGRAM_TITLES,
} from "../../app/content/portal-programs";
import { SCREENING_QUESTIONS } from "../../app/content/screening";
import { codeIn, fromOwnConnection, waitForEmail } from "./mailbox";
import { E2E_SECRETS } from "./secrets";

/** product.md §1.2 Layout: the desktop navigation, in order. */
export const SPEC_NAV = [
  "About",
  "Programs",
  "Nutrition",
  "Shop",
  "Community",
  "Client Portal",
  "Log In",
  "Get Started",
] as const;

/** The footer repeats the navigation and adds the two legal pages. */
export const SPEC_FOOTER_LINKS = [...SPEC_NAV, "Privacy Policy", "Terms of Service"] as const;

/** Every page of product.md §1.1's route table, with the heading a visitor sees first. */
export const pages: readonly { path: string; heading: string | RegExp }[] = [
  { path: "/", heading: "Embrace Your Strength" },
  { path: "/dashboard", heading: "Sample dashboard" },
  { path: "/onboarding", heading: "Get Started" },
  { path: "/programs", heading: "Fitness Programs" },
  { path: "/nutrition", heading: "Nutrition Plans" },
  { path: "/about", heading: "About" },
  { path: "/work-with-me", heading: "Work with Me" },
  { path: "/shop", heading: "Shop" },
  { path: "/community", heading: "You don't have to do this alone" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms-and-conditions", heading: "Terms of Service" },
  { path: "/login", heading: "Log In" },
  { path: "/signup", heading: "Create your account" },
  { path: "/client-portal", heading: "Client Portal" },
  // Without portal access, every program page but the free month 1 sends her to the password form.
  ...PORTAL_PROGRAM_SLUGS.map((slug) => ({
    path: `/client-portal/${slug}`,
    heading: FREE_PORTAL_PROGRAMS.includes(slug) ? PORTAL_PROGRAM_TITLES[slug] : "Client Portal",
  })),
];

export const test = base.extend<{ failOnUncaughtErrors: undefined }>({
  // No page may throw an uncaught exception; the error views must catch everything.
  failOnUncaughtErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, "uncaught exceptions in the page").toEqual([]);
    },
    { auto: true },
  ],
  // The server's port is only known once global setup has started it.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the tests through playwright.config.ts");
    await use(url);
  },
});

export { expect };

/** Navigates and waits until the page is interactive (React hydrated, or the page behaviour script ran on a page sent without React), so clicks reach their handlers. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-interactive]")).toHaveCount(1);
  return response;
}

/**
 * Marks this document in its window, so a test can tell a client-side navigation (the mark is
 * still there) from a page load (a new window). React may draw <html> afresh, as for the root's
 * error page; only a page load makes a new window.
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true });
  });
}

/** Whether the document marked by `markDocument` is still the one shown. */
export const sameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

/**
 * Waits until every finite animation and transition on the page has finished: what a fixed
 * wait guessed at. A cancelled animation (a toast dismissed mid-fade) has settled too.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * WCAG 2.2 AA scan; toasts are excluded mid-animation (STACK.md, fact 10). `within` limits it
 * to one element, such as an open modal dialog.
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  // Contrast is only meaningful once fades have settled (the hero fades in after 100 ms). A page
  // still loading (a form just posted, the 303 followed) may not have its stylesheet applied, so
  // its fades are not running yet and there is nothing to wait for: wait for the load first.
  await page.waitForLoadState("load");
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .exclude("[data-sonner-toaster]")
    // The coach's email previews are sandboxed frames that may run no script, axe's included;
    // what they show is checked by tests/e2e/email.spec.ts and the email screenshots.
    .exclude("iframe[sandbox]")
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export { E2E_SECRETS } from "./secrets";

/** A fresh email per test and project, so parallel tests never share an account. */
export function uniqueEmail(testInfo: TestInfo, label = "member"): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${testInfo.project.name}-${stamp}@e2e.example`;
}

/**
 * Her health check (issue 18) answered with every answer no, posted straight to the server, so
 * the program pages and session logs open for her as they did before the screening. Journeys
 * about the screening itself sign in with `screened: false`.
 */
export async function passScreening(page: Page) {
  const answers = Object.fromEntries(SCREENING_QUESTIONS.map((question) => [question.id, "no"]));
  const response = await page.request.post("/screening", {
    form: { intent: "answer", redirectTo: "/dashboard", ...answers },
    maxRedirects: 0,
  });
  expect(response.status(), "the health check was not saved").toBe(302);
}

export async function signUp(
  page: Page,
  member: { name: string; email: string },
  { screened = true }: { screened?: boolean } = {},
) {
  // Sign-up emails a code, and email requests are limited per connection.
  await fromOwnConnection(page);
  await visit(page, "/signup");
  await page.getByLabel("Your name").fill(member.name);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_SECRETS.memberPassword);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your code");
  await enterSignUpCode(page, member.email);
  await expect(page.getByText("Welcome! Your account is ready.")).toBeVisible();
  if (screened) await passScreening(page);
}

/** Types the code of the newest sign-up email to this address into the "Enter your code" page. */
export async function enterSignUpCode(page: Page, email: string) {
  const mail = await waitForEmail(email, { subject: /^Your Wellness Beyond 50 account code$/ });
  await page.getByLabel("6-digit code").fill(codeIn(mail));
  await page.getByRole("button", { name: "Finish" }).click();
}

export async function logIn(page: Page, email: string, password: string, path = "/login") {
  await visit(page, path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Welcome back! You are signed in.")).toBeVisible();
}

/**
 * Signs this browser context in without the form: the test-only `/__probe/session` writes the
 * member (created when new, with the entitlements asked for) and her session, and the context's
 * cookie jar keeps the cookie. Journeys about signing in itself use `logIn`/`signUp` instead.
 */
export async function logInAs(
  page: Page,
  person: { email: string; name?: string; premium?: boolean; portal?: boolean; screened?: boolean },
) {
  const response = await page.request.post("/__probe/session", {
    form: {
      email: person.email,
      name: person.name ?? "Test Member",
      password: E2E_SECRETS.memberPassword,
      premium: person.premium ? "yes" : "no",
      portal: person.portal ? "yes" : "no",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  // The coach is never screened.
  const { role } = (await response.json()) as { role: string };
  if (role !== "coach" && person.screened !== false) await passScreening(page);
}

/** Her questionnaire, posted step by step as the page posts it: her dashboard is her own. */
export async function answerQuestionnaire(page: Page) {
  const steps: Record<string, string>[] = [
    { intent: "start" },
    { intent: "answer", step: "fitness", choice: "beginner" },
    { intent: "answer", step: "goals", goals: "strength" },
    { intent: "answer", step: "diet", choice: "omnivore" },
    { intent: "answer", step: "time", choice: "30min" },
    { intent: "complete" },
  ];
  for (const form of steps) {
    const response = await page.request.post("/onboarding", { form, maxRedirects: 0 });
    expect(response.status(), `onboarding ${form.intent} ${form.step ?? ""}`).toBeLessThan(400);
  }
}

/** The coach, signed in without the form. */
export const logInAsCoach = (page: Page) => logInAs(page, { email: E2E_SECRETS.coachEmail });

/**
 * Opens the header's account menu. A click that lands while the page is still busy after
 * hydrating can go unheard (a loaded CI run lost one), so the click is repeated until the menu
 * is open, never toggling an open one shut.
 */
export async function openAccountMenu(page: Page) {
  const trigger = page.getByRole("button", { name: /^Account menu for/ });
  await expect(async () => {
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** The account controls: the header menu on a wide screen, the menu panel on a phone. */
export async function signOut(page: Page) {
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  if (wide) {
    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
  }
  await expect(page.getByText("You are signed out. See you soon!")).toBeVisible();
}

/**
 * Portal access for this browser context: the shared code posted straight to the server, which
 * writes the session and hands back its cookie (the context's cookie jar keeps it).
 */
export async function enterPortal(page: Page) {
  const response = await page.request.post("/client-portal", {
    form: { intent: "enter", code: E2E_SECRETS.portalCode },
  });
  expect(response.status()).toBe(200);
}

/** In the coach area (signed in as the coach), opens the member with this email. */
export async function openMember(coach: Page, email: string) {
  await visit(coach, "/coach/members");
  await coach.getByLabel("Search by name or email").fill(email);
  await coach.getByRole("button", { name: "Search" }).click();
  await expect(coach.getByText("1 found for")).toBeVisible();
  await coach.getByRole("link", { name: /^Manage / }).click();
}

/** The coach, in her own browser context, grants premium to the member with this email. */
export async function grantPremiumAsCoach(browser: Browser, email: string) {
  const context = await browser.newContext();
  const coach = await context.newPage();
  await logInAsCoach(coach);
  await openMember(coach, email);
  await coach.getByRole("radio", { name: /^Premium/ }).check();
  await coach.getByRole("button", { name: "Grant access" }).click();
  await expect(coach.getByRole("status")).toHaveText("Premium access granted.");
  await context.close();
}
