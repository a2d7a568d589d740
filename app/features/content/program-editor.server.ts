// The coach's program editor (issue 19 §2): one portal program edited as a draft that only she
// sees, then published into the content for every client at once (decision 0035). The draft
// section is `program:<slug>`, or `new-program` for one being added (decision 0042); its data is
// the program as she typed it, not yet checked, with `listing` (tier and card line) for a
// program she added. The slug, the tab kind and the sessions' ids are not edited here: the slug
// is the program's address and, with the session ids, the key of her clients' training logs.
import { randomBytes } from "node:crypto";
import type { z } from "zod";
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
import { applyFields, type FieldPath, fieldErrorsFrom } from "./form-paths";
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

export const programSection = (slug: string) => `program:${slug}`;

export const PROGRAM_MESSAGES = {
  tooLong: `At most ${LIMITS.text.toLocaleString("en-AU")} characters, please.`,
  tooManyLines: `At most ${LIMITS.lines} lines, please.`,
  tooLongFormError: "Some fields are too long; nothing was saved.",
  notPublished: (count: number) =>
    `Not published: ${count === 1 ? "one problem is" : `${count} problems are`} marked below. Your changes are saved as a draft.`,
  fill: "Please fill this in.",
  number: "Please enter a number.",
  whole: "Please enter a whole number.",
  repsOrTime: "Give the reps or a time, not both.",
  effort: "Name the effort as %1RM or RPE, such as “RPE 6-7” or “60% 1RM”.",
  range: "The first number must not be more than the second.",
  slugReserved: `"${NEW_PROGRAM}" is kept for the editor's own address. Please choose another.`,
  slugUsed: (slug: string, title: string) =>
    `"${slug}" is already the address of "${title}". Please choose another.`,
  alreadyAdding: (title: string) =>
    `You are already adding "${title}". Publish or discard it before adding another program.`,
  startFrom: "Please choose the program to start from.",
} as const;

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
  if (isShape(program.listing)) texts.push(["listing", "tier"], ["listing", "description"]);
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

function valueAt(root: unknown, path: FieldPath): unknown {
  let value = root;
  for (const segment of path)
    value = isShape(value) || Array.isArray(value) ? (value as Shape)[segment] : undefined;
  return value;
}

function setAt(root: unknown, path: FieldPath, value: unknown): void {
  const parent = valueAt(root, path.slice(0, -1));
  if (isShape(parent) || Array.isArray(parent)) (parent as Shape)[String(path.at(-1))] = value;
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
    if (typeof value === "string" && Number.isFinite(Number(value.replace(",", "."))))
      setAt(next, path, Number(value.replace(",", ".")));
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

// --- Structure: add, remove and move sessions, main-work blocks and exercises ---------------

const INDEX = "\\d{1,2}";
const LIST = `sessions(?:\\.${INDEX}\\.(?:mainWork(?:\\.${INDEX}\\.exercises)?|(?:warmUp|finisher)\\.exercises))?`;

/**
 * A structural button's intent: `add:<list>` appends to a list; `remove:`, `up:` and `down:`
 * name an item, `<list>.<index>`. Lists: `sessions`, `sessions.0.mainWork`,
 * `sessions.0.mainWork.1.exercises`, `sessions.0.warmUp.exercises`, `sessions.0.finisher.exercises`.
 */
export const PROGRAM_INTENT = new RegExp(`^(?:add:(${LIST})|(remove|up|down):(${LIST})\\.(${INDEX}))$`);

/** A structural intent read: what to do, to which list, at which item (none for `add`). */
function readIntent(intent: string): { op: string; list: string; at: number | null } | null {
  const match = PROGRAM_INTENT.exec(intent);
  if (!match) return null;
  const [, addTo, op, list, at] = match;
  if (addTo !== undefined) return { op: "add", list: addTo, at: null };
  return op && list && at ? { op, list, at: Number(at) } : null;
}

/** A new exercise: the numbers set to a gentle default, the words left for her to write. */
export function newExercise(): Shape {
  return { sets: 3, reps: "10", rest: "60 s", effort: "RPE 6" };
}

export function newBlock(): Shape {
  return { exercises: [newExercise()] };
}

/** A session id never used before, so no client's old logs attach to the new session. */
function newSessionId(taken: readonly unknown[]): string {
  let id: string;
  do id = `session-${randomBytes(3).toString("hex")}`;
  while (taken.includes(id));
  return id;
}

export function newSession(program: Shape): Shape {
  const sessions = listOf(program.sessions);
  const number = sessions.length + 1;
  const label =
    program.tabKind === "day"
      ? `Day ${number}`
      : program.tabKind === "session" && number <= 26
        ? `Session ${String.fromCharCode(64 + number)}`
        : `Session ${number}`;
  return {
    id: newSessionId(sessions.map((session) => session.id)),
    label,
    durationMinutes: 45,
    warmUp: { title: "Warm-up", exercises: [newExercise()] },
    mainWork: [newBlock()],
    finisher: { title: "Finisher", exercises: [newExercise()] },
  };
}

const MINIMUM = 1;
const maximumFor = (list: string) =>
  list === "sessions" ? LIMITS.sessions : list.endsWith("mainWork") ? LIMITS.blocks : LIMITS.exercises;

/**
 * The program after one structural button. A button that does not fit the program as it stands
 * (a forged index, a move past the end, removing the last of a list that needs one) changes
 * nothing. Also returns the session the button was in, to open it again.
 */
export function applyProgramStructure(
  program: Shape,
  intent: string,
): { next: Shape; session: number | null } {
  const read = readIntent(intent);
  const next = structuredClone(program);
  if (!read) return { next, session: null };
  const { op, list, at } = read;
  const listPath = list.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const items = valueAt(next, listPath);
  const isSessions = list === "sessions";
  const session = typeof listPath[1] === "number" ? listPath[1] : isSessions ? at : null;
  if (!Array.isArray(items)) return { next, session: null };
  if (at === null) {
    if (items.length >= maximumFor(list)) return { next, session };
    items.push(isSessions ? newSession(next) : list.endsWith("mainWork") ? newBlock() : newExercise());
    return { next, session: isSessions ? items.length - 1 : session };
  }
  if (at >= items.length) return { next, session: isSessions ? null : session };
  if (op === "remove") {
    if (items.length <= MINIMUM) return { next, session };
    items.splice(at, 1);
    return { next, session: isSessions ? null : session };
  }
  const other = op === "up" ? at - 1 : at + 1;
  if (other < 0 || other >= items.length) return { next, session };
  [items[at], items[other]] = [items[other], items[at]];
  return { next, session: isSessions ? other : session };
}

// --- Checking and publishing ---------------------------------------------------------------

/** A schema message in words she would use. */
function friendly(issue: z.core.$ZodIssue): string {
  const last = issue.path.at(-1);
  switch (issue.code) {
    case "invalid_type":
      if (/received undefined/.test(issue.message)) return PROGRAM_MESSAGES.fill;
      if (issue.expected === "int") return PROGRAM_MESSAGES.whole;
      return issue.expected === "number" ? PROGRAM_MESSAGES.number : PROGRAM_MESSAGES.fill;
    case "too_small":
      if (issue.origin === "array") return `Please give at least ${issue.minimum}, one per line.`;
      if (issue.origin === "string") return `At least ${issue.minimum} characters, please.`;
      if (issue.origin === "number")
        return issue.inclusive ? `At least ${issue.minimum}, please.` : `More than ${issue.minimum}, please.`;
      return issue.message;
    case "too_big":
      if (issue.origin === "number") return `At most ${issue.maximum}, please.`;
      if (issue.origin === "string") return `At most ${issue.maximum} characters, please.`;
      return issue.message;
    case "invalid_format":
      return last === "effort" ? PROGRAM_MESSAGES.effort : issue.message;
    case "custom":
      if (/reps or time/.test(issue.message)) return PROGRAM_MESSAGES.repsOrTime;
      if (/min must not exceed max/.test(issue.message)) return PROGRAM_MESSAGES.range;
      return issue.message;
    default:
      return issue.message;
  }
}

/**
 * The schema's complaints as field errors under the names of the fields she can correct: an
 * exercise's "reps or time" under its reps, a range's order under its largest number.
 */
export function programFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  within: FieldPath = [],
): Record<string, string> {
  const named = issues.map((issue) => {
    const path = [...issue.path];
    const inside = within.every((segment, index) => path[index] === segment)
      ? path.slice(within.length)
      : path;
    if (issue.code === "custom" && /reps or time/.test(issue.message)) path.push("reps");
    else if (issue.code === "custom" && inside[0] === "schedule" && inside.length === 2) path.push("max");
    return { ...issue, path, message: friendly(issue) } as z.core.$ZodIssue;
  });
  return fieldErrorsFrom(named, PROGRAM_PREFIX, within);
}

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

/** The session indexes with a problem, so the page opens them. */
export function sessionsWithProblems(errors: Record<string, string>): number[] {
  const found = new Set<number>();
  for (const name of Object.keys(errors)) {
    const match = /^program\.sessions\.(\d+)\./.exec(name);
    if (match) found.add(Number(match[1]));
  }
  return [...found];
}
