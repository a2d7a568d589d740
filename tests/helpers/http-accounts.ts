/**
 * Signing people in over HTTP, for the tests of the production server (`tests/http/`): what
 * tests/e2e/fixtures.ts does through a browser, as the requests the browser sends.
 */
import { expect } from "vitest";
import { SCREENING_QUESTIONS } from "../../app/content/screening";
import { E2E_SECRETS } from "../e2e/secrets";
import type { HttpClient } from "./http-client";
import type { TestSmtp } from "./smtp";

/** A fresh email per test, so no two tests share an account. */
export function uniqueEmail(label = "member"): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-http-${stamp}@e2e.example`;
}

/**
 * Her health check answered with every answer no, so the program pages and session logs open
 * for her as they did before the screening (fixtures.ts `passScreening`).
 */
export async function passScreening(client: HttpClient) {
  const answers = Object.fromEntries(SCREENING_QUESTIONS.map((question) => [question.id, "no"]));
  const response = await client.post("/screening", {
    form: { intent: "answer", redirectTo: "/dashboard", ...answers },
    maxRedirects: 0,
  });
  expect(response.status(), "the health check was not saved").toBe(302);
}

/** The 6-digit code on its own line of the newest sign-up email to this address. */
async function signUpCode(mail: TestSmtp, email: string): Promise<string> {
  const received = await mail.waitFor(
    (message) =>
      message.envelopeTo.includes(email) &&
      /^Your Wellness Beyond 50 account code$/.test(message.subject ?? ""),
    15_000,
  );
  const code = (received.text ?? "").match(/^\s+(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`"${received.subject}" shows no 6-digit code`);
  return code;
}

/**
 * Sign-up as the page sends it once React runs (`/signup.data`): her details, then the code
 * emailed to her; then the dashboard she is sent to, and the health check (fixtures.ts `signUp`).
 */
export async function signUp(
  client: HttpClient,
  mail: TestSmtp,
  member: { name: string; email: string },
  { screened = true }: { screened?: boolean } = {},
) {
  // Sign-up emails a code, and email requests are limited per client address: her own.
  client.setExtraHeaders({ "X-Forwarded-For": `198.18.${1 + Math.floor(Math.random() * 254)}.1` });
  const started = await client.post("/signup.data", {
    form: {
      intent: "start",
      redirectTo: "",
      name: member.name,
      email: member.email,
      password: E2E_SECRETS.memberPassword,
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const code = await signUpCode(mail, member.email);
  const verified = await client.post("/signup.data", {
    form: { intent: "verify", email: member.email, redirectTo: "", code },
  });
  expect(verified.status(), await verified.text()).toBeLessThan(400);
  // Signed in: her dashboard answers her, not the way to the log-in page.
  const dashboard = await client.get("/dashboard", { maxRedirects: 0 });
  expect(dashboard.status()).toBe(200);
  if (screened) await passScreening(client);
}

/** The log-in form as the page sends it once React runs (`/login.data`; fixtures.ts `logIn`). */
export async function logIn(client: HttpClient, email: string, password: string) {
  const response = await client.post("/login.data", { form: { redirectTo: "", email, password } });
  // A wrong password is a 401 with the form; signed in, the page is sent on (a redirect).
  expect(response.status(), await response.text()).toBeLessThan(400);
}

/**
 * Signs the client in without the form: the test-only `/__probe/session` (TEST_PROBES) writes
 * the member and her session (fixtures.ts `logInAs`).
 */
export async function logInAs(
  client: HttpClient,
  person: { email: string; name?: string; premium?: boolean; portal?: boolean; screened?: boolean },
) {
  const response = await client.post("/__probe/session", {
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
  if (role !== "coach" && person.screened !== false) await passScreening(client);
}

/** Portal access: the shared code posted to the server, which sets the session's cookie. */
export async function enterPortal(client: HttpClient) {
  const response = await client.post("/client-portal", {
    form: { intent: "enter", code: E2E_SECRETS.portalCode },
  });
  expect(response.status()).toBe(200);
}
