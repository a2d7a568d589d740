// The library as shipped: the first revision's `exercises` (decision 0058). After that the coach
// edits it at /coach/library and it lives in the content revisions like the rest of her words.
import { CARDIO_AND_BALANCE } from "./cardio-balance";
import { CORE_AND_CARRIES } from "./core-carries";
import { HINGES_AND_HIPS } from "./hinges-hips";
import { PULLS } from "./pulls";
import { PUSHES } from "./pushes";
import type { ExerciseEntry } from "./schema";
import { SQUATS_AND_LUNGES } from "./squats-lunges";

export const SHIPPED_EXERCISES: readonly ExerciseEntry[] = [
  ...SQUATS_AND_LUNGES,
  ...HINGES_AND_HIPS,
  ...PUSHES,
  ...PULLS,
  ...CORE_AND_CARRIES,
  ...CARDIO_AND_BALANCE,
];
