// The emails that let her in: a reset link and a sign-in code with its link (the sign-up's code
// is in sign-up.server.ts). Each is queued in the outbox inside the transaction that creates its token
// (decision 0029); an address with no account gets one email saying so, never silence, so
// neither the page nor its timing tells whether the address has an account.
import { EMAILED_RESET_TTL_MINUTES, messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { findMemberByEmail, normalizeEmail } from "~/lib/members.server";
import type { AccountMail } from "./account-mail";
import { queueSignInCode } from "./email-tokens.server";
import { createPasswordReset } from "./password-reset.server";
import { pendingFromBrowser, queuePendingSignUp, restartSignUpCode } from "./sign-up.server";

/** To an address with no account: the same one email as an account gets, saying so. */
export async function queueNoAccount(
  { db, appUrl, now }: AccountMail,
  email: string,
  asked: "reset" | "sign-in",
) {
  const message = messages.noAccount({ url: `${appUrl}/signup`, asked });
  await enqueueEmail(db, { to: normalizeEmail(email), message }, now);
}

/**
 * "Forgot your password?": a reset link valid 1 hour to an account's address, or to an address
 * with no account an email saying so. Both write the same rows' worth of work, so neither the
 * page nor its timing tells whether the address has an account.
 */
export async function sendPasswordReset({ db, appUrl, now }: AccountMail, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findMemberByEmail(tx, email);
    if (!member) {
      const pending = await pendingFromBrowser(tx, email, null, now);
      if (pending.any) return queuePendingSignUp({ db: tx, appUrl, now }, email);
      return queueNoAccount({ db: tx, appUrl, now }, email, "reset");
    }
    const token = await createPasswordReset(tx, member.id, now, EMAILED_RESET_TTL_MINUTES * 60_000);
    const url = `${appUrl}/reset-password?${new URLSearchParams({ token })}`;
    await enqueueEmail(
      tx,
      { to: member.email, message: messages.passwordReset({ name: member.name, url }) },
      now,
    );
  });
}

/**
 * A 6-digit code and a one-tap link, both valid 10 minutes and once; a new request replaces
 * the one before. An address with no account gets the "no account" email instead.
 */
export async function sendSignInCode(
  { db, appUrl, now }: AccountMail,
  email: string,
  secret: string,
  redirectTo: string,
  browserHash: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const mail = { db: tx, appUrl, now };
    const member = await findMemberByEmail(tx, email);
    if (member) return queueSignInCode(mail, member, secret, redirectTo, messages.signInCode);
    // No account yet, but a sign-up waits (issue 36 §5): begun in this browser, a new code that
    // finishes it; begun elsewhere, an email that says how to finish. Never the "no account" one.
    const pending = await pendingFromBrowser(tx, email, browserHash, now);
    if (pending.mine) return restartSignUpCode(mail, pending.mine, secret);
    if (pending.any) return queuePendingSignUp(mail, email);
    await queueNoAccount(mail, email, "sign-in");
  });
}
