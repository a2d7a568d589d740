// Issue 19 §6: the coach's own account and her assistant coaches (decision 0033). The rules and
// their messages live here; `routes/coach/account.tsx` reads the form and answers.
import { z } from "zod";
import { EmailSchema, NameSchema, NewPasswordSchema, PASSWORD_MAX } from "~/features/account/schemas";

export const ACCOUNT_MESSAGES = {
  currentPassword: "Please enter your current password.",
  wrongPassword: "That is not your current password. Please try again.",
  sameEmail: "That is already your sign-in email.",
  emailTaken: "That email address is already in use by another account.",
  confirmPassword: "The two new passwords are not the same. Please type the new password twice.",
  accountExists:
    "This address already has an account here. A coach sees every client's health answers, so an existing account cannot become a coach: please use an address that has no account.",
  self: "You cannot remove your own coach access.",
  lastCoach: "The last coach cannot be removed: the site always keeps one.",
  notACoach: "That coach account was not found. The list shows the coaches as they are now.",
  notAllowed: "Your account is no longer a coach account, so it cannot remove a coach.",
  ownerOnly:
    "Only the coach who owns this site can add or remove coaches, or change a coach's account. Please ask her.",
  unknownIntent: "That action is not known. Please use the buttons on this page.",
  gone: "Your account could not be found. Please sign in again.",
} as const;

const CurrentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.currentPassword })
  .min(1, ACCOUNT_MESSAGES.currentPassword)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.wrongPassword);

export const AccountActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("change-email"),
      email: EmailSchema,
      currentPassword: CurrentPasswordSchema,
    }),
    z.object({
      intent: z.literal("change-password"),
      currentPassword: CurrentPasswordSchema,
      password: NewPasswordSchema,
      confirmPassword: z
        .string({ error: ACCOUNT_MESSAGES.confirmPassword })
        .max(PASSWORD_MAX, ACCOUNT_MESSAGES.confirmPassword),
    }),
    z.object({ intent: z.literal("add-coach"), name: NameSchema, email: EmailSchema }),
    // Any text: an id of no coach is answered by the rules, not by the schema.
    z.object({ intent: z.literal("remove-coach"), memberId: z.string().max(200) }),
  ],
  { error: ACCOUNT_MESSAGES.unknownIntent },
);

export type AccountAction = z.infer<typeof AccountActionSchema>;
export type AccountIntent = AccountAction["intent"];
