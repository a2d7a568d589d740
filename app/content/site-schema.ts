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
    payment: z.object({
      kickstart: z.url(),
      signature: z.url(),
      continuum: z.url(),
      remoteCoaching: z.url(),
    }),
  }),
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
