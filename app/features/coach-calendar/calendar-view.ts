import { addDays, type Day, isDay, localDay, weekOf } from "~/lib/dates";

// The coach's day and week (issue 40 §5), as pure rules over a list of bookings: which days a
// view shows, where previous and next lead, and each day laid out as its appointments and
// classes in time order, with who is coming, her note, her health flag, the places taken and
// the waitlist. The server (calendar.server.ts) reads the rows; the page draws what this says.
// Client-safe: no database, no server modules.

export type CalendarMode = "day" | "week";

/** How far ahead the free times to move a booking to reach. */
export const MOVE_DAYS = 14;

export type CalendarViewParams = { mode: CalendarMode; day: Day };

export type BookingStatus = "booked" | "waitlisted" | "cancelled" | "attended" | "no-show";

/** One booking as the coach's calendar reads it. */
export type CalendarEntry = {
  bookingId: string;
  typeId: string;
  typeName: string;
  kind: "appointment" | "class";
  place: "gym" | "online";
  capacity: number;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  /** Her waitlist place, 1 first; null when not waitlisted. */
  position: number | null;
  memberId: string | null;
  name: string;
  email: string;
  note: string;
  /** A new client whose health screening said "yes" and is not reviewed, or who has not answered it. */
  healthFlag: string | null;
};

export type CalendarPerson = {
  bookingId: string;
  memberId: string | null;
  name: string;
  email: string;
  note: string;
  status: BookingStatus;
  healthFlag: string | null;
  /** Attendance can be marked once the session has started. */
  canMark: boolean;
};

/** One appointment or one class at one time: the people booked and the people waiting. */
export type CalendarSlot = {
  key: string;
  typeId: string;
  typeName: string;
  kind: "appointment" | "class";
  place: "gym" | "online";
  startsAt: Date;
  endsAt: Date;
  /** "09:00–09:45" in the gym's zone. */
  time: string;
  capacity: number;
  /** Not started yet: a class can still be cancelled. */
  upcoming: boolean;
  /** Booked, attended and no-show: the places taken. */
  taken: number;
  people: CalendarPerson[];
  waitlist: CalendarPerson[];
};

export type CalendarDay = { day: Day; slots: CalendarSlot[] };

/** The view from the address: `?view=week&day=2026-11-27`; anything else is today's day view. */
export function readViewParams(search: URLSearchParams, today: Day): CalendarViewParams {
  const mode: CalendarMode = search.get("view") === "week" ? "week" : "day";
  const asked = search.get("day") ?? "";
  return { mode, day: isDay(asked) ? asked : today };
}

/** The days a view shows: one, or Monday to Sunday of the day's week. */
export function viewDays({ mode, day }: CalendarViewParams): Day[] {
  return mode === "week" ? weekOf(day) : [day];
}

/** Where "Previous" and "Next" lead: a day or a week either side. */
export function neighbours({ mode, day }: CalendarViewParams): { previous: Day; next: Day } {
  const step = mode === "week" ? 7 : 1;
  return { previous: addDays(day, -step), next: addDays(day, step) };
}

/** The address of a view, for links. */
export function viewHref({ mode, day }: CalendarViewParams): string {
  return `/coach/calendar?${new URLSearchParams({ view: mode, day })}`;
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "09:00" in the zone, 24-hour. */
export function clockTime(instant: Date, zone: string): string {
  let formatter = timeFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: zone,
    });
    timeFormatters.set(zone, formatter);
  }
  return formatter.format(instant);
}

const person = (entry: CalendarEntry, now: Date): CalendarPerson => ({
  bookingId: entry.bookingId,
  memberId: entry.memberId,
  name: entry.name,
  email: entry.email,
  note: entry.note,
  status: entry.status,
  healthFlag: entry.healthFlag,
  canMark: entry.status !== "waitlisted" && entry.startsAt.getTime() <= now.getTime(),
});

/**
 * Each day of the view with its slots in time order. Cancelled bookings are left out; a slot
 * whose bookings were all cancelled is not shown. The waitlist is in its order.
 */
export function layoutDays(
  entries: readonly CalendarEntry[],
  days: readonly Day[],
  zone: string,
  now: Date,
): CalendarDay[] {
  const byDay = new Map<Day, Map<string, CalendarSlot>>(days.map((day) => [day, new Map()]));
  const live = entries.filter((entry) => entry.status !== "cancelled");
  for (const entry of live) {
    const slots = byDay.get(localDay(entry.startsAt, zone));
    if (!slots) continue;
    const key = `${entry.typeId}@${entry.startsAt.toISOString()}`;
    let slot = slots.get(key);
    if (!slot) {
      slot = {
        key,
        typeId: entry.typeId,
        typeName: entry.typeName,
        kind: entry.kind,
        place: entry.place,
        startsAt: entry.startsAt,
        endsAt: entry.endsAt,
        time: `${clockTime(entry.startsAt, zone)}–${clockTime(entry.endsAt, zone)}`,
        capacity: entry.capacity,
        upcoming: entry.startsAt.getTime() > now.getTime(),
        taken: 0,
        people: [],
        waitlist: [],
      };
      slots.set(key, slot);
    }
    if (entry.status === "waitlisted") slot.waitlist.push(person(entry, now));
    else {
      slot.people.push(person(entry, now));
      slot.taken += 1;
    }
  }
  const order = new Map(live.map((entry) => [entry.bookingId, entry.position ?? 0]));
  return days.map((day) => {
    const slots = [...(byDay.get(day)?.values() ?? [])].sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.typeName.localeCompare(b.typeName),
    );
    for (const slot of slots) {
      slot.people.sort((a, b) => a.name.localeCompare(b.name));
      slot.waitlist.sort((a, b) => (order.get(a.bookingId) ?? 0) - (order.get(b.bookingId) ?? 0));
    }
    return { day, slots };
  });
}

/** "3 of 8 places taken, 2 waiting" for a class; "" for a 1:1. */
export function placesText(slot: Pick<CalendarSlot, "capacity" | "taken" | "waitlist">): string {
  if (slot.capacity <= 1 && slot.waitlist.length === 0) return "";
  const taken = `${slot.taken} of ${slot.capacity} ${slot.capacity === 1 ? "place" : "places"} taken`;
  return slot.waitlist.length > 0 ? `${taken}, ${slot.waitlist.length} waiting` : taken;
}

export const STATUS_WORDS: Record<BookingStatus, string> = {
  booked: "Booked",
  waitlisted: "Waiting",
  cancelled: "Cancelled",
  attended: "Attended",
  "no-show": "No-show",
};
