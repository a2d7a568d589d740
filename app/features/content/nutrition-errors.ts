// What stops a nutrition item from being published, in words the coach would use (issue 19 §2):
// the editor's messages and limits, and the content's complaints turned into field errors on
// the fields she can correct. Free of server code; the checking itself is in
// nutrition-editor.server.ts.
import type { z } from "zod";
import { type FieldPath, fieldErrorsFrom } from "./form-paths";
import { BODY, bodyName, CARD, cardName, NEW_RECIPE, valueAt } from "./nutrition-fields";

export type Shape = Record<string, unknown>;

/** The longest text one field takes; the schemas set no limit of their own on the bodies. */
export const MAX_FIELD_TEXT = 2000;
/** The most lines a list (ingredients, steps, notes, a section's items) takes. */
export const MAX_LIST_LINES = 60;

export const NUTRITION_MESSAGES = {
  idUsed: (id: string, title: string) =>
    `The id "${id}" is already used by "${title}". Please choose another.`,
  idReserved: `"${NEW_RECIPE}" is kept for the editor's own address. Please choose another id.`,
  idMissing: "Please choose an id: lower-case letters, digits and hyphens.",
  idFormat: "Lower-case letters, digits and hyphens only.",
  tooLong: `At most ${MAX_FIELD_TEXT.toLocaleString("en-AU")} characters, please.`,
  tooManyLines: `At most ${MAX_LIST_LINES} lines, please.`,
  alreadyAdding: (title: string) =>
    `You are already adding "${title}". Publish or discard it before adding another recipe.`,
  gone: "This new recipe was published or discarded already. Add it again from the Nutrition list.",
} as const;

/** Where the item's body and card sit in the whole content, for naming the schema's complaints. */
export type Within = { body: FieldPath; card: FieldPath };

/** A schema message in words she would use. */
function friendly(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (/received undefined/.test(issue.message)) return "Please fill this in.";
      if (issue.expected === "int") return "Please enter a whole number.";
      return issue.expected === "number" ? "Please enter a number." : "Please fill this in.";
    case "too_small":
      if (issue.origin === "array") return `Please give at least ${issue.minimum}, one per line.`;
      if (issue.origin === "string") return "Please fill this in.";
      if (issue.origin === "number")
        return issue.inclusive ? `At least ${issue.minimum}, please.` : `More than ${issue.minimum}, please.`;
      return issue.message;
    case "too_big":
      if (issue.origin === "array") return `At most ${issue.maximum}, one per line.`;
      if (issue.origin === "string") return `At most ${issue.maximum} characters, please.`;
      if (issue.origin === "number") return `At most ${issue.maximum}, please.`;
      return issue.message;
    case "invalid_format":
      return NUTRITION_MESSAGES.idFormat;
    default:
      return issue.message;
  }
}

/** `card.highlights.2`: the third line of a list edited as one text box. */
const LIST_LINE = /^(.*\.(?:notes|ingredients|steps|highlights|items))\.(\d+)$/;

const startsWith = (path: readonly PropertyKey[], prefix: FieldPath) =>
  prefix.every((segment, index) => path[index] === segment);

/**
 * The content's complaints as the editor's field errors: each out-of-range day on that day,
 * the card's on the card (its id and title on the body's, which they follow), anything about
 * another part of the content as a message for the whole form.
 */
export function nutritionErrors(
  issues: readonly z.core.$ZodIssue[],
  within: Within,
  body: Shape,
): { fieldErrors: Record<string, string>; formErrors: string[] } {
  const fieldErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  const days = Array.isArray(body.days) ? body.days : [];
  const add = (name: string, message: string) => {
    // A list is one text box: a complaint about one of its lines goes on the box, naming the line.
    const line = LIST_LINE.exec(name);
    const key = line?.[1] ?? name;
    fieldErrors[key] ??= line ? `Line ${Number(line[2]) + 1}: ${message}` : message;
  };
  for (const raw of issues) {
    const issue = { ...raw, message: friendly(raw) } as z.core.$ZodIssue;
    const path = issue.path;
    const dayMatch = /^Day (\d+):/.exec(issue.message);
    if (
      dayMatch &&
      path.length === within.body.length + 1 &&
      startsWith(path, within.body) &&
      path.at(-1) === "days"
    ) {
      const index = days.findIndex((day) => valueAt(day, ["day"]) === Number(dayMatch[1]));
      const name = bodyName("days", Math.max(index, 0));
      fieldErrors[name] = fieldErrors[name] ? `${fieldErrors[name]}; ${issue.message}` : issue.message;
    } else if (startsWith(path, within.body)) {
      for (const [name, message] of Object.entries(fieldErrorsFrom([issue], BODY, within.body)))
        add(name, message);
    } else if (startsWith(path, within.card)) {
      for (const [name, message] of Object.entries(fieldErrorsFrom([issue], CARD, within.card))) {
        add(
          name === cardName("id") ? bodyName("id") : name === cardName("title") ? bodyName("title") : name,
          message,
        );
      }
    } else {
      formErrors.push(`${path.map(String).join(" › ")}: ${issue.message}`);
    }
  }
  return { fieldErrors, formErrors };
}
