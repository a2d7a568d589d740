import {
  and,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import {
  bookings,
  checkIns,
  coachingPlans,
  entitlements,
  members,
  messages,
  programAssignments,
  screenings,
  workoutLogs,
} from "~/db/schema";
import type { Viewer } from "~/lib/auth.server";

const exists = (table: SQL) => sql`exists (select 1 from ${table})`;

/**
 * Who the coach coaches (decision 0032, widened by issue 36): a member account, not a coach's,
 * that has given any sign of being her client: active portal or premium access, a program she
 * was given, the portal code entered while signed in, a health screening, a logged session, a
 * check-in, or a message to the coach. Anyone who did one of these needs her, so the lists,
 * the check-ins page, the inbox and the check-in invites all start from this one condition.
 */
export function activeClientCondition(now: Date | Placeholder) {
  const hasAccess = exists(
    sql`${entitlements} where ${and(
      eq(entitlements.memberId, members.id),
      or(isNull(entitlements.endsAt), gt(entitlements.endsAt, now)),
    )}`,
  );
  return and(
    ne(members.role, "coach"),
    or(
      isNotNull(members.portalCodeAt),
      hasAccess,
      exists(sql`${programAssignments} where ${eq(programAssignments.memberId, members.id)}`),
      exists(sql`${screenings} where ${eq(screenings.memberId, members.id)}`),
      exists(sql`${workoutLogs} where ${eq(workoutLogs.memberId, members.id)}`),
      exists(sql`${checkIns} where ${eq(checkIns.memberId, members.id)}`),
      exists(sql`${messages} where ${and(eq(messages.memberId, members.id), eq(messages.fromCoach, false))}`),
      // Issue 40: a time booked with the coach (a consultation included), or a coaching plan.
      exists(sql`${bookings} where ${eq(bookings.memberId, members.id)}`),
      exists(sql`${coachingPlans} where ${eq(coachingPlans.memberId, members.id)}`),
    ),
  );
}

/**
 * Decision 0099: the signs of `activeClientCondition` her sign-in already holds, with no query:
 * the portal code held while signed in, or access active now (the viewer's entitlements are
 * only the active ones). True means she is an active client; false means ask the database.
 */
export function signedInAsClient(viewer: Viewer): boolean {
  const member = viewer.member;
  if (!member || member.role === "coach") return false;
  return member.portalCodeAt !== null || viewer.entitlements.length > 0;
}

/** The ids of every active client. */
export async function activeClientIds(db: Database, now: Date): Promise<string[]> {
  const rows = await db.select({ id: members.id }).from(members).where(activeClientCondition(now));
  return rows.map((row) => row.id);
}

/** Every client's dashboard asks (decision 0081): its nine conditions are built once. */
const activeClient = prepared("active_client", (db, name) =>
  db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, sql.placeholder("memberId")), activeClientCondition(sql.placeholder("now"))))
    .prepare(name),
);

export async function isActiveClient(db: Database, memberId: string, now: Date): Promise<boolean> {
  // As drizzle sends a timestamp it binds itself.
  const rows = await activeClient(db).execute({ memberId, now: now.toISOString() });
  return rows.length > 0;
}

/** Keeps the ids of `ids` that are active clients, in one query. */
export async function filterActiveClients(db: Database, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, ids), activeClientCondition(now)));
  return new Set(rows.map((row) => row.id));
}
