import { addDays, type Day, dayNumber, localDay } from "~/lib/dates";

// The spec's guarantee (SPEC.md, "Programs"): "if the client does not feel noticeably stronger
// after 4 weeks, the program is redesigned at no cost". When the question comes due, in her own
// time zone, and for how long her dashboard asks it (decision 0066). Pure and client-safe.

/** The spec's 4 weeks, in days. */
export const PROMISE_DAYS = 28;
/** Her dashboard asks for the 4 weeks after it comes due; later, the question has lapsed. */
export const PROMISE_ASK_DAYS = 28;
/** How long her dashboard says "Your coach has redesigned your program" after it was done. */
export const PROMISE_NOTICE_DAYS = 14;

/** Days the program did not run, from `from` up to and not including `to`, in her days. */
export type Pause = { from: Day; to: Day };

/**
 * The day the question comes due: 28 counted days after `start`, where a paused day is not
 * counted. A pause that begins before the (pushed back) due day pushes it back by its days,
 * so a pause after a first one is counted too; days before the start are never counted.
 */
export function promiseDueDay(start: Day, pauses: readonly Pause[] = []): Day {
  let due = addDays(start, PROMISE_DAYS);
  const sorted = [...pauses].sort((a, b) => dayNumber(a.from) - dayNumber(b.from));
  let counted = dayNumber(start);
  for (const pause of sorted) {
    const from = Math.max(dayNumber(pause.from), counted);
    const to = dayNumber(pause.to);
    if (to <= from) continue;
    if (from >= dayNumber(due)) break;
    due = addDays(due, to - from);
    counted = to;
  }
  return due;
}

export type PromiseTiming =
  /** The program has not started, or has not run 4 weeks yet. */
  | { state: "running"; due: Day }
  /** It came due and her dashboard asks now. */
  | { state: "due"; due: Day }
  /** It came due more than PROMISE_ASK_DAYS ago: no longer asked. */
  | { state: "lapsed"; due: Day };

/** Where a program started on `start` is at the instant `now`, counted in her `timeZone`. */
export function promiseTiming(
  now: Date,
  timeZone: string,
  start: Day,
  pauses: readonly Pause[] = [],
): PromiseTiming {
  const today = localDay(now, timeZone);
  const due = promiseDueDay(start, pauses);
  if (today < due) return { state: "running", due };
  if (dayNumber(today) - dayNumber(due) < PROMISE_ASK_DAYS) return { state: "due", due };
  return { state: "lapsed", due };
}
