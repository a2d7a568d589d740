// The tokens an account email carries: a sign-in code with its one-tap link, and the address
// confirmation link. Each is issued in the transaction that queues its email, and spending one
// proves the address, so what was paid for with it arrives (decision 0029).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type EmailTokenPurpose, emailTokens, members } from "~/db/schema";
import { type EmailMessage, messages, SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { confirmAddress, findMemberByEmail, findMemberById, type Member } from "~/lib/members.server";
import type { AccountMail } from "./account-mail";
import { queueWelcome } from "./welcome.server";

/** Wrong codes before a sign-in code stops working (issue 16). */
export const SIGN_IN_CODE_TRIES = 5;
/** Days an address-confirmation link lives. */
export const CONFIRM_LINK_TTL_DAYS = 7;

type TokenPurpose = EmailTokenPurpose;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** 32 random bytes, URL-safe: a link's token, a pending sign-up's id, a password nobody knows. */
export const newRandomToken = () => randomBytes(32).toString("base64url");

export const newSixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

// A million codes are quickly tried against a plain digest; keyed by the server's secret, a
// copy of the table alone does not give them up.
export const codeDigest = (secret: string, tokenHash: string, code: string) =>
  createHmac("sha256", secret).update(`${tokenHash}:${code}`).digest("hex");

/**
 * A new token of this purpose for her, replacing any unused one (only the newest email's link
 * works); with a code, its keyed digest is stored beside the token's. Returns the token.
 */
export async function issueEmailToken(
  db: Database,
  member: Pick<Member, "id" | "email">,
  purpose: TokenPurpose,
  expiresAt: Date,
  now: Date,
  withCode?: { code: string; secret: string },
): Promise<string> {
  // Her row is locked first, so two requests at once leave one live token, not two.
  await db.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for("update");
  await db
    .delete(emailTokens)
    .where(
      and(eq(emailTokens.memberId, member.id), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
    );
  const token = newRandomToken();
  const tokenHash = digest(token);
  await db.insert(emailTokens).values({
    tokenHash,
    purpose,
    memberId: member.id,
    email: member.email,
    codeHash: withCode ? codeDigest(withCode.secret, tokenHash, withCode.code) : null,
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

const live = (now: Date) => and(isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now));

/**
 * The member whose live code this is, or null. Each wrong try is counted on the code itself in
 * one statement, so five tries are five even when sent in parallel; the fifth wrong one ends it.
 * A right code is spent as it is accepted, and proves the address.
 */
export async function verifySignInCode(
  db: Database,
  input: { email: string; code: string; secret: string },
  now: Date,
  appUrl?: string,
): Promise<Member | null> {
  const member = await findMemberByEmail(db, input.email);
  if (!member) return null;
  const [tried] = await db
    .update(emailTokens)
    .set({ attempts: sql`${emailTokens.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(emailTokens.memberId, member.id),
        eq(emailTokens.purpose, "sign-in"),
        live(now),
        lt(emailTokens.attempts, SIGN_IN_CODE_TRIES),
      ),
    )
    .returning({ tokenHash: emailTokens.tokenHash, codeHash: emailTokens.codeHash });
  if (!tried?.codeHash) return null;
  const expected = Buffer.from(tried.codeHash, "hex");
  const given = Buffer.from(codeDigest(input.secret, tried.tokenHash, input.code), "hex");
  if (!timingSafeEqual(expected, given)) return null;
  return spend(db, tried.tokenHash, "sign-in", now, appUrl);
}

/** Whose sign-in link or confirmation this is, without spending it (the page before the button). */
export async function peekEmailToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ email: string } | null> {
  const [row] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, digest(token)), eq(emailTokens.purpose, purpose), live(now)));
  return row ?? null;
}

/** Spends a sign-in link: the member it signs in, or null when it is dead. */
export function spendSignInLink(
  db: Database,
  token: string,
  now: Date,
  appUrl?: string,
): Promise<Member | null> {
  return spend(db, digest(token), "sign-in", now, appUrl);
}

/**
 * Marks a token used (once: the update only matches a live, unused row, so two taps cannot
 * both succeed) and confirms the address it was sent to, in one transaction; anything paid
 * for with that address arrives, with its welcome email when `appUrl` is given.
 */
async function spend(
  db: Database,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
  appUrl?: string,
): Promise<Member | null> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), live(now)))
      .returning({ memberId: emailTokens.memberId, email: emailTokens.email });
    if (!spent) return null;
    const member = await findMemberById(tx, spent.memberId);
    // The address proven is the one the email went to; it must still be hers.
    if (!member || member.email !== spent.email) return null;
    const arrived = await confirmAddress(tx, member, now);
    if (appUrl) {
      for (const grant of arrived) await queueWelcome(tx, { appUrl, now }, member, grant.kind, grant.source);
    }
    return { ...member, emailConfirmedAt: member.emailConfirmedAt ?? now };
  });
}

/** Queues the "please confirm your address" email, in the transaction that created the account. */
export async function sendAddressConfirmation(
  { db, appUrl, now }: AccountMail,
  member: Member,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + CONFIRM_LINK_TTL_DAYS * 24 * 60 * 60_000);
  const token = await issueEmailToken(db, member, "confirm-email", expiresAt, now);
  const url = `${appUrl}/confirm-email?${new URLSearchParams({ token })}`;
  await enqueueEmail(
    db,
    { to: member.email, message: messages.confirmEmail({ name: member.name, url }) },
    now,
  );
}

/**
 * Spends a confirmation link: the address is confirmed and anything bought with it arrives,
 * with its welcome email. The member, or null when the link is dead.
 */
export function confirmAddressWithLink(mail: AccountMail, token: string): Promise<Member | null> {
  return spend(mail.db, digest(token), "confirm-email", mail.now, mail.appUrl);
}

/** Issues her a sign-in code and link and queues them in the email `compose` writes. */
export async function queueSignInCode(
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
