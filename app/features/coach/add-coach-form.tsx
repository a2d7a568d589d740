import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";

/** Issue 19 §6: an owner adds an assistant coach (issue 37: shown to owners only). */
export function AddCoachForm({
  failure: addFailure,
  busy,
  days,
}: {
  failure: FormFailure | null;
  busy: boolean;
  days: number;
}) {
  return (
    <>
      <h4 id="add-coach-heading" className="mt-8 text-lg font-semibold">
        Add an assistant coach
      </h4>
      <p className="mt-2 text-lg text-muted-foreground">
        She gets an email with a link to choose her password. It works once, for {days} days. Use an address
        that has no account here yet.
      </p>
      <Form
        method="post"
        aria-labelledby="add-coach-heading"
        className="mt-4 flex max-w-xl flex-col gap-5"
        noValidate
      >
        {addFailure?.formError && <FormAlert>{addFailure.formError}</FormAlert>}
        <input type="hidden" name="intent" value="add-coach" />
        <Field
          label="Her name"
          name="name"
          autoComplete="off"
          required
          defaultValue={typedValue(addFailure, "name")}
          error={addFailure?.fieldErrors.name}
        />
        <Field
          label="Her email"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={typedValue(addFailure, "email")}
          error={addFailure?.fieldErrors.email}
        />
        <Button type="submit" className="self-start" disabled={busy}>
          Add coach
        </Button>
      </Form>
    </>
  );
}
