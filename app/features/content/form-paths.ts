// Structured content (a program, a meal plan, the site settings) is edited as one plain form
// whose field names are paths into the section: "sessions.0.mainWork.1.exercises.2.reps".
// Submitted text is laid over a copy of the section as it stands, so a field keeps the type
// it has there (numbers stay numbers) and nothing can be added at a path that does not exist:
// adding, removing and moving items are the editor's own buttons (decision 0035).
import type { z } from "zod";
import { readTypedNumber } from "~/lib/numbers";
import { plainMessage } from "~/lib/plain-issues";

export type FieldPath = readonly (string | number)[];

export const pathName = (path: FieldPath): string => path.map(String).join(".");

const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === "object";
}

/** The text as the value at that path should be: a number where a number is, else trimmed text. */
function typed(current: unknown, text: string): unknown {
  const trimmed = text.replace(/\r\n/g, "\n").trim();
  // An emptied optional field (a badge, a tip) is removed; a required one is named by the schema.
  if (trimmed === "") return undefined;
  if (typeof current === "number") {
    // "$55", "55.00" and "55,50" are the numbers she meant; other text is named by the schema.
    return readTypedNumber(trimmed) ?? trimmed;
  }
  return trimmed;
}

/**
 * A copy of `base` with every field of `form` whose name starts with `prefix.` laid over it.
 * Names that lead nowhere in `base` are ignored. A key absent from its object is set when
 * filled in (an optional field such as a badge or a tempo), so an editor passes only the
 * fields its page shows (the schema strips or refuses any other). A list of texts (notes,
 * ingredients) is sent as one text with one item per line, named by the list's path.
 */
export function applyFields<T>(base: T, form: FormData, prefix: string): T {
  const copy = structuredClone(base);
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || !name.startsWith(`${prefix}.`)) continue;
    const path = name.slice(prefix.length + 1).split(".");
    if (path.some((segment) => FORBIDDEN.has(segment) || segment === "")) continue;
    let parent: unknown = copy;
    for (const segment of path.slice(0, -1)) {
      parent = isContainer(parent) ? (parent as Record<string, unknown>)[segment] : undefined;
    }
    const key = path.at(-1) as string;
    if (!isContainer(parent)) continue;
    const record = parent as Record<string, unknown>;
    if (Array.isArray(parent) && !(Number(key) >= 0 && Number(key) < parent.length)) continue;
    if (!Array.isArray(parent) && !Object.hasOwn(record, key) && !(key in record)) {
      // An optional field that is absent now (a badge) may be filled in; anything else is unknown.
      if (value.trim() === "") continue;
    }
    const current = record[key];
    if (Array.isArray(current) && current.every((item) => typeof item === "string")) {
      record[key] = value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    } else {
      const next = typed(current, value);
      if (next === undefined) delete record[key];
      else record[key] = next;
    }
  }
  return copy;
}

/**
 * The schema's complaints as field errors keyed by field name (the first per field), for the
 * form protocol's `fieldErrors`. `within` is the section's path in the whole content.
 */
export function fieldErrorsFrom(
  issues: readonly z.core.$ZodIssue[],
  prefix: string,
  within: FieldPath = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map((segment) => (typeof segment === "symbol" ? String(segment) : segment));
    const inside = within.every((segment, index) => path[index] === segment)
      ? path.slice(within.length)
      : path;
    const name = inside.length ? `${prefix}.${pathName(inside)}` : prefix;
    errors[name] ??= plainMessage(issue);
  }
  return errors;
}
