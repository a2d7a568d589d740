// The editable content as one document (decision 0035): business facts, the public pages'
// words, the portal programs and the nutrition library. Server-only: the programs and the
// nutrition bodies are gated. The files in app/content/ are its first revision; the live
// revision is kept by app/utils/content-store.server.ts.
import { z } from "zod";
import { SHIPPED_EXERCISES } from "./exercises/library";
import { ExerciseLibrarySchema } from "./exercises/schema";
import { MARKETING } from "./marketing";
import { MarketingSchema } from "./marketing-schema";
import { NUTRITION_ITEMS } from "./nutrition/catalog";
import { dayTotals } from "./nutrition/macros";
import { GroceryListSchema, type MealPlan, MealPlanSchema, RecipeSchema } from "./nutrition/schema";
import { SHIPPED_NUTRITION_BODIES } from "./nutrition/shipped.server";
import { PORTAL_PROGRAM_SLUGS } from "./portal-programs";
import { ProgramSchema, ProgramSlugSchema } from "./programs/schema";
import { SHIPPED_PROGRAMS } from "./programs/shipped.server";
import { site } from "./site";
import { SiteConfigSchema } from "./site-schema";

export const NutritionTeaserSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens only"),
  kind: z.enum(["meal-plan", "recipe", "grocery-list"]),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(400),
  highlights: z.array(z.string().trim().min(1).max(60)).max(5),
  premium: z.boolean(),
});

/** Where a meal plan's day falls outside its own targets, in words; empty when it fits. */
export function mealPlanRangeProblems(plan: MealPlan): string[] {
  const problems: string[] = [];
  for (const day of plan.days) {
    const totals = dayTotals(day);
    for (const key of ["kcal", "protein", "carbs", "fat"] as const) {
      const range = plan.target[key];
      if (!range) continue;
      const value = Math.round(totals[key]);
      if (value < range.min || value > range.max) {
        problems.push(`Day ${day.day}: ${key} adds up to ${value}, outside ${range.min}-${range.max}`);
      }
    }
  }
  return problems;
}

export const NutritionContentSchema = z
  .strictObject({
    /** The cards, in the order the Nutrition page shows them. */
    items: z.array(NutritionTeaserSchema),
    mealPlans: z.array(MealPlanSchema),
    recipes: z.array(RecipeSchema),
    groceryLists: z.array(GroceryListSchema),
  })
  .superRefine((nutrition, context) => {
    const bodies = new Map<string, { kind: string; title: string }>([
      ...nutrition.mealPlans.map((body) => [body.id, { kind: "meal-plan", title: body.title }] as const),
      ...nutrition.recipes.map((body) => [body.id, { kind: "recipe", title: body.title }] as const),
      ...nutrition.groceryLists.map(
        (body) => [body.id, { kind: "grocery-list", title: body.title }] as const,
      ),
    ]);
    const seen = new Set<string>();
    nutrition.items.forEach((item, index) => {
      const body = bodies.get(item.id);
      if (seen.has(item.id))
        context.addIssue({ code: "custom", path: ["items", index, "id"], message: "used twice" });
      seen.add(item.id);
      if (!body || body.kind !== item.kind || body.title !== item.title) {
        context.addIssue({
          code: "custom",
          path: ["items", index],
          message: `no ${item.kind} titled "${item.title}" with the id ${item.id}`,
        });
      }
    });
    nutrition.mealPlans.forEach((plan, index) => {
      for (const problem of mealPlanRangeProblems(plan)) {
        context.addIssue({ code: "custom", path: ["mealPlans", index, "days"], message: problem });
      }
    });
  });

/** Decision 0042: a program the coach added, who may open it and its cards' one line. */
export const AddedProgramSchema = z.strictObject({
  slug: ProgramSlugSchema,
  tier: z.enum(["free", "premium"], { error: "Please choose free or premium." }),
  /** The Client Portal tab its card is in (issue 36 §6); older revisions put every one in the second. */
  portalTab: z
    .enum(["movementPatterns", "signaturePrograms"], { error: "Please choose a section of the portal." })
    .default("signaturePrograms"),
  description: z
    .string({ error: "Please fill this in." })
    .trim()
    .min(20, "At least 20 characters, please.")
    .max(200, "At most 200 characters, please."),
});

export const ContentSchema = z
  .strictObject({
    site: SiteConfigSchema,
    marketing: MarketingSchema,
    programs: z.array(ProgramSchema),
    /** The programs she added, in the order their cards show; older revisions have none. */
    addedPrograms: z.array(AddedProgramSchema).default([]),
    nutrition: NutritionContentSchema,
    /** The exercise library (decision 0058); revisions from before it get the shipped one. */
    exercises: ExerciseLibrarySchema.default(() => structuredClone([...SHIPPED_EXERCISES])),
  })
  .superRefine(({ programs, addedPrograms }, context) => {
    // The shipped slugs key logs, assignments and access rules: they stay. Every other program
    // needs its listing (its tier), so nothing reaches a page without an access rule.
    const slugs = programs.map((program) => program.slug);
    const added = addedPrograms.map((listing) => listing.slug);
    for (const slug of PORTAL_PROGRAM_SLUGS) {
      if (!slugs.includes(slug))
        context.addIssue({ code: "custom", path: ["programs"], message: `the program ${slug} is missing` });
    }
    if (new Set(slugs).size !== slugs.length)
      context.addIssue({ code: "custom", path: ["programs"], message: "a program appears twice" });
    addedPrograms.forEach((listing, index) => {
      const clash = (PORTAL_PROGRAM_SLUGS as readonly string[]).includes(listing.slug);
      if (clash || added.indexOf(listing.slug) !== index)
        context.addIssue({ code: "custom", path: ["addedPrograms", index, "slug"], message: "used twice" });
      if (!slugs.includes(listing.slug))
        context.addIssue({
          code: "custom",
          path: ["addedPrograms", index, "slug"],
          message: `no program ${listing.slug}`,
        });
    });
    for (const slug of slugs) {
      if (!(PORTAL_PROGRAM_SLUGS as readonly string[]).includes(slug) && !added.includes(slug))
        context.addIssue({
          code: "custom",
          path: ["programs"],
          message: `the program ${slug} has no listing`,
        });
    }
  });

export type Content = z.infer<typeof ContentSchema>;

/** The content as the files in app/content/ give it: the first revision. */
export function shippedContent(): Content {
  const bodies = SHIPPED_NUTRITION_BODIES;
  return ContentSchema.parse({
    site,
    marketing: MARKETING,
    programs: SHIPPED_PROGRAMS,
    addedPrograms: [],
    nutrition: {
      items: NUTRITION_ITEMS,
      mealPlans: bodies.flatMap((entry) => (entry.kind === "meal-plan" ? [entry.body] : [])),
      recipes: bodies.flatMap((entry) => (entry.kind === "recipe" ? [entry.body] : [])),
      groceryLists: bodies.flatMap((entry) => (entry.kind === "grocery-list" ? [entry.body] : [])),
    },
    exercises: SHIPPED_EXERCISES,
  });
}
