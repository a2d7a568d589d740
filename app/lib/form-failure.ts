/**
 * The one failure shape every action answers (with a 4xx): a message per field, tied to its
 * input by `aria-describedby`, a message about the whole form, and what she typed, so nothing
 * is lost. Client-safe: pages read it, `forms.server.ts` builds it (decision 0028).
 */
export type FormFailure = {
  fieldErrors: Record<string, string>;
  formError?: string;
  /** Echoed back so nothing is lost; secret fields are never echoed. Repeated fields are lists. */
  values: Record<string, string | string[]>;
};

/** A refusal from the rules of a feature, before it becomes a response: one field or the form. */
export type Refusal = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 422 | 429;
  field: string;
  message: string;
};

/** Refusals about the whole form name this field. */
export const FORM_FIELD = "form";

export function refuse(field: string, message: string, status: Refusal["status"] = 400): Refusal {
  return { ok: false, status, field, message };
}

/** The action's answer when it is a failure, else null. */
export function formFailureOf(answer: unknown): FormFailure | null {
  return answer !== null &&
    typeof answer === "object" &&
    "fieldErrors" in answer &&
    typeof answer.fieldErrors === "object" &&
    answer.fieldErrors !== null
    ? (answer as FormFailure)
    : null;
}

/** One line to tell her what went wrong: the form's message, else the first field's. */
export function failureMessage(failure: FormFailure): string {
  return failure.formError ?? Object.values(failure.fieldErrors)[0] ?? "Please check the form and try again.";
}

/** What she typed into one field, as text, for `defaultValue`. */
export function typedValue(failure: FormFailure | null, name: string): string | undefined {
  const value = failure?.values[name];
  return Array.isArray(value) ? value[0] : value;
}
