// Bookings as pages show them: hers, the coach's day and week, one booking by its owner. Whose
// booking it is decides whether it is found at all (another person's id is not found).
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointmentTypes, bookings, members } from "~/db/schema";
import { isTextIdShape } from "~/lib/ids";
import type { AppointmentType, CalendarViewer } from "./availability.server";

export type Booking = typeof bookings.$inferSelect;

/** A visitor's booking's details; `zone`: the one her booking page showed (decision 0096). */
export type Visitor = {
  name: string;
  email: string;
  phone?: string | null;
  note?: string | null;
  zone?: string | null;
};

/** Who asks for a change: a viewer (her own bookings; the coach any), or a checked visitor link. */
export type ChangeBy = CalendarViewer | "visitor-link";

export const isCoach = (by: ChangeBy) => by !== "visitor-link" && by.member?.role === "coach";

export type BookingView = Booking & {
  type: Pick<
    AppointmentType,
    "id" | "name" | "place" | "minutes" | "kind" | "cutoffHours" | "policyText" | "videoUrl"
  >;
  member: { id: string; name: string; email: string } | null;
};

const typeColumns = {
  id: appointmentTypes.id,
  name: appointmentTypes.name,
  place: appointmentTypes.place,
  minutes: appointmentTypes.minutes,
  kind: appointmentTypes.kind,
  cutoffHours: appointmentTypes.cutoffHours,
  policyText: appointmentTypes.policyText,
  videoUrl: appointmentTypes.videoUrl,
};

function selectViews(db: Database) {
  return db
    .select({
      booking: bookings,
      type: typeColumns,
      memberId: members.id,
      name: members.name,
      email: members.email,
    })
    .from(bookings)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, bookings.typeId))
    .leftJoin(members, eq(members.id, bookings.memberId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>["where"]>>[number];
const toView = (row: ViewRow): BookingView => ({
  ...row.booking,
  type: row.type,
  member:
    row.memberId && row.name && row.email ? { id: row.memberId, name: row.name, email: row.email } : null,
});

/** Her bookings, every status, soonest first. */
export async function bookingsForMember(db: Database, memberId: string): Promise<BookingView[]> {
  const rows = await selectViews(db).where(eq(bookings.memberId, memberId)).orderBy(asc(bookings.startsAt));
  return rows.map(toView);
}

/** Every booking starting in [from, to), every status (the coach's day and week views). */
export async function bookingsBetween(db: Database, from: Date, to: Date): Promise<BookingView[]> {
  const rows = await selectViews(db)
    .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt), asc(bookings.position), asc(bookings.createdAt));
  return rows.map(toView);
}

/** One booking as its owner (or the coach, or a checked visitor link) may see it; else null. */
export async function findBooking(
  db: Database,
  bookingId: string,
  by: ChangeBy,
): Promise<BookingView | null> {
  if (!isTextIdShape(bookingId)) return null;
  const [row] = await selectViews(db).where(eq(bookings.id, bookingId));
  if (!row) return null;
  if (by === "visitor-link" || isCoach(by)) return toView(row);
  return by.member && row.booking.memberId === by.member.id ? toView(row) : null;
}
