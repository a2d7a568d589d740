import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { bodyMetrics, PHOTO_POSES, type PhotoPose, progressPhotos, type WeightUnit } from "~/db/schema";
import type { ProcessedPhoto } from "~/features/training/photo-image.server";
import { MAX_PHOTO_BYTES } from "~/features/training/photo-image.server";
import { fromUnit, KG_PER_LB } from "~/features/training/units";
import { addDays, isDay } from "~/lib/dates";
import { readNumber } from "~/lib/numbers";

// Her body measurements and progress photos (issue 17 part 4, decision 0031). Weights are
// stored in kilograms and lengths in centimetres; she types and reads them in her unit (lengths
// in inches when she weighs in pounds). Every function takes her id from the guard.

export const CM_PER_INCH = 2.54;
export type LengthUnit = "cm" | "in";
export const lengthUnitFor = (unit: WeightUnit): LengthUnit => (unit === "lb" ? "in" : "cm");
export const toLength = (cm: number, unit: LengthUnit) => (unit === "cm" ? cm : cm / CM_PER_INCH);
export const fromLength = (value: number, unit: LengthUnit) => (unit === "cm" ? value : value * CM_PER_INCH);

/** What a person can weigh or measure; anything outside is a typing slip (a 725 for 72.5). */
export const WEIGHT_RANGE_KG = { min: 30, max: 250 } as const;
export const LENGTH_RANGE_CM = { min: 40, max: 200 } as const;
/** No measurement or photo before this day: an earlier date is a typing slip. */
export const FIRST_DAY = "2000-01-01";

/** The ranges in her unit, rounded inwards so the numbers in the message are all accepted. */
export function rangesFor(unit: WeightUnit) {
  const length = lengthUnitFor(unit);
  const inward = (range: { min: number; max: number }, toHers: (value: number) => number) => ({
    min: Math.ceil(toHers(range.min)),
    max: Math.floor(toHers(range.max)),
  });
  return {
    weight: inward(WEIGHT_RANGE_KG, (kg) => (unit === "kg" ? kg : kg / KG_PER_LB)),
    length: inward(LENGTH_RANGE_CM, (cm) => toLength(cm, length)),
  };
}

export const BODY_MESSAGES = {
  day: "Enter a date, like 2026-03-03.",
  future: "That date has not happened yet. Choose today or an earlier day.",
  tooEarly: "Choose a date from 2000 onwards.",
  nothing: "Enter at least one measurement.",
  pose: "Choose front, side or back.",
  noPhoto: "Choose a photo.",
  tooLarge: "That photo is too large: the limit is 10 MB.",
  unreadable: "That file is not a photo we can read. Please choose a JPEG, PNG or WebP image.",
  tooManyPixels: "That photo has more than 40 megapixels. Please choose a smaller copy of it.",
  photoGone: "That photo is not there any more.",
  form: "Please use the buttons on this page.",
} as const;

const daySchema = (today: string) =>
  z
    .string({ error: BODY_MESSAGES.day })
    .trim()
    .refine(isDay, { error: BODY_MESSAGES.day, abort: true })
    .refine((day) => day >= FIRST_DAY, { error: BODY_MESSAGES.tooEarly, abort: true })
    .refine((day) => day <= today, { error: BODY_MESSAGES.future });

/** An optional measurement in her unit: null when left empty, else a number within range. */
function measurement(what: string, range: { min: number; max: number }, unit: string, example: string) {
  return z
    .string()
    .max(20, { error: `Enter ${what} as a number, like ${example}.` })
    .optional()
    .transform((text, context) => {
      // The site's one rule (app/lib/numbers.ts): "68,5" and "68.5" are 68.5, nothing guessed.
      const reading = readNumber(text);
      if (reading.kind === "empty") return null;
      if (reading.kind === "unreadable") {
        context.addIssue({ code: "custom", message: `Enter ${what} as a number, like ${example}.` });
        return z.NEVER;
      }
      const { value } = reading;
      if (value < range.min || value > range.max) {
        context.addIssue({
          code: "custom",
          message: `Enter ${what} between ${range.min} and ${range.max} ${unit}.`,
        });
        return z.NEVER;
      }
      return value;
    });
}

/**
 * The page's forms: measurements, a photo, and deleting either. Built per request, since the
 * units and today's date are hers.
 */
export function bodyActionSchema({ unit, today }: { unit: WeightUnit; today: string }) {
  const ranges = rangesFor(unit);
  const length = lengthUnitFor(unit);
  const lengthWord = length === "cm" ? "cm" : "inches";
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("metrics"),
        day: daySchema(today),
        weight: measurement("your weight", ranges.weight, unit, unit === "kg" ? "72.5" : "160"),
        waist: measurement("your waist", ranges.length, lengthWord, length === "cm" ? "84" : "33"),
        hips: measurement("your hips", ranges.length, lengthWord, length === "cm" ? "102" : "40"),
      }),
      z.object({ intent: z.literal("delete-metrics"), day: daySchema(today) }),
      z.object({
        intent: z.literal("photo"),
        day: daySchema(today),
        pose: z.enum(PHOTO_POSES, { error: BODY_MESSAGES.pose }),
        photo: z.unknown().transform((value, context) => {
          // A form sent without a file still carries an empty part (no name, no bytes).
          if (!(value instanceof File) || value.size === 0) {
            context.addIssue({ code: "custom", message: BODY_MESSAGES.noPhoto });
            return z.NEVER;
          }
          if (value.size > MAX_PHOTO_BYTES) {
            context.addIssue({ code: "custom", message: BODY_MESSAGES.tooLarge });
            return z.NEVER;
          }
          return value;
        }),
      }),
      z.object({ intent: z.literal("delete-photo"), photoId: z.string().max(100) }),
    ],
    { error: BODY_MESSAGES.form },
  );
}

export type MetricsInput = { weightKg: number | null; waistCm: number | null; hipsCm: number | null };

/** Her typed numbers (her unit) in kilograms and centimetres. */
export function metricsInKgCm(
  typed: { weight: number | null; waist: number | null; hips: number | null },
  unit: WeightUnit,
): MetricsInput {
  const length = lengthUnitFor(unit);
  return {
    weightKg: typed.weight === null ? null : fromUnit(typed.weight, unit),
    waistCm: typed.waist === null ? null : fromLength(typed.waist, length),
    hipsCm: typed.hips === null ? null : fromLength(typed.hips, length),
  };
}

export type MetricsRow = { day: string } & MetricsInput;

/** Her measurements, oldest first. */
export async function listMetrics(db: Database, memberId: string): Promise<MetricsRow[]> {
  return db
    .select({
      day: bodyMetrics.day,
      weightKg: bodyMetrics.weightKg,
      waistCm: bodyMetrics.waistCm,
      hipsCm: bodyMetrics.hipsCm,
    })
    .from(bodyMetrics)
    .where(eq(bodyMetrics.memberId, memberId))
    .orderBy(asc(bodyMetrics.day));
}

/**
 * One row per day. Saving a day again replaces the numbers she typed and keeps the ones she
 * left empty: weighing in the morning and measuring at night are two saves of one day, and an
 * empty box never erases anything. Deleting the day is how a wrong number goes.
 */
export async function saveMetrics(
  db: Database,
  memberId: string,
  day: string,
  values: MetricsInput,
  now: Date,
): Promise<void> {
  await db
    .insert(bodyMetrics)
    .values({ memberId, day, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [bodyMetrics.memberId, bodyMetrics.day],
      set: {
        weightKg: sql`coalesce(excluded.weight_kg, ${bodyMetrics.weightKg})`,
        waistCm: sql`coalesce(excluded.waist_cm, ${bodyMetrics.waistCm})`,
        hipsCm: sql`coalesce(excluded.hips_cm, ${bodyMetrics.hipsCm})`,
        updatedAt: now,
      },
    });
}

/** Deletes her measurements of one day; false when there were none. */
export async function deleteMetrics(db: Database, memberId: string, day: string): Promise<boolean> {
  const deleted = await db
    .delete(bodyMetrics)
    .where(and(eq(bodyMetrics.memberId, memberId), eq(bodyMetrics.day, day)))
    .returning({ day: bodyMetrics.day });
  return deleted.length > 0;
}

export type PointValue = { day: string; value: number };

/**
 * For each measured day, the mean of her measurements in the seven days ending that day (the
 * day itself and the six before). Days without a measurement neither count nor get a point:
 * one weigh-in in a week is its own average. Input in any order; output oldest first.
 */
export function sevenDayAverage(points: readonly PointValue[]): PointValue[] {
  const sorted = [...points].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return sorted.map((point) => {
    const from = addDays(point.day, -6);
    const window = sorted.filter((other) => other.day >= from && other.day <= point.day);
    return { day: point.day, value: window.reduce((sum, other) => sum + other.value, 0) / window.length };
  });
}

export type PhotoSummary = { id: string; day: string; pose: PhotoPose; width: number; height: number };

/** Her photos without their bytes, oldest day first, then front, side, back. */
export async function listPhotos(db: Database, memberId: string): Promise<PhotoSummary[]> {
  const rows = await db
    .select({
      id: progressPhotos.id,
      day: progressPhotos.day,
      pose: progressPhotos.pose,
      width: progressPhotos.width,
      height: progressPhotos.height,
    })
    .from(progressPhotos)
    .where(eq(progressPhotos.memberId, memberId))
    .orderBy(asc(progressPhotos.day));
  return rows.sort((a, b) =>
    a.day === b.day ? PHOTO_POSES.indexOf(a.pose) - PHOTO_POSES.indexOf(b.pose) : a.day < b.day ? -1 : 1,
  );
}

/**
 * Stores a re-encoded photo; a second photo of the same pose on the same day replaces the
 * first, under a new id, so an address once shown never serves a different picture.
 */
export async function savePhoto(
  db: Database,
  memberId: string,
  input: { day: string; pose: PhotoPose; photo: ProcessedPhoto },
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  const values = {
    id,
    contentType: "image/jpeg",
    width: input.photo.width,
    height: input.photo.height,
    bytes: input.photo.bytes,
    updatedAt: now,
  };
  await db
    .insert(progressPhotos)
    .values({ ...values, memberId, day: input.day, pose: input.pose, createdAt: now })
    .onConflictDoUpdate({
      target: [progressPhotos.memberId, progressPhotos.day, progressPhotos.pose],
      set: values,
    });
  return id;
}

/** Deletes one of her photos; false when the id is not one of hers. */
export async function deletePhoto(db: Database, memberId: string, photoId: string): Promise<boolean> {
  const deleted = await db
    .delete(progressPhotos)
    .where(and(eq(progressPhotos.id, photoId), eq(progressPhotos.memberId, memberId)))
    .returning({ id: progressPhotos.id });
  return deleted.length > 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A photo and whose it is, for the image route to decide; null for an unknown or malformed id. */
export async function findPhoto(
  db: Database,
  photoId: string,
): Promise<{ memberId: string; bytes: Buffer; contentType: string } | null> {
  if (!UUID.test(photoId)) return null;
  const [row] = await db
    .select({
      memberId: progressPhotos.memberId,
      bytes: progressPhotos.bytes,
      contentType: progressPhotos.contentType,
    })
    .from(progressPhotos)
    .where(eq(progressPhotos.id, photoId));
  return row ?? null;
}

/**
 * The two days to compare: the ones she chose when they are days she has photos, else her
 * earliest and latest. Null with fewer than two days.
 */
export function comparedDays(
  days: readonly string[],
  chosen: { before: string | null; after: string | null },
): { before: string; after: string } | null {
  const sorted = [...new Set(days)].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (sorted.length < 2 || !first || !last) return null;
  const pick = (day: string | null, fallback: string) => (day && sorted.includes(day) ? day : fallback);
  return { before: pick(chosen.before, first), after: pick(chosen.after, last) };
}
