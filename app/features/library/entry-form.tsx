// The fields of one library entry (issue 38 §6): plain text boxes with one cue, mistake or safety
// note a line, the muscles and equipment as checkboxes, the variations and swaps chosen from the
// library. Works without JavaScript; what she typed comes back after a refusal (decision 0028).
import { useId } from "react";
import { Field, TextareaField } from "~/components/ui/field";
import { SELECT_CLASS } from "~/components/ui/select";
import { EQUIPMENT, EQUIPMENT_LABELS, MUSCLE_LABELS, MUSCLES } from "~/content/exercises/schema";
import type { FormFailure } from "~/lib/form-failure";

export type EntryFormValues = {
  name: string;
  cues: string[];
  mistakes: string[];
  muscles: string[];
  equipment: string[];
  safety: string[];
  easierId: string;
  harderId: string;
  swapIds: string[];
};

type Option = { id: string; name: string };

/** What the form shows for a field: what she typed after a refusal, else the entry's value. */
function typed(failure: FormFailure | null, name: string): string | string[] | undefined {
  return failure?.values[name];
}

function asList(value: string | string[] | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return Array.isArray(value) ? value : [value];
}

function asText(value: string | string[] | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  return Array.isArray(value) ? value.join("\n") : value;
}

function Checkboxes({
  legend,
  name,
  options,
  checked,
  error,
  hint,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [string, string])[];
  checked: readonly string[];
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined}
    >
      <legend className="font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-base text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-x-6 sm:grid-cols-2">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-lg">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={checked.includes(value)}
              className="size-5 shrink-0 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-base font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function EntrySelect({
  label,
  name,
  value,
  options,
  error,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly Option[];
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
        defaultValue={value}
        className={SELECT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">None</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-base font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function EntryFields({
  entry,
  options,
  failure,
  errors,
}: {
  entry: EntryFormValues;
  /** Every other entry, by name: the choices for the variations and swaps. */
  options: readonly Option[];
  failure: FormFailure | null;
  errors: Record<string, string>;
}) {
  const swaps = asList(typed(failure, "swapIds"), entry.swapIds);
  const chosenFirst = [...options].sort(
    (a, b) =>
      Number(swaps.includes(b.id)) - Number(swaps.includes(a.id)) || a.name.localeCompare(b.name, "en"),
  );
  return (
    <>
      <Field
        label="Name"
        name="name"
        defaultValue={asText(typed(failure, "name"), entry.name)}
        error={errors.name}
        hint="A new name shows everywhere at once: programs, logs, progress and exports keep their history."
        maxLength={80}
        required
      />
      <TextareaField
        label="Cues"
        name="cues"
        rows={5}
        defaultValue={asText(typed(failure, "cues"), entry.cues.join("\n"))}
        error={errors.cues}
        hint="3 to 5 cues, one a line, in your words."
      />
      <TextareaField
        label="Common mistakes"
        name="mistakes"
        rows={3}
        defaultValue={asText(typed(failure, "mistakes"), entry.mistakes.join("\n"))}
        error={errors.mistakes}
        hint="One a line."
      />
      <TextareaField
        label="Safety notes"
        name="safety"
        rows={6}
        defaultValue={asText(typed(failure, "safety"), entry.safety.join("\n"))}
        error={errors.safety}
        hint="One a line: bones, joints, pelvic floor, blood pressure, where they matter."
      />
      <Checkboxes
        legend="Muscles"
        name="muscles"
        options={MUSCLES.map((muscle) => [muscle, MUSCLE_LABELS[muscle]] as const)}
        checked={asList(typed(failure, "muscles"), entry.muscles)}
        error={errors.muscles}
      />
      <Checkboxes
        legend="Equipment"
        name="equipment"
        options={EQUIPMENT.map((item) => [item, EQUIPMENT_LABELS[item]] as const)}
        checked={asList(typed(failure, "equipment"), entry.equipment)}
        error={errors.equipment}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <EntrySelect
          label="Easier variation"
          name="easierId"
          value={asText(typed(failure, "easierId"), entry.easierId)}
          options={options}
          error={errors.easierId}
        />
        <EntrySelect
          label="Harder variation"
          name="harderId"
          value={asText(typed(failure, "harderId"), entry.harderId)}
          options={options}
          error={errors.harderId}
        />
      </div>
      <details className="rounded-md border-2 border-border p-4" open={Boolean(errors.swapIds)}>
        <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
          Swaps she may choose in the log ({swaps.length} chosen)
        </summary>
        <Checkboxes
          legend="Allowed swaps"
          name="swapIds"
          options={chosenFirst.map((option) => [option.id, option.name] as const)}
          checked={swaps}
          error={errors.swapIds}
          hint="Besides the easier and harder variation. The ones you chose are listed first."
        />
      </details>
    </>
  );
}
