import type * as React from "react";
import { useId } from "react";
import { cn } from "~/utils/cn";
import { Input } from "./input";

type FieldProps = Omit<React.ComponentProps<"input">, "id"> & {
  label: string;
  /** Shown under the field, linked by aria-describedby, and marks the field invalid. */
  error?: string;
  hint?: string;
};

/** A labelled input with its hint and error wired for screen readers. */
export function Field({ label, error, hint, className, ...props }: FieldProps) {
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
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {error && (
        <p id={errorId} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      )}
    </div>
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
