import { liveSite } from "~/content/live.server";
import { EMAILED_RESET_TTL_MINUTES, SIGN_IN_CODE_TTL_MINUTES } from "./limits";

export { EMAILED_RESET_TTL_MINUTES, SIGN_IN_CODE_TTL_MINUTES };

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
  | "account-exists"
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
  | "weekly-summary";

/** Emails whose body lets the reader in: blanked in the outbox once delivered. */
export const SENSITIVE_KINDS: ReadonlySet<EmailKind> = new Set([
  "password-reset",
  "sign-in-code",
  "sign-up-code",
  "account-exists",
  "confirm-email",
  // Issue 19: the assistant coach's set-your-password link opens a coach account.
  "coach-invite",
]);

const signature = () => `${liveSite().coachName}, ${liveSite().businessName}`;
const notYou =
  "If you did not ask for this, you can ignore this email: nothing changes until the link is used.";
const hello = (name: string | null) => (name ? `Hello ${name},` : "Hello,");

export const messages = {
  passwordReset: (input: { name: string; url: string }): EmailMessage => ({
    kind: "password-reset",
    subject: "Choose a new password",
    preheader: "Your link to choose a new password. It works once, for 1 hour.",
    heading: "Choose a new password",
    paragraphs: [hello(input.name), "Someone, we hope you, asked to reset the password of your account."],
    action: { label: "Choose a new password", url: input.url },
    afterAction: [`The link works once, for ${EMAILED_RESET_TTL_MINUTES / 60} hour.`, notYou],
    footer: signature(),
  }),

  /** Sent when someone asks for a reset or a code for an address with no account. */
  noAccount: (input: { url: string; asked: "reset" | "sign-in" }): EmailMessage => ({
    kind: "no-account",
    subject: `Your ${liveSite().businessName} sign-in`,
    preheader: "There is no account with this address yet.",
    heading: "There is no account with this address",
    paragraphs: [
      hello(null),
      `Someone, perhaps you, asked ${input.asked === "reset" ? "for a new password" : "for a sign-in code"} for ${liveSite().businessName} with this email address, but no account uses it.`,
      "If you have an account, it may be under another address. If not, you are welcome to create one: it is free.",
    ],
    action: { label: "Create your free account", url: input.url },
    afterAction: ["If this was not you, you can ignore this email."],
    footer: signature(),
  }),

  signInCode: (input: { name: string; code: string; url: string }): EmailMessage => ({
    kind: "sign-in-code",
    // Not in the subject: a subject outlives the blanked body in the outbox and in notifications.
    subject: `Your ${liveSite().businessName} sign-in code`,
    preheader: `Your code is ${input.code}. It works for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`,
    heading: "Your sign-in code",
    paragraphs: [hello(input.name), "Type this code on the sign-in page:"],
    code: input.code,
    action: { label: "Or sign in with this link", url: input.url },
    afterAction: [`The code and the link work once, for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`, notYou],
    footer: signature(),
  }),

  /**
   * The code that finishes a sign-up. No link: the code is typed on the page where the
   * password was chosen, so whoever holds only the inbox cannot finish someone else's sign-up.
   */
  signUpCode: (input: { name: string; code: string }): EmailMessage => ({
    kind: "sign-up-code",
    subject: `Your ${liveSite().businessName} account code`,
    preheader: `Your code is ${input.code}. It works for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`,
    heading: "Finish creating your account",
    paragraphs: [
      hello(input.name),
      `Welcome to ${liveSite().businessName}. To finish creating your account, type this code on the page where you signed up:`,
    ],
    code: input.code,
    afterAction: [
      `The code works once, for ${SIGN_IN_CODE_TTL_MINUTES} minutes. It also confirms that this address is yours, so you can always get back into your account.`,
      "If you did not sign up, you can ignore this email: no account is made without the code.",
    ],
    footer: signature(),
  }),

  /**
   * Someone signed up with an address that has an account: the owner hears so, with a code
   * that signs her in. The sign-up page said the same as for a new address.
   */
  accountExists: (input: { name: string; code: string; url: string }): EmailMessage => ({
    kind: "account-exists",
    subject: `You already have a ${liveSite().businessName} account`,
    preheader: `Your sign-in code is ${input.code}. It works for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`,
    heading: "You already have an account",
    paragraphs: [
      hello(input.name),
      "Someone, we hope you, tried to create an account with this email address. You already have one, so nothing new was made.",
      "To sign in, type this code on the page where you signed up:",
    ],
    code: input.code,
    action: { label: "Or sign in with this link", url: input.url },
    afterAction: [
      `The code and the link work once, for ${SIGN_IN_CODE_TTL_MINUTES} minutes. Your password has not changed; if you have forgotten it, "Forgot your password?" on the log-in page sends you a link to choose a new one.`,
      notYou,
    ],
    footer: signature(),
  }),

  confirmEmail: (input: { name: string; url: string }): EmailMessage => ({
    kind: "confirm-email",
    subject: "Please confirm your email address",
    preheader: "One tap, so we know this address is yours.",
    heading: "Please confirm your email address",
    paragraphs: [
      hello(input.name),
      `Welcome to ${liveSite().businessName}. Please confirm that this address is yours, so you can always get back into your account and receive what you buy.`,
    ],
    action: { label: "Confirm my address", url: input.url },
    afterAction: ["If you did not create an account, you can ignore this email."],
    footer: signature(),
  }),

  welcome: (input: { name: string; kind: "portal" | "premium"; url: string }): EmailMessage =>
    input.kind === "portal"
      ? {
          kind: "welcome-portal",
          subject: "Your client portal is open",
          preheader: "Every program of the client portal is now yours.",
          heading: "Welcome to the client portal",
          paragraphs: [
            hello(input.name),
            "Your coach has opened the client portal for you: all the training programs, with each session's exercises, sets and rest, and a PDF of each to print or keep on your phone.",
            "A good place to start is Movement Patterns, month 1: two sessions a week that build the base for everything else.",
          ],
          action: { label: "Open the client portal", url: input.url },
          afterAction: ["Sign in with this email address to find everything waiting for you."],
          footer: signature(),
        }
      : {
          kind: "welcome-premium",
          subject: "Welcome to Premium",
          preheader: "The premium programs, meal plans, recipes and grocery lists are now yours.",
          heading: "Welcome to Premium",
          paragraphs: [
            hello(input.name),
            "Premium is now open on your account: the premium programs, all the meal plans, recipes and grocery lists, each with a PDF to download.",
            "A good place to start is the Nutrition page: pick the meal plan that suits you, then print its grocery list for your next shop.",
          ],
          action: { label: "Start with Nutrition", url: input.url },
          afterAction: ["Sign in with this email address to find everything waiting for you."],
          footer: signature(),
        },

  newsletterConfirm: (input: { url: string }): EmailMessage => ({
    kind: "newsletter-confirm",
    subject: "Please confirm your newsletter sign-up",
    preheader: "One tap and you are on the list for Live Classes.",
    heading: "Please confirm your sign-up",
    paragraphs: [
      hello(null),
      `Thank you for signing up for the ${liveSite().businessName} newsletter. Please confirm it is you, and we will email you as soon as Live Classes open, with occasional news.`,
    ],
    action: { label: "Confirm my sign-up", url: input.url },
    afterAction: ["If you did not sign up, ignore this email: you will not hear from us."],
    footer: signature(),
  }),

  newsletter: (input: {
    subject: string;
    body: { html: string; text: string };
    unsubscribeUrl: string;
  }): EmailMessage => ({
    kind: "newsletter",
    subject: input.subject,
    preheader: input.body.text.replace(/\s+/g, " ").slice(0, 120),
    heading: input.subject,
    paragraphs: [],
    body: input.body,
    footer: `${signature()}. You receive this because you signed up for our newsletter.`,
    unsubscribeUrl: input.unsubscribeUrl,
  }),

  digest: (input: { day: string; leads: string[]; confirmations: string[]; url: string }): EmailMessage => ({
    kind: "digest",
    subject: `Your daily summary: ${describeCount(input.leads.length, "new questionnaire")}, ${describeCount(input.confirmations.length, "newsletter sign-up")}`,
    preheader: "What happened on your site since yesterday's summary.",
    heading: "Since yesterday",
    paragraphs: [
      `Good morning ${liveSite().coachName},`,
      ...(input.leads.length > 0
        ? [`${describeCount(input.leads.length, "new questionnaire")}: ${input.leads.join("; ")}.`]
        : ["No new questionnaires."]),
      ...(input.confirmations.length > 0
        ? [
            `${describeCount(input.confirmations.length, "newsletter sign-up")} confirmed: ${input.confirmations.join(", ")}.`,
          ]
        : ["No new newsletter sign-ups."]),
    ],
    action: { label: "Open your leads", url: input.url },
    footer: `${liveSite().businessName}: one summary a day, ${input.day}.`,
  }),

  /**
   * Issue 18: the coach wrote in her thread. The message itself stays in the app: an email is
   * no place for what she tells her coach about her health (decision 0032).
   */
  coachReply: (input: { name: string; coachName: string; url: string }): EmailMessage => ({
    kind: "coach-reply",
    subject: `${input.coachName} replied to you`,
    preheader: `A new message from ${input.coachName} is waiting for you.`,
    heading: "You have a new message",
    paragraphs: [
      hello(input.name),
      `${input.coachName} has written to you. Sign in to read the message and reply if you like.`,
    ],
    action: { label: "Read it", url: input.url },
    footer: signature(),
  }),

  /** Issue 20: her workout day, at her time, and she has not trained yet. */
  reminderWorkout: (input: { name: string; url: string; offUrl: string }): EmailMessage => ({
    kind: "reminder-workout",
    subject: "Time for today's workout",
    preheader: "Your session is ready when you are.",
    heading: "Time for today's workout",
    paragraphs: [
      hello(input.name),
      "This is the reminder you asked for: today is one of your training days. Your session is ready when you are, and even a short one keeps your streak going.",
    ],
    action: { label: "Open today's session", url: input.url },
    footer: `${signature()}. You receive this because you turned on workout reminders.`,
    remindersOffUrl: input.offUrl,
  }),

  /** Issue 20: the check-in invite for a client who chose her reminders, at her time. */
  reminderCheckIn: (input: { name: string; url: string; offUrl: string }): EmailMessage => ({
    kind: "reminder-check-in",
    subject: "Your weekly check-in is ready",
    preheader: "Two minutes to tell your coach how your week went.",
    heading: "Your weekly check-in is ready",
    paragraphs: [
      hello(input.name),
      `Your weekly check-in with ${liveSite().coachName} is open. It takes about two minutes on your phone: how you feel, how your training went, and anything you would like to ask.`,
    ],
    action: { label: "Check in (2 minutes)", url: input.url },
    afterAction: ["Missed a week? No problem: just check in when you can."],
    footer: `${signature()}. You receive this because you turned on check-in reminders.`,
    remindersOffUrl: input.offUrl,
  }),

  /** Issue 20: Sunday, at her time. Only counts and a record: nothing she told her coach. */
  weeklySummary: (input: {
    name: string;
    week: string;
    sessions: number;
    streak: number;
    record: string | null;
    url: string;
    offUrl: string;
  }): EmailMessage => ({
    kind: "weekly-summary",
    subject: `Your week: ${describeCount(input.sessions, "session")} done`,
    preheader:
      input.sessions > 0
        ? "Well done. Here is your week in numbers."
        : "A new week starts tomorrow. Here is where you are.",
    heading: "Your week",
    paragraphs: [
      hello(input.name),
      `Week of ${input.week}:`,
      `Sessions done: ${input.sessions}.`,
      `Your streak: ${describeCount(input.streak, "day")} in a row.`,
      ...(input.record ? [`New record this week: ${input.record}. You are getting stronger.`] : []),
      input.sessions > 0
        ? "Every session counts. Keep going next week."
        : "No sessions this week, and that is all right. One short session next week is a great restart.",
    ],
    action: { label: "See your progress", url: input.url },
    footer: `${signature()}. You receive this because you turned on the weekly summary.`,
    remindersOffUrl: input.offUrl,
  }),

  // Issue 18: the weekly check-in is open. No health details: it only invites her in.
  checkInInvite: (input: { name: string; url: string }): EmailMessage => ({
    kind: "check-in-invite",
    subject: "Your weekly check-in is ready",
    preheader: "Two minutes to tell your coach how your week went.",
    heading: "Your weekly check-in is ready",
    paragraphs: [
      hello(input.name),
      `Your weekly check-in with ${liveSite().coachName} is open. It takes about two minutes on your phone: how you feel, how your training went, and anything you would like to ask.`,
    ],
    action: { label: "Check in (2 minutes)", url: input.url },
    afterAction: ["Missed a week? No problem: just check in when you can."],
    footer: signature(),
  }),

  /**
   * Issue 19: a coach added her as an assistant coach. The link is a single-use reset link
   * (decision 0033); no name in the subject, which is a header.
   */
  coachInvite: (input: { name: string; invitedBy: string; url: string; days: number }): EmailMessage => ({
    kind: "coach-invite",
    subject: `Your coach account at ${liveSite().businessName}`,
    preheader: `Choose your password to open the coach area. The link works once, for ${input.days} days.`,
    heading: "Choose your password",
    paragraphs: [
      hello(input.name),
      `${input.invitedBy} has made you a coach account at ${liveSite().businessName}, with this email address. Choose your password to open the coach area.`,
    ],
    action: { label: "Choose my password", url: input.url },
    afterAction: [
      `The link works once, for ${input.days} days. After that, use "Forgot your password?" on the Log In page.`,
      "If you did not expect this, you can ignore this email: nobody can use the account until a password is chosen with this link.",
    ],
    footer: signature(),
  }),

  /** Issue 19: sent to the old address when a coach moves her sign-in to another one. */
  emailChanged: (input: { name: string; newEmail: string }): EmailMessage => ({
    kind: "email-changed",
    subject: "Your sign-in email was changed",
    preheader: "From now on you sign in with a different email address.",
    heading: "Your sign-in email was changed",
    paragraphs: [
      hello(input.name),
      `The email address you sign in with at ${liveSite().businessName} was changed to ${input.newEmail}. Emails about your account now go there, and this address no longer signs in.`,
      "If you made this change, there is nothing more to do.",
    ],
    afterAction: [
      "If you did not make this change, someone may know your password: please ask whoever runs your website to restore your access straight away.",
    ],
    footer: signature(),
  }),

  /**
   * Issue 19: her subscription's payment failed. Access continues through the grace period; the
   * page she is sent to opens the provider's billing portal. No card details: we never hold them.
   */
  paymentFailed: (input: { name: string; until: string; url: string }): EmailMessage => ({
    kind: "payment-failed",
    subject: "Your payment did not go through",
    preheader: `Your Premium access continues until ${input.until}. Please update your card.`,
    heading: "Your payment did not go through",
    paragraphs: [
      hello(input.name),
      "We could not take your latest subscription payment. It happens: a card expires, or the bank says no once.",
      `Your Premium access continues until ${input.until}. Please update your card before then to keep it.`,
    ],
    action: { label: "Update my card", url: input.url },
    afterAction: [
      "If you have already updated your card, or you meant to stop, there is nothing more to do.",
    ],
    footer: signature(),
  }),
};

function describeCount(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
