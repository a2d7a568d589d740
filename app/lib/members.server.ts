import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, getTableColumns, gt, ilike, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  type EntitlementKind,
  entitlements,
  type MemberRole,
  members,
  passwordResets,
  pendingGrants,
  sessions,
  type TextSize,
} from "~/db/schema";
import { hashSecret, verifyNothing, verifySecret } from "./passwords.server";

/** Issue 3: a reset link works once, for 24 hours. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type Member = {
  id: string;
  email: string;
  name: string;
  role: MemberRole;
  createdAt: Date;
  /** When she proved the address is hers; null until then (decision 0029). */
  emailConfirmedAt: Date | null;
  /** Her reading size (issue 20 §4, decision 0037); the root loader puts it on <html>. */
  textSize: TextSize;
};
export type Entitlement = { kind: EntitlementKind; endsAt: Date | null; source: string };

const publicColumns = {
  id: members.id,
  email: members.email,
  name: members.name,
  role: members.role,
  createdAt: members.createdAt,
  emailConfirmedAt: members.emailConfirmedAt,
  textSize: members.textSize,
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An entitlement counts until its end date; one without an end date counts until revoked. */
export function isActive(entitlement: Pick<Entitlement, "endsAt">, now: Date): boolean {
  return entitlement.endsAt === null || entitlement.endsAt.getTime() > now.getTime();
}

/**
 * Member ids are UUIDs. Anything else in a URL (a NUL byte, which PostgreSQL refuses in text, or
 * a path) names no one, and is answered without asking the database.
 */
export const isMemberIdShape = (id: string) => /^[\w-]{1,64}$/.test(id);

export async function findMemberById(db: Database, id: string): Promise<Member | null> {
  if (!isMemberIdShape(id)) return null;
  const [row] = await db.select(publicColumns).from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function findMemberByEmail(db: Database, email: string): Promise<Member | null> {
  const [row] = await db
    .select(publicColumns)
    .from(members)
    .where(eq(members.email, normalizeEmail(email)));
  return row ?? null;
}

/**
 * Creates the account; null when the email already has an account. What was paid for with
 * this address waits until she confirms it is hers (`confirmAddress`, decision 0029), unless
 * `emailConfirmedAt` says it is proven already (the coach's own account).
 */
export async function createMember(
  db: Database,
  input: {
    name: string;
    email: string;
    role?: MemberRole;
    emailConfirmedAt?: Date | null;
    /** The size she chose as a visitor (her cookie), kept in her new profile. */
    textSize?: TextSize;
  } & ({ password: string } | { passwordHash: string }),
): Promise<Member | null> {
  const email = normalizeEmail(input.email);
  // Hashed before any transaction the caller holds, so no lock waits on argon2.
  const passwordHash = "passwordHash" in input ? input.passwordHash : await hashSecret(input.password);
  const [member] = await db
    .insert(members)
    .values({
      id: randomUUID(),
      email,
      name: input.name.trim(),
      passwordHash,
      role: input.role ?? "member",
      emailConfirmedAt: input.emailConfirmedAt ?? null,
      textSize: input.textSize ?? "standard",
    })
    .onConflictDoNothing({ target: members.email })
    .returning(publicColumns);
  return member ?? null;
}

/**
 * She has shown the address is hers (a confirm link, or an emailed sign-in code or link): the
 * address is marked confirmed and what was paid for with it becomes hers, in the caller's
 * transaction. Returns the access that arrived (kind and what paid for it), for the welcome.
 */
export async function confirmAddress(db: Database, member: Pick<Member, "id" | "email">, now: Date) {
  await db
    .update(members)
    .set({ emailConfirmedAt: now })
    .where(and(eq(members.id, member.id), isNull(members.emailConfirmedAt)));
  const waiting = await db.delete(pendingGrants).where(eq(pendingGrants.email, member.email)).returning();
  if (waiting.length === 0) return [];
  await db
    .insert(entitlements)
    .values(
      waiting.map((grant) => ({ memberId: member.id, kind: grant.kind, endsAt: null, source: grant.source })),
    )
    .onConflictDoNothing();
  return waiting.map(({ kind, source }) => ({ kind, source }));
}

/**
 * Whether she has confirmed her address, read afresh (the webhook locks her row with it, so a
 * confirmation at the same moment waits). A loaded `Member` already says so.
 */
export async function isAddressConfirmed(db: Database, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: members.emailConfirmedAt })
    .from(members)
    .where(eq(members.id, memberId))
    .for("update");
  return Boolean(row?.at);
}

/** The member whose email and password match, or null; timing does not reveal which was wrong. */
export async function authenticate(db: Database, email: string, password: string): Promise<Member | null> {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.email, normalizeEmail(email)));
  if (!row) return verifyNothing(password).then(() => null);
  if (!(await verifySecret(row.passwordHash, password))) return null;
  const { passwordHash: _omit, ...member } = row;
  return member;
}

/**
 * A session row, its member when one is signed in, and her entitlements (all of them, active or
 * not, in `listEntitlements`'s order), in one query: every page asks for all three (issue 21).
 * Null when there is no such session.
 */
export async function findSessionWithMember(
  db: Database,
  sessionId: string,
): Promise<{
  session: typeof sessions.$inferSelect;
  member: Member | null;
  entitlements: Entitlement[];
} | null> {
  const rows = await db
    .select({
      session: getTableColumns(sessions),
      member: publicColumns,
      kind: entitlements.kind,
      endsAt: entitlements.endsAt,
      source: entitlements.source,
    })
    .from(sessions)
    .leftJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(entitlements, eq(entitlements.memberId, members.id))
    .where(eq(sessions.id, sessionId))
    .orderBy(asc(entitlements.kind));
  const [first] = rows;
  if (!first) return null;
  return {
    session: first.session,
    member: first.member,
    entitlements: rows.flatMap(({ kind, endsAt, source }) =>
      kind && source ? [{ kind, endsAt, source }] : [],
    ),
  };
}

export async function listEntitlements(db: Database, memberId: string): Promise<Entitlement[]> {
  return db
    .select({ kind: entitlements.kind, endsAt: entitlements.endsAt, source: entitlements.source })
    .from(entitlements)
    .where(eq(entitlements.memberId, memberId))
    .orderBy(asc(entitlements.kind));
}

export async function grantEntitlement(
  db: Database,
  grant: { memberId: string; kind: EntitlementKind; endsAt: Date | null; source: string },
): Promise<void> {
  await db
    .insert(entitlements)
    .values(grant)
    .onConflictDoUpdate({
      target: [entitlements.memberId, entitlements.kind],
      set: { endsAt: grant.endsAt, source: grant.source, updatedAt: new Date() },
    });
}

export async function revokeEntitlement(
  db: Database,
  memberId: string,
  kind: EntitlementKind,
): Promise<boolean> {
  const removed = await db
    .delete(entitlements)
    .where(and(eq(entitlements.memberId, memberId), eq(entitlements.kind, kind)))
    .returning({ kind: entitlements.kind });
  return removed.length > 0;
}

export type MemberSummary = Member & { entitlements: Entitlement[] };

/** The coach's member list: newest first, optionally filtered by name or email. */
export async function searchMembers(db: Database, query: string, limit = 100): Promise<MemberSummary[]> {
  const term = query.trim();
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select(publicColumns)
    .from(members)
    .where(term ? or(ilike(members.name, pattern), ilike(members.email, pattern)) : undefined)
    .orderBy(asc(members.name), asc(members.email))
    .limit(limit);
  // One query for all their entitlements, not one per member (the CSV export lists everyone).
  const held =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(entitlements)
          .where(
            inArray(
              entitlements.memberId,
              rows.map((member) => member.id),
            ),
          )
          .orderBy(asc(entitlements.kind));
  return rows.map((member) => ({
    ...member,
    entitlements: held
      .filter((entitlement) => entitlement.memberId === member.id)
      .map(({ kind, endsAt, source }) => ({ kind, endsAt, source })),
  }));
}

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
    .set({ role: "coach" })
    .where(eq(members.email, normalizeEmail(input.email)))
    .returning(publicColumns);
  if (!member) throw new Error("The coach account could not be created or found");
  return { member, outcome: "promoted" };
}

const tokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");

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
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
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
    .select(publicColumns)
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
      .returning(publicColumns);
    await tx.delete(sessions).where(eq(sessions.memberId, spent.memberId));
    return member ?? null;
  });
}

// Issue 19 §6: the coach's own account and her assistant coaches (decision 0033).

/** Every coach account, by name then email. */
export async function listCoaches(db: Database): Promise<Member[]> {
  return db
    .select(publicColumns)
    .from(members)
    .where(eq(members.role, "coach"))
    .orderBy(asc(members.name), asc(members.email));
}

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
    .returning(publicColumns);
  if (!member) return null;
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
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
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
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
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.memberId, targetId), isNull(passwordResets.usedAt)));
    return "removed";
  });
}
