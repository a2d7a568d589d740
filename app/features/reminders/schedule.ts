// When a reminder is due (issue 20 §3): pure rules over an instant and her IANA time zone.
// Client-safe (the settings page lists the same times). Every local clock reading goes through
// Intl with her zone, so a daylight-saving change moves the instant, never her 09:00.
import { addDays, type Day, localDay, weekOf, zoneOffset } from "~/lib/dates";

/** No reminder from 21:00 to 06:00 her time (issue 20 §3; from 06:00 since issue 36 §8). */
export const QUIET_FROM = 21 * 60;
export const QUIET_UNTIL = 6 * 60;
/** A reminder still goes out this long after her time: a restart or a slow tick loses nothing. */
export const WINDOW_MINUTES = 120;
/** The times she may choose: every half hour from 06:00 to 20:30, never in quiet hours. */
export const REMINDER_TIMES: readonly string[] = Array.from(
  { length: (QUIET_FROM - QUIET_UNTIL) / 30 },
  (_, index) => {
    const minutes = QUIET_UNTIL + index * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 === 0 ? "00" : "30"}`;
  },
);
export const DEFAULT_REMINDER_TIME = "09:00";
/** ISO weekdays, Monday 1 … Sunday 7, with the names the page shows. */
export const WEEKDAYS = [
  { value: 1, short: "Mon", long: "Monday" },
  { value: 2, short: "Tue", long: "Tuesday" },
  { value: 3, short: "Wed", long: "Wednesday" },
  { value: 4, short: "Thu", long: "Thursday" },
  { value: 5, short: "Fri", long: "Friday" },
  { value: 6, short: "Sat", long: "Saturday" },
  { value: 7, short: "Sun", long: "Sunday" },
] as const;
/** The weekly summary goes out on Sunday, at her time. */
export const SUMMARY_WEEKDAY = 7;

/** Her wall clock at `now`: the local day, its ISO weekday and the minutes since midnight. */
export function localClock(now: Date, timeZone: string): { day: Day; weekday: number; minutes: number } {
  // Her wall clock's minutes from the zone's offset: one kept formatter per zone (dates.ts).
  const wall = new Date(now.getTime() + zoneOffset(now.getTime(), timeZone));
  const day = localDay(now, timeZone);
  const weekday = weekOf(day).indexOf(day) + 1;
  return { day, weekday, minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

export function isQuietHours(minutes: number): boolean {
  return minutes >= QUIET_FROM || minutes < QUIET_UNTIL;
}

/** "09:30" → 570; null for anything that is not a time she may choose. */
export function timeMinutes(time: string): number | null {
  if (!REMINDER_TIMES.includes(time)) return null;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The local day whose reminder is due at `now`, or null: a day she chose, from her time for
 * WINDOW_MINUTES, and never in quiet hours (so a catch-up tick at 21:30 sends nothing). The
 * caller's dedupe key per day makes "due" fire once however many ticks fall in the window.
 */
export function dueDay(
  schedule: { days: readonly number[]; time: string },
  now: Date,
  timeZone: string,
): Day | null {
  const start = timeMinutes(schedule.time);
  if (start === null) return null;
  const clock = localClock(now, timeZone);
  if (!schedule.days.includes(clock.weekday)) return null;
  if (isQuietHours(clock.minutes)) return null;
  if (clock.minutes < start || clock.minutes >= start + WINDOW_MINUTES) return null;
  return clock.day;
}

/** The week (its Monday) whose summary is due at `now`: Sunday at her time, or null. */
export function summaryDueWeek(time: string, now: Date, timeZone: string): Day | null {
  const day = dueDay({ days: [SUMMARY_WEEKDAY], time }, now, timeZone);
  return day ? addDays(day, -6) : null;
}
