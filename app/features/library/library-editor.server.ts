// The coach's library editor (issue 38 §6, decision 0058): one entry edited as a draft that only
// she sees (section `exercise:<id>`), then published into the content as a new revision, like
// her programs and recipes (decision 0035). A new entry is a draft whose id is no live entry's
// yet; its id is made from the name she gives it and never changes after, so a rename keeps
// every log of it.
import { EXERCISE_ALIASES, exerciseSlug } from "~/content/exercises/ids";
import {
  EQUIPMENT,
  type ExerciseEntry,
  ExerciseEntrySchema,
  libraryProblems,
  MUSCLES,
} from "~/content/exercises/schema";
import { liveContent } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import {
  type ContentAuthor,
  type Draft,
  publishContent,
  readDraft,
  saveDraft,
} from "~/features/content/content-store.server";
import { liveLibrary } from "./library.server";

export const entrySection = (id: string) => `exercise:${id}`;

/** An entry as the form holds it: what she typed, not yet checked. */
export type EntryShape = {
  id: string;
  name: string;
  cues: string[];
  mistakes: string[];
  muscles: string[];
  equipment: string[];
  safety: string[];
  easierId: string;
  harderId: string;
  swapIds: string[];
};

export type EntryEditing = {
  id: string;
  section: string;
  isNew: boolean;
  live: ExerciseEntry | null;
  draft: (Draft & { data: EntryShape }) | null;
  shown: EntryShape;
};

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A stored draft (or a live entry) in the form's shape; anything else in it is dropped. */
export function entryShape(id: string, value: unknown): EntryShape {
  const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  return {
    id,
    name: text(record.name),
    cues: texts(record.cues),
    mistakes: texts(record.mistakes),
    muscles: texts(record.muscles),
    equipment: texts(record.equipment),
    safety: texts(record.safety),
    easierId: text(record.easierId),
    harderId: text(record.harderId),
    swapIds: texts(record.swapIds),
  };
}

/** The entry at this id with her draft, or null when there is neither. */
export async function openEntry(db: Database, id: string | undefined): Promise<EntryEditing | null> {
  if (!id) return null;
  const live = liveLibrary().get(id) ?? null;
  const section = entrySection(id);
  const stored = await readDraft(db, section);
  const draft = stored ? { ...stored, data: entryShape(id, stored.data) } : null;
  if (!live && !draft) return null;
  return { id, section, isNew: !live, live, draft, shown: draft?.data ?? entryShape(id, live) };
}

/** Lines of a text box: one item a line, blank lines dropped. */
export function linesOf(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export type EntryForm = {
  name: string;
  cues: string;
  mistakes: string;
  safety: string;
  muscles: string[];
  equipment: string[];
  easierId: string;
  harderId: string;
  swapIds: string[];
};

/** Her form as an entry shape, for the draft. */
export function entryFromForm(id: string, form: EntryForm): EntryShape {
  return {
    id,
    name: form.name.trim(),
    cues: linesOf(form.cues),
    mistakes: linesOf(form.mistakes),
    safety: linesOf(form.safety),
    muscles: form.muscles,
    equipment: form.equipment,
    easierId: form.easierId,
    harderId: form.harderId,
    swapIds: [...new Set(form.swapIds.filter(Boolean))],
  };
}

/** The shape as an entry: empty variations are none. */
function candidate(shape: EntryShape): Record<string, unknown> {
  const { easierId, harderId, ...rest } = shape;
  return { ...rest, ...(easierId ? { easierId } : {}), ...(harderId ? { harderId } : {}) };
}

const CHOOSE = "Please choose from the list.";

/** What stops this entry from being published, by form field; empty when it can be. */
export function entryProblems(shape: EntryShape): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = ExerciseEntrySchema.safeParse(candidate(shape));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "name");
      const chosen = field === "muscles" || field === "equipment";
      const message = chosen && issue.path.length > 1 ? CHOOSE : issue.message;
      errors[field] ??= message.startsWith("Invalid") || message.startsWith("Too") ? CHOOSE : message;
    }
    return errors;
  }
  const entries = liveContent().exercises;
  const next = entries.some((entry) => entry.id === shape.id)
    ? entries.map((entry) => (entry.id === shape.id ? parsed.data : entry))
    : [...entries, parsed.data];
  const index = next.findIndex((entry) => entry.id === shape.id);
  for (const problem of libraryProblems(next)) {
    if (problem.path[0] !== index) continue;
    const field = String(problem.path[1]);
    errors[field] ??=
      field === "swapIds"
        ? "A swap you chose is no longer in the library: please choose again."
        : problem.message.startsWith("an entry cannot")
          ? "Choose another entry: an exercise cannot be its own variation."
          : "That entry is no longer in the library: please choose again.";
  }
  return errors;
}

export type EntryPublish =
  | { ok: true; revision: number; changes: number }
  | { ok: false; fieldErrors: Record<string, string>; formError?: string };

/** Publishes her entry as a new revision; the draft goes in the same transaction. */
export async function publishEntry(
  db: Database,
  editing: EntryEditing,
  shape: EntryShape,
  author: ContentAuthor,
  now: Date,
): Promise<EntryPublish> {
  const fieldErrors = entryProblems(shape);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const entry = ExerciseEntrySchema.parse(candidate(shape));
  const published = await publishContent(
    db,
    {
      summary: `${editing.isNew ? "New exercise" : "Exercise"}: ${entry.name}`,
      author,
      draftSection: editing.section,
      change: (content) => ({
        ...content,
        exercises: content.exercises.some((existing) => existing.id === entry.id)
          ? content.exercises.map((existing) => (existing.id === entry.id ? entry : existing))
          : [...content.exercises, entry],
      }),
    },
    now,
  );
  if (published.ok) return { ok: true, revision: published.revision, changes: published.changes.length };
  return {
    ok: false,
    fieldErrors: {},
    formError: "The library could not be published as it stands. Please check the variations and swaps.",
  };
}

export async function saveEntryDraft(
  db: Database,
  editing: EntryEditing,
  shape: EntryShape,
  author: ContentAuthor,
  now: Date,
): Promise<void> {
  await saveDraft(db, { section: editing.section, data: shape, author }, now);
}

/** Why a new entry cannot be started under this name, or null (its id is the name's slug). */
export async function newEntryProblem(db: Database, name: string): Promise<string | null> {
  const trimmed = name.trim();
  if (trimmed.length < 3) return "Please give the exercise a name of at least 3 characters.";
  if (trimmed.length > 80) return "At most 80 characters, please.";
  const id = exerciseSlug(trimmed);
  if (id.length < 3) return "Please use letters or digits in the name.";
  const existing = liveLibrary().get(id) ?? liveLibrary().get(EXERCISE_ALIASES[id] ?? "");
  if (existing) return `The library already has "${existing.name}". Open it from the list to change it.`;
  if (await readDraft(db, entrySection(id)))
    return "You have started an entry with this name already: it is in the list.";
  return null;
}

/** Starts a new entry as a draft under its name's id; returns the id. */
export async function startNewEntry(
  db: Database,
  name: string,
  author: ContentAuthor,
  now: Date,
): Promise<string> {
  const id = exerciseSlug(name.trim());
  const shape: EntryShape = { ...entryShape(id, {}), name: name.trim() };
  await saveDraft(db, { section: entrySection(id), data: shape, author }, now);
  return id;
}

/** The new entries she has started and not published yet, by id and name. */
export async function draftEntries(
  db: Database,
  sections: readonly string[],
): Promise<{ id: string; name: string; isNew: boolean }[]> {
  const out: { id: string; name: string; isNew: boolean }[] = [];
  for (const section of sections) {
    if (!section.startsWith("exercise:")) continue;
    const id = section.slice("exercise:".length);
    const live = liveLibrary().get(id);
    if (live) {
      out.push({ id, name: live.name, isNew: false });
      continue;
    }
    const draft = await readDraft(db, section);
    out.push({ id, name: entryShape(id, draft?.data).name || id, isNew: true });
  }
  return out;
}

export const MUSCLE_VALUES: readonly string[] = MUSCLES;
export const EQUIPMENT_VALUES: readonly string[] = EQUIPMENT;
