import { z } from "zod";
import { EFFORTS, WEIGHT_UNITS, type WeightUnit } from "~/db/schema";
import type { SetInput } from "~/features/training/workout-writes.server";
import { addDays, isDay, isValidTimeZone } from "~/lib/dates";
import { numberOrNull } from "~/lib/numbers";
import type { LoggableExercise } from "./prescription";
import { LOG_MESSAGES } from "./set-sender";
import { fromUnit, KG_PER_LB, MAX_REPS, MAX_SECONDS, MAX_WEIGHT_KG } from "./units";

// What the session log's action accepts (issue 17, decision 0031): one set, one exercise's
// rating and note, or the whole session at "Finish", with the no-JavaScript form's field names
// and the rules that turn what she typed into a stored set.

export const NOTE_MAX = 200;

/**
 * A number field, read by the site's one rule (app/lib/numbers.ts): empty is null, "9,5" and
 * "9.5" are 9.5, and anything unreadable (NaN here) is refused with the field's message.
 */
const toNumber = (value: unknown) => numberOrNull(value);
const toWhole = (value: unknown) => numberOrNull(value, { whole: true });

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    toWhole,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .nullable(),
  );

const required = (message: string, min: number, max: number) =>
  z.preprocess(
    toWhole,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

const reps = wholeNumber(LOG_MESSAGES.reps, 0, MAX_REPS);
const seconds = wholeNumber(LOG_MESSAGES.seconds, 0, MAX_SECONDS);
// In her unit: the widest bound (pounds) here, the exact one in kilograms after conversion.
const weight = z.preprocess(
  toNumber,
  z
    .number({ error: LOG_MESSAGES.weight })
    .min(0, { error: LOG_MESSAGES.weight })
    .max(MAX_WEIGHT_KG / KG_PER_LB, { error: LOG_MESSAGES.weight })
    .nullable(),
);
const done = z
  .enum(["true", "false", "on"], { error: LOG_MESSAGES.form })
  .optional()
  .transform((value) => value === "true" || value === "on");
// "Yes, that weight is right": her answer to a weight far from last time's (set-checks.ts).
const confirm = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => value === "true" || value === "on");
const effort = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.enum(EFFORTS, { error: LOG_MESSAGES.effort }).optional(),
);
const note = z
  .string()
  .optional()
  .transform((value) => (value ?? "").replace(/\s+/g, " ").trim())
  .pipe(z.string().max(NOTE_MAX, { error: LOG_MESSAGES.note }));
const logId = z.uuid({ error: LOG_MESSAGES.logId });
// Her browser's zone; an unreadable one is ignored rather than costing her a set.
const timeZone = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value && isValidTimeZone(value) ? value : undefined));

// The unit the page showed when she typed the weight: a set waiting on the phone while she
// switches to pounds elsewhere is still read as she typed it. Absent (an old page): her setting.
const unitField = z.enum(WEIGHT_UNITS).optional().catch(undefined);
// The day on her phone when she ticked the set: a set ticked at 21:00 in a gym with no signal
// and sent after midnight belongs to the evening she trained. Anything unreadable is ignored.
const dayField = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value && isDay(value) ? value : undefined));

/**
 * Her local day for the log: the day her phone gave, if it is today or yesterday in her zone
 * (a queue waits at most 12 hours), else today.
 */
export function logDayFrom(today: string, sent: string | undefined): string {
  return sent && (sent === today || sent === addDays(today, -1)) ? sent : today;
}

/** The three things the page sends; positions are checked against this session's exercises. */
export function logActionSchema(exercises: readonly LoggableExercise[]) {
  const position = required(LOG_MESSAGES.position, 0, Math.max(0, exercises.length - 1));
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("set"),
        logId,
        position,
        setNumber: required(LOG_MESSAGES.setNumber, 1, 10),
        reps,
        weight,
        seconds,
        done,
        confirm,
        timeZone,
        unit: unitField,
        day: dayField,
      }),
      z.object({ intent: z.literal("exercise"), logId, position, effort, note, timeZone }),
      z.object({ intent: z.literal("finish"), logId, timeZone, unit: unitField }),
      // Issue 38: do another entry at this place; the action checks it is one she may swap to.
      z.object({
        intent: z.literal("swap"),
        logId,
        position,
        exerciseId: z
          .string({ error: LOG_MESSAGES.swap })
          .trim()
          .min(1, { error: LOG_MESSAGES.swap })
          .max(80),
        timeZone,
      }),
      // Issue 39 (h2): "How are your joints today?" before the session (a face, or a skip), and
      // after a "sore", the easier versions or the plan.
      z.object({
        intent: z.literal("check"),
        logId,
        joints: z.preprocess(
          (value) => (value === "" || value === undefined ? null : value),
          z.coerce.number().int().min(0).max(2).nullable().catch(null),
        ),
        sleepHours: z.preprocess(
          toNumber,
          z
            .number({ error: LOG_MESSAGES.sleepHours })
            .min(0, { error: LOG_MESSAGES.sleepHours })
            .max(16, { error: LOG_MESSAGES.sleepHours })
            .nullable(),
        ),
        timeZone,
        day: dayField,
      }),
      z.object({
        intent: z.literal("easier"),
        logId,
        choice: z.enum(["easier", "kept"], { error: LOG_MESSAGES.form }),
        timeZone,
      }),
    ],
    { error: LOG_MESSAGES.form },
  );
}

/** "set-0-1-reps": the no-JavaScript form's field names, one per value of each set. */
export const setField = (
  position: number,
  setNumber: number,
  part: "reps" | "weight" | "seconds" | "done" | "confirm",
) => `set-${position}-${setNumber}-${part}`;
export const effortField = (position: number) => `effort-${position}`;
export const noteField = (position: number) => `note-${position}`;

/** Every set's and exercise's fields of the whole form, sent at "Finish". */
export function finishSchema(exercises: readonly LoggableExercise[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const exercise of exercises) {
    for (let setNumber = 1; setNumber <= exercise.prescription.sets; setNumber++) {
      if (exercise.prescription.reps === null) {
        shape[setField(exercise.position, setNumber, "seconds")] = seconds;
      } else {
        shape[setField(exercise.position, setNumber, "reps")] = reps;
        shape[setField(exercise.position, setNumber, "weight")] = weight;
      }
      shape[setField(exercise.position, setNumber, "done")] = done;
      shape[setField(exercise.position, setNumber, "confirm")] = confirm;
    }
    shape[effortField(exercise.position)] = effort;
    shape[noteField(exercise.position)] = note;
  }
  return z.object(shape);
}

export type RawSet = { reps: number | null; weight: number | null; seconds: number | null; done: boolean };

/**
 * One set as stored: kilograms, and only the measure the exercise uses. The weight's bound is
 * checked here, in kilograms, whatever unit she typed in.
 */
export function toSet(
  exercise: LoggableExercise,
  setNumber: number,
  raw: RawSet,
  unit: WeightUnit,
): SetInput | { refused: string } {
  const timed = exercise.prescription.reps === null;
  const weightKg = timed || raw.weight === null ? null : fromUnit(raw.weight, unit);
  if (weightKg !== null && weightKg > MAX_WEIGHT_KG) return { refused: LOG_MESSAGES.weight };
  return {
    position: exercise.position,
    setNumber,
    reps: timed ? null : raw.reps,
    weightKg,
    seconds: timed ? raw.seconds : null,
    done: raw.done,
  };
}
