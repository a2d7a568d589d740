import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";

// Block time (issue 40 §5): a day, or part of one, when nothing can be booked, with her reason.
// Stored as a calendar exception; both times empty blocks the whole day.

export function BlockTimeForm({ day, failure }: { day: string; failure: FormFailure | null }) {
  const error = (name: string) => failure?.fieldErrors[name];
  return (
    <section
      aria-labelledby="block-heading"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h3 id="block-heading" className="text-xl">
        Block time
      </h3>
      <p className="text-muted-foreground">
        Nothing can be booked in it. Leave both times empty to block the whole day.
      </p>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="block" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field
            label="Day"
            name="day"
            type="date"
            required
            defaultValue={typedValue(failure, "day") ?? day}
            error={error("day")}
          />
          <Field
            label="From"
            name="start"
            type="time"
            defaultValue={typedValue(failure, "start")}
            error={error("start")}
          />
          <Field
            label="To"
            name="end"
            type="time"
            defaultValue={typedValue(failure, "end")}
            error={error("end")}
          />
        </div>
        <Field
          label="Reason"
          name="reason"
          maxLength={200}
          hint="Only you see it."
          defaultValue={typedValue(failure, "reason")}
          error={error("reason")}
        />
        <Button type="submit" className="self-start">
          Block this time
        </Button>
      </Form>
    </section>
  );
}
