import { z } from "zod";

const text = z.string().trim().min(1);
const grams = z.number().nonnegative().max(400);

/**
 * Per meal or per serving. `carbs` are available carbohydrate, without fibre (the Australian
 * label convention), so kcal = 4 protein + 4 carbs + 9 fat + 2 fibre, within rounding (checked
 * in the test).
 */
export const MacrosSchema = z.strictObject({
  kcal: z.number().int().positive().max(2500),
  protein: grams,
  carbs: grams,
  fat: grams,
  fibre: grams,
});
export type Macros = z.infer<typeof MacrosSchema>;

export const MealSchema = z.strictObject({
  title: text,
  /** What is on the plate, with portions, as one or two sentences. */
  description: text,
  macros: MacrosSchema,
});
export type Meal = z.infer<typeof MealSchema>;

export const MealDaySchema = z.strictObject({
  day: z.number().int().min(1).max(7),
  meals: z.strictObject({ breakfast: MealSchema, lunch: MealSchema, dinner: MealSchema, snacks: MealSchema }),
});
export type MealDay = z.infer<typeof MealDaySchema>;

const RangeSchema = z.strictObject({ min: z.number().positive(), max: z.number().positive() });

export const MealPlanSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  summary: text,
  /** The daily targets every day of the plan lands inside (checked in the test). */
  target: z.strictObject({
    kcal: RangeSchema,
    protein: RangeSchema,
    carbs: RangeSchema.optional(),
    fat: RangeSchema.optional(),
  }),
  days: z.array(MealDaySchema).length(7),
  notes: z.array(text).min(2),
});
export type MealPlan = z.infer<typeof MealPlanSchema>;

export const RecipeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  summary: text,
  servings: z.number().int().min(1).max(12),
  prepMinutes: z.number().int().min(0).max(240),
  cookMinutes: z.number().int().min(0).max(480),
  ingredients: z.array(text).min(5),
  steps: z.array(text).min(3),
  perServing: MacrosSchema,
  tip: text.optional(),
});
export type Recipe = z.infer<typeof RecipeSchema>;

export const GroceryListSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  /** The meal plan this list shops for. */
  planId: z.string(),
  summary: text,
  sections: z.array(z.strictObject({ name: text, items: z.array(text).min(3) })).min(3),
});
export type GroceryList = z.infer<typeof GroceryListSchema>;
