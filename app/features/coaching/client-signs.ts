// The words for what a new client has done (issue 36 §1), client-safe so the coach's list and
// her home draw the same badge.

/** The audit line a coach's view of a client's record writes; "new" ends with the first one. */
export const VIEWED_CLIENT_RECORD = "viewed client record";

export type NewClientSign =
  | "portal"
  | "premium"
  | "access"
  | "screening"
  | "session"
  | "check-in"
  | "message"
  | "booking";

const SIGN_WORDS: Record<NewClientSign, string> = {
  portal: "entered the portal code",
  premium: "bought premium",
  access: "was given portal access",
  screening: "answered the health screening",
  session: "logged a session",
  "check-in": "checked in",
  message: "wrote to you",
  booking: "booked a time with you",
};

/** "New client: entered the portal code, answered the health screening and checked in". */
export function newClientText(signs: readonly NewClientSign[]): string {
  const words = signs.map((sign) => SIGN_WORDS[sign]);
  if (words.length === 0) return "New client";
  const last = words.pop();
  return `New client: ${words.length > 0 ? `${words.join(", ")} and ${last}` : last}`;
}
