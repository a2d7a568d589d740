// What screenshots.spec.ts shows: the pages it visits, the forms it posts to reach a page's
// later states, and the emails it renders. Data apart from the spec, so its tests read as
// journeys.
import type { Page } from "@playwright/test";
import { renderEmailHtml } from "../../app/features/email/email-layout";
import { messages } from "../../app/features/email/messages";
import { pages } from "./fixtures";

/** The visitor's pages of the route table (its first 14) and the not-found page. */
export const PUBLIC_PAGES: readonly { path: string }[] = [...pages.slice(0, 14), { path: "/no-such-page" }];

/** The coach's pages that need nothing set up first. */
export const COACH_PAGES = ["/coach/portal-code", "/coach/leads", "/coach/audit"];

/** The portal's list and two program pages: a short one and the longest. */
export const PORTAL_PAGES = [
  "/client-portal",
  "/client-portal/bootcamp",
  "/client-portal/movement-patterns-1",
];

/** The coach's newsletter, with each kind of Markdown the email renders (bold, a heading, a list, a link). */
export const NEWSLETTER_BODY =
  "Hello,\n\nThe first **Live Classes** start on Monday at 9 am. Each class is 30 minutes of gentle strength work you can do in your living room.\n\n## What to bring\n\n- A chair without wheels\n- A glass of water\n- Comfortable shoes\n\n[Book your place](https://example.com/book)\n\nSee you there!";

/** The questionnaire, posted as her browser would, so the coaching pages have a profile to show. */
export const QUESTIONNAIRE: Record<string, string>[] = [
  { intent: "start" },
  { intent: "answer", step: "fitness", choice: "beginner" },
  { intent: "answer", step: "goals", goals: "strength" },
  { intent: "answer", step: "diet", choice: "omnivore" },
  { intent: "answer", step: "time", choice: "30min" },
  { intent: "complete" },
];

/** A screening with one "yes" (her joints), so the page shows what follows a yes. */
export const SCREENING = {
  intent: "answer",
  redirectTo: "/dashboard",
  heart: "no",
  chestPain: "no",
  dizziness: "no",
  chronic: "no",
  medicines: "no",
  joints: "yes",
  supervision: "no",
};

/** A check-in with a pain, a win and a question: everything the coach's pages show of one. */
export const CHECK_IN = {
  energy: "2",
  sleep: "3",
  stress: "4",
  eating: "4",
  painArea: "Left knee on the stairs",
  painLevel: "3",
  sessionsDone: "2",
  wins: "Carried all the shopping up in one go.",
  question: "Should I still do lunges with a sore knee?",
};

/**
 * The digest is sent by the clock (07:00 at the gym), not by a click, and the confirmation
 * link only when she changes her address: both rendered from their messages.
 */
export function emailsByTheClock() {
  return {
    digest: messages.digest({
      day: "2026-11-24",
      leads: ["Grace Moreau (grace@example.com)", "a visitor without an account"],
      confirmations: ["hana@example.com"],
      url: "http://localhost:3000/coach/leads",
    }),
    "confirm-email": messages.confirmEmail({
      name: "Grace",
      url: "http://localhost:3000/confirm-email?token=example",
    }),
  };
}

/** The two emails of the coaching loop, rendered from their messages as the outbox renders them. */
export function coachingEmails() {
  return {
    "check-in-invite": messages.checkInInvite({ name: "Rosa", url: "http://localhost:3000/check-in" }),
    "coach-reply": messages.coachReply({
      name: "Rosa",
      coachName: "Your Coach",
      url: "http://localhost:3000/messages",
    }),
  };
}

/** An email's HTML at a phone's width and a desktop mail client's, in screenshots/email/. */
export async function screenshotEmail(viewer: Page, kind: string, html: string): Promise<void> {
  for (const width of [390, 600]) {
    await viewer.setViewportSize({ width, height: 800 });
    await viewer.setContent(html);
    await viewer.screenshot({ path: `screenshots/email/${kind}-${width}.png`, fullPage: true });
  }
}

/** Emails rendered from their messages as the outbox renders them, each screenshotted. */
export async function screenshotMessages(
  viewer: Page,
  emails: Record<string, Parameters<typeof renderEmailHtml>[0]>,
): Promise<void> {
  for (const [kind, message] of Object.entries(emails)) {
    await screenshotEmail(viewer, kind, renderEmailHtml(message));
  }
}
