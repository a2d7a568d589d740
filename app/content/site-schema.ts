import { z } from "zod";

// Every field has a ceiling: the coach edits them in a form (issue 19), and an oversize value
// is a field error, not a page that breaks.
const name = (max = 120) => z.string().trim().min(1).max(max);
/**
 * Security review (issue 37): a one-line setting (the business and coach names go into every
 * email's From and Subject) may not hold a line break or another control character; one would
 * let a header be added to the emails, so it is refused when she publishes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
export const ONE_LINE_MESSAGE = "Please keep this on one line, without line breaks or tabs.";
const line = (max = 120) => name(max).refine((value) => !CONTROL.test(value), ONE_LINE_MESSAGE);
const link = () => z.url().max(500);
const amount = () => z.number().positive().max(100_000);

const PriceSchema = z.object({
  label: line(80),
  /** Whole dollars, as the coach quotes them. */
  amount: amount(),
  per: line(40),
});

/** Validated at start-up and in a test, so the browser bundle need not carry zod. */
export const SiteConfigSchema = z.object({
  businessName: line(),
  tagline: line(),
  coachName: line(),
  gym: z.object({ name: line(), suburb: line(80) }),
  /** ISO date (YYYY-MM-DD) face-to-face training resumes. */
  faceToFaceResumes: z.iso.date(),
  currency: z.string().length(3),
  /** The gym's IANA zone: the sample dashboard's date, and a member's until her browser says. */
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as Australia/Sydney"),
  prices: z.object({
    oneOnOne: PriceSchema,
    partner: PriceSchema,
    smallGroup: PriceSchema,
    strengthAssessmentValue: amount(),
    sampleShopProduct: amount(),
  }),
  links: z.object({
    communityGroup: link(),
    bookingConsultation: link(),
    /** product.md §4.4: a different payment link per offer (and per Continuum format). */
    payment: z
      .object({
        kickstart: link(),
        signature: link(),
        continuum: z.object({ oneOnOne: link(), partner: link(), smallGroup: link() }),
        stayStrong: link(),
        remoteCoaching: link(),
      })
      .refine((links) => {
        const all = [
          links.kickstart,
          links.signature,
          ...Object.values(links.continuum),
          links.stayStrong,
          links.remoteCoaching,
        ];
        return new Set(all).size === all.length;
      }, "every offer needs its own payment link"),
  }),
  /** The public address of the site, for canonical links, the sitemap and sharing. */
  url: link().refine((url) => !url.endsWith("/"), "no trailing slash"),
  remoteCoachingNote: name(600),
  contact: z.object({
    email: z.email().max(254),
    phone: line(40),
    postalAddress: name(200),
  }),
  legal: z.object({
    /** Laws the terms are governed by. */
    jurisdiction: line(),
    /** Legal entity named in the policies. */
    entityName: line(),
  }),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
