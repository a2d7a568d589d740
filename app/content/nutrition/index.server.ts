// The Nutrition page's bodies: server-only (this file name keeps them out of the browser
// bundle). Each module is checked against its schema when this registry is first loaded, so a
// broken plan stops the start rather than reaching a client.

import { liveContent } from "~/content/live.server";
import type { NutritionTeaser } from "./catalog";
import type { GroceryList, MealPlan, Recipe } from "./schema";
import type { NutritionBody } from "./shipped.server";

export { type NutritionBody, SHIPPED_NUTRITION_BODIES } from "./shipped.server";

/** The live revision's bodies, by id (the coach may have edited or added some). */
const bodiesByRevision = new WeakMap<object, Map<string, NutritionBody>>();

function liveBodies(): Map<string, NutritionBody> {
  const { nutrition } = liveContent();
  const known = bodiesByRevision.get(nutrition);
  if (known) return known;
  const bodies = new Map<string, NutritionBody>([
    ...nutrition.mealPlans.map((body) => [body.id, { kind: "meal-plan", body }] as const),
    ...nutrition.groceryLists.map((body) => [body.id, { kind: "grocery-list", body }] as const),
    ...nutrition.recipes.map((body) => [body.id, { kind: "recipe", body }] as const),
  ]);
  bodiesByRevision.set(nutrition, bodies);
  return bodies;
}

/** The live revision's cards, in the Nutrition page's order. */
export function nutritionItems(): readonly NutritionTeaser[] {
  return liveContent().nutrition.items;
}

export function findNutritionItem(id: string | undefined): NutritionTeaser | undefined {
  return nutritionItems().find((item) => item.id === id);
}

export function getNutritionBody(item: NutritionTeaser): NutritionBody {
  const body = liveBodies().get(item.id);
  if (!body) throw new Error(`No content for nutrition item ${item.id}`);
  return body;
}

export function getMealPlan(id: string): MealPlan {
  const found = liveBodies().get(id);
  if (found?.kind !== "meal-plan") throw new Error(`No meal plan ${id}`);
  return found.body;
}

export function getRecipe(id: string): Recipe {
  const found = liveBodies().get(id);
  if (found?.kind !== "recipe") throw new Error(`No recipe ${id}`);
  return found.body;
}

export function getGroceryList(id: string): GroceryList {
  const found = liveBodies().get(id);
  if (found?.kind !== "grocery-list") throw new Error(`No grocery list ${id}`);
  return found.body;
}

export function allNutritionBodies(): readonly NutritionBody[] {
  return [...liveBodies().values()];
}
