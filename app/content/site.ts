import type { SiteConfig } from "./site-schema";

/**
 * Every business fact lives here and only here. Values marked PLACEHOLDER are stand-ins the
 * coach replaces before launch (DESIGN §2); the rest come from the specification.
 */
export const site = {
  businessName: "Wellness Beyond 50",
  tagline: "wellness beyond 50",
  coachName: "Your Coach", // PLACEHOLDER
  gym: { name: "Community Strength Gym", suburb: "Riverside" }, // PLACEHOLDER
  faceToFaceResumes: "2025-05-27",
  currency: "AUD", // PLACEHOLDER: the spec only shows "$"
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
      continuum: "https://buy.stripe.com/test_continuum", // PLACEHOLDER
      remoteCoaching: "https://buy.stripe.com/test_remote", // PLACEHOLDER
    },
  },
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
