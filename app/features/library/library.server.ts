// The exercise library as published (issue 38, decision 0058). Synchronous: the library is part
// of the live content revision each instance holds in memory (decision 0035), so a page costs no
// query. Programs, the log, progress, records and exports show an entry's current name through
// `exerciseDisplayName` / `exerciseNameFor`, so a rename in the library shows everywhere.

import { canonicalExerciseId, exerciseIdOf, exerciseSlug, supersetLabel } from "~/content/exercises/ids";
import type { ExerciseEntry } from "~/content/exercises/schema";
import { liveContent } from "~/content/live.server";

export type { ExerciseEntry } from "~/content/exercises/schema";

export type ExerciseLibrary = {
  get(id: string): ExerciseEntry | undefined;
  /** Every entry, by name. */
  all(): ExerciseEntry[];
  /** A program's exercise line ("A1. Goblet squat") → its entry's id, through the aliases. */
  idForName(name: string): string;
};

/** A library over these entries (the live ones, or a draft's). */
export function libraryOf(entries: readonly ExerciseEntry[]): ExerciseLibrary {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  // An entry's current name finds it too, so a line shown under a renamed entry resolves.
  const byName = new Map(entries.map((entry) => [exerciseSlug(entry.name), entry.id]));
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name, "en"));
  return {
    get: (id) => byId.get(id),
    all: () => [...sorted],
    idForName: (name) => {
      const id = canonicalExerciseId(exerciseSlug(name));
      return byId.has(id) ? id : (byName.get(exerciseSlug(name)) ?? id);
    },
  };
}

let cached: { entries: readonly ExerciseEntry[]; library: ExerciseLibrary } | null = null;

/** The published library; the same object until a new revision is live. */
export function liveLibrary(): ExerciseLibrary {
  const entries = liveContent().exercises;
  if (cached?.entries !== entries) cached = { entries, library: libraryOf(entries) };
  return cached.library;
}

/** The entry a program line is, if the library has it. */
export function entryForLine(
  line: { name: string; exerciseId?: string },
  library: ExerciseLibrary = liveLibrary(),
): ExerciseEntry | undefined {
  return library.get(exerciseIdOf(line));
}

/**
 * The name a program line shows: the superset label the program gives it ("A1. ") and the
 * entry's current name; the line's own words when the library has no entry for it.
 */
export function exerciseDisplayName(
  line: { name: string; exerciseId?: string },
  library: ExerciseLibrary = liveLibrary(),
): string {
  const entry = entryForLine(line, library);
  return entry ? `${supersetLabel(line.name)}${entry.name}` : line.name;
}

/** The current name of a logged exercise key, or undefined when no entry has it. */
export function exerciseNameFor(key: string, library: ExerciseLibrary = liveLibrary()): string | undefined {
  return library.get(canonicalExerciseId(key))?.name;
}
