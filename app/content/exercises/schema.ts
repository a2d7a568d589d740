// The coach's exercise library (issue 38 §1, decision 0058): one entry per movement, in her
// words. An entry's id is the slug the log has always keyed sets by (`exerciseKey`), so a set
// logged before the library existed still names its entry; a rename changes the name, never the
// id. Client-safe: the labels are shown on pages.
import { z } from "zod";

export const MUSCLES = [
  "quads",
  "glutes",
  "hamstrings",
  "adductors",
  "hip-abductors",
  "hip-flexors",
  "calves",
  "chest",
  "upper-back",
  "lats",
  "shoulders",
  "rear-shoulders",
  "biceps",
  "triceps",
  "core",
  "obliques",
  "lower-back",
  "pelvic-floor",
  "grip",
  "heart-and-lungs",
] as const;
export type Muscle = (typeof MUSCLES)[number];

export const MUSCLE_LABELS: Record<Muscle, string> = {
  quads: "Front of the thighs",
  glutes: "Glutes",
  hamstrings: "Back of the thighs",
  adductors: "Inner thighs",
  "hip-abductors": "Outer hips",
  "hip-flexors": "Front of the hips",
  calves: "Calves and ankles",
  chest: "Chest",
  "upper-back": "Upper back",
  lats: "Lats (the wide back muscles)",
  shoulders: "Shoulders",
  "rear-shoulders": "Back of the shoulders",
  biceps: "Biceps",
  triceps: "Triceps",
  core: "Deep core",
  obliques: "Sides of the waist",
  "lower-back": "Lower back",
  "pelvic-floor": "Pelvic floor",
  grip: "Grip and forearms",
  "heart-and-lungs": "Heart and lungs",
};

export const EQUIPMENT = [
  "none",
  "chair",
  "wall",
  "step",
  "bench",
  "box",
  "mat",
  "dowel",
  "dumbbells",
  "kettlebell",
  "barbell",
  "trap-bar",
  "rack",
  "landmine",
  "band",
  "mini-band",
  "cable",
  "pulldown-machine",
  "pull-up-bar",
  "stability-ball",
  "medicine-ball",
  "ab-wheel",
  "sled",
  "bike",
  "rower",
  "battle-rope",
  "sandbag",
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  none: "No equipment",
  chair: "Chair",
  wall: "Wall",
  step: "Step or stair",
  bench: "Bench",
  box: "Box or low bench",
  mat: "Mat",
  dowel: "Dowel or broomstick",
  dumbbells: "Dumbbells",
  kettlebell: "Kettlebell",
  barbell: "Barbell",
  "trap-bar": "Trap bar",
  rack: "Squat rack",
  landmine: "Landmine",
  band: "Resistance band",
  "mini-band": "Mini band",
  cable: "Cable machine",
  "pulldown-machine": "Pulldown machine",
  "pull-up-bar": "Pull-up bar or assisted machine",
  "stability-ball": "Stability ball",
  "medicine-ball": "Medicine ball",
  "ab-wheel": "Ab wheel",
  sled: "Sled",
  bike: "Exercise bike",
  rower: "Rowing machine",
  "battle-rope": "Battle rope",
  sandbag: "Sandbag",
};

/** An entry's id: lower-case words joined by single hyphens, as `exerciseKey` makes them. */
export const ExerciseIdSchema = z
  .string({ error: "Please fill this in." })
  .trim()
  .min(3, "At least 3 characters, please.")
  .max(80, "At most 80 characters, please.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and single hyphens only.");

const line = (what: string) =>
  z
    .string({ error: "Please fill this in." })
    .trim()
    .min(8, `Each ${what} needs at least 8 characters.`)
    .max(400, `Each ${what} can be at most 400 characters.`);

export const ExerciseEntrySchema = z.strictObject({
  id: ExerciseIdSchema,
  name: z
    .string({ error: "Please fill this in." })
    .trim()
    .min(3, "At least 3 characters, please.")
    .max(80, "At most 80 characters, please."),
  cues: z.array(line("cue")).min(3, "Give at least 3 cues, please.").max(5, "Give at most 5 cues, please."),
  mistakes: z.array(line("mistake")).min(1, "Name at least one common mistake, please.").max(6),
  muscles: z.array(z.enum(MUSCLES)).min(1, "Choose at least one muscle, please."),
  equipment: z.array(z.enum(EQUIPMENT)).min(1, "Choose at least one piece of equipment (or none), please."),
  safety: z.array(line("safety note")).min(1, "Give at least one safety note, please.").max(6),
  easierId: ExerciseIdSchema.optional(),
  harderId: ExerciseIdSchema.optional(),
  /** The other entries the coach allows as a swap for this one in the log. */
  swapIds: z.array(ExerciseIdSchema).max(12),
});

export type ExerciseEntry = z.infer<typeof ExerciseEntrySchema>;

/** Where the library's entries point at one another, each reference that names no entry, in words. */
export function libraryProblems(
  entries: readonly ExerciseEntry[],
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const ids = new Set<string>();
  entries.forEach((entry, index) => {
    if (ids.has(entry.id))
      problems.push({ path: [index, "id"], message: `the id ${entry.id} is used twice` });
    ids.add(entry.id);
  });
  entries.forEach((entry, index) => {
    for (const key of ["easierId", "harderId"] as const) {
      const target = entry[key];
      if (target === entry.id)
        problems.push({ path: [index, key], message: "an entry cannot be its own variation" });
      else if (target && !ids.has(target))
        problems.push({ path: [index, key], message: `no entry ${target}` });
    }
    entry.swapIds.forEach((target, swap) => {
      if (target === entry.id)
        problems.push({ path: [index, "swapIds", swap], message: "an entry cannot be its own swap" });
      else if (!ids.has(target))
        problems.push({ path: [index, "swapIds", swap], message: `no entry ${target}` });
    });
  });
  return problems;
}

export const ExerciseLibrarySchema = z.array(ExerciseEntrySchema).superRefine((entries, context) => {
  for (const problem of libraryProblems(entries)) {
    context.addIssue({ code: "custom", path: problem.path, message: problem.message });
  }
});
