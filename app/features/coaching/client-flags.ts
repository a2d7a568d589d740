// Reasons a client needs the coach that are decided when her data changes (issue 39) and kept
// in `client_flags`, beside those clients.server.ts counts on each view. Client-safe: the
// badges and the attention order read these names.

export const CLIENT_FLAG_KINDS = ["fall-risk", "pain-jump", "redesign", "joints", "sleep"] as const;
export type ClientFlagKind = (typeof CLIENT_FLAG_KINDS)[number];

export const isClientFlagKind = (value: string): value is ClientFlagKind =>
  (CLIENT_FLAG_KINDS as readonly string[]).includes(value);

/** A flag as the coach's pages show it: the kind's words, then why. */
export type ClientFlag = { kind: ClientFlagKind; detail: string; raisedAt: Date };
