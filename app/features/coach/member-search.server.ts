import { asc, ilike, inArray, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { entitlements, members } from "~/db/schema";
import { type Entitlement, type Member, publicMemberColumns } from "~/lib/members.server";

export type MemberSummary = Member & { entitlements: Entitlement[] };

/** The coach's member list: newest first, optionally filtered by name or email. */
export async function searchMembers(db: Database, query: string, limit = 100): Promise<MemberSummary[]> {
  const term = query.trim();
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select(publicMemberColumns)
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
