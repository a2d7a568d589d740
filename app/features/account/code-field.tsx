import { Field } from "~/components/ui/field";
import type { FormFailure } from "~/lib/form-failure";

/** The 6-digit code of a sign-in or sign-up email, as a phone's keyboard and autofill expect it. */
export function CodeField({
  failure,
  autoFocus = true,
}: {
  failure: FormFailure | null;
  autoFocus?: boolean;
}) {
  return (
    <Field
      label="6-digit code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      autoFocus={autoFocus}
      error={failure?.fieldErrors.code}
    />
  );
}
