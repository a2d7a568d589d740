// What the program editor shows and reads (client-safe: no zod, no gated content): the fields of
// a session and an exercise, where a session's blocks are, and the limits that keep a hostile
// form from growing a program without end. The server reads exactly these names
// (program-editor.server.ts), so the page and the action cannot drift apart.
import { type FieldPath, pathName } from "./form-paths";

export const PROGRAM_PREFIX = "program";

/** The editor's address for a program being added, and its draft's section (decision 0042). */
export const NEW_PROGRAM = "new-program";

/** Who may open a program the coach added, as the editor offers it. */
export const ADDED_TIERS = [
  ["free", "Free: everyone, visitors included"],
  ["premium", "Premium: members with premium access, and portal clients"],
] as const;

/** The Client Portal's sections, where a program she adds may go (issue 36 §6). */
export const PORTAL_TABS = [
  ["movementPatterns", "Movement Patterns"],
  ["signaturePrograms", "Signature Programs"],
] as const;

/** A program as she typed it: the shape of `Program`, but not yet checked. */
export type Shape = Record<string, unknown>;

export function isShape(value: unknown): value is Shape {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The objects of a list, or none when the value is not a list. */
export function listOf(value: unknown): Shape[] {
  return Array.isArray(value) ? value.filter(isShape) : [];
}

export const LIMITS = {
  /** The longest text one field takes (a cue is a sentence or two). */
  text: 2000,
  /** The most lines the notes or the progression take. */
  lines: 30,
  sessions: 10,
  blocks: 8,
  exercises: 20,
} as const;

export type FieldSpec = {
  key: string;
  label: string;
  hint?: string;
  number?: boolean;
  long?: boolean;
  /** One item a line (the notes): each line is held to the text limit, not the whole box. */
  list?: boolean;
  rows?: number;
  min?: number;
  max?: number;
};

export const SESSION_FIELDS: readonly FieldSpec[] = [
  { key: "label", label: "Tab label", hint: "Such as “Session A” or “Day 1”." },
  { key: "badge", label: "Badge (optional)", hint: "A short word beside the tab label, such as “New!”." },
  { key: "focus", label: "Focus", hint: "One sentence: what this session trains.", long: true },
  { key: "durationMinutes", label: "Minutes", number: true, min: 10, max: 90 },
];

export const EXERCISE_FIELDS: readonly FieldSpec[] = [
  { key: "name", label: "Exercise" },
  { key: "sets", label: "Sets", number: true, min: 1, max: 10 },
  // How to fill these is said once above the sessions (EXERCISE_HELP), not under every exercise.
  { key: "reps", label: "Reps" },
  { key: "time", label: "Time" },
  { key: "rest", label: "Rest" },
  { key: "tempo", label: "Tempo (optional)" },
  { key: "effort", label: "Effort" },
  { key: "cue", label: "Coaching cue", long: true },
  { key: "easier", label: "Easier option", long: true },
  { key: "harder", label: "Harder option", long: true },
];

/** Said once above the sessions: how an exercise's short fields are written. */
export const EXERCISE_HELP =
  "For each exercise, give the reps (10, 8-12, 10 each side) or a time (45 s, 5 min), not both; the rest (90 s, or none (move straight on)); a tempo if it matters (3-1-1: seconds lowering, pausing, lifting); and the effort as %1RM or RPE (60% 1RM, RPE 6-7).";

export type BlockPlace = {
  /** The block's path inside its session: ["warmUp"], ["mainWork", 1], ["finisher"]. */
  path: FieldPath;
  kind: "warmUp" | "mainWork" | "finisher";
  /** Its position among the main-work blocks, for the move and remove buttons. */
  mainIndex: number | null;
  block: Shape;
};

/** A session's blocks in the order the page and the PDF show them. */
export function blockPlaces(session: Shape): BlockPlace[] {
  const places: BlockPlace[] = [];
  if (isShape(session.warmUp))
    places.push({ path: ["warmUp"], kind: "warmUp", mainIndex: null, block: session.warmUp });
  listOf(session.mainWork).forEach((block, index) => {
    places.push({ path: ["mainWork", index], kind: "mainWork", mainIndex: index, block });
  });
  if (isShape(session.finisher))
    places.push({ path: ["finisher"], kind: "finisher", mainIndex: null, block: session.finisher });
  return places;
}

/** The form's name for a field of the program: `program.sessions.0.mainWork.1.exercises.2.reps`. */
export const programName = (path: FieldPath) => `${PROGRAM_PREFIX}.${pathName(path)}`;

/** The value a field starts with: text as stored, a number as digits, a list one item a line. */
export function fieldText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join("\n");
  return "";
}
