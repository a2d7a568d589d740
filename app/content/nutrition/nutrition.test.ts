import { describe, expect, it } from "vitest";
import { GROCERY_LISTS, MEAL_PLANS, NUTRITION_ITEMS, RECIPES } from "./catalog";
import { dayTotals, energyFromMacros, MEAL_SLOTS } from "./macros";
import {
  type GroceryList,
  GroceryListSchema,
  type Macros,
  type MealPlan,
  MealPlanSchema,
  type Recipe,
  RecipeSchema,
} from "./schema";

// Every content module in this folder as it is written, so each one can be checked on its own.
const modules = import.meta.glob<{ mealPlan?: unknown; groceryList?: unknown; recipe?: unknown }>(
  "./[a-z]*.server.ts",
  { eager: true },
);
const contents = Object.entries(modules).filter(([file]) => !file.endsWith("index.server.ts"));
const plans = new Map<string, MealPlan>();
const lists = new Map<string, GroceryList>();
const recipes = new Map<string, Recipe>();
for (const [, module] of contents) {
  if (module.mealPlan) {
    const plan = MealPlanSchema.parse(module.mealPlan);
    plans.set(plan.id, plan);
  }
  if (module.groceryList) {
    const list = GroceryListSchema.parse(module.groceryList);
    lists.set(list.id, list);
  }
  if (module.recipe) {
    const recipe = RecipeSchema.parse(module.recipe);
    recipes.set(recipe.id, recipe);
  }
}

/** Label energy is rounded and fibre is estimated: 8% (or 15 kcal for a small snack) of slack. */
function expectEnergyAddsUp(macros: Macros, where: string) {
  const computed = energyFromMacros(macros);
  expect(
    Math.abs(macros.kcal - computed),
    `${where}: ${macros.kcal} kcal vs ${computed} from its macros`,
  ).toBeLessThanOrEqual(Math.max(15, computed * 0.08));
}

const within = (value: number, range: { min: number; max: number } | undefined, where: string) => {
  if (!range) return;
  expect(value, where).toBeGreaterThanOrEqual(range.min);
  expect(value, where).toBeLessThanOrEqual(range.max);
};

describe("nutrition content", () => {
  it("has one body per item on the page, titled as its card, and the registry loads", async () => {
    expect(new Set(NUTRITION_ITEMS.map((item) => item.id)).size).toBe(NUTRITION_ITEMS.length);
    expect([...plans.keys()].sort()).toEqual(MEAL_PLANS.map((item) => item.id).sort());
    expect([...recipes.keys()].sort()).toEqual(RECIPES.map((item) => item.id).sort());
    expect([...lists.keys()].sort()).toEqual(GROCERY_LISTS.map((item) => item.id).sort());
    for (const item of NUTRITION_ITEMS) {
      const body = plans.get(item.id) ?? recipes.get(item.id) ?? lists.get(item.id);
      expect(body?.title, item.id).toBe(item.title);
    }
    const registry = await import("./index.server");
    expect(registry.allNutritionBodies()).toHaveLength(NUTRITION_ITEMS.length);
  });

  it("offers one free item of each kind, first, and three premium ones (product.md §1.8)", () => {
    for (const items of [MEAL_PLANS, RECIPES, GROCERY_LISTS]) {
      expect(items.filter((item) => !item.premium)).toHaveLength(1);
      expect(items.filter((item) => item.premium)).toHaveLength(3);
      expect(items[0]?.premium).toBe(false);
    }
  });

  describe.each([...plans.values()].map((plan) => [plan.id, plan] as const))("meal plan %s", (id, plan) => {
    it("has days 1-7 in order with every meal's energy matching its macros", () => {
      expect(plan.days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const day of plan.days) {
        for (const slot of MEAL_SLOTS) {
          expectEnergyAddsUp(day.meals[slot].macros, `${id} day ${day.day} ${slot}`);
        }
      }
    });

    it("lands every day inside the plan's targets, with at least 20 g fibre", () => {
      for (const day of plan.days) {
        const totals = dayTotals(day);
        within(totals.kcal, plan.target.kcal, `${id} day ${day.day} kcal`);
        within(totals.protein, plan.target.protein, `${id} day ${day.day} protein`);
        within(totals.carbs, plan.target.carbs, `${id} day ${day.day} carbs`);
        within(totals.fat, plan.target.fat, `${id} day ${day.day} fat`);
        expect(totals.fibre, `${id} day ${day.day} fibre`).toBeGreaterThanOrEqual(20);
      }
    });

    it("has a grocery list that shops for it", () => {
      expect(
        [...lists.values()].some((list) => list.planId === id),
        `${id} grocery list`,
      ).toBe(true);
    });
  });

  it("keeps product.md §6.6's sample plan figures", () => {
    expect(plans.get("starter-mediterranean")?.target.kcal).toEqual({ min: 1600, max: 1800 });
    expect(plans.get("starter-mediterranean")?.target.protein.min).toBe(90);
    expect(plans.get("intermediate-fat-loss")?.target.kcal).toEqual({ min: 1400, max: 1600 });
    expect(plans.get("intermediate-fat-loss")?.target.protein.min).toBe(100);
    expect(plans.get("advanced-muscle")?.target.kcal).toEqual({ min: 1800, max: 2000 });
    expect(plans.get("advanced-muscle")?.target.protein.min).toBe(120);
  });

  it("averages the low-carb plan's headline figures: about 1600 kcal, 104 g protein, 114 g fat, 43 g carbs", () => {
    const plan = plans.get("low-carb-muscle");
    if (!plan) throw new Error("low-carb-muscle is missing");
    const average = (key: keyof Macros) =>
      plan.days.reduce((sum, day) => sum + dayTotals(day)[key], 0) / plan.days.length;
    expect(Math.abs(average("kcal") - 1600) / 1600).toBeLessThanOrEqual(0.05);
    expect(Math.abs(average("protein") - 104)).toBeLessThanOrEqual(5);
    expect(Math.abs(average("fat") - 114)).toBeLessThanOrEqual(6);
    expect(Math.abs(average("carbs") - 43)).toBeLessThanOrEqual(5);
  });

  it.each([...recipes.values()].map((recipe) => [recipe.id, recipe] as const))(
    "recipe %s adds up and matches its card",
    (id, recipe) => {
      const teaser = RECIPES.find((item) => item.id === id);
      expectEnergyAddsUp(recipe.perServing, id);
      expect(teaser?.highlights).toContain(`${recipe.prepMinutes + recipe.cookMinutes} minutes`);
      expect(teaser?.highlights).toContain(`Serves ${recipe.servings}`);
      expect(recipe.perServing.protein, `${id} protein per serving`).toBeGreaterThanOrEqual(20);
    },
  );

  it("lists the starter plan's groceries as proteins, produce and pantry", () => {
    const list = lists.get("starter-mediterranean-groceries");
    expect(list?.planId).toBe("starter-mediterranean");
    expect(list?.sections.map((section) => section.name)).toEqual(["Proteins", "Produce", "Pantry"]);
  });
});
