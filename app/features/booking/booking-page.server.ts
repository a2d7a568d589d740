// The booking page's data (issue 40 §3): what she may book, its free times grouped by day in
// the zone they are shown in, the chosen time, and the booking itself. The route guards and
// parses; this module decides.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import {
  type AppointmentType,
  availableSlots,
  type CalendarViewer,
  getType,
  mayBook,
  slotZone,
} from "~/features/calendar/availability.server";
import { type BookResult, book, findBooking, rescheduleBooking } from "~/features/calendar/booking.server";
import { isValidTimeZone, localDay } from "~/lib/dates";
import { visitorLinkValid } from "./visitor-link.server";
import { formatDayHeading, formatShortDay, formatTime, formatWhen } from "./when";

export type SlotChoice = { startsAt: string; time: string; placesLeft: number };
export type DayChoice = { day: string; heading: string; short: string; slots: SlotChoice[] };

/** The most days of times one page lists; further ones are a "later" page away. */
const DAYS_SHOWN = 14;
const DAY_MS = 86_400_000;

/** Her zone for online times: her profile's, else the one her browser sent, else the gym's. */
export async function viewerZone(db: Database, viewer: CalendarViewer, browserZone: string | null) {
  if (viewer.member) {
    const [row] = await db
      .select({ timeZone: profiles.timeZone })
      .from(profiles)
      .where(eq(profiles.memberId, viewer.member.id));
    if (row?.timeZone && isValidTimeZone(row.timeZone)) return row.timeZone;
  }
  return browserZone && isValidTimeZone(browserZone) ? browserZone : null;
}

/** The type if this viewer may book it; null is a 404 (or, for a visitor, "sign in first"). */
export async function bookableType(db: Database, typeId: string, viewer: CalendarViewer) {
  const type = await getType(db, typeId);
  if (!type) return { type: null, allowed: false } as const;
  return { type, allowed: await mayBook(db, type, viewer) } as const;
}

export function typeSummary(type: AppointmentType) {
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    price: type.price,
    minutes: type.minutes,
    place: type.place,
    kind: type.kind,
    capacity: type.capacity,
    policyText: type.policyText,
    cutoffHours: type.cutoffHours,
  };
}

/** Her free times from now to the type's horizon, by day in `zone`. */
export async function dayChoices(
  db: Database,
  input: {
    type: AppointmentType;
    viewer: CalendarViewer;
    zone: string | null;
    now: Date;
    /** The booking she is moving: its own time does not block the times around it. */
    rescheduleId?: string | null;
    /** A visitor moving hers from her email's link, its token already checked by the route. */
    movedByLink?: boolean;
  },
): Promise<{ zone: string; days: DayChoice[] }> {
  const { type, now } = input;
  const zone = slotZone(type.place, input.zone);
  const slots = await availableSlots(db, {
    typeId: type.id,
    from: now,
    to: new Date(now.getTime() + Math.min(type.horizonDays, 62) * DAY_MS),
    viewer: input.viewer,
    now,
    viewerZone: input.zone,
    // Only her own booking may be left out of the busy times; another id counts for nothing.
    excludeBookingId:
      input.rescheduleId &&
      (await findBooking(db, input.rescheduleId, input.movedByLink ? "visitor-link" : input.viewer))
        ? input.rescheduleId
        : undefined,
  });
  const days = new Map<string, DayChoice>();
  for (const slot of slots) {
    const day = localDay(slot.startsAt, zone);
    const entry = days.get(day) ?? {
      day,
      heading: formatDayHeading(slot.startsAt, zone),
      short: formatShortDay(slot.startsAt, zone),
      slots: [],
    };
    entry.slots.push({
      startsAt: slot.startsAt.toISOString(),
      time: formatTime(slot.startsAt, zone),
      placesLeft: slot.placesLeft,
    });
    days.set(day, entry);
  }
  return { zone, days: [...days.values()].slice(0, DAYS_SHOWN) };
}

/**
 * The booking she asked to move (`?reschedule=`): a visitor's booking with her email link's
 * token (`&token=`), of this type, whoever is signed in (she may have made an account since);
 * else a client's own. Anything else is no move: the page books afresh.
 */
export async function bookingToMove(db: Database, viewer: CalendarViewer, url: URL, typeId: string) {
  const asked = url.searchParams.get("reschedule");
  const token = url.searchParams.get("token");
  const none = { rescheduleId: null, moveToken: null };
  if (!asked || !/^[\w-]{1,64}$/.test(asked)) return none;
  if (token === null) return viewer.member ? { rescheduleId: asked, moveToken: null } : none;
  if (!(await visitorLinkValid(db, asked, token))) return none;
  const booking = await findBooking(db, asked, "visitor-link");
  return booking?.type.id === typeId ? { rescheduleId: asked, moveToken: token } : none;
}

/** A fresh one-time key for the form: a double tap or a retried post books once. */
export const newIdempotencyKey = () => randomUUID();

export type BookingOutcome =
  | { kind: "booked" | "waitlisted"; when: string; bookingId: string }
  | { kind: "full" | "refused"; reason: string };

export function outcomeOf(result: BookResult, zone: string): BookingOutcome {
  if ((result.status === "booked" || result.status === "waitlisted") && result.booking) {
    return {
      kind: result.status,
      when: formatWhen(result.booking.startsAt, zone),
      bookingId: result.booking.id,
    };
  }
  return {
    kind: result.status === "full" ? "full" : "refused",
    reason: result.reason ?? "That time could not be booked. Please choose another time.",
  };
}

export { book, findBooking, rescheduleBooking };
