// What the offline journeys share (offline.spec.ts, weak-signal.spec.ts): her program, and a
// member whose phone keeps it.
import type { Page } from "@playwright/test";
import { answerQuestionnaire, expect, logInAs, visit } from "./fixtures";

// Her questionnaire's "beginner" follows Movement Patterns month 1 (content/dashboard/workouts.ts).
export const PROGRAM = "/client-portal/movement-patterns-1";
export const LOG = `${PROGRAM}/log/session-a`;
export const SQUAT = "A1. Goblet squat to a box";

/** What the service worker keeps, read from the page: cache names and each cache's addresses. */
export async function keptOnPhone(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      kept[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return kept;
  });
}

/** A member who follows a program, with her phone's worker installed and her program kept. */
export async function memberWithProgramKept(page: Page, email: string) {
  await logInAs(page, { email, name: "Dorothy" });
  await answerQuestionnaire(page);
  await visit(page, "/dashboard");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(async () => (await keptOnPhone(page))["wb50-pages"] ?? [], { timeout: 30_000 })
    .toEqual(expect.arrayContaining(["/__wb50/kit", "/dashboard", PROGRAM, LOG]));
}
