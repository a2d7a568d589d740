import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointmentTypes, bookings, calendarExceptions, members, screenings } from "~/db/schema";
import { newClientSigns } from "~/features/coaching/client-signs.server";
import { screeningStatus } from "~/features/coaching/screening.server";
import { type Day, endOfDayIn, startOfDayIn } from "~/lib/dates";
import type { CalendarBlock } from "./calendar-days";
import type { CalendarEntry } from "./calendar-view";

// What the coach's day and week read (issue 40 §5): the bookings of the days with their type and
// who made them, each client's health flag, and the time she blocked. Reads only: every change
// goes through the calendar's service (features/calendar/booking.server.ts).

/** The words on a booking whose client the coach should check before training her. */
export const HEALTH_FLAGS = {
  flagged: "Health check: yes, not reviewed",
  cleared: "Health check: yes, cleared by her doctor",
  missing: "New client: health check not answered",
  expired: "New client: health check out of date",
} as const;

/**
 * The flag for each member: a screening "yes" the coach has not reviewed, or, for a new client
 * (one whose record no coach has opened), a screening she has not answered.
 */
async function healthFlags(db: Database, memberIds: readonly string[], now: Date) {
  const flags = new Map<string, string>();
  if (memberIds.length === 0) return flags;
  const ids = [...memberIds];
  const [rows, people] = await Promise.all([
    db
      .selectDistinctOn([screenings.memberId])
      .from(screenings)
      .where(inArray(screenings.memberId, ids))
      .orderBy(screenings.memberId, desc(screenings.answeredAt), desc(screenings.createdAt)),
    db.select({ id: members.id, email: members.email }).from(members).where(inArray(members.id, ids)),
  ]);
  const newSigns = await newClientSigns(db, people);
  const byMember = new Map(rows.map((row) => [row.memberId, row]));
  for (const id of ids) {
    const status = screeningStatus(byMember.get(id) ?? null, now);
    if (status === "flagged" || status === "cleared") flags.set(id, HEALTH_FLAGS[status]);
    else if ((status === "missing" || status === "expired") && newSigns.has(id))
      flags.set(id, HEALTH_FLAGS[status]);
  }
  return flags;
}

/** Every booking starting on the days, with its type and who made it, and her health flag. */
export async function calendarEntries(
  db: Database,
  { days, zone, now }: { days: readonly Day[]; zone: string; now: Date },
): Promise<CalendarEntry[]> {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return [];
  const rows = await db
    .select({
      booking: bookings,
      type: appointmentTypes,
      member: { name: members.name, email: members.email },
    })
    .from(bookings)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, bookings.typeId))
    .leftJoin(members, eq(members.id, bookings.memberId))
    .where(
      and(gte(bookings.startsAt, startOfDayIn(first, zone)), lte(bookings.startsAt, endOfDayIn(last, zone))),
    )
    .orderBy(asc(bookings.startsAt));
  const memberIds = [...new Set(rows.flatMap((row) => (row.booking.memberId ? [row.booking.memberId] : [])))];
  const flags = await healthFlags(db, memberIds, now);
  return rows.map(({ booking, type, member }) => ({
    bookingId: booking.id,
    typeId: type.id,
    typeName: type.name,
    kind: type.kind,
    place: type.place,
    capacity: type.capacity,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: booking.status,
    position: booking.position,
    memberId: booking.memberId,
    name: member?.name ?? booking.visitorName ?? "Visitor",
    email: member?.email ?? booking.visitorEmail ?? "",
    note: booking.note,
    healthFlag: booking.memberId ? (flags.get(booking.memberId) ?? null) : null,
  }));
}

/** The time she blocked (and her days off) on the days, as the calendar shows them. */
export async function calendarBlocks(db: Database, days: readonly Day[]): Promise<CalendarBlock[]> {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return [];
  const rows = await db
    .select()
    .from(calendarExceptions)
    .where(and(gte(calendarExceptions.day, first), lte(calendarExceptions.day, last)))
    .orderBy(asc(calendarExceptions.day), asc(calendarExceptions.start));
  return rows.map((row) => ({
    id: String(row.id),
    day: row.day,
    time: row.start && row.end ? `${row.start}–${row.end}` : "all day",
    reason: [row.reason, row.place ? (row.place === "gym" ? "(gym)" : "(online)") : ""]
      .filter(Boolean)
      .join(" "),
  }));
}
