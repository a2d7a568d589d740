// Closed lists the schema stores, with no import of Drizzle, so a page that shows them (the
// coach's member page, the questionnaire) can import them without shipping Drizzle to the
// browser, and the schema needs nothing above it (decision 0048).

/** What an entitlement can be. */
export const ENTITLEMENT_KINDS = ["portal", "premium"] as const;
export type EntitlementKind = (typeof ENTITLEMENT_KINDS)[number];

/** product.md §2.1: the onboarding steps, in order. */
export const ONBOARDING_STEP_IDS = ["welcome", "fitness", "goals", "diet", "time", "complete"] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];
