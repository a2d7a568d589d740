// The program editor's building blocks (issue 19 §2): one field named by its path, and the
// structural buttons, which are submit buttons so they work without JavaScript (decision 0026).

import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import { ArrowDownIcon } from "~/components/ui/icons/arrow-down";
import { ArrowUpIcon } from "~/components/ui/icons/arrow-up";
import type { PlusIcon } from "~/components/ui/icons/plus";
import { Trash2Icon } from "~/components/ui/icons/trash";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import type { FieldPath } from "./form-paths";
import { type FieldSpec, fieldText, LIMITS, programName, type Shape } from "./program-fields";
import { valueAt } from "./program-paths";

export type ProgramFormState = {
  program: Shape;
  errors: Record<string, string>;
  failure: FormFailure | null;
  busy: boolean;
  /** Sessions drawn open. */
  openSessions: readonly number[];
};

/** One field of the program, showing what she typed last if the server refused it. */
export function ProgramField({
  state,
  path,
  spec,
  className,
}: {
  state: ProgramFormState;
  path: FieldPath;
  spec: FieldSpec;
  className?: string;
}) {
  const name = programName(path);
  const defaultValue = typedValue(state.failure, name) ?? fieldText(valueAt(state.program, path));
  const error = state.errors[name];
  if (spec.long) {
    return (
      <TextareaField
        className={className}
        label={spec.label}
        hint={spec.hint}
        error={error}
        name={name}
        rows={spec.rows ?? 3}
        maxLength={spec.list ? LIMITS.text * LIMITS.lines : LIMITS.text}
        defaultValue={defaultValue}
      />
    );
  }
  return (
    <Field
      className={className}
      label={spec.label}
      hint={spec.hint}
      error={error}
      name={name}
      defaultValue={defaultValue}
      {...(spec.number ? { inputMode: "numeric" as const, autoComplete: "off" } : { maxLength: LIMITS.text })}
    />
  );
}

/** A structural button: it saves what she typed, then adds, moves or removes one item. */
export function StructureButton({
  intent,
  label,
  context,
  icon: Icon,
  busy,
  destructive = false,
}: {
  intent: string;
  label: string;
  /** Read after the label by a screen reader: which item the button acts on. */
  context: string;
  icon: typeof PlusIcon;
  busy: boolean;
  destructive?: boolean;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={destructive ? "ghost" : "outline"}
      size="sm"
      disabled={busy}
      className={destructive ? "text-destructive" : undefined}
    >
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only"> {context}</span>
    </Button>
  );
}

/** Up, down and remove for one item of a list of `count`. */
export function ItemButtons({
  item,
  index,
  count,
  context,
  noun,
  busy,
}: {
  /** The item's path: `sessions.0.mainWork.1`. */
  item: string;
  index: number;
  count: number;
  context: string;
  noun: string;
  busy: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {index > 0 ? (
        <StructureButton
          intent={`up:${item}`}
          label="Move up"
          context={context}
          icon={ArrowUpIcon}
          busy={busy}
        />
      ) : null}
      {index < count - 1 ? (
        <StructureButton
          intent={`down:${item}`}
          label="Move down"
          context={context}
          icon={ArrowDownIcon}
          busy={busy}
        />
      ) : null}
      {count > 1 ? (
        <StructureButton
          intent={`remove:${item}`}
          label={`Remove ${noun}`}
          context={context}
          icon={Trash2Icon}
          busy={busy}
          destructive
        />
      ) : null}
    </div>
  );
}
