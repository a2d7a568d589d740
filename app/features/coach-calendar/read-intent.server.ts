import { z } from "zod";
import { parseForm, readSubmission } from "~/lib/forms.server";
import type { FormsOf } from "./calendar-forms";

// One page, several forms (decision 0028): the form's `intent` is read first, then the form is
// checked by that intent's schema, through the protocol's own functions. The calendar's schemas
// (features/calendar/calendar-forms.ts) carry refinements, which a discriminated union cannot
// take, so the intent picks the schema instead.

export async function readIntentSubmission<Forms extends Record<string, z.ZodType>>(
  request: Request,
  forms: Forms,
) {
  const intents = Object.keys(forms) as [string, ...string[]];
  const submission = await readSubmission(
    request,
    z.object({
      intent: z.enum(intents, { error: "Something went wrong sending the form. Please try again." }),
    }),
  );
  if (!submission.ok) return submission;
  const intent = submission.data.intent as keyof Forms;
  const schema = forms[intent] as z.ZodType;
  const parsed = parseForm(submission.form, schema);
  if (!parsed.ok) return parsed;
  const submitted = { intent, data: parsed.data } as FormsOf<Forms>;
  return { ok: true as const, form: submission.form, submitted };
}
