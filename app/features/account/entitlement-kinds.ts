// What an entitlement can be. Client-safe: the coach's member page lists them, and importing
// them from the Drizzle schema would ship Drizzle to her browser.

export const ENTITLEMENT_KINDS = ["portal", "premium"] as const;
export type EntitlementKind = (typeof ENTITLEMENT_KINDS)[number];
