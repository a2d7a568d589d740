import { Field } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";

/** Her email address, as every account form asks for it, keeping what she typed on a refusal. */
export function EmailField({
  failure,
  defaultValue,
}: {
  failure: FormFailure | null | undefined;
  defaultValue?: string;
}) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={defaultValue ?? typedValue(failure ?? null, "email")}
      error={failure?.fieldErrors.email}
    />
  );
}
