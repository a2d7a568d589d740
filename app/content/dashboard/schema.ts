import { z } from "zod";

// The shapes of the dashboard's content. Only tests and server modules import this file, so
// zod never reaches the browser (its `new Function` probe breaks the CSP).

const text = z.string().trim().min(1);

export const DIETS = ["omnivore", "pescatarian", "vegetarian", "vegan", "gluten-free", "dairy-free"] as const;
export const GOALS = ["mobility", "strength", "energy", "balance", "weight", "stress"] as const;

/** A meal the Today's Plan card can suggest; `diets` lists every onboarding diet it suits. */
export const DailyMealSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  /** Which kind of plate it is, shown under the title ("Mediterranean lunch"). */
  slot: z.enum(["breakfast", "lunch", "dinner"]),
  /** One or two sentences: what is on the plate, with portions. */
  description: text,
  kcal: z.number().int().min(250).max(750),
  protein: z.number().int().min(20).max(60),
  minutes: z.number().int().min(5).max(60),
  diets: z.array(z.enum(DIETS)).min(1),
});
export type DailyMeal = z.infer<typeof DailyMealSchema>;

/** A guided mindfulness session; `goals` are the onboarding goals it serves best. */
export const MindfulnessSessionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  /** One sentence on what she does, in plain words. */
  description: text,
  minutes: z.number().int().min(3).max(20),
  goals: z.array(z.enum(GOALS)).min(1),
});
export type MindfulnessSession = z.infer<typeof MindfulnessSessionSchema>;

/** Today's Wisdom: a short, correctly attributed quotation. */
export const WisdomSchema = z.strictObject({ text: text.max(220), author: text });
export type Wisdom = z.infer<typeof WisdomSchema>;
