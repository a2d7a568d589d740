import { Field } from "~/components/ui/field";
import { PASSWORD_MIN } from "./schemas";
import { useClearedOnFailure } from "./use-cleared-on-failure";

/** The choose-a-password field of sign-up and reset: same rule, same hint, emptied on failure. */
export function NewPasswordField({
  label,
  failure,
}: {
  label: string;
  failure?: { fieldErrors: Record<string, string> };
}) {
  const ref = useClearedOnFailure(failure);
  return (
    <Field
      label={label}
      name="password"
      ref={ref}
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      hint={`At least ${PASSWORD_MIN} characters. A short sentence works well.`}
      error={failure?.fieldErrors.password}
    />
  );
}
