// What stops a program from being published, in words the coach would use (issue 19 §2): the
// editor's messages, and the schema's complaints turned into field errors under the names of the
// fields she can correct. Free of server code; the checking itself is in program-editor.server.ts.
import type { z } from "zod";
import { type FieldPath, fieldErrorsFrom } from "./form-paths";
import { LIMITS, NEW_PROGRAM, PROGRAM_PREFIX } from "./program-fields";

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

/** The session indexes with a problem, so the page opens them. */
export function sessionsWithProblems(errors: Record<string, string>): number[] {
  const found = new Set<number>();
  for (const name of Object.keys(errors)) {
    const match = /^program\.sessions\.(\d+)\./.exec(name);
    if (match) found.add(Number(match[1]));
  }
  return [...found];
}
