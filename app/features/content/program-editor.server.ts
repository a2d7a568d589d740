// The coach's program editor (issue 19 §2): one portal program edited as a draft that only she
// sees, then published into the content for every client at once (decision 0035). The draft
// section is `program:<slug>`, or `new-program` for one being added (decision 0042); its data is
// the program as she typed it, not yet checked, with `listing` (tier and card line) for a
// program she added. The slug, the tab kind and the sessions' ids are not edited here: the slug
// is the program's address and, with the session ids, the key of her clients' training logs.
// The structural buttons are in program-structure.server.ts, the messages in program-errors.ts.
import { programRecord } from "~/content/catalog.server";
import { AddedProgramSchema } from "~/content/content.server";
import { liveContent } from "~/content/live.server";
import type { AddedProgramListing } from "~/content/portal-programs";
import { type Program, ProgramSchema, ProgramSlugSchema } from "~/content/programs/schema";
import type { Database } from "~/db/client.server";
import {
  type ContentAuthor,
  type Draft,
  publishContent,
  readDraft,
  saveDraft,
} from "~/features/content/content-store.server";
import { readTypedNumber } from "~/lib/numbers";
import { applyFields, type FieldPath } from "./form-paths";
import { PROGRAM_MESSAGES, programFieldErrors } from "./program-errors";
import {
  blockPlaces,
  EXERCISE_FIELDS,
  isShape,
  LIMITS,
  listOf,
  NEW_PROGRAM,
  PROGRAM_PREFIX,
  programName,
  SESSION_FIELDS,
  type Shape,
} from "./program-fields";
import { setAt, valueAt } from "./program-paths";

export const programSection = (slug: string) => `program:${slug}`;

/** One program as the editor opens it: what is live, her draft, and what the form shows. */
export type ProgramEditing = {
  slug: string;
  section: string;
  /** Not published yet: publishing adds it to the catalog. */
  isNew: boolean;
  /** One she added: its listing (tier, card line) is hers to edit too. */
  added: boolean;
  /** Where the program sits (or will sit) in the content, for naming the schema's complaints. */
  index: number;
  /** What is published; null for a program being added. */
  live: Program | null;
  tabKind: unknown;
  draft: (Draft & { data: Shape }) | null;
  /** The draft when there is one, else the live program. */
  shown: Shape;
};

/** A stored draft, if it still has the shape this editor writes. */
function draftOf(stored: Draft | null): (Draft & { data: Shape }) | null {
  if (!stored || !isShape(stored.data) || !Array.isArray(stored.data.sessions)) return null;
  return { ...stored, data: stored.data };
}

/**
 * The program at this address with her draft, or null: a slug that is not a program, or
 * `new-program` when none is being added.
 */
export async function openProgram(db: Database, slug: string | undefined): Promise<ProgramEditing | null> {
  const { programs, addedPrograms } = liveContent();
  if (slug === NEW_PROGRAM) {
    const draft = draftOf(await readDraft(db, NEW_PROGRAM));
    if (!draft || typeof draft.data.slug !== "string") return null;
    const base = { section: NEW_PROGRAM, isNew: true, added: true, index: programs.length, live: null };
    return { ...base, slug: draft.data.slug, tabKind: draft.data.tabKind, draft, shown: draft.data };
  }
  const record = programRecord(slug);
  if (!record) return null;
  const index = programs.findIndex((program) => program.slug === record.slug);
  const live = programs[index];
  if (!live) return null;
  const listing = addedPrograms.find((candidate) => candidate.slug === record.slug);
  const section = programSection(record.slug);
  const draft = draftOf(await readDraft(db, section));
  const published = structuredClone(listing ? { ...live, listing } : live) as Shape;
  return {
    slug: record.slug,
    section,
    isNew: false,
    added: listing !== undefined,
    index,
    live,
    tabKind: live.tabKind,
    draft,
    shown: draft?.data ?? published,
  };
}

/** A field error for a new program's address, or null when it is free to use. */
export function slugProblem(slug: string): string | null {
  const parsed = ProgramSlugSchema.safeParse(slug);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? PROGRAM_MESSAGES.fill;
  if (slug === NEW_PROGRAM) return PROGRAM_MESSAGES.slugReserved;
  const record = programRecord(slug);
  return record ? PROGRAM_MESSAGES.slugUsed(slug, record.title) : null;
}

/** The program being added, if any, by its title. */
export async function programBeingAdded(db: Database): Promise<string | null> {
  const draft = draftOf(await readDraft(db, NEW_PROGRAM));
  if (!draft) return null;
  return typeof draft.data.title === "string" && draft.data.title ? draft.data.title : "a new program";
}

/**
 * Starts a new program as a copy of one she has (its sessions are a working start, and valid),
 * under its own title, address, tier and card line. Only she sees it until she publishes it.
 */
export async function startNewProgram(
  db: Database,
  input: { slug: string; title: string; from: string; listing: Omit<AddedProgramListing, "slug"> },
  author: ContentAuthor,
  now: Date,
): Promise<{ ok: true } | { ok: false; adding: string } | { ok: false; from: string }> {
  const adding = await programBeingAdded(db);
  if (adding) return { ok: false, adding };
  const source = liveContent().programs.find((program) => program.slug === input.from);
  if (!source) return { ok: false, from: PROGRAM_MESSAGES.startFrom };
  const data: Shape = {
    ...structuredClone(source),
    slug: input.slug,
    title: input.title,
    listing: { ...input.listing, slug: input.slug },
  };
  await saveDraft(db, { section: NEW_PROGRAM, data, author }, now);
  return { ok: true };
}

/** Every field name the editor shows for this program, with the numbers among them. */
export function editableFields(program: Shape): {
  texts: FieldPath[];
  numbers: FieldPath[];
  lists: FieldPath[];
} {
  const texts: FieldPath[] = [["title"], ["summary"]];
  if (isShape(program.listing))
    texts.push(["listing", "tier"], ["listing", "portalTab"], ["listing", "description"]);
  const numbers: FieldPath[] = [];
  const lists: FieldPath[] = [["notes"], ["progression"]];
  for (const range of ["sessionsPerWeek", "sessionMinutes", "weeks"]) {
    numbers.push(["schedule", range, "min"], ["schedule", range, "max"]);
  }
  listOf(program.sessions).forEach((session, s) => {
    for (const field of SESSION_FIELDS) {
      (field.number ? numbers : texts).push(["sessions", s, field.key]);
    }
    for (const place of blockPlaces(session)) {
      const at = ["sessions", s, ...place.path];
      texts.push([...at, "title"], [...at, "format"]);
      listOf(place.block.exercises).forEach((_, e) => {
        for (const field of EXERCISE_FIELDS) {
          (field.number ? numbers : texts).push([...at, "exercises", e, field.key]);
        }
      });
    }
  });
  return { texts, numbers, lists };
}

const fieldName = programName;

/**
 * Her form laid over the program as it stands. Only the fields the editor shows are read, so a
 * forged name cannot change the slug, a session's id or the structure; numbers stay numbers
 * even after a field was once left empty; over-long fields are named, not stored.
 */
export function applyProgramForm(
  shown: Shape,
  form: FormData,
): { next: Shape; fieldErrors: Record<string, string> } {
  const { texts, numbers, lists } = editableFields(shown);
  const allowed = new Set([...texts, ...numbers, ...lists].map(fieldName));
  const fields = new FormData();
  for (const [name, value] of form.entries()) {
    if (allowed.has(name) && typeof value === "string") fields.append(name, value);
  }
  const next = applyFields(shown, fields, PROGRAM_PREFIX);
  for (const path of numbers) {
    const value = valueAt(next, path);
    const number = typeof value === "string" ? readTypedNumber(value) : null;
    if (number !== null) setAt(next, path, number);
  }
  const fieldErrors: Record<string, string> = {};
  for (const path of [...texts, ...lists]) {
    const value = valueAt(next, path);
    const items = Array.isArray(value) ? value : [value];
    if (Array.isArray(value) && value.length > LIMITS.lines)
      fieldErrors[fieldName(path)] = PROGRAM_MESSAGES.tooManyLines;
    else if (items.some((item) => typeof item === "string" && item.length > LIMITS.text))
      fieldErrors[fieldName(path)] = PROGRAM_MESSAGES.tooLong;
  }
  return { next, fieldErrors };
}

// --- Checking and publishing ---------------------------------------------------------------

/** What stops this program from being published, by field name; empty when it can be. */
export function programProblems(program: Shape): Record<string, string> {
  const parsed = ProgramSchema.safeParse(program);
  return parsed.success ? {} : programFieldErrors(parsed.error.issues);
}

export type ProgramPublish =
  | { ok: true; revision: number; changes: number }
  | { ok: false; fieldErrors: Record<string, string>; formError?: string };

/** Publishes her program as a new revision; the draft goes in the same transaction. */
export async function publishProgram(
  db: Database,
  editing: ProgramEditing,
  program: Shape,
  author: ContentAuthor,
  now: Date,
): Promise<ProgramPublish> {
  // Another coach may have taken the address since she started: say so, keep her draft.
  const taken = editing.isNew ? slugProblem(editing.slug) : null;
  if (taken) return { ok: false, fieldErrors: {}, formError: taken };
  const { listing: typedListing, ...typed } = program;
  const parsed = ProgramSchema.safeParse({ ...typed, slug: editing.slug, tabKind: editing.tabKind });
  const listing = editing.added
    ? AddedProgramSchema.safeParse({ ...(isShape(typedListing) ? typedListing : {}), slug: editing.slug })
    : null;
  if (!parsed.success || (listing && !listing.success)) {
    const issues = [
      ...(parsed.success ? [] : parsed.error.issues),
      ...(listing?.success === false
        ? listing.error.issues.map((issue) => ({ ...issue, path: ["listing", ...issue.path] }))
        : []),
    ];
    return { ok: false, fieldErrors: programFieldErrors(issues) };
  }
  const next = parsed.data;
  const nextListing = listing?.data ?? null;
  const published = await publishContent(
    db,
    {
      summary: `${editing.isNew ? "New program" : "Program"}: ${next.title}`,
      author,
      draftSection: editing.section,
      change: (content) => ({
        ...content,
        programs: editing.isNew
          ? [...content.programs, next]
          : content.programs.map((existing) => (existing.slug === editing.slug ? next : existing)),
        addedPrograms:
          nextListing === null
            ? content.addedPrograms
            : editing.isNew
              ? [...content.addedPrograms, nextListing]
              : content.addedPrograms.map((existing) =>
                  existing.slug === editing.slug ? nextListing : existing,
                ),
      }),
    },
    now,
  );
  if (published.ok) return { ok: true, revision: published.revision, changes: published.changes.length };
  const fieldErrors = programFieldErrors(published.issues, ["programs", editing.index]);
  return {
    ok: false,
    fieldErrors,
    formError: Object.keys(fieldErrors).length
      ? undefined
      : "The content could not be published. Please try again.",
  };
}

export async function saveProgramDraft(
  db: Database,
  editing: ProgramEditing,
  program: Shape,
  author: ContentAuthor,
  now: Date,
): Promise<void> {
  await saveDraft(db, { section: editing.section, data: program, author }, now);
}
