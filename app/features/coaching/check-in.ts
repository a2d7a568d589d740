import { addDays, type Day, weekdayIndex } from "~/lib/dates";

// The weekly check-in's pure rules (issue 18 §2, decision 0032): when a period opens, what the
// dashboard card says, which answers the coach should notice, and the words of the form.
// Client-safe: the form and the card read the labels; the schema is in check-in.server.ts.

/** ISO weekdays, 1 = Monday … 7 = Sunday, as `coach_settings.check_in_weekday` stores them. */
export const WEEKDAYS = [
  { value: 1, label: "Monday" },
  { value: 2, label: "Tuesday" },
  { value: 3, label: "Wednesday" },
  { value: 4, label: "Thursday" },
  { value: 5, label: "Friday" },
  { value: 6, label: "Saturday" },
  { value: 7, label: "Sunday" },
] as const;

export const DEFAULT_CHECK_IN_WEEKDAY = 7;

export function weekdayLabel(weekday: number): string {
  return WEEKDAYS.find((entry) => entry.value === weekday)?.label ?? "Sunday";
}

/** The ISO weekday of a day: 1 for Monday … 7 for Sunday. */
export function isoWeekday(day: Day): number {
  return weekdayIndex(day) + 1;
}

export type CheckInPeriod = { opened: Day; next: Day };

/**
 * The check-in period holding `today`: it opened on the coach's weekday on or before today and
 * lasts seven days, so `next` (the next period's opening) is not part of it.
 */
export function checkInPeriod(today: Day, weekday: number): CheckInPeriod {
  const back = (isoWeekday(today) - weekday + 7) % 7;
  const opened = addDays(today, -back);
  return { opened, next: addDays(opened, 7) };
}

/** Low energy is 1 or 2 of 5. */
export const LOW_ENERGY = 2;

/** What the coach should notice in a check-in: any pain (a level or a place named), low energy. */
export function checkInFlags(row: { painLevel: number; painArea: string; energy: number }): {
  pain: boolean;
  lowEnergy: boolean;
} {
  return { pain: row.painLevel >= 1 || row.painArea.trim() !== "", lowEnergy: row.energy <= LOW_ENERGY };
}

export type CardState = { state: "due" | "done"; missedNote: boolean };

/**
 * The dashboard card's rule. Every day belongs to a period, so the card is always one of two:
 * - "done" once she has checked in this period (a thank-you, with a link to edit);
 * - "due" until then.
 * The missed note, shown only with "due": the previous period passed without a check-in AND the
 * period before that had one. So a run of missed weeks is mentioned once, in the week after the
 * first miss, and never again however long the run (two misses in a row never bring it twice);
 * someone who has never checked in is never told she missed one. The words are kind, never a
 * scolding (`MISSED_NOTE`).
 * Periods are compared as ranges of days, not by their exact opening day, so a check-in sent
 * before the coach moved the check-in day still counts for the week it was sent in.
 */
export function cardState(input: { period: CheckInPeriod; weeks: readonly Day[] }): CardState {
  const { opened, next } = input.period;
  const within = (from: Day, to: Day) => input.weeks.some((week) => week >= from && week < to);
  if (within(opened, next)) return { state: "done", missedNote: false };
  const previous = addDays(opened, -7);
  const beforeThat = addDays(opened, -14);
  return { state: "due", missedNote: !within(previous, opened) && within(beforeThat, previous) };
}

export const MISSED_NOTE =
  "Last week's check-in did not happen, and that is completely fine: life gets busy. This week's is ready whenever you are.";

/** The dashboard card, as the server decides it (`checkInCard`) and `CheckInCard` draws it. */
export type CheckInCardView = CardState & {
  /** Her first name or name, for the greeting. */
  name: string;
  coachName: string;
  /** The day this period opened and the last day of it. */
  opened: Day;
  lastDay: Day;
};

/** A 1-5 answer's words at each end, for the form's radio buttons. */
export type Scale = {
  name: "energy" | "sleep" | "stress" | "eating";
  legend: string;
  labels: readonly [string, string, string, string, string];
};

export const SCALES: readonly Scale[] = [
  { name: "energy", legend: "Your energy this week", labels: ["Very low", "Low", "Okay", "Good", "Great"] },
  { name: "sleep", legend: "Your sleep this week", labels: ["Very poor", "Poor", "Okay", "Good", "Great"] },
  {
    name: "stress",
    legend: "Your stress this week",
    labels: ["Calm", "A little", "Some", "High", "Very stressed"],
  },
  {
    name: "eating",
    legend: "How well you ate to plan",
    labels: ["Not at all", "A little", "About half", "Mostly", "Fully"],
  },
];

/** Pain 0-10, 0 meaning none. */
export const PAIN_LEVELS = Array.from({ length: 11 }, (_, level) => ({
  value: level,
  label: level === 0 ? "0: none" : level === 10 ? "10: the worst" : String(level),
}));

export const MAX_SESSIONS = 14;
export const MAX_TEXT = 2000;
export const MAX_PAIN_AREA = 120;
