/**
 * The Nutrition page's items as anyone may see them: title, a short description and the
 * headline figures. The bodies (meals, ingredients, steps, list items) are gated content in
 * `*.server.ts` modules and reach the browser only through the page's loader, for those with
 * access (DESIGN §2).
 */
export type NutritionKind = "meal-plan" | "recipe" | "grocery-list";

export type NutritionTeaser = {
  id: string;
  kind: NutritionKind;
  title: string;
  description: string;
  /** Short public facts shown on the card, gated or not. */
  highlights: readonly string[];
  premium: boolean;
};

export const MEAL_PLANS: readonly NutritionTeaser[] = [
  {
    id: "starter-mediterranean",
    kind: "meal-plan",
    title: "7-Day Starter Mediterranean Plan",
    description:
      "A gentle first week of Mediterranean eating: olive oil, fish, beans and vegetables, with protein at every meal.",
    highlights: ["1,600-1,800 kcal a day", "At least 90 g protein a day", "Free"],
    premium: false,
  },
  {
    id: "low-carb-muscle",
    kind: "meal-plan",
    title: "Low-Carb Eating for Muscle Building",
    description:
      "Seven days of lower-carbohydrate Mediterranean meals built around protein, to support strength training.",
    highlights: ["About 1,600 kcal a day", "104 g protein", "114 g fat", "43 g carbs"],
    premium: true,
  },
  {
    id: "intermediate-fat-loss",
    kind: "meal-plan",
    title: "Intermediate Fat Loss Plan",
    description:
      "A steady, gentle deficit that keeps protein high, so the weight that comes off is fat, not muscle.",
    highlights: ["1,400-1,600 kcal a day", "At least 100 g protein a day"],
    premium: true,
  },
  {
    id: "advanced-muscle",
    kind: "meal-plan",
    title: "Advanced Muscle Plan",
    description:
      "For the muscle-building phase: a small surplus and generous protein to match heavier training.",
    highlights: ["1,800-2,000 kcal a day", "At least 120 g protein a day"],
    premium: true,
  },
];

export const RECIPES: readonly NutritionTeaser[] = [
  {
    id: "easy-chickpea-salad",
    kind: "recipe",
    title: "Easy Chickpea Salad",
    description: "A no-cook lunch of chickpeas, crunchy vegetables, feta and a lemon dressing.",
    highlights: ["15 minutes", "Serves 2", "Free"],
    premium: false,
  },
  {
    id: "spiced-eggplant-shakshuka",
    kind: "recipe",
    title: "Spiced Eggplant Shakshuka",
    description: "Eggs baked in a smoky tomato and eggplant sauce, for a slow weekend breakfast.",
    highlights: ["40 minutes", "Serves 2"],
    premium: true,
  },
  {
    id: "lemon-herb-lentil-bowls",
    kind: "recipe",
    title: "Lemon Herb Lentil Bowls",
    description: "Warm lentils with roast vegetables, herbs and a bright lemon dressing.",
    highlights: ["35 minutes", "Serves 4"],
    premium: true,
  },
  {
    id: "walnut-stuffed-portobellos",
    kind: "recipe",
    title: "Walnut-Stuffed Portobellos",
    description: "Large mushrooms filled with walnuts, herbs and cheese, baked until golden.",
    highlights: ["30 minutes", "Serves 2"],
    premium: true,
  },
];

export const GROCERY_LISTS: readonly NutritionTeaser[] = [
  {
    id: "starter-mediterranean-groceries",
    kind: "grocery-list",
    title: "Starter Plan Grocery List",
    description: "Everything for the 7-Day Starter Mediterranean Plan: proteins, produce and pantry.",
    highlights: ["Free"],
    premium: false,
  },
  {
    id: "low-carb-muscle-groceries",
    kind: "grocery-list",
    title: "Low-Carb Muscle Building Grocery List",
    description: "The week's shopping for Low-Carb Eating for Muscle Building.",
    highlights: ["7 days"],
    premium: true,
  },
  {
    id: "intermediate-fat-loss-groceries",
    kind: "grocery-list",
    title: "Intermediate Fat Loss Grocery List",
    description: "The week's shopping for the Intermediate Fat Loss Plan.",
    highlights: ["7 days"],
    premium: true,
  },
  {
    id: "advanced-muscle-groceries",
    kind: "grocery-list",
    title: "Advanced Muscle Grocery List",
    description: "The week's shopping for the Advanced Muscle Plan.",
    highlights: ["7 days"],
    premium: true,
  },
];

/** As shipped; pages read the live revision (`nutritionItems()` in index.server.ts). */
export const NUTRITION_ITEMS: readonly NutritionTeaser[] = [...MEAL_PLANS, ...RECIPES, ...GROCERY_LISTS];

/** product.md §4.3: the note on the premium plans. */
export const PREMIUM_PLAN_NOTE =
  "These plans are visible only to members with Continuum or Signature Program access.";
