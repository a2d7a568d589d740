// The emails of an account: a reset link, a sign-in code with its link, the address
// confirmation, and the welcome when access arrives. Each is queued in the outbox inside the
// transaction that creates its token or grant (decision 0029).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  type EntitlementKind,
  emailTokens,
  entitlements,
  members,
  pendingSignups,
  type TextSize,
} from "~/db/schema";
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
  createPasswordReset,
  findMemberByEmail,
  findMemberById,
  grantEntitlement,
  isActive,
  isUniqueViolation,
  type Member,
  normalizeEmail,
  setMemberEmail,
} from "~/lib/members.server";
import { hashSecret } from "~/lib/passwords.server";

/** Wrong codes before a sign-in code stops working (issue 16). */
export const SIGN_IN_CODE_TRIES = 5;
/** Days an address-confirmation link lives. */
export const CONFIRM_LINK_TTL_DAYS = 7;

type Mail = { db: Database; appUrl: string; now: Date };

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
// A million codes are quickly tried against a plain digest; keyed by the server's secret, a
// copy of the table alone does not give them up.
const codeDigest = (secret: string, tokenHash: string, code: string) =>
  createHmac("sha256", secret).update(`${tokenHash}:${code}`).digest("hex");

/** To an address with no account: the same one email as an account gets, saying so. */
async function queueNoAccount({ db, appUrl, now }: Mail, email: string, asked: "reset" | "sign-in") {
  const message = messages.noAccount({ url: `${appUrl}/signup`, asked });
  await enqueueEmail(db, { to: normalizeEmail(email), message }, now);
}

/**
 * "Forgot your password?": a reset link valid 1 hour to an account's address, or to an address
 * with no account an email saying so. Both write the same rows' worth of work, so neither the
 * page nor its timing tells whether the address has an account.
 */
export async function sendPasswordReset({ db, appUrl, now }: Mail, email: string): Promise<void> {
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
  { db, appUrl, now }: Mail,
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
  { db, appUrl, now }: Mail,
  member: Member,
  secret: string,
  redirectTo: string,
  compose: (input: { name: string; code: string; url: string }) => EmailMessage,
): Promise<void> {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_TTL_MINUTES * 60_000);
  const token = await issueToken(db, member, "sign-in", expiresAt, now, { code, secret });
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
  { db, appUrl, now }: Mail,
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
    const code = newCode();
    const id = newToken();
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
  { db, appUrl, now }: Mail,
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

/**
 * A new token of this purpose for her, replacing any unused one (only the newest email's link
 * works); with a code, its keyed digest is stored beside the token's. Returns the token.
 */
async function issueToken(
  db: Database,
  member: Pick<Member, "id" | "email">,
  purpose: "sign-in" | "confirm-email",
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
  const token = newToken();
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
  purpose: "sign-in" | "confirm-email",
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
  purpose: "sign-in" | "confirm-email",
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
export async function sendAddressConfirmation({ db, appUrl, now }: Mail, member: Member): Promise<void> {
  const expiresAt = new Date(now.getTime() + CONFIRM_LINK_TTL_DAYS * 24 * 60 * 60_000);
  const token = await issueToken(db, member, "confirm-email", expiresAt, now);
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
export function confirmAddressWithLink(mail: Mail, token: string): Promise<Member | null> {
  return spend(mail.db, digest(token), "confirm-email", mail.now, mail.appUrl);
}

/**
 * The welcome when access arrives: what she now has and where to start. Keyed by member, kind
 * and what granted it (a payment event; the coach's grants by day), so a replayed webhook or a
 * double tap welcomes her once.
 */
export async function queueWelcome(
  db: Database,
  { appUrl, now }: Omit<Mail, "db">,
  member: Pick<Member, "id" | "email" | "name">,
  kind: EntitlementKind,
  source: string,
): Promise<void> {
  const occasion = source === "coach" ? `coach:${now.toISOString().slice(0, 10)}` : source;
  const url = `${appUrl}${kind === "portal" ? "/client-portal" : "/nutrition"}`;
  await enqueueEmail(
    db,
    {
      to: member.email,
      message: messages.welcome({ name: member.name, kind, url }),
      dedupeKey: `welcome:${member.id}:${kind}:${occasion}`,
    },
    now,
  );
}

/** The coach (or a payment) grants access and the welcome is queued with it, or neither happens. */
export async function grantWithWelcome(
  mail: Mail,
  member: Pick<Member, "id" | "email" | "name">,
  grant: { kind: EntitlementKind; endsAt: Date | null; source: string },
): Promise<void> {
  await mail.db.transaction(async (tx) => {
    // Welcomed when the access is new to her, not when the coach moves an end date.
    const [held] = await tx
      .select({ endsAt: entitlements.endsAt })
      .from(entitlements)
      .where(and(eq(entitlements.memberId, member.id), eq(entitlements.kind, grant.kind)))
      .for("update");
    await grantEntitlement(tx, { memberId: member.id, ...grant });
    if (!held || !isActive(held, mail.now)) await queueWelcome(tx, mail, member, grant.kind, grant.source);
  });
}

/** Days an assistant coach's set-your-password link lives (decision 0033). */
export const COACH_INVITE_TTL_DAYS = 7;

/**
 * Issue 19 §6: a coach adds an assistant. A new account with the coach role and a random
 * password nobody knows, and a single-use reset link (7 days) emailed to choose hers, in one
 * transaction. Null when the address already has an account: an existing member is never made
 * a coach here, since a coach sees every client's health answers (decision 0033).
 */
export async function addCoachWithInvite(
  { db, appUrl, now }: Mail,
  input: { name: string; email: string; invitedBy: string },
): Promise<Member | null> {
  // Hashed before the transaction, so no lock waits on argon2.
  const passwordHash = await hashSecret(newToken());
  return db.transaction(async (tx) => {
    // The coach typed the address for a coach account, as the operator does for the first
    // coach (decision 0015), so it counts as proven.
    const member = await createMember(tx, {
      name: input.name,
      email: input.email,
      role: "coach",
      passwordHash,
      emailConfirmedAt: now,
    });
    if (!member) return null;
    const token = await createPasswordReset(tx, member.id, now, COACH_INVITE_TTL_DAYS * 24 * 60 * 60_000);
    const url = `${appUrl}/reset-password?${new URLSearchParams({ token })}`;
    await enqueueEmail(
      tx,
      {
        to: member.email,
        message: messages.coachInvite({
          name: member.name,
          invitedBy: input.invitedBy,
          url,
          days: COACH_INVITE_TTL_DAYS,
        }),
        dedupeKey: `coach-invite:${member.id}`,
      },
      now,
    );
    return member;
  });
}

/**
 * Issue 19 §6: she moves her sign-in to another address. The old address is told (someone who
 * learnt her password could otherwise take the account quietly) and the new one gets a
 * confirmation link, so a mistyped address shows itself and payments still attach only to a
 * proven address (decision 0029). "taken" when another account has the address.
 */
export async function changeEmailWithNotice(
  { db, appUrl, now }: Mail,
  memberId: string,
  email: string,
): Promise<{ before: string; member: Member } | "taken" | null> {
  try {
    return await db.transaction(async (tx) => {
      // Her row is locked, so two changes at once tell the right old address.
      const [current] = await tx
        .select({ email: members.email, name: members.name })
        .from(members)
        .where(eq(members.id, memberId))
        .for("update");
      if (!current) return null;
      const holder = await findMemberByEmail(tx, email);
      if (holder && holder.id !== memberId) return "taken";
      const member = await setMemberEmail(tx, memberId, email);
      if (!member) return null;
      await enqueueEmail(
        tx,
        {
          to: current.email,
          message: messages.emailChanged({ name: current.name, newEmail: member.email }),
          dedupeKey: `email-changed:${memberId}:${now.getTime()}`,
        },
        now,
      );
      await sendAddressConfirmation({ db: tx, appUrl, now }, member);
      return { before: current.email, member };
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}
