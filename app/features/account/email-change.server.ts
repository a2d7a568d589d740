// Issue 36 §8: a member moves her sign-in to a new address. A code goes to the NEW address and
// nothing changes until it is typed on her account page; then the old address is told. Whether
// the new address already has an account is never said on the page: that address is emailed
// that it cannot be used, and no code it could type exists (decision 0050).
import { timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailTokens, members } from "~/db/schema";
import { messages, SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { confirmAddress, findMemberByEmail, type Member, normalizeEmail } from "~/lib/members.server";
import type { AccountMail } from "./account-mail";
import { isUniqueViolation, setMemberEmail } from "./credentials.server";
import { codeDigest, issueEmailToken, newSixDigitCode, SIGN_IN_CODE_TRIES } from "./email-tokens.server";
import { queueWelcome } from "./welcome.server";

const live = (now: Date) =>
  and(eq(emailTokens.purpose, "change-email"), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now));

/** The address her change waits on, while its code lives; null when none waits. */
export async function pendingEmailChange(db: Database, memberId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(and(eq(emailTokens.memberId, memberId), live(now)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Emails a 6-digit code to the new address (10 minutes, five tries; a new request replaces the
 * one before). An address that has an account is told it cannot be used, and gets no code.
 */
export async function requestEmailChange(
  { db, now }: AccountMail,
  member: Pick<Member, "id" | "name">,
  newEmail: string,
  secret: string,
): Promise<void> {
  const email = normalizeEmail(newEmail);
  await db.transaction(async (tx) => {
    const holder = await findMemberByEmail(tx, email);
    if (holder) {
      await enqueueEmail(tx, { to: email, message: messages.emailInUse({ name: holder.name }) }, now);
      return;
    }
    const code = newSixDigitCode();
    const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_TTL_MINUTES * 60_000);
    await issueEmailToken(tx, { id: member.id, email }, "change-email", expiresAt, now, { code, secret });
    await enqueueEmail(
      tx,
      { to: email, message: messages.changeEmailCode({ name: member.name, code }) },
      now,
    );
  });
}

/**
 * The code typed on her account page. Right, her sign-in moves to the address it was sent to,
 * now proven (so what was paid for with it arrives), and the old address is told. "wrong" for
 * a wrong, spent or dead code (each wrong try counted on it), "taken" when another account took
 * the address meanwhile.
 */
export async function confirmEmailChange(
  { db, appUrl, now }: AccountMail,
  memberId: string,
  code: string,
  secret: string,
): Promise<{ before: string; member: Member } | "wrong" | "taken"> {
  const [tried] = await db
    .update(emailTokens)
    .set({ attempts: sql`${emailTokens.attempts} + 1`, updatedAt: now })
    .where(and(eq(emailTokens.memberId, memberId), live(now), lt(emailTokens.attempts, SIGN_IN_CODE_TRIES)))
    .returning({ tokenHash: emailTokens.tokenHash, codeHash: emailTokens.codeHash });
  if (!tried?.codeHash) return "wrong";
  const given = Buffer.from(codeDigest(secret, tried.tokenHash, code), "hex");
  if (!timingSafeEqual(Buffer.from(tried.codeHash, "hex"), given)) return "wrong";
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(emailTokens)
        .set({ usedAt: now, updatedAt: now })
        .where(and(eq(emailTokens.tokenHash, tried.tokenHash), live(now)))
        .returning({ email: emailTokens.email });
      if (!spent) return "wrong" as const;
      const [current] = await tx
        .select({ email: members.email, name: members.name })
        .from(members)
        .where(eq(members.id, memberId))
        .for("update");
      if (!current) return "wrong" as const;
      const moved = await setMemberEmail(tx, memberId, spent.email);
      if (!moved) return "wrong" as const;
      // The code proved the new address: confirmed, and anything bought with it arrives.
      const arrived = await confirmAddress(tx, moved, now);
      for (const grant of arrived) await queueWelcome(tx, { appUrl, now }, moved, grant.kind, grant.source);
      await enqueueEmail(
        tx,
        {
          to: current.email,
          message: messages.emailChanged({ name: current.name, newEmail: moved.email }),
          dedupeKey: `email-changed:${memberId}:${now.getTime()}`,
        },
        now,
      );
      return { before: current.email, member: { ...moved, emailConfirmedAt: now } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}
