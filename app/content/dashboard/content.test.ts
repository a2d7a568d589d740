import { describe, expect, it } from "vitest";
import { DAILY_MEALS } from "./meals";
import { MINDFULNESS_SESSIONS } from "./mindfulness";
import { DailyMealSchema, DIETS, GOALS, MindfulnessSessionSchema, WisdomSchema } from "./schema";
import { WISDOM } from "./wisdom";

type Diet = (typeof DIETS)[number];

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/**
 * Words in `text` from `words` that are not excused by what comes just before or after them,
 * e.g. "yogurt" after "soy " or "butter" before " beans".
 */
function mentions(
  text: string,
  words: readonly string[],
  excuses: { before?: readonly string[]; after?: readonly string[] } = {},
): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`\\b(${words.join("|")})\\b`, "gi");
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const before = text.slice(0, start).toLowerCase();
    const after = text.slice(start + match[0].length).toLowerCase();
    const excused =
      (excuses.before ?? []).some((prefix) => before.endsWith(prefix)) ||
      (excuses.after ?? []).some((suffix) => after.startsWith(suffix));
    if (!excused) found.push(match[0]);
  }
  return found;
}

const MEAT = ["chicken", "turkey", "lamb", "beef", "pork", "ham", "bacon", "chorizo"];
const FISH = ["salmon", "tuna", "cod", "sardines?", "prawns?", "anchov(y|ies)", "mackerel", "fish"];
const DAIRY = ["milk", "yogh?urt", "cheese", "butter", "feta", "halloumi", "ricotta", "cream", "labneh"];
const OTHER_ANIMAL = ["eggs?", "honey"];
const GLUTEN = [
  "bread",
  "breadcrumbs",
  "toast",
  "pitta",
  "pasta",
  "spaghetti",
  "orzo",
  "couscous",
  "bulgur",
  "farro",
  "barley",
  "rye",
  "wheat",
  "wholewheat",
  "sourdough",
  "oats",
];
const PLANT_MILKS = { before: ["soy ", "soy-", "oat ", "almond "], after: [" beans"] };
const STATED_SAFE = { before: ["gluten-free ", "no "] };

describe("daily meals", () => {
  const meals = DAILY_MEALS.map((meal) => DailyMealSchema.parse(meal));
  const tagged = (diet: Diet) => meals.filter((meal) => meal.diets.includes(diet));

  it("has at least 24 meals across every slot, each parsing with the schema", () => {
    expect(meals.length).toBeGreaterThanOrEqual(24);
    for (const slot of ["breakfast", "lunch", "dinner"] as const) {
      expect(meals.filter((meal) => meal.slot === slot).length, slot).toBeGreaterThanOrEqual(6);
    }
  });

  it("has unique ids and no repeated diet tags", () => {
    expect(duplicates(meals.map((meal) => meal.id))).toEqual([]);
    for (const meal of meals) expect(duplicates(meal.diets), meal.id).toEqual([]);
  });

  it("gives every diet at least seven meals", () => {
    for (const diet of DIETS) expect(tagged(diet).length, diet).toBeGreaterThanOrEqual(7);
  });

  it("is protein-forward with realistic energy", () => {
    for (const meal of meals) {
      expect(meal.protein, meal.id).toBeGreaterThanOrEqual(25);
      expect(meal.kcal, meal.id).toBeGreaterThanOrEqual(300);
      expect(meal.kcal, meal.id).toBeLessThanOrEqual(650);
      // Protein cannot supply more energy than the whole plate (4 kcal per gram).
      expect(meal.protein * 4, meal.id).toBeLessThan(meal.kcal);
    }
  });

  it("tags diets consistently with each other", () => {
    for (const meal of meals) {
      expect(meal.diets, meal.id).toContain("omnivore");
      if (meal.diets.includes("vegan")) {
        expect(meal.diets, meal.id).toEqual(
          expect.arrayContaining(["vegetarian", "pescatarian", "dairy-free"]),
        );
      }
      if (meal.diets.includes("vegetarian")) expect(meal.diets, meal.id).toContain("pescatarian");
    }
  });

  it("only tags a diet when the description fits it", () => {
    for (const meal of tagged("pescatarian")) {
      expect(mentions(meal.description, MEAT), meal.id).toEqual([]);
    }
    for (const meal of tagged("vegetarian")) {
      expect(mentions(meal.description, [...MEAT, ...FISH]), meal.id).toEqual([]);
    }
    for (const meal of tagged("dairy-free")) {
      expect(mentions(meal.description, DAIRY, PLANT_MILKS), meal.id).toEqual([]);
    }
    for (const meal of tagged("vegan")) {
      expect(mentions(meal.description, [...MEAT, ...FISH, ...OTHER_ANIMAL]), meal.id).toEqual([]);
      expect(mentions(meal.description, DAIRY, PLANT_MILKS), meal.id).toEqual([]);
    }
    for (const meal of tagged("gluten-free")) {
      expect(mentions(meal.description, GLUTEN, STATED_SAFE), meal.id).toEqual([]);
    }
  });

  it("leaves a diet off when the description rules it out", () => {
    for (const meal of meals) {
      const hasMeat = mentions(meal.description, MEAT).length > 0;
      const hasFish = mentions(meal.description, FISH).length > 0;
      if (!hasMeat && !hasFish) continue;
      expect(meal.diets, meal.id).not.toContain("vegetarian");
      if (hasMeat) expect(meal.diets, meal.id).not.toContain("pescatarian");
    }
  });
});

describe("mindfulness sessions", () => {
  const sessions = MINDFULNESS_SESSIONS.map((session) => MindfulnessSessionSchema.parse(session));

  it("has at least 14 sessions with unique ids", () => {
    expect(sessions.length).toBeGreaterThanOrEqual(14);
    expect(duplicates(sessions.map((session) => session.id))).toEqual([]);
    for (const session of sessions) expect(duplicates(session.goals), session.id).toEqual([]);
  });

  it("serves every goal with at least two sessions", () => {
    for (const goal of GOALS) {
      const count = sessions.filter((session) => session.goals.includes(goal)).length;
      expect(count, goal).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("wisdom", () => {
  const quotes = WISDOM.map((quote) => WisdomSchema.parse(quote));

  it("has at least 21 different quotations", () => {
    expect(quotes.length).toBeGreaterThanOrEqual(21);
    expect(duplicates(quotes.map((quote) => quote.text))).toEqual([]);
  });

  it("keeps each quotation short", () => {
    for (const quote of quotes) expect(quote.text.length, quote.text).toBeLessThanOrEqual(220);
  });
});
