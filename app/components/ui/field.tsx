import type * as React from "react";
import { useId } from "react";
import { cn } from "~/lib/cn";
import { Input } from "./input";

type FieldText = {
  label: string;
  /** Shown under the control, linked by aria-describedby, and marks the control invalid. */
  error?: string;
  hint?: string;
};

/** The label, hint and error around one control, and the ids that wire them for screen readers. */
function FieldFrame({
  label,
  error,
  hint,
  className,
  hintClass,
  errorClass,
  control,
}: FieldText & {
  className?: string;
  hintClass: string;
  errorClass: string;
  control: (wiring: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its hint and error wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  className,
  ...props
}: Omit<React.ComponentProps<"input">, "id"> & FieldText) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      hintClass="text-sm text-muted-foreground"
      errorClass="text-sm font-semibold text-destructive"
      control={(wiring) => <Input {...wiring} {...props} />}
    />
  );
}

/** A labelled text box for longer words (a message, a note), wired like `Field`. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  rows = 4,
  ...props
}: Omit<React.ComponentProps<"textarea">, "id"> & FieldText) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      hintClass="text-base text-muted-foreground"
      errorClass="text-base font-semibold text-destructive"
      control={(wiring) => (
        <textarea
          rows={rows}
          className="block min-h-24 w-full rounded-md border-2 border-input bg-background px-4 py-3 text-lg text-foreground focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive"
          {...wiring}
          {...props}
        />
      )}
    />
  );
}

/** A group of radio buttons under a legend, 44 px rows, its error tied to the group. */
export function RadioGroupField({
  legend,
  name,
  options,
  defaultValue,
  error,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  defaultValue: string | undefined;
  error?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className="flex min-h-11 items-center gap-3 text-lg">
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={defaultValue === value}
            className="size-5 accent-primary"
          />
          {label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A message about the whole form (wrong password, wait before retrying), announced when it appears. */
export function FormAlert({
  children,
  tone = "error",
  id,
}: {
  children: React.ReactNode;
  tone?: "error" | "info";
  /** For `aria-describedby` on the controls the message is about. */
  id?: string;
}) {
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        "rounded-md border-2 p-4 font-semibold",
        tone === "error"
          ? "border-destructive bg-destructive/5 text-destructive"
          : "border-primary bg-accent",
      )}
    >
      {children}
    </div>
  );
}
