import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { SELECT_CLASS } from "~/components/ui/select";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import type { ClientRecord } from "../client-record.server";
import { type ActionDone, Section, Status } from "./section";

// Issue 38 §4-§5 (decision 0060): what she swapped in her log, and the coach's substitutions for
// her: "for Margaret, use the box squat instead of the goblet squat (knee)". Plain POSTs.

function EntrySelect({
  name,
  label,
  choices,
  failure,
}: {
  name: "fromId" | "toId";
  label: string;
  choices: ClientRecord["exercises"]["choices"];
  failure: FormFailure | null;
}) {
  const error = failure?.fieldErrors[name];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`substitution-${name}`} className="font-semibold">
        {label}
      </label>
      <select
        id={`substitution-${name}`}
        name={name}
        defaultValue={typedValue(failure, name) ?? ""}
        className={SELECT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `substitution-${name}-error` : undefined}
      >
        <option value="">Choose an exercise</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`substitution-${name}-error`} className="text-base font-semibold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function ExercisesSection({
  clientId,
  clientName,
  exercises,
  done,
  failure,
}: {
  clientId: string;
  clientName: string;
  exercises: ClientRecord["exercises"];
  done: ActionDone | null;
  failure: FormFailure | null;
}) {
  const action = `/coach/clients/${clientId}#exercises`;
  return (
    <Section id="exercises">
      {done && (done.intent === "substitute" || done.intent === "unsubstitute") && <Status done={done} />}
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Swaps in her log</h3>
        {exercises.swaps.length === 0 ? (
          <p className="text-muted-foreground">No swaps yet: she did each exercise as planned.</p>
        ) : (
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {exercises.swaps.map((swap) => (
              <li key={swap.key}>
                {swap.line} <span className="text-muted-foreground">({swap.date})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Substitutions for {clientName}</h3>
        <p className="text-base text-muted-foreground">
          Her program pages, log and PDFs show the substitute everywhere; the program is unchanged for
          everyone else.
        </p>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        {exercises.substitutions.length > 0 && (
          <ul className="flex flex-col gap-2">
            {exercises.substitutions.map((row) => (
              <li
                key={row.fromId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
              >
                <span>
                  {row.line}
                  {row.reason && <span className="text-muted-foreground"> ({row.reason})</span>}
                </span>
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value="unsubstitute" />
                  <input type="hidden" name="fromId" value={row.fromId} />
                  <Button type="submit" variant="outline" size="lg">
                    Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" action={action} className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value="substitute" />
          <EntrySelect name="fromId" label="Instead of" choices={exercises.choices} failure={failure} />
          <EntrySelect name="toId" label="She does" choices={exercises.choices} failure={failure} />
          <Field
            label="Reason (optional)"
            name="reason"
            maxLength={exercises.reasonMax}
            placeholder="For example: knee"
            defaultValue={typedValue(failure, "reason")}
            error={failure?.fieldErrors.reason}
          />
          <Button type="submit" size="lg" className="self-start">
            Save substitution
          </Button>
        </Form>
      </div>
    </Section>
  );
}
