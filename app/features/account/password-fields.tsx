import { Field } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { NewPasswordField } from "./new-password-field";
import { useClearedOnFailure } from "./use-cleared-on-failure";

type Failure = FormFailure | null | undefined;

/**
 * The password that proves it is her, before a change she cannot undo. Emptied after every
 * failed submission (the server never echoes it back); the member's and the coach's account
 * pages and account deletion ask for it the same way.
 */
export function CurrentPasswordField({
  failure,
  label,
  name = "currentPassword",
  hint,
}: {
  failure: Failure;
  label: string;
  name?: string;
  hint?: string;
}) {
  const ref = useClearedOnFailure(failure);
  return (
    <Field
      label={label}
      hint={hint}
      name={name}
      ref={ref}
      type="password"
      autoComplete="current-password"
      required
      error={failure?.fieldErrors[name]}
    />
  );
}

/** A new email address and the current password: her account page and the coach's. */
export function ChangeEmailFields({ failure }: { failure: Failure }) {
  return (
    <>
      <Field
        label="New email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={typedValue(failure ?? null, "email")}
        error={failure?.fieldErrors.email}
      />
      <CurrentPasswordField failure={failure} label="Your current password" />
    </>
  );
}

/** Current password, the new one and the new one again: the same three fields everywhere. */
export function ChangePasswordFields({ failure }: { failure: Failure }) {
  const confirmPassword = useClearedOnFailure(failure);
  return (
    <>
      <CurrentPasswordField failure={failure} label="Current password" />
      <NewPasswordField label="New password" failure={failure ?? undefined} />
      <Field
        label="New password again"
        name="confirmPassword"
        ref={confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        error={failure?.fieldErrors.confirmPassword}
      />
    </>
  );
}
