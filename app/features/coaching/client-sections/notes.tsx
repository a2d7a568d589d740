import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, TextareaField } from "~/components/ui/field";
import { NotebookPenIcon } from "~/components/ui/icons/notebook-pen";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import type { ClientRecord } from "../client-record.server";
import { type ActionDone, Section, Status } from "./section";

/** The coach's private notes on her, and the form for a new one. */
export function NotesSection({
  clientId,
  notes,
  failure,
  done,
}: {
  clientId: string;
  notes: ClientRecord["notes"];
  failure: FormFailure | null;
  done: ActionDone | null;
}) {
  const bodyError = failure?.fieldErrors.body;
  return (
    <Section id="notes">
      {done?.intent === "note" && <Status done={done} />}
      <p className="text-base text-muted-foreground">Only you can read these. She never sees them.</p>
      <Form
        key={notes.entries[0]?.id ?? "none"}
        method="post"
        action={`/coach/clients/${clientId}#notes`}
        className="flex flex-col gap-4"
        noValidate
      >
        <input type="hidden" name="intent" value="note" />
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <TextareaField
          label="New note"
          name="body"
          rows={3}
          required
          maxLength={notes.maxLength}
          defaultValue={typedValue(failure, "body")}
          error={bodyError}
        />
        <Button type="submit" variant="outline" size="lg" className="self-start">
          <NotebookPenIcon aria-hidden="true" />
          Add note
        </Button>
      </Form>
      {notes.entries.length > 0 && (
        <ol className="flex flex-col gap-3">
          {notes.entries.map((note) => (
            <li key={note.id} className="rounded-lg border border-border p-4">
              <time dateTime={note.at} className="text-base text-muted-foreground">
                {note.when}
              </time>
              <p className="break-words whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
