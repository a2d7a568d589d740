import { z } from "zod";

const text = z.string().trim().min(1);

export const TestimonialSchema = z.strictObject({
  quote: text.max(600),
  author: text.max(80),
  detail: text.max(120),
});

export const PillarSchema = z.strictObject({
  id: z.enum(["exercise", "nutrition", "community"]),
  title: text.max(80),
  text: text.max(400),
});

export const MethodPhaseSchema = z.strictObject({
  name: text.max(80),
  summary: text.max(300),
  points: z.array(text.max(300)).min(1).max(8),
});

export const OFFER_IDS = ["kickstart", "signature", "continuum", "stay-strong"] as const;

/** An offer's words; its payment links and prices come from the site settings. */
export const OfferTextSchema = z.strictObject({
  id: z.enum(OFFER_IDS),
  title: text.max(80),
  length: text.max(40),
  summary: text.max(300),
  includes: z.array(text.max(200)).min(1).max(8),
});

/** The public pages' words the coach edits (issue 19): everything but the business facts. */
export const MarketingSchema = z.strictObject({
  /** The small label above the home page's heading. */
  heroBadge: text.max(60),
  homeTestimonials: z.array(TestimonialSchema).min(1).max(8),
  workWithMeTestimonials: z.array(TestimonialSchema).min(1).max(8),
  pillars: z
    .array(PillarSchema)
    .length(3)
    .refine((pillars) => new Set(pillars.map((pillar) => pillar.id)).size === 3, "one pillar of each kind"),
  /** Markdown, rendered and sanitised on the server. */
  founderStory: text.max(6000),
  methodology: z.array(MethodPhaseSchema).min(1).max(6),
  offers: z
    .array(OfferTextSchema)
    .length(OFFER_IDS.length)
    .refine(
      (offers) => new Set(offers.map((offer) => offer.id)).size === OFFER_IDS.length,
      "one of each offer",
    ),
  guarantee: text.max(300),
  remoteCoachingIncludes: z.array(text.max(200)).min(1).max(8),
  /**
   * The mobility reel on Work with Me (issue 36 §6): a link to her video. Until she adds one the
   * page shows the spec's placeholder, and the coach home's launch checklist lists it.
   */
  mobilityReelUrl: z
    .url({ protocol: /^https$/, error: "Please write a web address starting with https://." })
    .max(500)
    .optional(),
  /**
   * The mobility reel as a clip from her exercise library (issue 38 §3, decision 0059): the
   * entry's id; the page plays its public clip, before any link above.
   */
  mobilityReelExerciseId: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose one of the exercises in the list.")
    .optional(),
});

export type Testimonial = z.infer<typeof TestimonialSchema>;
export type Pillar = z.infer<typeof PillarSchema>;
export type MethodPhase = z.infer<typeof MethodPhaseSchema>;
export type OfferId = (typeof OFFER_IDS)[number];
export type OfferText = z.infer<typeof OfferTextSchema>;
export type Marketing = z.infer<typeof MarketingSchema>;
