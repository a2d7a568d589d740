// Calendar days in her time zone. A "day" is a plain "YYYY-MM-DD" string: arithmetic on it is
// done at UTC midnight, where no clock ever changes, so daylight-saving shifts cannot add or
// lose a day. Only `localDay` looks at an instant, through the browser-reported zone.

export type Day = string;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using
 * one, and the coach's clients list asks for hundreds per page (issue 21's profile). Null for a
 * zone the runtime does not know. Bounded, since zones come from the browser.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat | null>();
const MAX_ZONES = 1000;

function dayFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
    } catch {
      formatter = null;
    }
    if (dayFormatters.size >= MAX_ZONES) dayFormatters.clear();
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a zone the runtime knows ("Europe/London"); anything else is refused. */
export function isValidTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  return dayFormatter(value) !== null;
}

/** The calendar day an instant falls on in `timeZone`. */
export function localDay(instant: Date, timeZone: string): Day {
  const formatter = dayFormatter(timeZone);
  // A zone the runtime does not know throws, as `new Intl.DateTimeFormat` always did here.
  if (!formatter) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  const parts = formatter.formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function toUtc(day: Day): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: Day, days: number): Day {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01: the index that rotates the daily suggestions and quote. */
export function dayNumber(day: Day): number {
  return Math.round(toUtc(day) / DAY_MS);
}

/** Monday to Sunday of the week holding `day` (ISO weeks, as her calendar shows them). */
export function weekOf(day: Day): Day[] {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(day, -weekday);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: Day): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const SHORT_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/**
 * A day's words, kept once made: `/progress` writes a year of workout days, about 500 a view,
 * and formatting each was 0.15 ms of its first view (issue 41). Pure: the same day, the same
 * words. Bounded, so a long-running server keeps at most a few thousand.
 */
function keptByDay(format: Intl.DateTimeFormat): (day: Day) => string {
  const kept = new Map<Day, string>();
  return (day) => {
    let words = kept.get(day);
    if (words === undefined) {
      words = format.format(new Date(toUtc(day)));
      if (kept.size >= 4000) kept.clear();
      kept.set(day, words);
    }
    return words;
  };
}

/** "3 March 2026". */
export const longDate = keptByDay(LONG_DATE);

/** "3 Mar 2026", for table rows on a phone. */
export const shortDate = keptByDay(SHORT_DATE);

// Built once: a formatter costs far more to make than to use, and the dashboard's week and the
// coach's lists format dozens of days a page (issue 21's profile).
const WEEKDAY_LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const WEEKDAY_DAY_MONTH = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
});
const WEEKDAY_SHORT = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short" });
const DAY_MONTH = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });

/** "Saturday, 21 November 2026". */
export function formatLongDay(day: Day): string {
  return WEEKDAY_LONG_DATE.format(new Date(toUtc(day)));
}

/** "Sunday 29 November". */
export const weekdayDayMonth = (day: Day) => WEEKDAY_DAY_MONTH.format(new Date(toUtc(day)));

/** "16 Nov". */
export const dayMonth = keptByDay(DAY_MONTH);

/** "Mon 16". */
export function formatShortDay(day: Day): { weekday: string; date: string; long: string } {
  const date = new Date(toUtc(day));
  return {
    weekday: WEEKDAY_SHORT.format(date),
    date: String(date.getUTCDate()),
    long: WEEKDAY_DAY_MONTH.format(date),
  };
}

/**
 * Consecutive days with something done, ending today; a streak still counts while today is
 * not yet done (it ends only when a whole day passes without anything).
 */
export function streak(activeDays: Iterable<Day>, today: Day): number {
  const active = new Set(activeDays);
  let day = active.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (active.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}

/**
 * One wall-clock formatter per zone, as `dayFormatter`: made anew on every call, it was 1.5 ms of
 * the coach home's view (the 4-week promise works out each client's day in her zone). Only
 * zones already checked reach it; bounded all the same.
 */
const wallFormatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    if (wallFormatters.size >= MAX_ZONES) wallFormatters.clear();
    wallFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = wallFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The first instant of `day` in `timeZone` (its midnight, or the first hour after a skipped one). */
export function startOfDayIn(day: Day, timeZone: string): Date {
  const wall = toUtc(day);
  let instant = wall - zoneOffset(wall, timeZone);
  // Once more with the offset at the guess: right on both sides of a daylight-saving change.
  instant = wall - zoneOffset(instant, timeZone);
  if (localDay(new Date(instant), timeZone) < day) instant += 3_600_000; // midnight skipped
  return new Date(instant);
}

/**
 * The last instant of `day` in `timeZone`: "access until 27 December" ends here, so it is shown
 * as 27 December in that zone (issue 36 §7), whatever the length of the day.
 */
export function endOfDayIn(day: Day, timeZone: string): Date {
  return new Date(startOfDayIn(addDays(day, 1), timeZone).getTime() - 1);
}

/** "Sydney time" for "Australia/Sydney", "UTC" for UTC: the zone a page names beside its dates. */
export function zoneLabel(timeZone: string): string {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  const city = timeZone.split("/").pop() ?? timeZone;
  return `${city.replaceAll("_", " ")} time`;
}
