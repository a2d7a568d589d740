import { and, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { checkIns, coachSettings, type WeightUnit, workoutLogs } from "~/db/schema";
import { isActiveClient } from "~/features/coaching/coaching.server";
import { SYMPTOM_ITEMS, type SymptomName, type SymptomScores } from "~/features/symptoms/symptoms";
import { saveCheckInSymptoms } from "~/features/symptoms/symptoms.server";
import { LENGTH_RANGE_CM, rangesFor, saveMetrics } from "~/features/training/body.server";
import { getPreferences, memberTimeZone } from "~/features/training/training.server";
import { fromUnit } from "~/features/training/units";
import { addDays, type Day, isValidTimeZone, localDay } from "~/lib/dates";
import { forgetSharedReads, keptSharedRead } from "~/lib/member-reads-kept.server";
import { readNumber } from "~/lib/numbers";
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
// answers (one row per period, so sending again edits it) and the dashboard card; the invite
// emails are check-in-invites.server.ts. Every function takes her id from the guard, never from
// the form.

export type CheckInRow = typeof checkIns.$inferSelect;

const checkInWeekday = prepared("check_in_weekday", (db, name) =>
  db
    .select({ weekday: coachSettings.checkInWeekday })
    .from(coachSettings)
    .where(eq(coachSettings.id, 1))
    .prepare(name),
);

/** The coach's check-in weekday, ISO 1-7; Sunday until she chooses. */
export function getCheckInWeekday(db: Database): Promise<number> {
  // Every client's dashboard asks; it changes when the coach picks another day (decision 0099).
  return keptSharedRead(db, "check-in-weekday", async () => {
    const [row] = await checkInWeekday(db).execute();
    return row?.weekday ?? DEFAULT_CHECK_IN_WEEKDAY;
  });
}

export async function setCheckInWeekday(db: Database, weekday: number, now: Date): Promise<void> {
  await db
    .insert(coachSettings)
    .values({ id: 1, checkInWeekday: weekday, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: coachSettings.id, set: { checkInWeekday: weekday, updatedAt: now } });
  forgetSharedReads(db);
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

/** Her zone, else the gym's when she has none (or one this runtime does not know). */
export const clientZone = (zone: string | null | undefined) =>
  zone && isValidTimeZone(zone) ? zone : liveSite().timeZone;

/**
 * Today and the open period, in her time zone. A caller that has already read her profile passes
 * its zone (null for none) and saves a round trip; undefined reads it.
 */
export async function currentPeriod(
  db: Database,
  memberId: string,
  now: Date,
  knownZone?: string | null,
): Promise<{ today: Day; period: CheckInPeriod; weekday: number }> {
  const [zone, weekday] = await Promise.all([
    knownZone === undefined ? memberTimeZone(db, memberId, liveSite().timeZone) : knownZone,
    getCheckInWeekday(db),
  ]);
  const today = localDay(now, clientZone(zone));
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

const recentWeeks = prepared("check_in_recent_weeks", (db, name) =>
  db
    .select({ week: checkIns.week })
    .from(checkIns)
    .where(
      and(eq(checkIns.memberId, sql.placeholder("memberId")), gte(checkIns.week, sql.placeholder("since"))),
    )
    .prepare(name),
);

/**
 * The dashboard card for an active client (null for anyone else): due, done, and the kind
 * missed note when `cardState` says so. Three small queries.
 */
export async function checkInCard(
  db: Database,
  member: { id: string; name: string },
  now: Date,
  /** Her profile's zone when the caller has read it (see `currentPeriod`). */
  knownZone?: string | null,
  /** True when her sign-in already shows she is an active client (`signedInAsClient`). */
  knownClient = false,
): Promise<CheckInCardView | null> {
  if (!knownClient && !(await isActiveClient(db, member.id, now))) return null;
  const { period } = await currentPeriod(db, member.id, now, knownZone);
  const rows = await recentWeeks(db).execute({ memberId: member.id, since: addDays(period.opened, -14) });
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
  symptom: "Choose from none to very severe, or leave it out.",
} as const;

/** One item of the symptom set (issue 39 §2): 0-4, or null when she left it out. */
const symptom = z
  .string({ error: CHECK_IN_MESSAGES.symptom })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === "") return null;
    const score = Number(value);
    if (!Number.isInteger(score) || score < 0 || score > 4) {
      context.addIssue({ code: "custom", message: CHECK_IN_MESSAGES.symptom });
      return z.NEVER;
    }
    return score;
  });

/** The symptom set's form fields: "symptom-joints" … (so they never meet the 1-5 "sleep"). */
export const symptomField = (name: SymptomName) => `symptom-${name}` as const;

const symptomShape = Object.fromEntries(
  SYMPTOM_ITEMS.map((item) => [symptomField(item.name), symptom]),
) as Record<`symptom-${SymptomName}`, typeof symptom>;

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
      const reading = readNumber(text, { whole: true });
      if (reading.kind === "empty" && empty !== undefined) return empty;
      if (reading.kind !== "number" || reading.value < range.min || reading.value > range.max) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return reading.value;
    });
}

/** An optional measurement: null when empty, else a number within range ("72,5" reads as 72.5). */
function optionalMeasure(message: string, range: { min: number; max: number }) {
  return z
    .string()
    .max(20, { error: message })
    .optional()
    .transform((text, context) => {
      const reading = readNumber(text);
      if (reading.kind === "empty") return null;
      if (reading.kind === "unreadable" || reading.value < range.min || reading.value > range.max) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return reading.value;
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
    ...symptomShape,
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
    // Issue 39 (h2): the symptom set, and the coach's flags it decides, in this transaction.
    const scores = Object.fromEntries(
      SYMPTOM_ITEMS.map((item) => [item.name, input[symptomField(item.name)]]),
    ) as SymptomScores;
    await saveCheckInSymptoms(tx, { memberId, checkInId: row.id, week: period.opened, today, scores }, now);
    return { id: row.id, opened: period.opened, created: Boolean(row.inserted) };
  });
}
