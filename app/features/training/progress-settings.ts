import { z } from "zod";
import type { WeightUnit } from "~/db/schema";
import type { Preferences } from "~/features/training/training.server";
import { readNumber } from "~/lib/numbers";
import { fromUnit, KG_PER_LB, PLATE_STEPS } from "./units";

// Her settings on the progress page (issue 17 part 3): her unit with its smallest plate step,
// and her goal weight, typed in the unit the page showed.

/** A goal weight she can mean: the body page's chart draws it. */
export const GOAL_RANGE_KG = { min: 30, max: 250 } as const;

/** The goal's bounds in her unit, rounded inward so both ends are valid in kg. */
export function goalRange(unit: WeightUnit): { min: number; max: number } {
  if (unit === "kg") return { ...GOAL_RANGE_KG };
  return { min: Math.ceil(GOAL_RANGE_KG.min / KG_PER_LB), max: Math.floor(GOAL_RANGE_KG.max / KG_PER_LB) };
}

/** The choices of the "Your weights" radios: one value carries the unit and the plate step. */
export const PLATE_CHOICES = (["kg", "lb"] as const).flatMap((unit) =>
  PLATE_STEPS[unit].map((step) => ({ unit, step, value: `${unit}:${step}` })),
);

export const SETTINGS_MESSAGES = {
  plates: "Choose the unit and the smallest step you can add to your weights.",
  goal: (unit: WeightUnit) => {
    const range = goalRange(unit);
    return `Enter a goal weight between ${range.min} and ${range.max} ${unit}, or leave it empty.`;
  },
} as const;

/**
 * The settings form. The goal is typed in the unit the page showed it in (her saved unit), so
 * switching units in the same form never reads 70 kg as 70 lb.
 */
export function settingsSchema(shownUnit: WeightUnit) {
  const range = goalRange(shownUnit);
  return z.object({
    plates: z.string({ error: SETTINGS_MESSAGES.plates }).transform((value, context) => {
      const choice = PLATE_CHOICES.find((candidate) => candidate.value === value);
      if (!choice) {
        context.addIssue({ code: "custom", message: SETTINGS_MESSAGES.plates });
        return z.NEVER;
      }
      return { unit: choice.unit, plateStep: choice.step };
    }),
    goal: z
      .string()
      .max(20, { error: SETTINGS_MESSAGES.goal(shownUnit) })
      .optional()
      .transform((text, context) => {
        // The site's one rule (app/lib/numbers.ts): "68,5" and "68.5" are 68.5, nothing guessed.
        const reading = readNumber(text);
        if (reading.kind === "empty") return null;
        if (reading.kind === "unreadable" || reading.value < range.min || reading.value > range.max) {
          context.addIssue({ code: "custom", message: SETTINGS_MESSAGES.goal(shownUnit) });
          return z.NEVER;
        }
        return reading.value;
      }),
  });
}

/** The form's values as stored preferences: the goal in kilograms. */
export function preferencesFrom(
  input: z.infer<ReturnType<typeof settingsSchema>>,
  shownUnit: WeightUnit,
): Preferences {
  return {
    unit: input.plates.unit,
    plateStep: input.plates.plateStep,
    goalWeightKg: input.goal === null ? null : Number(fromUnit(input.goal, shownUnit).toFixed(3)),
  };
}
