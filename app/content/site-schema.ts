import { z } from "zod";

// Every field has a ceiling: the coach edits them in a form (issue 19), and an oversize value
// is a field error, not a page that breaks.
const name = (max = 120) => z.string().trim().min(1).max(max);
const link = () => z.url().max(500);
const amount = () => z.number().positive().max(100_000);

const PriceSchema = z.object({
  label: name(80),
  /** Whole dollars, as the coach quotes them. */
  amount: amount(),
  per: name(40),
});

/** Validated at start-up and in a test, so the browser bundle need not carry zod. */
export const SiteConfigSchema = z.object({
  businessName: name(),
  tagline: name(),
  coachName: name(),
  gym: z.object({ name: name(), suburb: name(80) }),
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
    phone: name(40),
    postalAddress: name(200),
  }),
  legal: z.object({
    /** Laws the terms are governed by. */
    jurisdiction: name(),
    /** Legal entity named in the policies. */
    entityName: name(),
  }),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
