// A visitor's own link to her booking (issue 40 §3): she has no account, so the confirmation
// email carries a link whose token is derived from the booking's one-time form key (random,
// never shown anywhere else). Whoever holds the email may cancel before the cut-off, as with
// any booking site; nothing is stored for it.
import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { isTextIdShape } from "~/lib/ids";

export const visitorToken = (idempotencyKey: string) =>
  createHash("sha256").update(`booking-visitor-link:${idempotencyKey}`).digest("base64url");

export const visitorLinkPath = (booking: { id: string; idempotencyKey: string }) =>
  `/book/manage?b=${encodeURIComponent(booking.id)}&token=${visitorToken(booking.idempotencyKey)}`;

/** True when `token` is this visitor booking's link token. */
export async function visitorLinkValid(db: Database, bookingId: string, token: string): Promise<boolean> {
  if (!isTextIdShape(bookingId) || !/^[\w-]{43}$/.test(token)) return false;
  const [row] = await db
    .select({ key: bookings.idempotencyKey, memberId: bookings.memberId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row || row.memberId !== null) return false;
  return timingSafeEqual(Buffer.from(visitorToken(row.key)), Buffer.from(token));
}
