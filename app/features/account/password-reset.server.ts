// Reset links (issue 3): the single-use tokens behind "Forgot your password?" and the coach's
// invite of an assistant, and spending one to choose a new password.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { members, passwordResets, sessions } from "~/db/schema";
import { type Member, publicMemberColumns } from "~/lib/members.server";
import { hashSecret } from "~/lib/passwords.server";

/** Issue 3: a reset link works once, for 24 hours. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const tokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Ends every reset link she has not used yet, in the caller's transaction: her address, her
 * password or her role changed, so a link made before must not open the account.
 */
export async function endUnusedResetLinks(db: Database, memberId: string): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

/**
 * A new single-use reset token; only its digest is stored, so the table cannot be replayed.
 * Links made before for the same member stop working: only the newest one is live.
 */
export async function createPasswordReset(
  db: Database,
  memberId: string,
  now: Date,
  ttlMs = RESET_LINK_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await endUnusedResetLinks(db, memberId);
  await db.insert(passwordResets).values({
    tokenHash: tokenDigest(token),
    memberId,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** The live, unused reset link with this token: exists, not spent, not expired. */
const liveReset = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenDigest(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** The member a live, unused token belongs to, or null. */
export async function findPasswordReset(db: Database, token: string, now: Date): Promise<Member | null> {
  const [row] = await db
    .select(publicMemberColumns)
    .from(passwordResets)
    .innerJoin(members, eq(members.id, passwordResets.memberId))
    .where(liveReset(token, now));
  return row ?? null;
}

/**
 * Sets the new password and spends the token in one transaction; every session the member
 * had is ended, since someone else may have been using the old password. A dead token is
 * refused before the password is hashed, so bad tokens cost no argon2 work.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<Member | null> {
  if (!(await findPasswordReset(db, token, now))) return null;
  const passwordHash = await hashSecret(password);
  return db.transaction(async (tx) => {
    // Checked again as it is spent: two submissions of one link must not both succeed.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(liveReset(token, now))
      .returning({ memberId: passwordResets.memberId });
    if (!spent) return null;
    const [member] = await tx
      .update(members)
      .set({ passwordHash })
      .where(eq(members.id, spent.memberId))
      .returning(publicMemberColumns);
    await tx.delete(sessions).where(eq(sessions.memberId, spent.memberId));
    return member ?? null;
  });
}
