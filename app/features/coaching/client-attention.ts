import { isPortalProgramSlug } from "~/content/portal-programs";
import { WEEKLY_TARGETS } from "~/features/dashboard/progress";
import { addDays, type Day, dayNumber } from "~/lib/dates";
import { type AssignmentStep, currentStep, plannedSessionsPerWeek } from "./assignment";
import type { ClientFlagKind } from "./client-flags";
import type { AttentionKind } from "./clients-view";
import type { ScreeningStatus } from "./screening.server";

// What makes a client need the coach, and in which order the list shows her (issue 18 §3,
// decision 0032): the rules over one client's numbers, apart from the queries that count them
// (clients.server.ts), so they read as the product says them.

/** How far back the list looks: the streak is shown as "12+ weeks" beyond it. */
export const WINDOW_WEEKS = 12;
/** Pain reported in a check-in older than this is no longer news. */
export const PAIN_NEWS_DAYS = 14;
/** A client not seen for this long needs a word. */
export const QUIET_DAYS = 7;
/** A session she missed (a no-show) this recently, and none attended since, needs a word. */
export const MISSED_DAYS = 14;
/** A check-in period open this many days without her check-in is overdue. */
export const OVERDUE_DAYS = 2;

const DAY_MS = 86_400_000;

export type AttentionReason = AttentionKind;

/** The reasons, heaviest first: the sort compares them in this order. */
export const ATTENTION_ORDER: readonly AttentionReason[] = [
  "pain",
  "fall-risk",
  "pain-jump",
  "screening",
  "redesign",
  "new",
  "unread",
  "joints",
  "sleep",
  "missed",
  "quiet",
  "overdue",
];

export type ClientCheckIn = {
  id: string;
  week: Day;
  submittedAt: Date;
  painLevel: number;
  painArea: string;
  energy: number;
  flags: { pain: boolean; lowEnergy: boolean };
};

/** Whose plan her sessions are counted against: her assigned program's, else the dashboard's. */
export type ClientPlan = "program" | "dashboard";

/** The days of her check-in periods, in her zone, that decide whether one is overdue. */
export type CheckInDays = { today: Day; opened: Day; next: Day; previous: Day; createdDay: Day };

/** Sessions a week her plan asks: her assigned program's today, else the dashboard's target. */
export function planFor(
  assignment: { steps: { program: string; weeks: number }[]; startDay: Day } | undefined,
  today: Day,
): { perWeek: number; plan: ClientPlan } {
  if (assignment) {
    const steps = assignment.steps.filter(
      (step): step is AssignmentStep => isPortalProgramSlug(step.program) && step.weeks >= 1,
    );
    const step = currentStep({ steps, startDay: assignment.startDay }, today);
    if (step) return { perWeek: plannedSessionsPerWeek(step.program), plan: "program" };
  }
  return { perWeek: WEEKLY_TARGETS.workout, plan: "dashboard" };
}

/** The Mondays of the weeks whose bit is set, counting back from `monday`. */
export function weeksFromBits(bits: number | string | null, monday: Day): Set<Day> {
  const value = BigInt(bits ?? 0);
  const weeks = new Set<Day>();
  for (let back = 0; back <= WINDOW_WEEKS + 1; back++) {
    if ((value >> BigInt(back)) & 1n) weeks.add(addDays(monday, -7 * back));
  }
  return weeks;
}

/** The first instant after `now` among these, or null. */
export const firstAfter = (now: Date, instants: (Date | null | undefined)[]) =>
  instants.reduce<Date | null>(
    (first, at) => (at && at.getTime() > now.getTime() && (!first || at < first) ? at : first),
    null,
  );

/** Weeks in a row with a session, ending this week or the one before; capped by the window. */
export function weekStreak(weeks: ReadonlySet<Day>, monday: Day, windowWeeks = WINDOW_WEEKS) {
  let week = weeks.has(monday) ? monday : addDays(monday, -7);
  let count = 0;
  while (weeks.has(week)) {
    count += 1;
    week = addDays(week, -7);
  }
  // The window holds this week and `windowWeeks` before it; a run that reaches its first week
  // may go on before it.
  const oldest = addDays(monday, -7 * windowWeeks);
  return { weeks: count, atLeast: count > 0 && addDays(week, 7) <= oldest };
}

/**
 * The reasons a client needs the coach, heaviest first (the list's sort):
 * - pain in her last check-in, sent in the last 14 days;
 * - a screening "yes" the coach has not reviewed (whether or not her doctor cleared her);
 * - new: no coach has opened her record yet (issue 36);
 * - a message from her the coach has not read;
 * - a booked session she missed (a no-show in the last 14 days, none attended since; issue 40);
 * - nothing seen of her for 7 days;
 * - her check-in overdue: this period open 2 days without one, or the last period missed.
 */
export function attentionReasons(input: {
  now: Date;
  lastSeen: Date | null;
  lastCheckIn: ClientCheckIn | null;
  screening: ScreeningStatus;
  days: CheckInDays;
  checkInWeeks: readonly Day[];
  isNew?: boolean;
  unread?: number;
  /** Her no-shows in the last `MISSED_DAYS` with no session attended after them. */
  missed?: number;
  /** Her open flags (client_flags), decided when her data changed (issue 39). */
  flags?: readonly ClientFlagKind[];
}): AttentionReason[] {
  const { now, lastCheckIn, days } = input;
  const reasons: AttentionReason[] = [];
  if (
    lastCheckIn?.flags.pain &&
    now.getTime() - lastCheckIn.submittedAt.getTime() <= PAIN_NEWS_DAYS * DAY_MS
  ) {
    reasons.push("pain");
  }
  if (input.screening === "flagged" || input.screening === "cleared") reasons.push("screening");
  if (input.isNew) reasons.push("new");
  if ((input.unread ?? 0) > 0) reasons.push("unread");
  if ((input.missed ?? 0) > 0) reasons.push("missed");
  if (!input.lastSeen || now.getTime() - input.lastSeen.getTime() >= QUIET_DAYS * DAY_MS)
    reasons.push("quiet");
  const within = (from: Day, to: Day) => input.checkInWeeks.some((week) => week >= from && week < to);
  // A period that opened before she joined was never hers to send.
  if (!within(days.opened, days.next) && days.createdDay <= days.opened) {
    const openFor = dayNumber(days.today) - dayNumber(days.opened);
    // She was a member when the previous period opened, so it was hers to miss.
    const missedLast = days.createdDay <= days.previous && !within(days.previous, days.opened);
    if (openFor >= OVERDUE_DAYS || missedLast) reasons.push("overdue");
  }
  reasons.push(...(input.flags ?? []));
  return reasons.sort((a, b) => ATTENTION_ORDER.indexOf(a) - ATTENTION_ORDER.indexOf(b));
}

/** What the sort reads of a client's row. */
type Ranked = { name: string; lastSeen: Date | null; reasons: readonly AttentionReason[] };

/** Heavier reasons first, then the one not seen for longest (never seen first). */
export function byAttention(a: Ranked, b: Ranked): number {
  const weight = (row: Ranked) =>
    ATTENTION_ORDER.reduce(
      (sum, reason, index) =>
        sum + (row.reasons.includes(reason) ? 2 ** (ATTENTION_ORDER.length - index) : 0),
      0,
    );
  const difference = weight(b) - weight(a);
  if (difference !== 0) return difference;
  const seen = (row: Ranked) => row.lastSeen?.getTime() ?? Number.NEGATIVE_INFINITY;
  const older = seen(a) - seen(b);
  if (older !== 0 && !Number.isNaN(older)) return older;
  return a.name.localeCompare(b.name);
}
