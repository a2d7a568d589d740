// When a booking's reminders are due (issue 40 §4): pure rules over instants. The scheduler
// ticks every minute; a reminder is due inside its window, never in her quiet hours, and only
// for a booking made before the window opened (a booking made 3 hours ahead gets no "tomorrow").
import { isQuietHours, localClock } from "~/features/reminders/schedule";

export const BOOKING_REMINDERS = [
  { lead: "24h", beforeMinutes: 24 * 60, windowMinutes: 180 },
  { lead: "1h", beforeMinutes: 60, windowMinutes: 30 },
] as const;

export type ReminderLead = (typeof BOOKING_REMINDERS)[number]["lead"];

/** The reminder due now for this booking, or null. */
export function dueBookingReminder(
  booking: { startsAt: Date; createdAt: Date },
  now: Date,
  zone: string,
): ReminderLead | null {
  if (isQuietHours(localClock(now, zone).minutes)) return null;
  for (const reminder of BOOKING_REMINDERS) {
    const opens = booking.startsAt.getTime() - reminder.beforeMinutes * 60_000;
    const closes = Math.min(opens + reminder.windowMinutes * 60_000, booking.startsAt.getTime());
    if (now.getTime() >= opens && now.getTime() < closes && booking.createdAt.getTime() < opens)
      return reminder.lead;
  }
  return null;
}
