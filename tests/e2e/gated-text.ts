import { NUTRITION_ITEMS } from "../../app/content/nutrition/catalog";
import { getNutritionBody, type NutritionBody } from "../../app/content/nutrition/index.server";
import { FREE_PORTAL_PROGRAMS } from "../../app/content/portal-programs";
import { allPrograms } from "../../app/content/programs/index.server";

/** Text only a person with access may read: every summary, cue, note and progression line. */
export const GATED_PROGRAM_TEXT = allPrograms()
  .filter((program) => !FREE_PORTAL_PROGRAMS.includes(program.slug))
  .flatMap((program) => [
    program.summary,
    ...program.notes,
    ...program.progression,
    ...program.sessions.flatMap((session) =>
      [session.warmUp, ...session.mainWork, session.finisher].flatMap((block) =>
        block.exercises.map((e) => e.cue),
      ),
    ),
  ]);

function bodyText(item: NutritionBody): string[] {
  switch (item.kind) {
    case "meal-plan":
      return [
        item.body.summary,
        ...item.body.notes,
        ...item.body.days.flatMap((day) => Object.values(day.meals).map((meal) => meal.description)),
      ];
    case "recipe":
      return [item.body.summary, ...item.body.ingredients, ...item.body.steps, item.body.tip ?? ""];
    case "grocery-list":
      return [item.body.summary, ...item.body.sections.flatMap((section) => section.items)];
  }
}

const freeText = NUTRITION_ITEMS.filter((item) => !item.premium).flatMap((item) =>
  bodyText(getNutritionBody(item)),
);

/**
 * Every line of every premium meal plan, recipe and grocery list: meals, ingredients, steps and
 * list items. Lines a free item also prints ("Eggs: 1 dozen") are not secrets, and
 * very short ones would match by chance.
 */
export const GATED_NUTRITION_TEXT = NUTRITION_ITEMS.filter((item) => item.premium)
  .flatMap((item) => bodyText(getNutritionBody(item)))
  .filter((line) => line.length >= 16 && !freeText.some((free) => free.includes(line)));

export function findGated(body: string, gated: readonly string[]): string | undefined {
  return gated.find((text) => body.includes(text));
}
