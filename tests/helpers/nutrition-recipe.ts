// The new recipe the nutrition editor tests add (tests/integration/content-nutrition.test.ts).

/** A complete new recipe as the editor's form sends it. */
export const RECIPE_FORM = {
  "body.summary": "A one-pot stew of borlotti beans, smoked paprika and silverbeet, summary-only-text-4417.",
  "body.servings": "4",
  "body.prepMinutes": "15",
  "body.cookMinutes": "40",
  "body.ingredients": [
    "2 x 400 g cans borlotti beans ingredient-only-text-4417",
    "1 brown onion, diced",
    "2 garlic cloves, crushed",
    "2 tsp smoked paprika",
    "1 bunch silverbeet, shredded",
    "1 x 400 g can diced tomatoes",
  ].join("\r\n"),
  "body.steps": [
    "Soften the onion and garlic in the olive oil, step-only-text-4417.",
    "Stir in the paprika, tomatoes and beans and simmer for 30 minutes.",
    "Fold in the silverbeet until it wilts, then season and serve.",
  ].join("\n"),
  "body.perServing.kcal": "412",
  "body.perServing.protein": "24",
  "body.perServing.carbs": "45",
  "body.perServing.fat": "12",
  "body.perServing.fibre": "14",
  "body.tip": "It freezes well for a month, tip-only-text-4417.",
  "card.description": "Borlotti beans simmered with smoked paprika, tomato and greens.",
  "card.highlights": "55 minutes\nServes 4",
};

/** The recipe's texts only a premium member may read. */
export const GATED = [
  "summary-only-text-4417",
  "ingredient-only-text-4417",
  "step-only-text-4417",
  "tip-only-text-4417",
];
