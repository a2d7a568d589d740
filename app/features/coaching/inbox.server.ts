import { and, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { members, messages } from "~/db/schema";
import { firstLine } from "./thread.server";

// The coach's inbox (issue 36 §1): every client's messages she has not read, in one place, so
// nothing a client wrote waits for the coach to happen upon her record. A message is read when
// the coach marks it read on the client's page or replies there (thread.server.ts).

/** Unread client messages the inbox lists at most; the count in the navigation counts them all. */
const INBOX_LIMIT = 200;

// `from_coach = false` as written, not a bound value: the planner then matches the partial index
// `messages_unread_idx` (drizzle/0036) whatever plan it caches.
const unread = and(sql`${messages.fromCoach} = false`, isNull(messages.readAt), ne(members.role, "coach"));

/** How many client messages no coach has read: the number beside "Inbox" in the coach area. */
export async function unreadMessageCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .innerJoin(members, eq(members.id, messages.memberId))
    .where(unread);
  return Number(row?.count ?? 0);
}

export type InboxThread = {
  memberId: string;
  name: string;
  email: string;
  unread: number;
  /** Her newest unread message: its first line and when she sent it. */
  latest: { firstLine: string; at: Date };
  /** Her oldest unread message: how long she has waited. */
  waitingSince: Date;
};

/** One entry per client with unread messages, the one waiting longest first. */
export async function listInbox(db: Database): Promise<InboxThread[]> {
  const rows = await db
    .select({
      memberId: messages.memberId,
      name: members.name,
      email: members.email,
      body: messages.body,
      at: messages.createdAt,
    })
    .from(messages)
    .innerJoin(members, eq(members.id, messages.memberId))
    .where(unread)
    .orderBy(desc(messages.createdAt))
    .limit(INBOX_LIMIT);
  const threads = new Map<string, InboxThread>();
  for (const row of rows) {
    const thread = threads.get(row.memberId);
    if (thread) {
      thread.unread += 1;
      thread.waitingSince = row.at;
    } else {
      threads.set(row.memberId, {
        memberId: row.memberId,
        name: row.name,
        email: row.email,
        unread: 1,
        latest: { firstLine: firstLine(row.body), at: row.at },
        waitingSince: row.at,
      });
    }
  }
  return [...threads.values()].sort((a, b) => a.waitingSince.getTime() - b.waitingSince.getTime());
}
