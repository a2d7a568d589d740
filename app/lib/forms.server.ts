import { data } from "react-router";
import { z } from "zod";
import { FORM_FIELD, type FormFailure, type Refusal, refuse } from "./form-failure";
import { plainMessage } from "./plain-issues";

// The one form protocol (decision 0028). Every action reads its body with `readForm` (or
// `readSubmission`, which also validates), validates with `parseForm` against a zod schema, and
// answers every refusal through `formFailure`/`refusal`, so pages get one shape back.

export type { FormFailure } from "./form-failure";

const SECRET_FIELD = /password|code|token/i;

// NUL and the other control characters (tab and line breaks aside) can be neither stored
// (PostgreSQL refuses NUL in text) nor shown; bidirectional overrides and isolates
// (U+202A-U+202E, U+2066-U+2069) can make a name read backwards in the coach's tables. All
// are dropped where input comes in.
const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** Text as typed, minus control and bidirectional-override characters. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

/** The form body, or null when the request is not a readable form (answer it with `notAForm`). */
export async function readForm(request: Request): Promise<FormData | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data"))
    return null;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  const clean = new FormData();
  for (const [key, value] of form)
    clean.append(cleanText(key), typeof value === "string" ? cleanText(value) : value);
  return clean;
}

/** The 415 for a body that is not a form: a clear answer, never a 500. */
export function notAForm() {
  const failure: FormFailure = {
    fieldErrors: {},
    formError: "Something went wrong sending the form. Please try again.",
    values: {},
  };
  return data(failure, { status: 415 });
}

/** Text values of the form, minus files and secret fields, for echoing back. */
export function echoValues(form: FormData): FormFailure["values"] {
  const values: FormFailure["values"] = {};
  for (const key of new Set(form.keys())) {
    if (SECRET_FIELD.test(key)) continue;
    const texts = form
      .getAll(key)
      .filter((value): value is string => typeof value === "string")
      // As long as the longest text a form takes (a message to the coach: 4,000), so a refused
      // message comes back whole.
      .map((value) => value.slice(0, 4000));
    if (texts.length === 1) values[key] = texts[0] as string;
    else if (texts.length > 1) values[key] = texts.slice(0, 50);
  }
  return values;
}

/** The 4xx answer: messages per field or for the form, and what she typed (never secrets). */
export function formFailure(
  form: FormData,
  status: number,
  failure: { fieldErrors?: Record<string, string>; formError?: string },
) {
  const body: FormFailure = {
    fieldErrors: failure.fieldErrors ?? {},
    formError: failure.formError,
    values: echoValues(form),
  };
  return data(body, { status });
}

/** A feature's refusal (see `refuse`) as the protocol's answer. */
export function refusal(form: FormData, refused: Refusal) {
  return formFailure(
    form,
    refused.status,
    refused.field === FORM_FIELD
      ? { formError: refused.message }
      : { fieldErrors: { [refused.field]: refused.message } },
  );
}

/**
 * The form as a plain object for a schema: a field sent once is a value, a field sent more than
 * once (checkboxes, multi-selects) is a list of values in the order sent.
 */
export function formObject(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const object: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    object[key] = values.length === 1 ? (values[0] as FormDataEntryValue) : values;
  }
  return object;
}

/**
 * A field that may be sent any number of times (none, one or many), always read as a list.
 * Use it for checkboxes: `goals: repeated(z.string().max(40))`.
 */
export function repeated<Item extends z.ZodType>(item: Item) {
  return z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );
}

// Messages about the request rather than about a field she can correct; the `intent` of a
// form is chosen by the page, not typed by her.
const FORM_LEVEL = new Set([FORM_FIELD, "intent"]);

/** The schema's verdict on the form: its values, or the first message per field and for the form. */
function validate<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
):
  | { ok: true; data: z.infer<Schema> }
  | { ok: false; fieldErrors: Record<string, string>; formError?: string } {
  const result = schema.safeParse(formObject(form));
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? FORM_FIELD);
    // The schema's own words, or plain words in place of zod's (issue 36 §6).
    if (FORM_LEVEL.has(key)) formError ??= plainMessage(issue);
    else fieldErrors[key] ??= plainMessage(issue);
  }
  return { ok: false, fieldErrors, formError };
}

/**
 * Validates a form against a zod schema: the parsed values, or the 400 to return, carrying the
 * first message for each field and the values she typed (except secrets). An action with
 * several buttons validates with `z.discriminatedUnion("intent", [...])`.
 */
export function parseForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
): { ok: true; data: z.infer<Schema> } | { ok: false; failure: ReturnType<typeof formFailure> } {
  const result = validate(form, schema);
  if (result.ok) return result;
  return { ok: false, failure: formFailure(form, 400, result) };
}

/**
 * The same validation for a feature whose rules go on after the schema (the questionnaire):
 * the values, or one `Refusal` (the form's message first, else the first field's) that the
 * route answers with `refusal(form, ...)`.
 */
export function checkForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
): { ok: true; data: z.infer<Schema> } | Refusal {
  const result = validate(form, schema);
  if (result.ok) return result;
  if (result.formError) return refuse(FORM_FIELD, result.formError);
  const [field, message] = Object.entries(result.fieldErrors)[0] ?? [FORM_FIELD, "Please check the form."];
  return refuse(field, message);
}

/** `readForm` then `parseForm`: the form and its values, or the 415/400 to return. */
export async function readSubmission<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<
  | { ok: true; form: FormData; data: z.infer<Schema> }
  | { ok: false; failure: ReturnType<typeof notAForm> | ReturnType<typeof formFailure> }
> {
  const form = await readForm(request);
  if (!form) return { ok: false, failure: notAForm() };
  const parsed = parseForm(form, schema);
  return parsed.ok ? { ok: true, form, data: parsed.data } : parsed;
}

/**
 * A one-click link's form: the page's button posts the token, and a mail app's own one-click
 * POST (RFC 8058, `List-Unsubscribe=One-Click`) leaves it in the address. Used by the newsletter's
 * unsubscribe and by "Turn off reminders".
 */
const OneClickSchema = z.object({
  token: z.string().max(200).optional(),
  "List-Unsubscribe": z.literal("One-Click").optional(),
});

/** `readSubmission` for a one-click link: the form and its token, from the form or the address. */
export async function readOneClick(
  request: Request,
): Promise<
  | { ok: true; form: FormData; token: string }
  | { ok: false; failure: ReturnType<typeof notAForm> | ReturnType<typeof formFailure> }
> {
  const submission = await readSubmission(request, OneClickSchema);
  if (!submission.ok) return submission;
  const token = submission.data.token ?? new URL(request.url).searchParams.get("token") ?? "";
  return { ok: true, form: submission.form, token };
}
