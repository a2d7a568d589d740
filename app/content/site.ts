import type { SiteConfig } from "./site-schema";

/**
 * Every business fact lives here and only here. Values marked PLACEHOLDER are stand-ins the
 * coach replaces before launch (DESIGN §2); the rest come from the specification.
 */
export const site = {
  businessName: "Wellness Beyond 50",
  url: "https://www.wellnessbeyond50.example", // PLACEHOLDER: the live domain
  tagline: "wellness beyond 50",
  coachName: "Your Coach", // PLACEHOLDER
  gym: { name: "Community Strength Gym", suburb: "Riverside" }, // PLACEHOLDER
  faceToFaceResumes: "2025-05-27",
  currency: "AUD", // PLACEHOLDER: the spec only shows "$"
  timeZone: "Australia/Sydney", // PLACEHOLDER: the gym's time zone
  prices: {
    oneOnOne: { label: "1:1 coaching", amount: 50, per: "week" },
    partner: { label: "Partner training (2 people)", amount: 40, per: "week per person" },
    smallGroup: { label: "Small group (3 or more)", amount: 35, per: "week per person" },
    strengthAssessmentValue: 150,
    sampleShopProduct: 29.99,
  },
  links: {
    communityGroup: "https://www.facebook.com/groups/wellness-beyond-50", // PLACEHOLDER
    bookingConsultation: "https://calendly.com/wellness-beyond-50/free-consultation", // PLACEHOLDER
    payment: {
      kickstart: "https://buy.stripe.com/test_kickstart", // PLACEHOLDER
      signature: "https://buy.stripe.com/test_signature", // PLACEHOLDER
      continuum: {
        oneOnOne: "https://buy.stripe.com/test_continuum_1on1", // PLACEHOLDER
        partner: "https://buy.stripe.com/test_continuum_partner", // PLACEHOLDER
        smallGroup: "https://buy.stripe.com/test_continuum_group", // PLACEHOLDER
      },
      stayStrong: "https://buy.stripe.com/test_stay_strong", // PLACEHOLDER
      remoteCoaching: "https://buy.stripe.com/test_remote", // PLACEHOLDER
    },
  },
  // PLACEHOLDER: the spec shows a pricing note but not its words.
  remoteCoachingNote:
    "Remote coaching is $50 a week, billed every four weeks. No lock-in contract: pause or stop with a week's notice.",
  contact: {
    email: "hello@example.com", // PLACEHOLDER
    phone: "0400 000 000", // PLACEHOLDER
    postalAddress: "PO Box 000, Riverside NSW 2000", // PLACEHOLDER
  },
  legal: {
    jurisdiction: "New South Wales, Australia", // PLACEHOLDER
    entityName: "Wellness Beyond 50", // PLACEHOLDER
  },
} satisfies SiteConfig;
