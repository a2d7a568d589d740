import { useId } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { SELECT_CLASS } from "~/components/ui/select";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { type AssignmentStep, type CurrentStep, describeSteps, stepLabel } from "./assignment";

export type AssignmentFormProps = {
  programs: readonly { slug: string; title: string }[];
  presets: readonly { id: string; label: string }[];
  current: {
    steps: readonly { program: string; weeks: number }[];
    startDay: string;
    assignedByName: string;
    now: CurrentStep | null;
  } | null;
  /** The action's answer to this form, when it refused it. */
  failure: FormFailure | null;
  /** Her today, the start day's default for a new assignment. */
  today?: string;
};

/**
 * The coach's form on a client's page (issue 18 §5): a ready-made sequence, or up to three
 * steps of a program and its weeks, from a start day. Posts intent "assign"; a second form
 * posts "unassign". Plain forms: it works without JavaScript.
 */
export function AssignmentForm({ programs, presets, current, failure, today }: AssignmentFormProps) {
  // The client's page has other forms: a failure is this form's only when it answered "assign".
  const ours = failure?.values.intent === "assign" ? failure : null;
  const fieldErrors = ours?.fieldErrors ?? {};
  const value = (name: string, fallback: string) => (ours ? (typedValue(ours, name) ?? "") : fallback);
  const step = (index: number) => current?.steps[index];
  return (
    <section aria-labelledby="assignment-title" className="flex flex-col gap-4">
      <h2 id="assignment-title" className="text-2xl">
        Her program
      </h2>
      {current ? (
        <div className="flex flex-col gap-1 text-lg">
          <p>
            <span className="font-semibold">Now: </span>
            {current.now ? stepLabel(current.now) : "Nothing"}
          </p>
          <p className="text-muted-foreground">
            {describeSteps(current.steps as readonly AssignmentStep[])}, from {current.startDay}. She sees it
            as chosen by {current.assignedByName}.
          </p>
        </div>
      ) : (
        <p className="text-lg">No program chosen: her dashboard follows her questionnaire.</p>
      )}

      <Form method="post" className="flex flex-col gap-5" noValidate>
        <input type="hidden" name="intent" value="assign" />
        {ours?.formError && <FormAlert>{ours.formError}</FormAlert>}
        <SelectField
          label="A ready-made sequence"
          name="preset"
          defaultValue={value("preset", "")}
          error={fieldErrors.preset}
          options={[
            { value: "", label: "None: I choose the steps below" },
            ...presets.map((preset) => ({ value: preset.id, label: preset.label })),
          ]}
        />
        <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 font-semibold">Or up to three steps, one after the other</legend>
          {[1, 2, 3].map((number) => (
            <div key={number} className="grid gap-3 sm:grid-cols-[1fr_8rem]">
              <SelectField
                label={`Step ${number}: program`}
                name={`step${number}Program`}
                defaultValue={value(`step${number}Program`, step(number - 1)?.program ?? "")}
                error={fieldErrors[`step${number}Program`]}
                options={[
                  { value: "", label: number === 1 ? "Choose a program" : "No further step" },
                  ...programs.map((program) => ({ value: program.slug, label: program.title })),
                ]}
              />
              <Field
                label={`Step ${number}: weeks`}
                name={`step${number}Weeks`}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={value(
                  `step${number}Weeks`,
                  String(step(number - 1)?.weeks ?? (number === 1 ? 4 : "")),
                )}
                error={fieldErrors[`step${number}Weeks`]}
              />
            </div>
          ))}
        </fieldset>
        <Field
          label="First day"
          name="startDay"
          type="date"
          required
          defaultValue={value("startDay", current?.startDay ?? today ?? "")}
          error={fieldErrors.startDay}
          className="max-w-xs"
        />
        <Button type="submit" size="lg" className="self-start">
          {current ? "Change her program" : "Assign the program"}
        </Button>
      </Form>
      {current && (
        <Form method="post">
          <input type="hidden" name="intent" value="unassign" />
          <Button type="submit" variant="outline" size="lg">
            Remove the program (back to her questionnaire's pick)
          </Button>
        </Form>
      )}
    </section>
  );
}

function SelectField({
  label,
  name,
  defaultValue,
  error,
  options,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={SELECT_CLASS}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
