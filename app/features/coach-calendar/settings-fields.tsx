import { useId } from "react";
import { SELECT_CLASS } from "~/components/ui/select";
import type { FormFailure } from "~/lib/form-failure";

// Small pieces the coach's calendar settings forms share: a labelled select, and reading a
// failure for one form only (the failure names the form by its intent and row).

/** A labelled select with its error tied to it. */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  error,
}: {
  label: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  defaultValue?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className={SELECT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The failure when it belongs to this form: its intent, and its row when the form has one. */
export function failureFor(
  failure: FormFailure | null,
  intent: string,
  row?: { key: string; value: string },
): FormFailure | null {
  if (!failure || failure.values.intent !== intent) return null;
  if (row && failure.values[row.key] !== row.value) return null;
  return failure;
}
