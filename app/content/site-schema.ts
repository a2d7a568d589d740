import { z } from "zod";

const PriceSchema = z.object({
  label: z.string().min(1),
  /** Whole dollars, as the coach quotes them. */
  amount: z.number().positive(),
  per: z.string().min(1),
});

/** Validated at start-up and in a test, so the browser bundle need not carry zod. */
export const SiteConfigSchema = z.object({
  businessName: z.string().min(1),
  tagline: z.string().min(1),
  coachName: z.string().min(1),
  gym: z.object({ name: z.string().min(1), suburb: z.string().min(1) }),
  /** ISO date (YYYY-MM-DD) face-to-face training resumes. */
  faceToFaceResumes: z.iso.date(),
  currency: z.string().length(3),
  /** The gym's IANA zone: the sample dashboard's date, and a member's until her browser says. */
  timeZone: z.string().refine((zone) => {
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
    strengthAssessmentValue: z.number().positive(),
    sampleShopProduct: z.number().positive(),
  }),
  links: z.object({
    communityGroup: z.url(),
    bookingConsultation: z.url(),
    /** product.md §4.4: a different payment link per offer (and per Continuum format). */
    payment: z
      .object({
        kickstart: z.url(),
        signature: z.url(),
        continuum: z.object({ oneOnOne: z.url(), partner: z.url(), smallGroup: z.url() }),
        stayStrong: z.url(),
        remoteCoaching: z.url(),
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
  url: z.url().refine((url) => !url.endsWith("/"), "no trailing slash"),
  remoteCoachingNote: z.string().min(1),
  contact: z.object({
    email: z.email(),
    phone: z.string().min(1),
    postalAddress: z.string().min(1),
  }),
  legal: z.object({
    /** Laws the terms are governed by. */
    jurisdiction: z.string().min(1),
    /** Legal entity named in the policies. */
    entityName: z.string().min(1),
  }),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
