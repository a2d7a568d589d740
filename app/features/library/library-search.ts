// Finding an entry in the coach's library (issue 38 §6): by words of its name, a muscle, a piece
// of equipment, and "has no demo yet". Pure, so the list page and its test share it.
import {
  EQUIPMENT,
  type Equipment,
  type ExerciseEntry,
  MUSCLES,
  type Muscle,
} from "~/content/exercises/schema";

export type LibraryFilter = { q: string; muscle: Muscle | ""; equipment: Equipment | ""; noDemo: boolean };

const isMuscle = (value: string): value is Muscle => (MUSCLES as readonly string[]).includes(value);
const isEquipment = (value: string): value is Equipment => (EQUIPMENT as readonly string[]).includes(value);

/** The list page's address as a filter; anything it does not know is ignored. */
export function readFilter(params: URLSearchParams): LibraryFilter {
  const muscle = params.get("muscle") ?? "";
  const equipment = params.get("equipment") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 80),
    muscle: isMuscle(muscle) ? muscle : "",
    equipment: isEquipment(equipment) ? equipment : "",
    noDemo: params.get("nodemo") === "1",
  };
}

/** "Fåst Step-up" → ["fast", "step", "up"]: accents and case do not matter. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The entries that match every part of the filter, by name. */
export function filterLibrary(
  entries: readonly ExerciseEntry[],
  filter: LibraryFilter,
  withDemo: ReadonlySet<string>,
): ExerciseEntry[] {
  const wanted = words(filter.q);
  return entries
    .filter((entry) => {
      if (filter.muscle && !entry.muscles.includes(filter.muscle)) return false;
      if (filter.equipment && !entry.equipment.includes(filter.equipment)) return false;
      if (filter.noDemo && withDemo.has(entry.id)) return false;
      if (wanted.length === 0) return true;
      const name = words(entry.name);
      return wanted.every((word) => name.some((part) => part.startsWith(word)));
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}
