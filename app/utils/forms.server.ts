import { data } from "react-router";
import type { z } from "zod";

/** What an action answers when the input is wrong: a message per field and what she typed. */
export type FormFailure = {
  fieldErrors: Record<string, string>;
  formError?: string;
  /** Echoed back so nothing is lost; secret fields are never echoed. */
  values: Record<string, string>;
};

const SECRET_FIELD = /password|code|token/i;

// NUL and the other control characters (tab and line breaks aside) can be neither stored
// (PostgreSQL refuses NUL in text) nor shown, so they are dropped where input comes in.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text as typed, minus control characters. */
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
  return data(
    {
      fieldErrors: {},
      formError: "Something went wrong sending the form. Please try again.",
      values: {},
    } as FormFailure,
    { status: 415 },
  );
}

/** Text values of the form, minus files and secret fields, for echoing back. */
export function echoValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !SECRET_FIELD.test(key)) values[key] = value.slice(0, 1000);
  }
  return values;
}

export function formFailure(
  form: FormData,
  status: number,
  failure: { fieldErrors?: Record<string, string>; formError?: string },
) {
  return data(
    { fieldErrors: failure.fieldErrors ?? {}, formError: failure.formError, values: echoValues(form) },
    { status },
  );
}

/**
 * Validates a form against a zod schema: the parsed values, or the 400 to return, carrying the
 * first message for each field and the values she typed (except secrets).
 */
export function parseForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
): { ok: true; data: z.infer<Schema> } | { ok: false; failure: ReturnType<typeof formFailure> } {
  const raw: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form) raw[key] = value;
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, failure: formFailure(form, 400, { fieldErrors }) };
}
