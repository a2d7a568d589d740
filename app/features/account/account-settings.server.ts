// Issue 36 §8: on her account page she changes her name, her sign-in email (confirmed with a
// code sent to the new address) and her password (her current one first). `routes/account/
// account.tsx` reads the form; the rules and their words live here.

import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { z } from "zod";
import { members } from "~/db/schema";
import { setAccountNewsletter } from "~/features/newsletter/newsletter.server";
import { getAppContext } from "~/lib/app-context.server";
import { type GuardArgs, throttleEmailRequest, throttleFor } from "~/lib/auth.server";
import { type FlashKey, flashCookie } from "~/lib/flash";
import { formFailure } from "~/lib/forms.server";
import { authenticate, type Member, normalizeEmail } from "~/lib/members.server";
import { hashSecret } from "~/lib/passwords.server";
import { forgetMemberSessions } from "~/lib/sessions-kept.server";
import { setMemberPassword } from "./credentials.server";
import { confirmEmailChange, requestEmailChange } from "./email-change.server";
import { EmailedCodeSchema, EmailSchema, NameSchema, NewPasswordSchema, PASSWORD_MAX } from "./schemas";
import { signInAndRedirect } from "./sign-in.server";

export const SETTINGS_MESSAGES = {
  currentPassword: "Please enter your current password.",
  wrongPassword: "That is not your current password. Please try again.",
  sameEmail: "That is already your sign-in email.",
  confirmPassword: "The two new passwords are not the same. Please type the new password twice.",
  wrongCode:
    "That code is not right, or it has expired. Please check the newest email at your new address, or ask for a new code.",
  taken: "That address was just taken by another account, so your email is unchanged.",
  unknownIntent: "That action is not known. Please use the buttons on this page.",
  newsletter: "Please choose whether you would like the newsletter.",
} as const;

const CurrentPasswordSchema = z
  .string({ error: SETTINGS_MESSAGES.currentPassword })
  .min(1, SETTINGS_MESSAGES.currentPassword)
  .max(PASSWORD_MAX, SETTINGS_MESSAGES.wrongPassword);

export const MemberAccountSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("manage-billing") }),
    z.object({ intent: z.literal("change-name"), name: NameSchema }),
    z.object({
      intent: z.literal("change-email"),
      email: EmailSchema,
      currentPassword: CurrentPasswordSchema,
    }),
    z.object({ intent: z.literal("confirm-email"), code: EmailedCodeSchema }),
    z.object({
      intent: z.literal("newsletter"),
      subscribe: z.enum(["yes", "no"], { error: SETTINGS_MESSAGES.newsletter }),
    }),
    z.object({
      intent: z.literal("change-password"),
      currentPassword: CurrentPasswordSchema,
      password: NewPasswordSchema,
      confirmPassword: z
        .string({ error: SETTINGS_MESSAGES.confirmPassword })
        .max(PASSWORD_MAX, SETTINGS_MESSAGES.confirmPassword),
    }),
  ],
  { error: SETTINGS_MESSAGES.unknownIntent },
);

type SettingsInput = Exclude<z.infer<typeof MemberAccountSchema>, { intent: "manage-billing" }>;
export type SettingsIntent = SettingsInput["intent"];

const backToAccount = (flash: FlashKey) =>
  redirect("/account", { headers: { "Set-Cookie": flashCookie(flash) } });

/**
 * Her current password, checked before her email or password changes, so a browser left
 * signed in is not enough to take the account. Wrong guesses count like failed sign-ins.
 */
async function checkCurrentPassword(args: GuardArgs, form: FormData, member: Member, password: string) {
  const throttle = await throttleFor(args, "login");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const { db } = getAppContext(args.context).database;
  const proven = await authenticate(db, member.email, password);
  if (proven?.id !== member.id) {
    return formFailure(form, 403, { fieldErrors: { currentPassword: SETTINGS_MESSAGES.wrongPassword } });
  }
  await throttle.succeeded();
  return null;
}

/** One of her settings changed, or the form's failure; a success redirects back to /account. */
export async function changeSetting(args: GuardArgs, member: Member, input: SettingsInput, form: FormData) {
  const app = getAppContext(args.context);
  const { db } = app.database;
  const mail = { db, appUrl: app.config.appUrl, now: app.now() };
  switch (input.intent) {
    case "change-name": {
      await db.update(members).set({ name: input.name }).where(eq(members.id, member.id));
      forgetMemberSessions(db, member.id);
      throw backToAccount("name-changed");
    }
    case "change-email": {
      if (normalizeEmail(input.email) === member.email) {
        return formFailure(form, 400, { fieldErrors: { email: SETTINGS_MESSAGES.sameEmail } });
      }
      const refused = await checkCurrentPassword(args, form, member, input.currentPassword);
      if (refused) return refused;
      const throttle = await throttleEmailRequest(args, "change-email", input.email);
      if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
      // The same answer whether the new address has an account or not: only its email differs.
      if (!throttle.skip) await requestEmailChange(mail, member, input.email, app.config.SESSION_SECRET);
      throw backToAccount("email-code-sent");
    }
    case "confirm-email": {
      const throttle = await throttleFor(args, "login");
      if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
      const changed = await confirmEmailChange(mail, member.id, input.code, app.config.SESSION_SECRET);
      if (changed === "wrong") {
        return formFailure(form, 401, { fieldErrors: { code: SETTINGS_MESSAGES.wrongCode } });
      }
      if (changed === "taken") return formFailure(form, 409, { formError: SETTINGS_MESSAGES.taken });
      await throttle.succeeded();
      throw backToAccount("email-moved");
    }
    case "newsletter": {
      const outcome = await setAccountNewsletter(mail, member, input.subscribe === "yes");
      throw backToAccount(
        outcome === "off" ? "newsletter-off" : outcome === "on" ? "newsletter-on" : "newsletter-confirm-sent",
      );
    }
    case "change-password": {
      if (input.password !== input.confirmPassword) {
        return formFailure(form, 400, {
          fieldErrors: { confirmPassword: SETTINGS_MESSAGES.confirmPassword },
        });
      }
      const refused = await checkCurrentPassword(args, form, member, input.currentPassword);
      if (refused) return refused;
      await setMemberPassword(db, member.id, await hashSecret(input.password));
      // Every session of hers ended with the old password; this browser goes on under a new one.
      return signInAndRedirect(args, member.id, "password-changed", "/account");
    }
  }
}
