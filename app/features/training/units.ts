import type { WeightUnit } from "~/db/schema";

// Weights are stored in kilograms; she sees and types them in her unit, rounded to her plates.

export const KG_PER_LB = 0.45359237;

/** The plate steps she can choose, in her unit (decision 0031). */
export const PLATE_STEPS: Record<WeightUnit, readonly number[]> = {
  kg: [0.5, 1, 2, 2.5],
  lb: [1, 2.5, 5],
};

export const DEFAULT_STEP: Record<WeightUnit, number> = { kg: 1, lb: 2.5 };

/** Heavier than anyone lifts in our programs: a typed 2000 is a slip, not a set. */
export const MAX_WEIGHT_KG = 300;
export const MAX_REPS = 100;
export const MAX_SECONDS = 60 * 60;

export function toUnit(kg: number, unit: WeightUnit): number {
  return unit === "kg" ? kg : kg / KG_PER_LB;
}

export function fromUnit(value: number, unit: WeightUnit): number {
  return unit === "kg" ? value : value * KG_PER_LB;
}

/** Rounds to the nearest multiple of the step, without float noise (2.5 * 3 = 7.5, not 7.500000001). */
export function roundToStep(value: number, step: number): number {
  if (step <= 0) return value;
  return Number((Math.round(value / step) * step).toFixed(2));
}

/** A kilogram value as she reads it: "8 kg", "17.5 lb". */
export function formatWeight(kg: number, unit: WeightUnit): string {
  return `${formatNumber(toUnit(kg, unit))} ${unit}`;
}

/** At most one decimal, no trailing zero: 8, 8.5, 17.6. */
export function formatNumber(value: number): string {
  return String(Number(value.toFixed(1)));
}

/** A value in her unit, rounded to her step and to at most two decimals, for a stepper. */
export function displayWeight(kg: number, unit: WeightUnit, step: number): number {
  return roundToStep(toUnit(kg, unit), step);
}
