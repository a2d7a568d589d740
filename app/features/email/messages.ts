// Every email the site sends, as data (`EmailMessage`), one family to a file; `messages` is
// the one place callers find them.
import { accountMessages } from "./account-messages";
import { bookingMessages } from "./booking-messages";
import { coachingMessages } from "./coaching-messages";
import { newsletterMessages } from "./newsletter-messages";
import { promiseMessages } from "./promise-messages";
import { signInMessages } from "./sign-in-messages";

export { type EmailKind, type EmailMessage, SENSITIVE_KINDS } from "./email-message";
export { EMAILED_RESET_TTL_MINUTES, SIGN_IN_CODE_TTL_MINUTES } from "./limits";

export const messages = {
  ...signInMessages,
  ...accountMessages,
  ...newsletterMessages,
  ...coachingMessages,
  ...bookingMessages,
  ...promiseMessages,
};
