// Issue 19 §6: she changes how she signs in, her address or her password. Either change ends
// the reset links made before it; a new password also ends every session she had.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { members, sessions } from "~/db/schema";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { findMemberByEmail, type Member, normalizeEmail, publicMemberColumns } from "~/lib/members.server";
import type { AccountMail } from "./account-mail";
import { sendAddressConfirmation } from "./email-tokens.server";
import { endUnusedResetLinks } from "./password-reset.server";

/**
 * Whether a write was refused by a unique index ("23505"), whichever driver reported it; Drizzle
 * wraps the driver's error in its own, so the chain of causes is followed a few steps.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    if ("code" in current && current.code === "23505") return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Moves her sign-in to a new address, in the caller's transaction. The new address is not proven
 * yet (payments attach only to a confirmed address, decision 0029), and reset links made for the
 * old one stop working. Throws a unique violation when another account took the address meanwhile.
 */
export async function setMemberEmail(db: Database, memberId: string, email: string): Promise<Member | null> {
  const [member] = await db
    .update(members)
    .set({ email: normalizeEmail(email), emailConfirmedAt: null })
    .where(eq(members.id, memberId))
    .returning(publicMemberColumns);
  if (!member) return null;
  await endUnusedResetLinks(db, memberId);
  return member;
}

/**
 * Sets a new password (hashed by the caller, outside any transaction) and, as a reset does, ends
 * every session she had and every unused reset link; the caller opens a fresh session for the
 * browser she is using.
 */
export async function setMemberPassword(db: Database, memberId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    await tx.delete(sessions).where(eq(sessions.memberId, memberId));
    await endUnusedResetLinks(tx, memberId);
  });
}

/**
 * Issue 19 §6: she moves her sign-in to another address. The old address is told (someone who
 * learnt her password could otherwise take the account quietly) and the new one gets a
 * confirmation link, so a mistyped address shows itself and payments still attach only to a
 * proven address (decision 0029). "taken" when another account has the address.
 */
export async function changeEmailWithNotice(
  { db, appUrl, now }: AccountMail,
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
