// The nutrition editor's fields (issue 19 §2), shared by the coach's pages and their actions:
// which paths of a meal plan, recipe or grocery list a form may set, and tolerant reading of a
// draft, which may hold anything she typed (a word where a number goes). Free of zod and of
// server code, so the pages can use it.
import type { NutritionKind } from "~/content/nutrition/catalog";
import { dayTotals, MEAL_SLOTS } from "~/content/nutrition/macros";
import type { Macros, MealDay } from "~/content/nutrition/schema";
import { type FieldPath, pathName } from "./form-paths";

/** The draft section of a recipe being added: also the editor's address for it. */
export const NEW_RECIPE = "new-recipe";

/** Field-name prefixes: the item's body and its card on the Nutrition page. */
export const BODY = "body";
export const CARD = "card";

export const KIND_LABELS: Record<NutritionKind, string> = {
  "meal-plan": "Meal plan",
  recipe: "Recipe",
  "grocery-list": "Grocery list",
};

export const MACRO_KEYS = [
  "kcal",
  "protein",
  "carbs",
  "fat",
  "fibre",
] as const satisfies readonly (keyof Macros)[];
export const MACRO_LABELS: Record<(typeof MACRO_KEYS)[number], string> = {
  kcal: "Energy (kcal)",
  protein: "Protein (g)",
  carbs: "Carbs (g)",
  fat: "Fat (g)",
  fibre: "Fibre (g)",
};

/** The ranges a meal plan may carry, in the order the schema lists them. */
export const TARGET_KEYS = ["kcal", "protein", "carbs", "fat"] as const;

/** Leaves whose value is a number: typed text there is read as one. */
const NUMERIC_KEYS = new Set<string>([...MACRO_KEYS, "min", "max", "servings", "prepMinutes", "cookMinutes"]);

export const isNumericPath = (path: FieldPath): boolean => NUMERIC_KEYS.has(String(path.at(-1)));

/** The field name of a body path: `body.days.0.meals.lunch.title`. */
export const bodyName = (...path: FieldPath): string => `${BODY}.${pathName(path)}`;
export const cardName = (...path: FieldPath): string => `${CARD}.${pathName(path)}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export const listAt = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The value at `path` inside `root`, or undefined where the path leads nowhere. */
export function valueAt(root: unknown, path: FieldPath): unknown {
  let current = root;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === "number") current = current[segment];
    else if (isRecord(current) && Object.hasOwn(current, String(segment))) current = current[String(segment)];
    else return undefined;
  }
  return current;
}

/** The value at `path` as a control shows it: a list of texts one per line. */
export function textAt(root: unknown, path: FieldPath): string {
  const value = valueAt(root, path);
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join("\n");
  return "";
}

/**
 * Every path of the body that the editor shows, and so the only ones its form may set. Built
 * from the body as it stands, so the number of days and sections follows the item.
 */
export function bodyFieldPaths(kind: NutritionKind, body: unknown, isNew: boolean): FieldPath[] {
  switch (kind) {
    case "meal-plan": {
      const targets = TARGET_KEYS.flatMap((key): FieldPath[] =>
        isRecord(valueAt(body, ["target", key]))
          ? [
              ["target", key, "min"],
              ["target", key, "max"],
            ]
          : [],
      );
      const meals = listAt(valueAt(body, ["days"])).flatMap((_, day) =>
        MEAL_SLOTS.flatMap((slot): FieldPath[] => [
          ["days", day, "meals", slot, "title"],
          ["days", day, "meals", slot, "description"],
          ...MACRO_KEYS.map((key): FieldPath => ["days", day, "meals", slot, "macros", key]),
        ]),
      );
      return [["title"], ["summary"], ...targets, ["notes"], ...meals];
    }
    case "recipe":
      return [
        ...(isNew ? [["id"]] : []),
        ["title"],
        ["summary"],
        ["servings"],
        ["prepMinutes"],
        ["cookMinutes"],
        ["ingredients"],
        ["steps"],
        ...MACRO_KEYS.map((key): FieldPath => ["perServing", key]),
        ["tip"],
      ];
    case "grocery-list":
      return [
        ["title"],
        ["summary"],
        ...listAt(valueAt(body, ["sections"])).flatMap((_, index): FieldPath[] => [
          ["sections", index, "name"],
          ["sections", index, "items"],
        ]),
      ];
  }
}

/** The card's words she edits; its title follows the body's, its access is the radio group. */
export const CARD_FIELD_PATHS: readonly FieldPath[] = [["description"], ["highlights"]];

/** "Lemon Herb Lentil Bowls!" → "lemon-herb-lentil-bowls": the id a new recipe gets by default. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
}

const asNumber = (value: unknown): number => {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** A day as the draft holds it, with anything that is not a number counted as 0. */
function numericDay(day: unknown, index: number): MealDay {
  const meal = (slot: (typeof MEAL_SLOTS)[number]) => ({
    title: "",
    description: "",
    macros: Object.fromEntries(
      MACRO_KEYS.map((key) => [key, asNumber(valueAt(day, ["meals", slot, "macros", key]))]),
    ) as Macros,
  });
  return {
    day: asNumber(valueAt(day, ["day"])) || index + 1,
    meals: {
      breakfast: meal("breakfast"),
      lunch: meal("lunch"),
      dinner: meal("dinner"),
      snacks: meal("snacks"),
    },
  };
}

export type TargetCheck = {
  key: (typeof TARGET_KEYS)[number];
  value: number;
  min: number;
  max: number;
  ok: boolean;
};
export type DayCheck = { index: number; day: number; totals: Macros; checks: TargetCheck[]; ok: boolean };

/**
 * Each day's totals against the plan's targets, as the content's own check counts them
 * (rounded, inclusive): shown beside the day so an out-of-range day is seen before publishing.
 */
export function dayChecks(plan: unknown): DayCheck[] {
  return listAt(valueAt(plan, ["days"])).map((raw, index) => {
    const day = numericDay(raw, index);
    const totals = dayTotals(day);
    const checks = TARGET_KEYS.flatMap((key): TargetCheck[] => {
      const range = valueAt(plan, ["target", key]);
      if (!isRecord(range)) return [];
      const min = asNumber(range.min);
      const max = asNumber(range.max);
      const value = Math.round(totals[key]);
      return [{ key, value, min, max, ok: value >= min && value <= max }];
    });
    return { index, day: day.day, totals, checks, ok: checks.every((check) => check.ok) };
  });
}

/**
 * The same checks on the page as she types, before anything is saved: the day's macros are
 * read from the editor's controls (named by `bodyName`), in the browser.
 */
export function dayChecksFromForm(plan: unknown, typing: FormData): DayCheck[] {
  const days = listAt(valueAt(plan, ["days"])).map((raw, day) => {
    const meals = Object.fromEntries(
      MEAL_SLOTS.map((slot) => [
        slot,
        {
          macros: Object.fromEntries(
            MACRO_KEYS.map((key) => {
              const typed = typing.get(bodyName("days", day, "meals", slot, "macros", key));
              return [key, typeof typed === "string" ? typed : valueAt(raw, ["meals", slot, "macros", key])];
            }),
          ),
        },
      ]),
    );
    return { day: valueAt(raw, ["day"]), meals };
  });
  const target = Object.fromEntries(
    TARGET_KEYS.flatMap((key) => {
      const range = valueAt(plan, ["target", key]);
      if (!isRecord(range)) return [];
      const typed = (end: "min" | "max") => {
        const value = typing.get(bodyName("target", key, end));
        return typeof value === "string" ? value : range[end];
      };
      return [[key, { min: typed("min"), max: typed("max") }]];
    }),
  );
  return dayChecks({ days, target });
}
