// The program editor's form (issue 19 §2): every field of a program as a plain control named by
// its path, and the add / move / remove buttons as submit buttons, so it all works without
// JavaScript (decision 0026). The building blocks are in program-form-controls.tsx, a session
// and its exercises in program-session-fields.tsx.

import { RadioGroupField } from "~/components/ui/field";
import { PlusIcon } from "~/components/ui/icons/plus";
import { typedValue } from "~/lib/form-failure";
import {
  ADDED_TIERS,
  EXERCISE_HELP,
  fieldText,
  isShape,
  LIMITS,
  listOf,
  PORTAL_TABS,
  programName,
} from "./program-fields";
import { ProgramField, type ProgramFormState, StructureButton } from "./program-form-controls";
import { valueAt } from "./program-paths";
import { Session } from "./program-session-fields";

const RANGES = [
  { key: "sessionsPerWeek", label: "Sessions a week" },
  { key: "sessionMinutes", label: "Minutes a session" },
  { key: "weeks", label: "Weeks" },
] as const;

/** A program she added: who may open it, and the one line its cards show (decision 0042). */
function ListingFields({ state }: { state: ProgramFormState }) {
  const tierName = programName(["listing", "tier"]);
  const tier = typedValue(state.failure, tierName) ?? fieldText(valueAt(state.program, ["listing", "tier"]));
  const tabName = programName(["listing", "portalTab"]);
  const tab =
    typedValue(state.failure, tabName) ??
    (fieldText(valueAt(state.program, ["listing", "portalTab"])) || "signaturePrograms");
  return (
    <>
      <RadioGroupField
        legend="Who may open it"
        name={tierName}
        options={ADDED_TIERS}
        defaultValue={tier}
        error={state.errors[tierName]}
      />
      <RadioGroupField
        legend="Section of the Client Portal"
        name={tabName}
        options={PORTAL_TABS}
        defaultValue={tab}
        error={state.errors[tabName]}
      />
      <ProgramField
        state={state}
        path={["listing", "description"]}
        spec={{
          key: "description",
          label: "Card line",
          hint: "One sentence on its cards on the Programs page and in the Client Portal. Anyone can read it, so keep the workouts for the program itself.",
          long: true,
          rows: 2,
        }}
      />
    </>
  );
}

/** The program's own fields, then its sessions. Put inside the editor's <Form>. */
export function ProgramFields({ state }: { state: ProgramFormState }) {
  const sessions = listOf(state.program.sessions);
  return (
    <>
      <section aria-labelledby="program-about" className="flex flex-col gap-4">
        <h3 id="program-about" className="text-xl">
          About the program
        </h3>
        <ProgramField state={state} path={["title"]} spec={{ key: "title", label: "Title" }} />
        {isShape(state.program.listing) ? <ListingFields state={state} /> : null}
        <ProgramField
          state={state}
          path={["summary"]}
          spec={{
            key: "summary",
            label: "Summary",
            hint: "Two or three sentences: who it is for and what it does.",
            long: true,
            rows: 4,
          }}
        />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {RANGES.map((range) => (
            <fieldset key={range.key} className="flex flex-col gap-3 rounded-lg border border-border p-3">
              <legend className="px-1 font-semibold">{range.label}</legend>
              <div className="grid grid-cols-2 gap-3">
                <ProgramField
                  state={state}
                  path={["schedule", range.key, "min"]}
                  spec={{ key: "min", label: "From", number: true, min: 1 }}
                />
                <ProgramField
                  state={state}
                  path={["schedule", range.key, "max"]}
                  spec={{ key: "max", label: "To", number: true, min: 1 }}
                />
              </div>
            </fieldset>
          ))}
        </div>
        <ProgramField
          state={state}
          path={["notes"]}
          spec={{
            key: "notes",
            label: "Coaching and safety notes",
            hint: "One note a line: at least three.",
            long: true,
            list: true,
            rows: 8,
          }}
        />
        <ProgramField
          state={state}
          path={["progression"]}
          spec={{
            key: "progression",
            label: "Progression",
            hint: "One step a line: at least two.",
            long: true,
            list: true,
            rows: 6,
          }}
        />
      </section>
      <section aria-labelledby="program-sessions" className="flex flex-col gap-4">
        <h3 id="program-sessions" className="text-xl">
          Sessions
        </h3>
        <p className="text-lg">Open a session to change its exercises.</p>
        <p className="text-lg">{EXERCISE_HELP}</p>
        <ol className="flex flex-col gap-3">
          {sessions.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are the sessions' identity in this form.
            <Session key={index} state={state} index={index} count={sessions.length} />
          ))}
        </ol>
        {sessions.length < LIMITS.sessions ? (
          <div>
            <StructureButton
              intent="add:sessions"
              label="Add a session"
              context="at the end of the program"
              icon={PlusIcon}
              busy={state.busy}
            />
          </div>
        ) : null}
      </section>
    </>
  );
}
