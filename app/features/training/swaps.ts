import { type LoggableExercise, plainName } from "./prescription";

// Swaps and substitutions (issue 38 §4-§5, decision 0060). Pure, client-safe: the library is
// handed in (h1's `ExerciseLibrary` fits these shapes). What a program writes at a place is its
// entry; the coach's substitution for one client changes what her program writes ("planned");
// a swap in the log changes what she did ("performed"). The log stores the performed entry's
// id on every set, so "last time" and the suggestions follow the exercise she did.

/** The part of a library entry swaps read. */
export type SwapEntry = {
  id: string;
  name: string;
  easierId?: string;
  harderId?: string;
  swapIds: string[];
};

export type SwapLibrary = {
  get(id: string): SwapEntry | undefined;
  idForName(name: string): string;
};

export type SwapKind = "planned" | "easier" | "harder" | "allowed";

export type SwapOption = { id: string; name: string; kind: SwapKind };

/** Her coach's substitutions, by the written entry's id: from → to. */
export type Substitutions = ReadonlyMap<string, { toId: string; reason: string }>;

/**
 * The rule for a variation she has never done, shown in the log where a suggestion would be.
 * The coach reads it here and in decision 0060.
 */
export const START_LIGHT_RULE =
  "New to this one? Start light: the lightest weight you own, or just your body weight. " +
  "If every rep felt easy, add a little next time.";

const KIND_WORDS: Record<SwapKind, string> = {
  planned: "As planned",
  easier: "Easier",
  harder: "Harder",
  allowed: "Swap",
};

/** "Easier: Box squat": how a choice reads in the log's list. */
export const optionLabel = (option: SwapOption) => `${KIND_WORDS[option.kind]}: ${option.name}`;

/** The entry her program writes at a place, after the coach's substitution for her. */
export function plannedId(writtenId: string, substitutions: Substitutions): string {
  return substitutions.get(writtenId)?.toId ?? writtenId;
}

/**
 * What she may do instead of the planned entry: the planned one first, then its easier and
 * harder variations and the swaps the coach allowed for it, each once, only entries that exist.
 */
export function swapOptions(library: SwapLibrary, planned: string): SwapOption[] {
  const entry = library.get(planned);
  const options: SwapOption[] = [{ id: planned, name: entry?.name ?? planned, kind: "planned" }];
  if (!entry) return options;
  const add = (id: string | undefined, kind: SwapKind) => {
    if (!id || options.some((option) => option.id === id)) return;
    const other = library.get(id);
    if (other) options.push({ id, name: other.name, kind });
  };
  add(entry.easierId, "easier");
  add(entry.harderId, "harder");
  for (const id of entry.swapIds) add(id, "allowed");
  return options;
}

/** True when `performed` is the planned entry or one of its swaps. */
export function maySwapTo(library: SwapLibrary, planned: string, performed: string): boolean {
  return swapOptions(library, planned).some((option) => option.id === performed);
}

/** "A1. Goblet squat" with the box squat in its place reads "A1. Box squat": the label stays. */
export function renamed(programName: string, entryName: string): string {
  const label = programName.slice(0, programName.length - plainName(programName).length);
  return `${label}${entryName}`;
}

export type PersonalExercise = LoggableExercise & {
  /** What her program writes here after the coach's substitution. */
  plannedKey: string;
  /** The coach's reason when it is a substitution ("knee"); null when it is as written. */
  substitution: { fromName: string; reason: string } | null;
};

/**
 * The session's exercises as she does them: each keyed by the entry she performs (her swap at
 * that place, else the planned entry), named by it. A swap the library no longer allows falls
 * back to the planned entry.
 */
export function personalExercises(
  exercises: readonly LoggableExercise[],
  context: {
    library: SwapLibrary;
    substitutions: Substitutions;
    /** Her swaps in this log, by position: the performed entry's id. */
    swaps: ReadonlyMap<number, string>;
  },
): PersonalExercise[] {
  const { library, substitutions, swaps } = context;
  return exercises.map((exercise) => {
    // The program line's entry (h1: its `exerciseId`, else its name through the aliases).
    const written = exercise.key;
    const planned = plannedId(written, substitutions);
    const swap = swaps.get(exercise.position);
    const performed = swap && maySwapTo(library, planned, swap) ? swap : planned;
    const entry = performed === written ? null : library.get(performed);
    const substitution = substitutions.get(written);
    return {
      ...exercise,
      key: performed,
      name: entry ? renamed(exercise.name, entry.name) : exercise.name,
      plannedKey: planned,
      substitution:
        substitution && planned !== written
          ? { fromName: library.get(written)?.name ?? plainName(exercise.name), reason: substitution.reason }
          : null,
    };
  });
}

/** "Swapped Goblet squat → Box squat": the coach's line on the client page. */
export function swapLine(plannedName: string, performedName: string): string {
  return `Swapped ${plainName(plannedName)} → ${plainName(performedName)}`;
}
