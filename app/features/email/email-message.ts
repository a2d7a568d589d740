/**
 * One email as data: the HTML and the plain text are both rendered from it
 * (`email-layout.tsx`), so they always say the same thing.
 */
export type EmailMessage = {
  kind: EmailKind;
  subject: string;
  /** The line an inbox shows after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A newsletter's body: HTML already sanitised (`markdown.server.ts`) and its text twin. */
  body?: { html: string; text: string };
  /** A code she types, shown large. */
  code?: string;
  /** The one button. */
  action?: { label: string; url: string };
  afterAction?: string[];
  footer: string;
  /** Marketing mail only: the one-click unsubscribe link (RFC 8058). */
  unsubscribeUrl?: string;
  /** Reminders only (issue 20): the one-tap "Turn off reminders" link in the footer. */
  remindersOffUrl?: string;
};

export type EmailKind =
  | "password-reset"
  | "no-account"
  | "sign-in-code"
  | "sign-up-code"
  | "sign-up-pending"
  | "account-exists"
  | "change-email-code"
  | "email-in-use"
  | "confirm-email"
  | "welcome-portal"
  | "welcome-premium"
  | "newsletter-confirm"
  | "newsletter"
  | "digest"
  | "check-in-invite"
  | "coach-reply"
  | "coach-invite"
  | "email-changed"
  | "payment-failed"
  | "reminder-workout"
  | "reminder-check-in"
  | "weekly-summary"
  // Issue 40: her bookings.
  | "booking-confirmed"
  | "booking-waitlisted"
  | "booking-changed"
  | "booking-cancelled"
  | "booking-promoted"
  | "class-cancelled"
  | "booking-reminder"
  // Issue 39 §3 (h3): the 4-week promise kept.
  | "program-redesigned"
  // Issue 39 §1 (h1): her function tests are due (Continuum, every 8 weeks).
  | "reminder-function-tests";

/** Emails whose body lets the reader in: blanked in the outbox once delivered. */
export const SENSITIVE_KINDS: ReadonlySet<EmailKind> = new Set([
  "password-reset",
  "sign-in-code",
  "sign-up-code",
  "account-exists",
  "confirm-email",
  // Issue 36 §8: the code that moves her sign-in to a new address.
  "change-email-code",
  // Issue 19: the assistant coach's set-your-password link opens a coach account.
  "coach-invite",
]);
