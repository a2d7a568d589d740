// The emails that let her in: a reset link, a sign-in or sign-up code, the "no account" answer
// and the address confirmation. Each body but "no account" opens the account, so the outbox
// blanks it once delivered (`SENSITIVE_KINDS`).
import { liveSite } from "~/content/live.server";
import type { EmailMessage } from "./email-message";
import { EMAILED_RESET_TTL_MINUTES, SIGN_IN_CODE_TTL_MINUTES } from "./limits";
import { hello, notYou, signature } from "./message-phrases";

export const signInMessages = {
  passwordReset: (input: { name: string; url: string }): EmailMessage => ({
    kind: "password-reset",
    subject: "Choose a new password",
    preheader: "Your link to choose a new password. It works once, for 1 hour.",
    heading: "Choose a new password",
    paragraphs: [hello(input.name), "Someone, we hope you, asked to reset the password of your account."],
    action: { label: "Choose a new password", url: input.url },
    afterAction: [`The link works once, for ${EMAILED_RESET_TTL_MINUTES / 60} hour.`, notYou],
    footer: signature(),
  }),

  /** Sent when someone asks for a reset or a code for an address with no account. */
  noAccount: (input: { url: string; asked: "reset" | "sign-in" }): EmailMessage => ({
    kind: "no-account",
    subject: `Your ${liveSite().businessName} sign-in`,
    preheader: "There is no account with this address yet.",
    heading: "There is no account with this address",
    paragraphs: [
      hello(null),
      `Someone, perhaps you, asked ${input.asked === "reset" ? "for a new password" : "for a sign-in code"} for ${liveSite().businessName} with this email address, but no account uses it.`,
      "If you have an account, it may be under another address. If not, you are welcome to create one: it is free.",
    ],
    action: { label: "Create your free account", url: input.url },
    afterAction: ["If this was not you, you can ignore this email."],
    footer: signature(),
  }),

  signInCode: (input: { name: string; code: string; url: string }): EmailMessage => ({
    kind: "sign-in-code",
    // Not in the subject: a subject outlives the blanked body in the outbox and in notifications.
    subject: `Your ${liveSite().businessName} sign-in code`,
    preheader: `Your code is ${input.code}. It works for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`,
    heading: "Your sign-in code",
    paragraphs: [hello(input.name), "Type this code on the sign-in page:"],
    code: input.code,
    action: { label: "Or sign in with this link", url: input.url },
    afterAction: [`The code and the link work once, for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`, notYou],
    footer: signature(),
  }),

  /**
   * The code that finishes a sign-up. No link: the code is typed on the page where the
   * password was chosen, so whoever holds only the inbox cannot finish someone else's sign-up.
   */
  signUpCode: (input: { name: string; code: string }): EmailMessage => ({
    kind: "sign-up-code",
    subject: `Your ${liveSite().businessName} account code`,
    preheader: `Your code is ${input.code}. It works for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`,
    heading: "Finish creating your account",
    paragraphs: [
      hello(input.name),
      `Welcome to ${liveSite().businessName}. To finish creating your account, type this code on the page where you signed up:`,
    ],
    code: input.code,
    afterAction: [
      `The code works once, for ${SIGN_IN_CODE_TTL_MINUTES} minutes. It also confirms that this address is yours, so you can always get back into your account.`,
      "If you did not sign up, you can ignore this email: no account is made without the code.",
    ],
    footer: signature(),
  }),

  /**
   * Issue 36 §5: a sign-in code (or a new password) was asked for an address whose sign-up was
   * begun in another browser and not finished. Its code works only where it was begun, so the
   * way on is to start again here.
   */
  signUpPending: (input: { url: string }): EmailMessage => ({
    kind: "sign-up-pending",
    subject: `Finish creating your ${liveSite().businessName} account`,
    preheader: "Your account is not made yet: here is how to finish.",
    heading: "Your account is not made yet",
    paragraphs: [
      hello(null),
      `Someone, perhaps you, asked to sign in to ${liveSite().businessName} with this email address. An account was started with it, but the code we emailed was not typed in yet, so the account is not made.`,
      "To finish, create your account again on the phone or computer you are using now. We will email you a new code to type there.",
    ],
    action: { label: "Create my account", url: input.url },
    afterAction: ["If this was not you, you can ignore this email: no account is made without the code."],
    footer: signature(),
  }),

  /** Issue 36 §8: the code that moves her sign-in to this address, sent to the new address. */
  changeEmailCode: (input: { name: string; code: string }): EmailMessage => ({
    kind: "change-email-code",
    subject: `Your ${liveSite().businessName} email change code`,
    preheader: `Your code is ${input.code}. It works for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`,
    heading: "Confirm your new email address",
    paragraphs: [
      hello(input.name),
      "You asked to sign in with this email address from now on. To confirm it is yours, type this code on your account page:",
    ],
    code: input.code,
    afterAction: [
      `The code works once, for ${SIGN_IN_CODE_TTL_MINUTES} minutes. Nothing changes until it is typed.`,
      "If you did not ask for this, you can ignore this email.",
    ],
    footer: signature(),
  }),

  /** Issue 36 §8: an email change asked for an address that has an account; no code, nothing moves. */
  emailInUse: (input: { name: string }): EmailMessage => ({
    kind: "email-in-use",
    subject: `Your ${liveSite().businessName} account`,
    preheader: "This address already has an account, so nothing was changed.",
    heading: "This address already has an account",
    paragraphs: [
      hello(input.name),
      `Someone, perhaps you, asked to move another ${liveSite().businessName} account to this email address. This address already has its own account, so nothing was changed.`,
      "If you wanted one account for both, please contact us and we will help.",
    ],
    afterAction: ["If this was not you, you can ignore this email."],
    footer: signature(),
  }),

  /**
   * Someone signed up with an address that has an account: the owner hears so, with a code
   * that signs her in. The sign-up page said the same as for a new address.
   */
  accountExists: (input: { name: string; code: string; url: string }): EmailMessage => ({
    kind: "account-exists",
    subject: `You already have a ${liveSite().businessName} account`,
    preheader: `Your sign-in code is ${input.code}. It works for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`,
    heading: "You already have an account",
    paragraphs: [
      hello(input.name),
      "Someone, we hope you, tried to create an account with this email address. You already have one, so nothing new was made.",
      "To sign in, type this code on the page where you signed up:",
    ],
    code: input.code,
    action: { label: "Or sign in with this link", url: input.url },
    afterAction: [
      `The code and the link work once, for ${SIGN_IN_CODE_TTL_MINUTES} minutes. Your password has not changed; if you have forgotten it, "Forgot your password?" on the log-in page sends you a link to choose a new one.`,
      notYou,
    ],
    footer: signature(),
  }),

  confirmEmail: (input: { name: string; url: string }): EmailMessage => ({
    kind: "confirm-email",
    subject: "Please confirm your email address",
    preheader: "One tap, so we know this address is yours.",
    heading: "Please confirm your email address",
    paragraphs: [
      hello(input.name),
      `Welcome to ${liveSite().businessName}. Please confirm that this address is yours, so you can always get back into your account and receive what you buy.`,
    ],
    action: { label: "Confirm my address", url: input.url },
    afterAction: ["If you did not create an account, you can ignore this email."],
    footer: signature(),
  }),
};
