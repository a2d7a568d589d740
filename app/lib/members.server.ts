// Member records as the session and the guards need them: who she is, how she signs in, what
// she may open. What is done to an account (reset links, address and password changes, coach
// management) is in features/account and features/coach, which build on this.
import { randomUUID } from "node:crypto";
import { and, asc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import {
  type EntitlementKind,
  entitlements,
  type MemberRole,
  members,
  pendingGrants,
  sessions,
  type TextSize,
} from "~/db/schema";
import { isTextIdShape } from "./ids";
import { hashSecret, verifyNothing, verifySecret } from "./passwords.server";

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
  /** When she first held the portal code while signed in (issue 36); null if never. */
  portalCodeAt: Date | null;
};
export type Entitlement = { kind: EntitlementKind; endsAt: Date | null; source: string };

/** The columns a member may be shown as: everything but her password hash. */
export const publicMemberColumns = {
  id: members.id,
  email: members.email,
  name: members.name,
  role: members.role,
  createdAt: members.createdAt,
  emailConfirmedAt: members.emailConfirmedAt,
  textSize: members.textSize,
  portalCodeAt: members.portalCodeAt,
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
export const isMemberIdShape = isTextIdShape;

export async function findMemberById(db: Database, id: string): Promise<Member | null> {
  if (!isMemberIdShape(id)) return null;
  const [row] = await db.select(publicMemberColumns).from(members).where(eq(members.id, id));
  return row ?? null;
}

/** Issue 37: a coach the operator made (no inviting coach), who alone manages coach accounts. */
export async function isOwnerCoach(db: Database, member: Pick<Member, "id" | "role">): Promise<boolean> {
  if (member.role !== "coach") return false;
  const [row] = await db
    .select({ invitedBy: members.coachInvitedBy, role: members.role })
    .from(members)
    .where(eq(members.id, member.id));
  return row?.role === "coach" && row.invitedBy === null;
}

export async function findMemberByEmail(db: Database, email: string): Promise<Member | null> {
  const [row] = await db
    .select(publicMemberColumns)
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
    /** An assistant coach: the coach who added her (issue 37). */
    coachInvitedBy?: string;
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
      coachInvitedBy: input.coachInvitedBy ?? null,
    })
    .onConflictDoNothing({ target: members.email })
    .returning(publicMemberColumns);
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
 * She held the portal code while signed in: the first time is kept on her account, so the coach
 * goes on seeing her as a client after that browser's session ends (issue 36). Later times write
 * nothing.
 */
export async function markPortalClient(db: Database, memberId: string, now: Date): Promise<void> {
  await db
    .update(members)
    .set({ portalCodeAt: now })
    .where(and(eq(members.id, memberId), isNull(members.portalCodeAt)));
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
    .select({ ...publicMemberColumns, passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.email, normalizeEmail(email)));
  if (!row) return verifyNothing(password).then(() => null);
  if (!(await verifySecret(row.passwordHash, password))) return null;
  const { passwordHash: _omit, ...member } = row;
  return member;
}

/** Every signed-in request asks it: built once (decision 0081). */
const sessionWithMember = prepared("session_with_member", (db, name) =>
  db
    .select({
      session: getTableColumns(sessions),
      member: publicMemberColumns,
      kind: entitlements.kind,
      endsAt: entitlements.endsAt,
      source: entitlements.source,
    })
    .from(sessions)
    .leftJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(entitlements, eq(entitlements.memberId, members.id))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .orderBy(asc(entitlements.kind))
    .prepare(name),
);

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
  const rows = await sessionWithMember(db).execute({ sessionId });
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
