// Her daily basics (issue 39 §4, decision 0067): the spec's recovery numbers, in one place, and
// the protein portions she counts in. Content data: client-safe, no logic.

/** SPEC.md "Programs" → Recovery, and "Methodology". Quoted once; everything else reads these. */
export const RECOVERY = {
  /** "1.6-2.0 g protein per kg" of her body weight, per day. */
  proteinPerKg: { low: 1.6, high: 2.0 },
  /** "Minimum protein in the foundation phase: 45 g daily." */
  foundationMinimumProtein: 45,
  /** "Phase 1: 1.5 g protein per kg of goal weight." */
  phaseOneProteinPerGoalKg: 1.5,
  /** "7-8 h sleep." */
  sleepHours: { low: 7, high: 8 },
  /** "48 h between sessions." */
  restHours: 48,
} as const;

/** The existing weekly challenge, "10K Steps Daily" (SPEC.md Dashboard). */
export const DAILY_STEPS = 10_000;

/**
 * Protein in portions she recognises, rounded to the nearest 5 g or so. Source: typical values of
 * national food-composition tables (USDA FoodData Central; UK CoFID) for the cooked or ready
 * portion named; a guide to count by, not a weighing (decision 0067).
 */
export const PROTEIN_PORTIONS = [
  {
    id: "palm",
    label: "Palm of chicken or fish",
    portion: "a palm-sized piece, about 100 g cooked",
    grams: 25,
  },
  { id: "yoghurt", label: "Cup of Greek yoghurt", portion: "one cup, about 200 g", grams: 20 },
  { id: "eggs", label: "2 eggs", portion: "two large eggs", grams: 12 },
  { id: "lentils", label: "Cup of lentils", portion: "one cup of cooked lentils, about 200 g", grams: 18 },
  { id: "powder", label: "Scoop of protein powder", portion: "one scoop, 25-30 g of powder", grams: 22 },
] as const;

export type ProteinPortionId = (typeof PROTEIN_PORTIONS)[number]["id"];
