// The emails about her account itself: access arrives, a payment fails, she is made an assistant
// coach, her sign-in address changes (issue 19).
import { liveSite } from "~/content/live.server";
import type { EmailMessage } from "./email-message";
import { hello, signature } from "./message-phrases";

export const accountMessages = {
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
