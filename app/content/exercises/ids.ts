// How a program's exercise line finds its library entry (decision 0058). Client-safe.
// An entry's id is the slug of its name as the log has always made it; the programs' other
// spellings of the same movement ("A1. Tempo goblet squat", "Dumbbell goblet squat") are
// aliases. The log's stored keys that are aliases were rewritten to the entry's id by the
// migration drizzle/*_h1-exercise-library-keys.sql, made from EXERCISE_ALIASES below: a new alias
// needs a new migration (tests/unit/exercise-library.test.ts holds the two together).

/** "A1. Goblet squat" → "Goblet squat": the superset label is the program's, not the exercise's. */
export function plainExerciseName(name: string): string {
  return name.replace(/^[A-Z]\d+\.\s+/, "");
}

/** "A1. " of "A1. Goblet squat", or "". */
export function supersetLabel(name: string): string {
  return name.match(/^[A-Z]\d+\.\s+/)?.[0] ?? "";
}

/** The same exercise in two programs shares one history: "A1. Goblet squat" is "goblet-squat" everywhere. */
export function exerciseSlug(name: string): string {
  return plainExerciseName(name)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/**
 * A program line's slug → the entry it is, where the slug is not itself an entry's id. Names
 * that differ only by load ("heavy"), tempo, a pause, a hold, ramp-up sets, a grip or a choice
 * of the same movement's tool are the same entry; a different movement (to a box, from blocks,
 * supported, single-arm) is its own entry, usually the easier or harder variation.
 */
export const EXERCISE_ALIASES: Readonly<Record<string, string>> = {
  // Warm-up cardio: her choice of machine or a walk is one entry.
  "bike-or-rower": "bike-rower-or-brisk-walk",
  "bike-or-brisk-walk": "bike-rower-or-brisk-walk",
  "bike-rower-or-incline-walk": "bike-rower-or-brisk-walk",
  "brisk-walk-bike-or-rower": "bike-rower-or-brisk-walk",
  "rower-bike-or-brisk-walk": "bike-rower-or-brisk-walk",
  "rower-or-brisk-march": "bike-rower-or-brisk-walk",
  "bike-stairs-or-step-touch": "bike-rower-or-brisk-walk",
  "march-or-brisk-walk": "march-on-the-spot",
  "marching-in-place": "march-on-the-spot",
  "march-on-the-spot-with-arm-swings": "march-on-the-spot",
  "marching-in-place-with-arm-swings": "march-on-the-spot",
  "marching-on-the-spot-with-arm-swings": "march-on-the-spot",
  "fast-feet-march": "march-on-the-spot",
  "brisk-walk-with-arm-swings": "brisk-walk",
  "easy-bike": "upright-bike",
  "air-bike-sprint": "upright-bike-sprint",
  "air-bike-or-upright-bike-sprint": "upright-bike-sprint",
  "step-touch-with-overhead-reach": "step-touch-with-arm-reach",
  "lateral-step-with-arm-swing": "step-touch-with-arm-reach",
  "wall-slides": "wall-slide",
  // Shoulders and upper back.
  "band-pull-apart-burnout": "band-pull-apart",
  "band-pull-apart-with-overhead-reach": "band-pull-apart",
  "light-band-face-pull": "band-face-pull",
  "prone-y-t-raise": "prone-y-raise",
  "wall-push-up-with-a-shoulder-blade-push": "incline-scapular-push-up",
  // Hinges.
  "hip-hinge-with-a-dowel": "dowel-hip-hinge",
  "hip-hinge-with-a-broomstick": "dowel-hip-hinge",
  "bodyweight-hip-hinge-with-reach": "dowel-hip-hinge",
  "bodyweight-good-morning": "dowel-hip-hinge",
  "kettlebell-or-dumbbell-deadlift": "kettlebell-deadlift",
  "light-kettlebell-deadlift": "kettlebell-deadlift",
  "trap-bar-deadlift-ramp-up-sets": "trap-bar-deadlift",
  "ramp-up-sets-trap-bar-deadlift": "trap-bar-deadlift",
  "trap-bar-or-barbell-deadlift-or-heavy-kettlebell-deadlift": "trap-bar-deadlift",
  "tempo-dumbbell-romanian-deadlift": "dumbbell-romanian-deadlift",
  "kettlebell-swing-to-chest-height": "kettlebell-swing",
  // Squats.
  "back-squat-ramp-up-sets": "barbell-back-squat",
  "ramp-up-sets-barbell-back-squat": "barbell-back-squat",
  "barbell-back-squat-or-heavy-goblet-or-double-kettlebell-front-squat": "barbell-back-squat",
  "slow-sit-to-stand": "sit-to-stand-from-a-chair",
  "sit-to-stand-from-a-bench": "sit-to-stand-from-a-chair",
  "bodyweight-squat-to-box": "bodyweight-box-squat",
  "tempo-bodyweight-box-squat": "bodyweight-box-squat",
  "squat-to-chair-with-overhead-reach": "bodyweight-box-squat",
  "bodyweight-squat-with-a-pause": "bodyweight-squat",
  "bodyweight-squat-with-overhead-reach": "bodyweight-squat",
  "squat-with-overhead-reach": "bodyweight-squat",
  "mini-squat": "bodyweight-squat",
  "squat-to-calf-raise": "bodyweight-squat",
  "dumbbell-goblet-squat": "goblet-squat",
  "tempo-goblet-squat": "goblet-squat",
  "light-goblet-squat-with-a-pause": "goblet-squat",
  "goblet-squat-to-a-box": "goblet-squat-to-box",
  "dumbbell-goblet-squat-to-a-box": "goblet-squat-to-box",
  "goblet-squat-hold-with-pry": "goblet-squat-pry",
  "supported-squat-hold": "goblet-squat-pry",
  // Lunges, split squats and step-ups.
  "split-stance-rock": "bodyweight-split-squat",
  "tempo-split-squat": "dumbbell-split-squat",
  "alternating-reverse-lunge": "reverse-lunge",
  "bodyweight-lateral-lunge": "lateral-lunge",
  "shallow-side-lunge": "lateral-lunge",
  "step-up-switch-lead-leg-at-20-s": "step-up-onto-a-low-step",
  "alternating-step-up": "step-up-onto-a-low-step",
  "heavy-dumbbell-step-up": "dumbbell-step-up",
  "dumbbell-step-up-to-a-low-box": "dumbbell-step-up",
  // Bridges and hips.
  "glute-bridge-with-a-pause": "glute-bridge",
  "glute-bridge-with-a-two-second-hold": "glute-bridge",
  "banded-glute-bridge": "glute-bridge",
  "dumbbell-or-barbell-hip-thrust": "barbell-hip-thrust",
  "side-lying-clam-with-a-mini-band": "mini-band-clamshell",
  "half-kneeling-hip-flexor-rock": "half-kneeling-hip-flexor-stretch-with-reach",
  "standing-hip-flexor-stretch": "half-kneeling-hip-flexor-stretch-with-reach",
  // Feet, bones and balance.
  "heel-raise": "calf-raise",
  "heel-drop": "heel-drops",
  "supported-single-leg-stand": "single-leg-balance",
  // Pushing.
  "incline-push-up-hands-on-a-bench-or-step": "incline-push-up",
  "incline-push-up-on-a-kitchen-bench": "incline-push-up",
  "tempo-push-up": "push-up",
  "flat-dumbbell-bench-press": "dumbbell-bench-press",
  "seated-or-standing-dumbbell-shoulder-press": "seated-dumbbell-shoulder-press",
  "standing-dumbbell-overhead-press": "standing-dumbbell-shoulder-press",
  "half-kneeling-single-arm-kettlebell-press": "half-kneeling-single-arm-dumbbell-press",
  "half-kneeling-single-arm-shoulder-press": "half-kneeling-single-arm-dumbbell-press",
  "tempo-half-kneeling-landmine-press": "half-kneeling-landmine-press",
  // Pulling.
  "chest-supported-heavy-dumbbell-row": "chest-supported-dumbbell-row",
  "split-stance-single-arm-dumbbell-row-switch-at-20-s": "one-arm-dumbbell-row",
  "lat-pulldown-or-band-pulldown": "lat-pulldown",
  "lat-pulldown-overhand-grip": "lat-pulldown",
  "tempo-lat-pulldown": "lat-pulldown",
  "neutral-grip-lat-pulldown": "lat-pulldown",
  "lat-pulldown-or-assisted-pull-up": "lat-pulldown",
  // Core and breathing.
  "band-pallof-press": "pallof-press",
  "half-kneeling-pallof-press": "pallof-press",
  "crocodile-breathing": "90-90-breathing",
  // Carries and sleds.
  "farmer-s-carry": "farmer-carry",
  "heavy-farmer-carry": "farmer-carry",
  "heavy-farmer-s-carry": "farmer-carry",
  "farmer-s-hold": "farmer-carry",
  "heavy-suitcase-carry": "suitcase-carry",
  "suitcase-march": "suitcase-carry",
  "heavy-sled-push": "sled-push",
};

/** The entry id a slug stands for: itself unless it is an alias. */
export function canonicalExerciseId(slug: string): string {
  return EXERCISE_ALIASES[slug] ?? slug;
}

/** A program line's entry: its own `exerciseId` when the coach chose one, else its name's. */
export function exerciseIdOf(exercise: { name: string; exerciseId?: string }): string {
  return exercise.exerciseId ?? canonicalExerciseId(exerciseSlug(exercise.name));
}
