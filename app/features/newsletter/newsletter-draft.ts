import { z } from "zod";

/** What the coach writes: a subject line and a Markdown message. */
export const NewsletterDraftSchema = z.object({
  subject: z
    .string({ error: "Please write a subject." })
    .trim()
    .min(1, "Please write a subject.")
    .max(150, "Please keep the subject to 150 characters: inboxes cut it short.")
    .refine((value) => !/[\r\n]/.test(value), "The subject must be one line."),
  body: z
    .string({ error: "Please write the message." })
    .trim()
    .min(1, "Please write the message.")
    .max(20_000, "Please keep the message under 20,000 characters."),
});

export const NEWSLETTER_STARTER = `Hello,

Write your news here.

- A list item
- Another one

See you soon!`;
