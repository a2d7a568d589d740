// A private calendar feed per person (issue 40 §4, decision 0062). The URL holds a token
// derived from the server's secret, her id and the moment the link was made; only its SHA-256
// is stored, so the database alone cannot rebuild a working URL. Her page shows the link
// again (it is derived), and "make a new link" revokes the old one: a revoked or unknown
// token is a 404.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { calendarFeeds, members } from "~/db/schema";
import { bookingsBetween, bookingsForMember } from "~/features/calendar/booking.server";
import { bookingEvent } from "~/features/calendar/booking-emails.server";
import { buildIcs } from "~/lib/ics";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function deriveToken(secret: string, memberId: string, createdAt: Date): string {
  return createHmac("sha256", secret)
    .update(`calendar-feed:${memberId}:${createdAt.toISOString()}`)
    .digest("base64url");
}

/** In the query, not the path: the request log prints paths, never query strings. */
export const feedPath = (token: string) => `/calendar/feed.ics?token=${token}`;

/** Her live link, or null when she has none (or revoked it). */
export async function currentFeedPath(
  db: Database,
  secret: string,
  memberId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.memberId, memberId), isNull(calendarFeeds.revokedAt)))
    .limit(1);
  return row ? feedPath(deriveToken(secret, memberId, row.createdAt)) : null;
}

/** Revokes her old link (if any) and makes a new one, in one transaction. Returns its path. */
export async function makeFeedLink(
  db: Database,
  secret: string,
  memberId: string,
  now: Date,
): Promise<string> {
  // Millisecond timestamps: two links made in the same millisecond would be the same token.
  const createdAt = new Date(now.getTime());
  const token = deriveToken(secret, memberId, createdAt);
  await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.memberId, memberId), isNull(calendarFeeds.revokedAt)));
    await tx
      .insert(calendarFeeds)
      .values({ tokenHash: hashOf(token), memberId, createdAt })
      .onConflictDoUpdate({ target: calendarFeeds.tokenHash, set: { revokedAt: null } });
  });
  return feedPath(token);
}

/** Whose feed this token opens: her id, name and role, or null (unknown, malformed or revoked). */
export async function feedOwner(
  db: Database,
  token: string,
): Promise<{ memberId: string; name: string; role: string } | null> {
  if (!TOKEN.test(token)) return null;
  const hash = hashOf(token);
  const [row] = await db
    .select({
      memberId: members.id,
      name: members.name,
      role: members.role,
      tokenHash: calendarFeeds.tokenHash,
    })
    .from(calendarFeeds)
    .innerJoin(members, eq(members.id, calendarFeeds.memberId))
    .where(and(eq(calendarFeeds.tokenHash, hash), isNull(calendarFeeds.revokedAt)));
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) return null;
  return { memberId: row.memberId, name: row.name, role: row.role };
}

const DAY_MS = 86_400_000;

/** The feed's text: her booked sessions (the coach's: everyone's), from 30 days back. */
export async function feedCalendar(
  db: Database,
  owner: { memberId: string; name: string; role: string },
  now: Date,
): Promise<string> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const coach = owner.role === "coach";
  const rows = coach
    ? await bookingsBetween(db, since, new Date(now.getTime() + 400 * DAY_MS))
    : (await bookingsForMember(db, owner.memberId)).filter((booking) => booking.startsAt >= since);
  const events = rows
    .filter((booking) => booking.status === "booked" || booking.status === "attended")
    .map((booking) => {
      const who = booking.member?.name ?? booking.visitorName ?? "";
      const email = booking.member?.email ?? booking.visitorEmail ?? "";
      const event = bookingEvent({
        booking,
        type: { ...booking.type, policyText: "" } as never,
        name: who,
        email,
      });
      return coach
        ? { ...event, summary: `${booking.type.name}: ${who}`, description: booking.note || undefined }
        : { ...event, attendee: undefined };
    });
  return buildIcs({
    method: "PUBLISH",
    events,
    now,
    calendarName: coach
      ? `${liveSite().businessName}: all bookings`
      : `${liveSite().businessName}: my sessions`,
  });
}
