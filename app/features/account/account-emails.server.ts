// The emails that let her in: a reset link, a sign-in code with its link, and the code that
// finishes a sign-up. Each is queued in the outbox inside the transaction that creates its token
// (decision 0029); an address with no account gets one email saying so, never silence, so
// neither the page nor its timing tells whether the address has an account.
import { timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { pendingSignups, type TextSize } from "~/db/schema";
import {
  EMAILED_RESET_TTL_MINUTES,
  type EmailMessage,
  messages,
  SIGN_IN_CODE_TTL_MINUTES,
} from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import {
  confirmAddress,
  createMember,
  findMemberByEmail,
  type Member,
  normalizeEmail,
} from "~/lib/members.server";
import type { AccountMail } from "./account-mail";
import {
  codeDigest,
  issueEmailToken,
  newRandomToken,
  newSixDigitCode,
  SIGN_IN_CODE_TRIES,
  verifySignInCode,
} from "./email-tokens.server";
import { createPasswordReset } from "./password-reset.server";
import { queueWelcome } from "./welcome.server";

/** To an address with no account: the same one email as an account gets, saying so. */
async function queueNoAccount({ db, appUrl, now }: AccountMail, email: string, asked: "reset" | "sign-in") {
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
    if (!member) return queueNoAccount({ db: tx, appUrl, now }, email, "reset");
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
): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findMemberByEmail(tx, email);
    if (!member) return queueNoAccount({ db: tx, appUrl, now }, email, "sign-in");
    await queueSignInCode({ db: tx, appUrl, now }, member, secret, redirectTo, messages.signInCode);
  });
}

/** Issues her a sign-in code and link and queues them in the email `compose` writes. */
async function queueSignInCode(
  { db, appUrl, now }: AccountMail,
  member: Member,
  secret: string,
  redirectTo: string,
  compose: (input: { name: string; code: string; url: string }) => EmailMessage,
): Promise<void> {
  const code = newSixDigitCode();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_TTL_MINUTES * 60_000);
  const token = await issueEmailToken(db, member, "sign-in", expiresAt, now, { code, secret });
  const url = `${appUrl}/login/link?${new URLSearchParams({ token, ...(redirectTo !== "/dashboard" ? { redirectTo } : {}) })}`;
  await enqueueEmail(db, { to: member.email, message: compose({ name: member.name, code, url }) }, now);
}

/**
 * A sign-up (issue 16). A new address gets a code that finishes it: no account exists until
 * then. An address that has an account gets a sign-in code and is told it has one. Either way
 * the one email is queued and the page says the same, so sign-up does not tell whether an
 * address has an account; the password is hashed in both cases by the caller.
 */
export async function startSignUp(
  { db, appUrl, now }: AccountMail,
  input: { name: string; email: string; passwordHash: string },
  secret: string,
  redirectTo: string,
): Promise<void> {
  const email = normalizeEmail(input.email);
  await db.transaction(async (tx) => {
    const member = await findMemberByEmail(tx, email);
    if (member) {
      return queueSignInCode({ db: tx, appUrl, now }, member, secret, redirectTo, messages.accountExists);
    }
    const code = newSixDigitCode();
    const id = newRandomToken();
    const row = {
      id,
      name: input.name.trim(),
      passwordHash: input.passwordHash,
      codeHash: codeDigest(secret, id, code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MINUTES * 60_000),
      updatedAt: now,
    };
    // Sign-ups never finished go: their name and password hash are kept no longer than needed.
    await tx.delete(pendingSignups).where(lt(pendingSignups.expiresAt, now));
    // The newest sign-up for an address replaces the one before: only its code works.
    await tx
      .insert(pendingSignups)
      .values({ email, ...row, createdAt: now })
      .onConflictDoUpdate({ target: pendingSignups.email, set: row });
    await enqueueEmail(tx, { to: email, message: messages.signUpCode({ name: row.name, code }) }, now);
  });
}

/**
 * The code typed on the sign-up page: for a new address it creates the account, confirmed,
 * with what was paid for with the address; for an address with an account it is a sign-in
 * code. Wrong codes are counted as sign-in codes are, five and it dies. Null when it is wrong.
 */
export async function finishSignUp(
  { db, appUrl, now }: AccountMail,
  input: { email: string; code: string; secret: string; textSize?: TextSize },
): Promise<{ member: Member; created: boolean } | null> {
  const email = normalizeEmail(input.email);
  if (await findMemberByEmail(db, email)) {
    const member = await verifySignInCode(db, input, now, appUrl);
    return member ? { member, created: false } : null;
  }
  const [tried] = await db
    .update(pendingSignups)
    .set({ attempts: sql`${pendingSignups.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(pendingSignups.email, email),
        gt(pendingSignups.expiresAt, now),
        lt(pendingSignups.attempts, SIGN_IN_CODE_TRIES),
      ),
    )
    .returning();
  if (!tried) return null;
  const expected = Buffer.from(tried.codeHash, "hex");
  const given = Buffer.from(codeDigest(input.secret, tried.id, input.code), "hex");
  if (!timingSafeEqual(expected, given)) return null;
  return db.transaction(async (tx) => {
    // Spent once: of two taps at once, only one deletes the row and goes on.
    const [spent] = await tx.delete(pendingSignups).where(eq(pendingSignups.id, tried.id)).returning();
    if (!spent) return null;
    const member = await createMember(tx, {
      name: spent.name,
      email,
      passwordHash: spent.passwordHash,
      textSize: input.textSize,
    });
    // An account made meanwhile for this address (the coach's invite): the code proved the
    // address, which signs her in to it as an emailed sign-in code would.
    const owner = member ?? (await findMemberByEmail(tx, email));
    if (!owner) return null;
    const arrived = await confirmAddress(tx, owner, now);
    for (const grant of arrived) await queueWelcome(tx, { appUrl, now }, owner, grant.kind, grant.source);
    return {
      member: { ...owner, emailConfirmedAt: owner.emailConfirmedAt ?? now },
      created: member !== null,
    };
  });
}
