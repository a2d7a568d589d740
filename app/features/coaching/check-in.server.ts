import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import {
  checkIns,
  coachSettings,
  members,
  outbox,
  profiles,
  reminderSettings,
  type WeightUnit,
  workoutLogs,
} from "~/db/schema";
import { activeClientCondition, isActiveClient } from "~/features/coaching/coaching.server";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { LENGTH_RANGE_CM, rangesFor, saveMetrics } from "~/features/training/body.server";
import { getPreferences, memberTimeZone } from "~/features/training/training.server";
import { fromUnit } from "~/features/training/units";
import { addDays, type Day, isValidTimeZone, localDay } from "~/lib/dates";
import {
  type CheckInCardView,
  type CheckInPeriod,
  cardState,
  checkInPeriod,
  DEFAULT_CHECK_IN_WEEKDAY,
  MAX_PAIN_AREA,
  MAX_SESSIONS,
  MAX_TEXT,
} from "./check-in";

// The weekly check-in's data (issue 18 §2, decision 0032): the coach's check-in day, her
// answers (one row per period, so sending again edits it), the dashboard card and the invite
// emails. Every function takes her id from the guard, never from the form.

export type CheckInRow = typeof checkIns.$inferSelect;

/** The coach's check-in weekday, ISO 1-7; Sunday until she chooses. */
export async function getCheckInWeekday(db: Database): Promise<number> {
  const [row] = await db
    .select({ weekday: coachSettings.checkInWeekday })
    .from(coachSettings)
    .where(eq(coachSettings.id, 1));
  return row?.weekday ?? DEFAULT_CHECK_IN_WEEKDAY;
}

export async function setCheckInWeekday(db: Database, weekday: number, now: Date): Promise<void> {
  await db
    .insert(coachSettings)
    .values({ id: 1, checkInWeekday: weekday, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: coachSettings.id, set: { checkInWeekday: weekday, updatedAt: now } });
}

export const WeekdaySchema = z.object({
  weekday: z.coerce
    .number({ error: "Choose a day of the week." })
    .int({ error: "Choose a day of the week." })
    .min(1, { error: "Choose a day of the week." })
    .max(7, { error: "Choose a day of the week." }),
});

/** Her check-ins, newest period first. */
export async function listCheckIns(db: Database, memberId: string, limit = 10): Promise<CheckInRow[]> {
  return db
    .select()
    .from(checkIns)
    .where(eq(checkIns.memberId, memberId))
    .orderBy(desc(checkIns.week))
    .limit(limit);
}

/** Her check-in of the period that opened on `opened`, or null. */
export async function findCheckIn(db: Database, memberId: string, opened: Day): Promise<CheckInRow | null> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.memberId, memberId), eq(checkIns.week, opened)));
  return row ?? null;
}

/** Her zone, falling back to the gym's when the stored one is unknown to this runtime. */
const zoneOr = (zone: string | null | undefined) =>
  zone && isValidTimeZone(zone) ? zone : liveSite().timeZone;

/** Today and the open period, in her time zone. */
export async function currentPeriod(
  db: Database,
  memberId: string,
  now: Date,
): Promise<{ today: Day; period: CheckInPeriod; weekday: number }> {
  const [zone, weekday] = await Promise.all([
    memberTimeZone(db, memberId, liveSite().timeZone),
    getCheckInWeekday(db),
  ]);
  const today = localDay(now, zoneOr(zone));
  return { today, period: checkInPeriod(today, weekday), weekday };
}

/** Her finished workouts with a day in the period: the form's prefill for "sessions done". */
export async function sessionsDoneThisPeriod(
  db: Database,
  memberId: string,
  period: CheckInPeriod,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workoutLogs)
    .where(
      and(
        eq(workoutLogs.memberId, memberId),
        isNotNull(workoutLogs.finishedAt),
        gte(workoutLogs.day, period.opened),
        lt(workoutLogs.day, period.next),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * The dashboard card for an active client (null for anyone else): due, done, and the kind
 * missed note when `cardState` says so. Three small queries.
 */
export async function checkInCard(
  db: Database,
  member: { id: string; name: string },
  now: Date,
): Promise<CheckInCardView | null> {
  if (!(await isActiveClient(db, member.id, now))) return null;
  const { period } = await currentPeriod(db, member.id, now);
  const rows = await db
    .select({ week: checkIns.week })
    .from(checkIns)
    .where(and(eq(checkIns.memberId, member.id), gte(checkIns.week, addDays(period.opened, -14))));
  return {
    ...cardState({ period, weeks: rows.map((row) => row.week) }),
    name: member.name,
    coachName: liveSite().coachName,
    opened: period.opened,
    lastDay: addDays(period.next, -1),
  };
}

/* ---------------------------------------------------------------------------------------- */
/* The form                                                                                  */
/* ---------------------------------------------------------------------------------------- */

export const CHECK_IN_MESSAGES = {
  scale: "Choose a number from 1 to 5.",
  pain: "Choose how bad it is, from 0 (none) to 10.",
  painArea: `Describe where in at most ${MAX_PAIN_AREA} characters.`,
  sessions: `Enter how many sessions you did, from 0 to ${MAX_SESSIONS}.`,
  text: `Please keep this to ${MAX_TEXT} characters.`,
} as const;

const scale = z.coerce
  .number({ error: CHECK_IN_MESSAGES.scale })
  .int({ error: CHECK_IN_MESSAGES.scale })
  .min(1, { error: CHECK_IN_MESSAGES.scale })
  .max(5, { error: CHECK_IN_MESSAGES.scale });

/** A whole number from a text field, where an empty or missing field is `empty`. */
function wholeNumber(message: string, range: { min: number; max: number }, empty: number | undefined) {
  return z
    .string({ error: message })
    .max(10, { error: message })
    .optional()
    .transform((text, context) => {
      const typed = (text ?? "").trim();
      if (typed === "" && empty !== undefined) return empty;
      const value = Number(typed);
      if (!/^\d+$/.test(typed) || value < range.min || value > range.max) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value;
    });
}

/** An optional measurement: null when empty, else a number within range ("72,5" reads as 72.5). */
function optionalMeasure(message: string, range: { min: number; max: number }) {
  return z
    .string()
    .max(20, { error: message })
    .optional()
    .transform((text, context) => {
      const typed = (text ?? "").trim().replace(",", ".");
      if (typed === "") return null;
      const value = Number(typed);
      if (!/^(\d+([.]\d*)?|[.]\d+)$/.test(typed) || value < range.min || value > range.max) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value;
    });
}

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, { error: message }));

/** The form's schema; the weight is in her unit, the waist in centimetres. */
export function checkInSchema(unit: WeightUnit) {
  const weight = rangesFor(unit).weight;
  const waist = { min: LENGTH_RANGE_CM.min, max: LENGTH_RANGE_CM.max };
  return z.object({
    energy: scale,
    sleep: scale,
    stress: scale,
    eating: scale,
    painArea: text(MAX_PAIN_AREA, CHECK_IN_MESSAGES.painArea),
    painLevel: wholeNumber(CHECK_IN_MESSAGES.pain, { min: 0, max: 10 }, 0),
    sessionsDone: wholeNumber(CHECK_IN_MESSAGES.sessions, { min: 0, max: MAX_SESSIONS }, undefined),
    wins: text(MAX_TEXT, CHECK_IN_MESSAGES.text),
    question: text(MAX_TEXT, CHECK_IN_MESSAGES.text),
    weight: optionalMeasure(
      `Enter your weight between ${weight.min} and ${weight.max} ${unit}, or leave it empty.`,
      weight,
    ),
    waist: optionalMeasure(
      `Enter your waist between ${waist.min} and ${waist.max} cm, or leave it empty.`,
      waist,
    ),
  });
}

export type CheckInInput = z.infer<ReturnType<typeof checkInSchema>>;

/**
 * Saves her check-in for the open period: the first send writes the row, a later send in the
 * same period (a resend, an edit, two taps) updates that row (unique member + week). Weight and
 * waist, when given, also go to her body measurements for today, in the same transaction.
 * `input.weight` is in her unit, `input.waist` in centimetres.
 */
export async function saveCheckIn(
  db: Database,
  memberId: string,
  input: CheckInInput,
  now: Date,
): Promise<{ id: string; opened: Day; created: boolean }> {
  const [{ today, period }, preferences] = await Promise.all([
    currentPeriod(db, memberId, now),
    getPreferences(db, memberId),
  ]);
  const weightKg = input.weight === null ? null : fromUnit(input.weight, preferences.unit);
  const answers = {
    energy: input.energy,
    sleep: input.sleep,
    stress: input.stress,
    painArea: input.painArea,
    painLevel: input.painLevel,
    sessionsDone: input.sessionsDone,
    eating: input.eating,
    wins: input.wins,
    question: input.question,
    weightKg,
    waistCm: input.waist,
    submittedAt: now,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checkIns)
      .values({ id: crypto.randomUUID(), memberId, week: period.opened, ...answers, createdAt: now })
      .onConflictDoUpdate({ target: [checkIns.memberId, checkIns.week], set: answers })
      // PostgreSQL's xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ id: checkIns.id, inserted: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error("The check-in was not saved.");
    if (weightKg !== null || input.waist !== null) {
      await saveMetrics(tx, memberId, today, { weightKg, waistCm: input.waist, hipsCm: null }, now);
    }
    return { id: row.id, opened: period.opened, created: Boolean(row.inserted) };
  });
}

/* ---------------------------------------------------------------------------------------- */
/* The invites                                                                               */
/* ---------------------------------------------------------------------------------------- */

/** Invites go out at or after this hour, in her time zone... */
export const INVITE_HOUR = 8;
/** ...and never from this hour on: reminders' quiet hours, 21:00-08:00 (issue 20 §3). */
export const INVITE_QUIET_HOUR = 21;

/** [hour, minute] of her wall clock. */
function local(now: Date, timeZone: string): [number, number] {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return [part("hour"), part("minute")];
}

export const inviteKey = (memberId: string, opened: Day) => `check-in:${memberId}:${opened}`;

/**
 * Queues the check-in invite for every active client whose period is open in her time zone, at
 * or after 08:00 her time (her reminder time when she chose reminders, decision 0036) and before
 * 21:00, who has neither checked in for it nor been invited to it. Three
 * queries whatever the number of clients (the clients with their zones; their check-ins of the
 * open periods; the invites already queued), then one insert per new invite. The outbox's
 * dedupe key (`check-in:<member>:<opened day>`) is the claim, so several instances and repeated
 * ticks send one. Returns how many were queued.
 */
export async function queueCheckInInvites(
  db: Database,
  {
    appUrl,
    now,
    remindersOff,
  }: {
    appUrl: string;
    now: Date;
    /** Her "Turn off reminders" link (issue 20), for the invite of a client who chose her reminders. */
    remindersOff?: (memberId: string) => string;
  },
): Promise<number> {
  const [weekday, clients] = await Promise.all([
    getCheckInWeekday(db),
    db
      .select({
        id: members.id,
        name: members.name,
        email: members.email,
        timeZone: profiles.timeZone,
        reminders: {
          channel: reminderSettings.channel,
          time: reminderSettings.time,
          checkIn: reminderSettings.checkIn,
        },
      })
      .from(members)
      .leftJoin(profiles, eq(profiles.memberId, members.id))
      .leftJoin(reminderSettings, eq(reminderSettings.memberId, members.id))
      .where(activeClientCondition(now)),
  ]);
  const due = clients.flatMap((client) => {
    const zone = zoneOr(client.timeZone);
    // A client who chose her reminders (decision 0036) gets the invite by email only if she asked
    // for check-in reminders by email, from her own time; everyone else from 08:00.
    const chosen = client.reminders;
    if (chosen && (!chosen.checkIn || (chosen.channel !== "email" && chosen.channel !== "both"))) return [];
    const [hour, minute] = local(now, zone);
    const from = chosen
      ? Number(chosen.time.slice(0, 2)) * 60 + Number(chosen.time.slice(3, 5))
      : INVITE_HOUR * 60;
    if (hour * 60 + minute < from || hour >= INVITE_QUIET_HOUR) return [];
    const { opened } = checkInPeriod(localDay(now, zone), weekday);
    return [{ ...client, opened, key: inviteKey(client.id, opened) }];
  });
  if (due.length === 0) return 0;

  // Days as "YYYY-MM-DD" sort as text.
  const earliest = due.map((client) => client.opened).sort()[0] ?? "";
  const [answered, invited] = await Promise.all([
    db
      .select({ memberId: checkIns.memberId, week: checkIns.week })
      .from(checkIns)
      .where(
        and(
          inArray(
            checkIns.memberId,
            due.map((client) => client.id),
          ),
          gte(checkIns.week, earliest),
        ),
      ),
    db
      .select({ key: outbox.dedupeKey })
      .from(outbox)
      .where(
        inArray(
          outbox.dedupeKey,
          due.map((client) => client.key),
        ),
      ),
  ]);
  const done = new Set(answered.map((row) => `${row.memberId}:${row.week}`));
  const sent = new Set(invited.map((row) => row.key));
  let queued = 0;
  for (const client of due) {
    if (done.has(`${client.id}:${client.opened}`) || sent.has(client.key)) continue;
    const url = `${appUrl}/check-in`;
    const offUrl = client.reminders && remindersOff ? remindersOff(client.id) : null;
    const id = await enqueueEmail(
      db,
      offUrl
        ? {
            to: client.email,
            message: messages.reminderCheckIn({ name: client.name, url, offUrl }),
            dedupeKey: client.key,
            headers: {
              "List-Unsubscribe": `<${offUrl}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            },
          }
        : {
            to: client.email,
            message: messages.checkInInvite({ name: client.name, url }),
            dedupeKey: client.key,
          },
      now,
    );
    if (id) queued++;
  }
  return queued;
}
