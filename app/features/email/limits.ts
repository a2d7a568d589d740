// How long emailed codes and links work: shown on the pages that send them, so kept apart
// from the messages (server-only, they read the live site settings).
/** Minutes a sign-in code and its link live (issue 16). */
export const SIGN_IN_CODE_TTL_MINUTES = 10;
/** Minutes an emailed reset link lives; the coach's hand-made link lives 24 hours. */
export const EMAILED_RESET_TTL_MINUTES = 60;
