// The library as shipped: the first revision's `exercises` (decision 0058). After that the coach
// edits it at /coach/library and it lives in the content revisions like the rest of her words.
import type { ExerciseEntry } from "./schema";

export const SHIPPED_EXERCISES: readonly ExerciseEntry[] = [];
