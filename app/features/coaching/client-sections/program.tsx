import { Link } from "react-router";
import { FormAlert } from "~/components/ui/field";
import type { FormFailure } from "~/lib/form-failure";
import { AssignmentForm } from "../assignment-form";
import type { ClientRecord } from "../client-record.server";
import { type ActionDone, Status } from "./section";

/** Her program: the assignment form, and a warning when her access does not open it. */
export function ProgramSection({
  client,
  program,
  done,
  failure,
}: {
  client: { id: string; name: string };
  program: ClientRecord["program"];
  done: ActionDone | null;
  failure: FormFailure | null;
}) {
  return (
    // The assignment form brings its own section and heading ("Her program").
    <div
      id="program"
      className="flex scroll-mt-6 flex-col gap-4 rounded-xl border border-border bg-card p-5 md:p-6"
    >
      {done && (done.intent === "assign" || done.intent === "unassign") && <Status done={done} />}
      {failure?.formError && failure.values.intent === "unassign" && (
        <FormAlert>{failure.formError}</FormAlert>
      )}
      {program.locked.length > 0 && (
        <p role="note" className="rounded-lg border-2 border-destructive p-4 font-semibold">
          {client.name} cannot open {program.locked.join(" or ")} with her access now: her dashboard shows it,
          but the program page stays closed. <Link to={`/coach/members/${client.id}`}>Give her access</Link>.
        </p>
      )}
      <AssignmentForm
        programs={program.assignment.programs}
        presets={program.assignment.presets}
        current={program.assignment.current}
        today={program.assignment.today}
        failure={failure}
      />
    </div>
  );
}
