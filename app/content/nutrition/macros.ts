// Arithmetic on the nutrition content, free of zod so pages can use it without shipping the
// schemas to the browser.
import type { Macros, MealDay } from "./schema";

export const MEAL_SLOTS = ["breakfast", "lunch", "dinner", "snacks"] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** Sum of a day's meals: the nutrition summary is computed, so it always adds up. */
export function dayTotals(day: MealDay): Macros {
  const totals = { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 };
  for (const meal of Object.values(day.meals)) {
    for (const key of Object.keys(totals) as (keyof Macros)[]) totals[key] += meal.macros[key];
  }
  return totals;
}

/** kcal from the macronutrients: 4 per gram of protein and carbs, 9 of fat, 2 of fibre. */
export function energyFromMacros(macros: Macros): number {
  return 4 * (macros.protein + macros.carbs) + 9 * macros.fat + 2 * macros.fibre;
}
