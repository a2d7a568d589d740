// Issue 19 §6: the coach's own account and her assistant coaches (decision 0033): the first
// coach from the operator, assistants invited by a coach, and coach access taken away.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { members, sessions } from "~/db/schema";
import type { AccountMail } from "~/features/account/account-mail";
import { newRandomToken } from "~/features/account/email-tokens.server";
import { createPasswordReset, endUnusedResetLinks } from "~/features/account/password-reset.server";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import {
  authenticate,
  createMember,
  isMemberIdShape,
  type Member,
  normalizeEmail,
  publicMemberColumns,
} from "~/lib/members.server";
import { hashSecret } from "~/lib/passwords.server";

/** Days an assistant coach's set-your-password link lives (decision 0033). */
export const COACH_INVITE_TTL_DAYS = 7;

/**
 * The first coach. A new account is created as a coach; an existing account is promoted
 * always (the operator ran create-coach on purpose) or only if it has this very password
 * (start-up from ADMIN_EMAIL/ADMIN_PASSWORD), so whoever registered the email first does not
 * become the coach by accident.
 */
export async function ensureCoach(
  db: Database,
  input: { email: string; password: string; name: string },
  options: { promote: "always" | "if-password-matches" },
): Promise<{ member: Member | null; outcome: "created" | "promoted" | "refused" }> {
  const created = await createMember(db, { ...input, role: "coach", emailConfirmedAt: new Date() });
  if (created) return { member: created, outcome: "created" };
  if (options.promote === "if-password-matches" && !(await authenticate(db, input.email, input.password))) {
    return { member: null, outcome: "refused" };
  }
  const [member] = await db
    .update(members)
    // The operator's coach is an owner, even if she was once an assistant (issue 37).
    .set({ role: "coach", coachInvitedBy: null })
    .where(eq(members.email, normalizeEmail(input.email)))
    .returning(publicMemberColumns);
  if (!member) throw new Error("The coach account could not be created or found");
  return { member, outcome: "promoted" };
}

/** Every coach account, by name then email; `owner` for the operator's (issue 37). */
export async function listCoaches(db: Database): Promise<(Member & { owner: boolean })[]> {
  const rows = await db
    .select({ ...publicMemberColumns, coachInvitedBy: members.coachInvitedBy })
    .from(members)
    .where(eq(members.role, "coach"))
    .orderBy(asc(members.name), asc(members.email));
  return rows.map(({ coachInvitedBy, ...coach }) => ({ ...coach, owner: coachInvitedBy === null }));
}

/**
 * Issue 19 §6: a coach adds an assistant. A new account with the coach role and a random
 * password nobody knows, and a single-use reset link (7 days) emailed to choose hers, in one
 * transaction. Null when the address already has an account: an existing member is never made
 * a coach here, since a coach sees every client's health answers (decision 0033).
 */
export async function addCoachWithInvite(
  { db, appUrl, now }: AccountMail,
  input: { name: string; email: string; invitedBy: { id: string; name: string } },
): Promise<Member | null> {
  // Hashed before the transaction, so no lock waits on argon2.
  const passwordHash = await hashSecret(newRandomToken());
  return db.transaction(async (tx) => {
    // The coach typed the address for a coach account, as the operator does for the first
    // coach (decision 0015), so it counts as proven.
    const member = await createMember(tx, {
      name: input.name,
      email: input.email,
      role: "coach",
      passwordHash,
      emailConfirmedAt: now,
      coachInvitedBy: input.invitedBy.id,
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
          invitedBy: input.invitedBy.name,
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

export type CoachRemoval = "removed" | "self" | "not-a-coach" | "last-coach" | "not-allowed";

/**
 * One coach takes coach access away from another: the account becomes a member account again,
 * its sessions and unused reset links end. Every coach row is locked first, so two coaches
 * removing each other at the same moment cannot leave the site without a coach: the second
 * waits, then finds herself no longer a coach.
 */
export async function removeCoach(db: Database, actorId: string, targetId: string): Promise<CoachRemoval> {
  if (actorId === targetId) return "self";
  if (!isMemberIdShape(targetId)) return "not-a-coach";
  return db.transaction(async (tx) => {
    const coaches = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.role, "coach"))
      .orderBy(asc(members.id))
      .for("update");
    const ids = new Set(coaches.map((coach) => coach.id));
    if (!ids.has(actorId)) return "not-allowed";
    if (!ids.has(targetId)) return "not-a-coach";
    if (ids.size < 2) return "last-coach";
    await tx.update(members).set({ role: "member" }).where(eq(members.id, targetId));
    await tx.delete(sessions).where(eq(sessions.memberId, targetId));
    await endUnusedResetLinks(tx, targetId);
    return "removed";
  });
}
