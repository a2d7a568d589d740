// Booking, cancelling, moving (issue 40 §3, decision 0061). Every change that touches who holds
// a place runs under one transaction-scoped advisory lock, so two requests for the last place
// are decided one after the other on PostgreSQL and PGlite alike; the booking and its email's
// outbox row are written in the same transaction. The idempotency key (unique) makes a double
// tap or a retried request find the first answer.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointmentTypes, type BookingStatus, bookings, cancelledOccurrences } from "~/db/schema";
import { normalizeEmail } from "~/lib/members.server";
import { beforeCutoff, generateSlots, timingProblem } from "~/lib/slots";
import {
  type AppointmentType,
  type CalendarViewer,
  getType,
  loadSlotInput,
  mayBook,
} from "./availability.server";
import { queueBookingEmail } from "./booking-emails.server";
import { REASONS } from "./booking-reasons";
import { type Booking, type ChangeBy, isCoach, type Visitor } from "./booking-views.server";

export { REASONS } from "./booking-reasons";
export {
  type Booking,
  type BookingView,
  bookingsBetween,
  bookingsForMember,
  type ChangeBy,
  findBooking,
  type Visitor,
} from "./booking-views.server";

import { isTextIdShape } from "~/lib/ids";

export type BookResult = {
  status: "booked" | "waitlisted" | "full" | "refused";
  booking?: Booking;
  reason?: string;
};
export type ChangeResult =
  | { status: "cancelled" | "changed" | "marked"; booking: Booking }
  | { status: "not-found" }
  | { status: "refused" | "full"; reason: string };

/** pg_advisory_xact_lock key for every change to who holds a place (decision 0061). */
export const CALENDAR_LOCK = 40_040_061;
const MINUTE = 60_000;

const lock = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK})`);

const HOLDING: BookingStatus[] = ["booked", "attended"];

function resultOf(booking: Booking): BookResult {
  if (booking.status === "waitlisted") return { status: "waitlisted", booking };
  if (booking.status === "cancelled")
    return { status: "refused", booking, reason: booking.cancelledReason ?? "This booking was cancelled." };
  return { status: "booked", booking };
}

function sameBooker(booking: Booking, viewer: CalendarViewer | undefined, visitor: Visitor | undefined) {
  if (viewer?.member) return booking.memberId === viewer.member.id;
  return visitor !== undefined && booking.visitorEmail === normalizeEmail(visitor.email);
}

async function placesTaken(tx: Database, typeId: string, startsAt: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(eq(bookings.typeId, typeId), eq(bookings.startsAt, startsAt), inArray(bookings.status, HOLDING)),
    );
  return row?.count ?? 0;
}

/** Whether `startsAt` is a slot of `type` now (hours, clashes, notice, horizon), and its places. */
async function slotAt(
  tx: Database,
  type: AppointmentType,
  startsAt: Date,
  now: Date,
  excludeBookingId?: string,
) {
  const input = await loadSlotInput(tx, type, { from: startsAt, to: startsAt, now, excludeBookingId });
  return generateSlots(input).find((slot) => slot.startsAt.getTime() === startsAt.getTime()) ?? null;
}

/**
 * Books `typeId` at `startsAt` for a signed-in `viewer` or a `visitor`. When the time is full,
 * she joins the waitlist if `waitlist` is true, else the answer is "full" (nothing written).
 */
export async function book(
  db: Database,
  input: {
    typeId: string;
    startsAt: Date;
    viewer?: CalendarViewer;
    visitor?: Visitor;
    note?: string;
    idempotencyKey: string;
    now: Date;
    waitlist?: boolean;
  },
): Promise<BookResult> {
  const { startsAt, now, idempotencyKey } = input;
  const visitor = input.viewer?.member ? undefined : input.visitor;
  if (!input.viewer?.member && !visitor) return { status: "refused", reason: REASONS.notAllowed };
  if (Number.isNaN(startsAt.getTime())) return { status: "refused", reason: REASONS.notOpen };
  const type = await getType(db, input.typeId);
  const viewer: CalendarViewer = input.viewer ?? { member: null, entitlements: [] };
  if (!type || !(await mayBook(db, type, viewer))) return { status: "refused", reason: REASONS.notAllowed };

  return db.transaction(async (tx) => {
    await lock(tx);
    const [earlier] = await tx.select().from(bookings).where(eq(bookings.idempotencyKey, idempotencyKey));
    if (earlier) {
      return sameBooker(earlier, input.viewer, visitor)
        ? resultOf(earlier)
        : { status: "refused", reason: REASONS.keyUsed };
    }
    const timing = timingProblem(type, startsAt, now);
    if (timing) return { status: "refused", reason: REASONS[timing] };
    const slot = await slotAt(tx, type, startsAt, now);
    if (!slot) return { status: "refused", reason: REASONS.notOpen };

    const mine = input.viewer?.member
      ? eq(bookings.memberId, input.viewer.member.id)
      : eq(bookings.visitorEmail, normalizeEmail(visitor?.email ?? ""));
    const [duplicate] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.typeId, type.id),
          eq(bookings.startsAt, startsAt),
          inArray(bookings.status, ["booked", "waitlisted"]),
          mine,
        ),
      );
    if (duplicate) return { status: "refused", booking: duplicate, reason: REASONS.already };

    const taken = await placesTaken(tx, type.id, startsAt);
    const full = taken >= type.capacity;
    if (full && !input.waitlist) return { status: "full", reason: REASONS.full };
    let position: number | null = null;
    if (full) {
      const [last] = await tx
        .select({ position: max(bookings.position) })
        .from(bookings)
        .where(
          and(
            eq(bookings.typeId, type.id),
            eq(bookings.startsAt, startsAt),
            eq(bookings.status, "waitlisted"),
          ),
        );
      position = (last?.position ?? 0) + 1;
    }
    const id = randomUUID();
    const [created] = await tx
      .insert(bookings)
      .values({
        id,
        typeId: type.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + type.minutes * MINUTE),
        memberId: input.viewer?.member?.id ?? null,
        visitorName: visitor ? visitor.name.trim() : null,
        visitorEmail: visitor ? normalizeEmail(visitor.email) : null,
        visitorPhone: visitor?.phone?.trim() || null,
        visitorZone: visitor?.zone || null,
        note: (input.note ?? visitor?.note ?? "").trim(),
        status: full ? "waitlisted" : "booked",
        position,
        idempotencyKey,
        uid: `${id}@wellness-beyond-50`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error("The booking was not written.");
    // A waitlist place is confirmed too (h5's body says she is waiting, with no invite).
    await queueBookingEmail(tx, { bookingId: id, event: "confirmed" });
    return resultOf(created);
  });
}

/** Books the first in line into each place free at `typeId` / `startsAt`, and emails them. */
export async function promoteWaitlist(
  tx: Database,
  typeId: string,
  startsAt: Date,
  now: Date,
): Promise<Booking[]> {
  const type = await getType(tx, typeId);
  if (!type || startsAt <= now) return [];
  const free = type.capacity - (await placesTaken(tx, typeId, startsAt));
  if (free <= 0) return [];
  const next = await tx
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.typeId, typeId), eq(bookings.startsAt, startsAt), eq(bookings.status, "waitlisted")),
    )
    .orderBy(asc(bookings.position), asc(bookings.createdAt))
    .limit(free);
  const promoted: Booking[] = [];
  for (const row of next) {
    const [updated] = await tx
      .update(bookings)
      .set({ status: "booked", position: null, sequence: row.sequence + 1, updatedAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    if (!updated) continue;
    await queueBookingEmail(tx, { bookingId: row.id, event: "promoted" });
    promoted.push(updated);
  }
  return promoted;
}

async function ownBooking(tx: Database, bookingId: string, by: ChangeBy) {
  if (!isTextIdShape(bookingId)) return null;
  const [row] = await tx
    .select({ booking: bookings, type: appointmentTypes })
    .from(bookings)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, bookings.typeId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  if (!row) return null;
  if (by === "visitor-link" || isCoach(by)) return row;
  return by.member && row.booking.memberId === by.member.id ? row : null;
}

/**
 * Cancels a booking or a waitlist place. Her own only (another's id is not found); before the
 * cut-off unless the coach cancels; the first in line takes the freed place.
 */
export async function cancelBooking(
  db: Database,
  input: { bookingId: string; by: ChangeBy; now: Date; reason?: string },
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    await lock(tx);
    const found = await ownBooking(tx, input.bookingId, input.by);
    if (!found) return { status: "not-found" };
    const { booking, type } = found;
    if (booking.status === "cancelled") return { status: "cancelled", booking };
    if (booking.status !== "booked" && booking.status !== "waitlisted")
      return { status: "refused", reason: REASONS.cutoff };
    if (
      booking.status === "booked" &&
      !isCoach(input.by) &&
      !beforeCutoff(booking.startsAt, type.cutoffHours, input.now)
    )
      return { status: "refused", reason: type.policyText || REASONS.cutoff };
    const [updated] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        position: null,
        sequence: booking.sequence + 1,
        cancelledReason: input.reason?.trim() || null,
        updatedAt: input.now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!updated) return { status: "not-found" };
    if (booking.status === "booked") {
      await queueBookingEmail(tx, { bookingId: booking.id, event: "cancelled", message: input.reason });
      await promoteWaitlist(tx, booking.typeId, booking.startsAt, input.now);
    }
    return { status: "cancelled", booking: updated };
  });
}

async function moveTo(
  db: Database,
  input: { bookingId: string; by: ChangeBy; startsAt: Date; now: Date; asCoach: boolean },
): Promise<ChangeResult> {
  if (Number.isNaN(input.startsAt.getTime())) return { status: "refused", reason: REASONS.notOpen };
  return db.transaction(async (tx) => {
    await lock(tx);
    const found = await ownBooking(tx, input.bookingId, input.by);
    if (!found) return { status: "not-found" };
    const { booking, type } = found;
    if (booking.status !== "booked") return { status: "refused", reason: REASONS.notHeld };
    if (input.startsAt <= input.now) return { status: "refused", reason: REASONS.past };
    if (!input.asCoach) {
      if (!beforeCutoff(booking.startsAt, type.cutoffHours, input.now))
        return { status: "refused", reason: type.policyText || REASONS.cutoff };
      const timing = timingProblem(type, input.startsAt, input.now);
      if (timing) return { status: "refused", reason: REASONS[timing] };
      const slot = await slotAt(tx, type, input.startsAt, input.now, booking.id);
      if (!slot) return { status: "refused", reason: REASONS.notOpen };
    }
    const moving = input.startsAt.getTime() !== booking.startsAt.getTime();
    if (moving && (await placesTaken(tx, type.id, input.startsAt)) >= type.capacity)
      return { status: "full", reason: "That time is full. Please choose another time." };
    const [updated] = await tx
      .update(bookings)
      .set({
        startsAt: input.startsAt,
        endsAt: new Date(input.startsAt.getTime() + type.minutes * MINUTE),
        sequence: booking.sequence + 1,
        updatedAt: input.now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!updated) return { status: "not-found" };
    await queueBookingEmail(tx, { bookingId: booking.id, event: "changed" });
    if (moving) await promoteWaitlist(tx, booking.typeId, booking.startsAt, input.now);
    return { status: "changed", booking: updated };
  });
}

/** She moves her own booking to another free slot of the same type, before the cut-off. */
export function rescheduleBooking(
  db: Database,
  input: { bookingId: string; by: ChangeBy; startsAt: Date; now: Date },
): Promise<ChangeResult> {
  return moveTo(db, { ...input, asCoach: isCoach(input.by) });
}

/** The coach moves a booking to any future time (not past the type's capacity); she is emailed. */
export function moveBooking(
  db: Database,
  input: { bookingId: string; startsAt: Date; now: Date; by: CalendarViewer },
): Promise<ChangeResult> {
  if (!isCoach(input.by)) return Promise.resolve({ status: "not-found" });
  return moveTo(db, { ...input, asCoach: true });
}

/** The coach cancels one occurrence of a class (or session): everyone booked or waiting is emailed `message`. */
export async function cancelClass(
  db: Database,
  input: { typeId: string; startsAt: Date; message: string; now: Date },
): Promise<{ cancelled: number }> {
  // An unknown type or an unreadable time names no occurrence: nothing to cancel.
  if (Number.isNaN(input.startsAt.getTime()) || !(await getType(db, input.typeId))) return { cancelled: 0 };
  return db.transaction(async (tx) => {
    await lock(tx);
    const message = input.message.trim();
    await tx
      .insert(cancelledOccurrences)
      .values({
        typeId: input.typeId,
        startsAt: input.startsAt,
        message,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing();
    const affected = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        position: null,
        sequence: sql`${bookings.sequence} + 1`,
        cancelledReason: message || null,
        updatedAt: input.now,
      })
      .where(
        and(
          eq(bookings.typeId, input.typeId),
          eq(bookings.startsAt, input.startsAt),
          inArray(bookings.status, ["booked", "waitlisted"]),
        ),
      )
      .returning({ id: bookings.id });
    for (const row of affected)
      await queueBookingEmail(tx, { bookingId: row.id, event: "class-cancelled", message });
    return { cancelled: affected.length };
  });
}

/** The coach marks a held booking attended or no-show, once it has started. */
export async function markAttendance(
  db: Database,
  bookingId: string,
  status: "attended" | "no-show",
  now: Date,
): Promise<ChangeResult> {
  if (!isTextIdShape(bookingId)) return { status: "not-found" };
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return { status: "not-found" };
  if (!["booked", "attended", "no-show"].includes(booking.status))
    return { status: "refused", reason: REASONS.notHeld };
  if (booking.startsAt > now) return { status: "refused", reason: REASONS.notStarted };
  const [updated] = await db
    .update(bookings)
    .set({ status, updatedAt: now })
    .where(eq(bookings.id, bookingId))
    .returning();
  return updated ? { status: "marked", booking: updated } : { status: "not-found" };
}
