// The one way a schema's complaint becomes words on a page (issue 36 §6). A schema's own message
// ("At least 20 characters, please.") is kept; zod's default wording ("Invalid input: expected
// number, received string", "Too big: expected number to be <=100000") never reaches a page:
// it is rewritten from the issue's code and limits. Used by the form protocol (forms.server.ts)
// and the content editors (form-paths.ts `fieldErrorsFrom`). Client-safe, no zod import.

/** The parts of a zod issue this reads (zod's `$ZodIssue` fits). */
export type SchemaIssue = {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  expected?: unknown;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  origin?: unknown;
  format?: unknown;
  keys?: readonly unknown[];
  values?: readonly unknown[];
};

/** zod's own English wording, and anything else a person should not read. */
const SCHEMA_WORDING =
  /\b(?:invalid input|invalid option|invalid string|invalid element|invalid key|invalid value|invalid union|invalid discriminator|invalid type|expected|received|unrecognized key|too big|too small|nan|zod|undefined|null)\b|^required\.?$|^invalid\b/i;
/** A field's path in a message: "prices.oneOnOne", "sessions.0.title". */
const FIELD_PATH = /\b[a-z]\w*\.(?:\d+|[a-z]+[A-Z]\w*)\b/;

/** Whether a message reads like a schema rather than a person. */
export function soundsLikeASchema(message: string): boolean {
  return SCHEMA_WORDING.test(message) || FIELD_PATH.test(message);
}

const number = (value: unknown): string => {
  const limit = typeof value === "bigint" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  return Number.isFinite(limit) ? limit.toLocaleString("en-AU") : String(value);
};

/**
 * A field that was not sent at all. zod leaves the value out of its issues unless asked
 * (`reportInput`), so its own message ("…received undefined") says so.
 */
function missing(issue: SchemaIssue): boolean {
  return (
    ("input" in issue && (issue.input === undefined || issue.input === "")) ||
    /received (?:undefined|null)\b/.test(issue.message)
  );
}

/** Plain words from the issue's code, for when its message is zod's own. */
function fromCode(issue: SchemaIssue): string {
  const last = issue.path.at(-1);
  if (last === "intent") return "That button is not known here. Please reload the page and try again.";
  switch (issue.code) {
    case "invalid_type":
      if (missing(issue)) return "Please fill this in.";
      if (issue.expected === "number" || issue.expected === "int")
        return "Please write a number, such as 50.";
      if (issue.expected === "array" || issue.expected === "object" || Array.isArray(issue.input))
        return "Please fill this in once.";
      return "Please write this as text.";
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? "Please fill this in."
          : `At least ${number(issue.minimum)} characters, please.`;
      if (issue.origin === "array" || issue.origin === "set")
        return `Please choose at least ${number(issue.minimum)}.`;
      return `Please write a number of at least ${number(issue.minimum)}${issue.inclusive === false ? " (more than that)" : ""}.`;
    case "too_big":
      if (issue.origin === "string") return `At most ${number(issue.maximum)} characters, please.`;
      if (issue.origin === "array" || issue.origin === "set")
        return `At most ${number(issue.maximum)}, please.`;
      return `Please write a number no bigger than ${number(issue.maximum)}.`;
    case "invalid_format":
      if (issue.format === "email") return "Please write an email address, such as name@example.com.";
      if (issue.format === "url") return "Please write a web address starting with https://.";
      if (issue.format === "date" || issue.format === "datetime") return "Please write a date.";
      return "Please check what you wrote here.";
    case "invalid_value":
    case "invalid_union":
      return "Please choose one of the options offered.";
    case "not_multiple_of":
      return "Please write a whole number.";
    case "unrecognized_keys":
      return "Please reload the page: this form has changed.";
    default:
      return "Please check what you wrote here.";
  }
}

/** The message to show for one issue: the schema's own words, or plain words in place of zod's. */
export function plainMessage(issue: SchemaIssue): string {
  return soundsLikeASchema(issue.message) ? fromCode(issue) : issue.message;
}
