// Free times to book, as pure arithmetic (issue 40 §2, decision 0061): weekly hours per place
// with dated validity, minus exceptions and blocks, minus bookings with their buffers, within the
// minimum notice and the horizon. Wall times ("HH:MM") are in the gym's zone; every answer is an
// instant. A day's window is turned into instants first and slots step through the instants, so
// a daylight-saving change inside the window neither repeats nor loses a slot.
import { addDays, type Day, localDay, zoneOffset } from "./dates";

export type Place = "gym" | "online";

/** What slot generation needs to know about a type. */
export type SlotType = {
  id: string;
  minutes: number;
  place: Place;
  capacity: number;
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  kind: "appointment" | "class";
};

export type HoursRow = {
  place: Place;
  weekday: number;
  start: string;
  end: string;
  validFrom: Day;
  validTo: Day | null;
};
export type ExceptionRow = { day: Day; place: Place | null; start: string | null; end: string | null };
/** A weekly class time (weekday + time from validFrom) or a one-off (startsAt). */
export type ClassTimeRow = {
  startsAt: Date | null;
  weekday: number | null;
  time: string | null;
  validFrom: Day | null;
  validTo: Day | null;
};
/** A booking that holds a place (booked or attended), with its type's buffer and kind. */
export type BusyRow = {
  id?: string;
  typeId: string;
  startsAt: Date;
  endsAt: Date;
  bufferMinutes: number;
  /** Classes run beside appointments only through their scheduled time, not their bookings. */
  kind: "appointment" | "class";
};

export type Slot = { startsAt: Date; endsAt: Date; placesLeft: number };

/** Appointment slots start on the half hour (wall time, from the opening time). */
export const SLOT_STEP_MINUTES = 30;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" → minutes after midnight, or null for anything else. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 0 Sunday … 6 Saturday, as `working_hours.weekday` stores it. */
export function weekdayOf(day: Day): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The instant `day` at wall time `time` in `zone`. A time the clocks skip (02:30 when they go
 * forward) is the same distance past the change (03:30); a time that happens twice (02:30 when
 * they go back) is its first occurrence.
 */
export function zonedInstant(day: Day, time: string, zone: string): Date {
  const minutes = minutesOf(time);
  if (minutes === null) throw new RangeError(`Not a time: ${time}`);
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;
  // The earlier offset first: of two instants showing this wall time, the first one.
  const before = zoneOffset(wall - DAY, zone);
  const after = zoneOffset(wall + DAY, zone);
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const instant = wall - offset;
    if (zoneOffset(instant, zone) === offset) return new Date(instant);
  }
  // Skipped: the wall time shown before the change, read with the offset before it.
  return new Date(wall - before);
}

/** The wall time "HH:MM" of an instant in `zone`. */
export function wallTime(instant: Date, zone: string): string {
  const local = new Date(instant.getTime() + zoneOffset(instant.getTime(), zone));
  return local.toISOString().slice(11, 16);
}

/** Each calendar day (in `zone`) from the one holding `from` to the one holding `to`. */
export function daysBetween(from: Date, to: Date, zone: string): Day[] {
  const days: Day[] = [];
  const last = localDay(to, zone);
  for (let day = localDay(from, zone); day <= last && days.length < 400; day = addDays(day, 1))
    days.push(day);
  return days;
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) =>
  aStart < bEnd && bStart < aEnd;

/** True while she may still cancel or move a booking starting at `startsAt`. */
export function beforeCutoff(startsAt: Date, cutoffHours: number, now: Date): boolean {
  return now.getTime() <= startsAt.getTime() - cutoffHours * HOUR;
}

/** Why a start time cannot be booked on time grounds, or null when it can. */
export function timingProblem(
  type: Pick<SlotType, "noticeHours" | "horizonDays">,
  startsAt: Date,
  now: Date,
): "past" | "notice" | "horizon" | null {
  const at = startsAt.getTime();
  if (at <= now.getTime()) return "past";
  if (at < now.getTime() + type.noticeHours * HOUR) return "notice";
  if (at > now.getTime() + type.horizonDays * DAY) return "horizon";
  return null;
}

function blockedWindows(exceptions: ExceptionRow[], day: Day, place: Place, zone: string) {
  const windows: [number, number][] = [];
  for (const exception of exceptions) {
    if (exception.day !== day || (exception.place !== null && exception.place !== place)) continue;
    if (exception.start === null || exception.end === null) return "closed" as const;
    windows.push([
      zonedInstant(day, exception.start, zone).getTime(),
      zonedInstant(day, exception.end, zone).getTime(),
    ]);
  }
  return windows;
}

/** The start instants of a class's scheduled times between `from` and `to`. */
export function classStarts(times: ClassTimeRow[], from: Date, to: Date, zone: string): Date[] {
  const starts = new Map<number, Date>();
  const days = daysBetween(from, to, zone);
  for (const row of times) {
    if (row.startsAt) {
      starts.set(row.startsAt.getTime(), row.startsAt);
      continue;
    }
    if (row.weekday === null || row.time === null) continue;
    for (const day of days) {
      if (weekdayOf(day) !== row.weekday) continue;
      if (row.validFrom && day < row.validFrom) continue;
      if (row.validTo && day > row.validTo) continue;
      const start = zonedInstant(day, row.time, zone);
      starts.set(start.getTime(), start);
    }
  }
  return [...starts.values()]
    .filter((start) => start >= from && start <= to)
    .sort((a, b) => a.getTime() - b.getTime());
}

export type SlotInput = {
  type: SlotType;
  /** Every row of her hours; only the type's place and the valid ones are used. */
  hours: HoursRow[];
  exceptions: ExceptionRow[];
  /** Bookings holding a place, of every type (she is one person). */
  busy: BusyRow[];
  /** This type's class times (classes only). */
  classTimes: ClassTimeRow[];
  /** Every class's scheduled times with their length, which appointments must avoid. */
  classBlocks?: { startsAt: Date; endsAt: Date }[];
  /** Occurrences the coach cancelled (this type's). */
  cancelled?: Date[];
  from: Date;
  to: Date;
  now: Date;
  /** The gym's zone: the hours and exceptions are its wall times. */
  zone: string;
};

/**
 * The type's bookable slots between `from` and `to`: for an appointment, the free starts in
 * her hours, plus a started group time with places left or full (so the page can offer the
 * waitlist); for a class, its scheduled times with the places left.
 */
export function generateSlots(input: SlotInput): Slot[] {
  const { type, zone, now } = input;
  const length = type.minutes * MINUTE;
  const cancelled = new Set((input.cancelled ?? []).map((at) => at.getTime()));
  const sameType = (start: number) =>
    input.busy.filter((row) => row.typeId === type.id && row.startsAt.getTime() === start).length;
  const candidates: number[] = [];

  if (type.kind === "class") {
    for (const start of classStarts(input.classTimes, input.from, input.to, zone)) {
      const blocked = blockedWindows(input.exceptions, localDay(start, zone), type.place, zone);
      if (blocked === "closed") continue;
      if (blocked.some(([a, b]) => overlaps(start.getTime(), start.getTime() + length, a, b))) continue;
      candidates.push(start.getTime());
    }
  } else {
    for (const day of daysBetween(input.from, input.to, zone)) {
      const blocked = blockedWindows(input.exceptions, day, type.place, zone);
      if (blocked === "closed") continue;
      const weekday = weekdayOf(day);
      for (const hours of input.hours) {
        if (hours.place !== type.place || hours.weekday !== weekday) continue;
        if (day < hours.validFrom || (hours.validTo !== null && day > hours.validTo)) continue;
        const open = zonedInstant(day, hours.start, zone).getTime();
        const close = zonedInstant(day, hours.end, zone).getTime();
        for (let start = open; start + length <= close; start += SLOT_STEP_MINUTES * MINUTE) {
          if (blocked.some(([a, b]) => overlaps(start, start + length, a, b))) continue;
          if (
            (input.classBlocks ?? []).some((c) =>
              overlaps(start, start + length, c.startsAt.getTime(), c.endsAt.getTime()),
            )
          )
            continue;
          // The coach is one person: any other booking (with its buffer) rules this start out,
          // except the same type at the same start, which it joins while places are left.
          const clash = input.busy.some(
            (row) =>
              row.kind === "appointment" &&
              !(row.typeId === type.id && row.startsAt.getTime() === start) &&
              overlaps(
                start,
                start + length + type.bufferMinutes * MINUTE,
                row.startsAt.getTime(),
                row.endsAt.getTime() + row.bufferMinutes * MINUTE,
              ),
          );
          if (!clash) candidates.push(start);
        }
      }
    }
  }

  const slots: Slot[] = [];
  for (const start of [...new Set(candidates)].sort((a, b) => a - b)) {
    const startsAt = new Date(start);
    if (startsAt < input.from || startsAt > input.to || cancelled.has(start)) continue;
    if (timingProblem(type, startsAt, now) !== null) continue;
    const taken = sameType(start);
    slots.push({
      startsAt,
      endsAt: new Date(start + length),
      placesLeft: Math.max(0, type.capacity - taken),
    });
  }
  return slots;
}
