// The Nutrition page's bodies as the files give them, each checked against its schema when
// first loaded, so a broken plan stops the start rather than reaching a client. Apart from
// index.server.ts, which reads the live revision (decision 0048: no import cycle).
import * as advancedMuscle from "./advanced-muscle.server";
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

/** The bodies as the files give them: the first revision of the content (decision 0035). */
export const SHIPPED_NUTRITION_BODIES: readonly NutritionBody[] = [
  ...plans.map(
    (module): NutritionBody => ({ kind: "meal-plan", body: MealPlanSchema.parse(module.mealPlan) }),
  ),
  ...plans.map(
    (module): NutritionBody => ({ kind: "grocery-list", body: GroceryListSchema.parse(module.groceryList) }),
  ),
  ...[chickpeaSalad, shakshuka, lentilBowls, portobellos].map(
    (recipe): NutritionBody => ({ kind: "recipe", body: RecipeSchema.parse(recipe) }),
  ),
];
