// The newsletter (its double opt-in and its issues) and the coach's daily summary of leads and
// sign-ups.
import { liveSite } from "~/content/live.server";
import type { EmailMessage } from "./email-message";
import { describeCount, hello, signature } from "./message-phrases";

export const newsletterMessages = {
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
};
