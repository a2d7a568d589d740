// The Nutrition page's bodies: server-only (this file name keeps them out of the browser
// bundle). Each module is checked against its schema when this registry is first loaded, so a
// broken plan stops the start rather than reaching a client.

import * as advancedMuscle from "./advanced-muscle.server";
import { NUTRITION_ITEMS, type NutritionTeaser } from "./catalog";
import { recipe as chickpeaSalad } from "./easy-chickpea-salad.server";
import * as intermediateFatLoss from "./intermediate-fat-loss.server";
import { recipe as lentilBowls } from "./lemon-herb-lentil-bowls.server";
import * as lowCarbMuscle from "./low-carb-muscle.server";
import {
  type GroceryList,
  GroceryListSchema,
  type MealPlan,
  MealPlanSchema,
  type Recipe,
  RecipeSchema,
} from "./schema";
import { recipe as shakshuka } from "./spiced-eggplant-shakshuka.server";
import * as starter from "./starter-mediterranean.server";
import { recipe as portobellos } from "./walnut-stuffed-portobellos.server";

const plans = [starter, lowCarbMuscle, intermediateFatLoss, advancedMuscle];

export type NutritionBody =
  | { kind: "meal-plan"; body: MealPlan }
  | { kind: "recipe"; body: Recipe }
  | { kind: "grocery-list"; body: GroceryList };

const bodies = new Map<string, NutritionBody>([
  ...plans.map((module) => {
    const body = MealPlanSchema.parse(module.mealPlan);
    return [body.id, { kind: "meal-plan", body }] as const;
  }),
  ...plans.map((module) => {
    const body = GroceryListSchema.parse(module.groceryList);
    return [body.id, { kind: "grocery-list", body }] as const;
  }),
  ...[chickpeaSalad, shakshuka, lentilBowls, portobellos].map((recipe) => {
    const body = RecipeSchema.parse(recipe);
    return [body.id, { kind: "recipe", body }] as const;
  }),
]);

for (const item of NUTRITION_ITEMS) {
  const found = bodies.get(item.id);
  if (!found || found.kind !== item.kind || found.body.title !== item.title) {
    throw new Error(`Nutrition item ${item.id}: no ${item.kind} body titled "${item.title}"`);
  }
}

export function getNutritionBody(item: NutritionTeaser): NutritionBody {
  const body = bodies.get(item.id);
  if (!body) throw new Error(`No content for nutrition item ${item.id}`);
  return body;
}

export function getMealPlan(id: string): MealPlan {
  const found = bodies.get(id);
  if (found?.kind !== "meal-plan") throw new Error(`No meal plan ${id}`);
  return found.body;
}

export function getRecipe(id: string): Recipe {
  const found = bodies.get(id);
  if (found?.kind !== "recipe") throw new Error(`No recipe ${id}`);
  return found.body;
}

export function getGroceryList(id: string): GroceryList {
  const found = bodies.get(id);
  if (found?.kind !== "grocery-list") throw new Error(`No grocery list ${id}`);
  return found.body;
}

export function allNutritionBodies(): readonly NutritionBody[] {
  return [...bodies.values()];
}
