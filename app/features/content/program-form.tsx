// The program editor's form (issue 19 §2): every field of a program as a plain control named by
// its path, and the add / move / remove buttons as submit buttons, so it all works without
// JavaScript (decision 0026). Sessions fold away (<details>) to keep a long program usable on
// a phone; a session with a problem, or the one she was just changing, opens by itself.
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field, RadioGroupField, TextareaField } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import type { FieldPath } from "./form-paths";
import {
  ADDED_TIERS,
  blockPlaces,
  EXERCISE_FIELDS,
  EXERCISE_HELP,
  type FieldSpec,
  fieldText,
  isShape,
  LIMITS,
  listOf,
  programName,
  SESSION_FIELDS,
  type Shape,
} from "./program-fields";

export type ProgramFormState = {
  program: Shape;
  errors: Record<string, string>;
  failure: FormFailure | null;
  busy: boolean;
  /** Sessions drawn open. */
  openSessions: readonly number[];
};

const valueAt = (root: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>(
    (value, segment) => (isShape(value) || Array.isArray(value) ? (value as Shape)[segment] : undefined),
    root,
  );

/** One field of the program, showing what she typed last if the server refused it. */
function ProgramField({
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
      {...(spec.number
        ? { type: "number", inputMode: "numeric" as const, min: spec.min, max: spec.max, step: 1 }
        : { maxLength: LIMITS.text })}
    />
  );
}

/** A structural button: it saves what she typed, then adds, moves or removes one item. */
function StructureButton({
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
function ItemButtons({
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

function Exercise({
  state,
  at,
  index,
  count,
  blockName,
}: {
  state: ProgramFormState;
  at: FieldPath;
  index: number;
  count: number;
  blockName: string;
}) {
  const path = [...at, "exercises", index];
  const exercise = valueAt(state.program, path);
  const name =
    isShape(exercise) && typeof exercise.name === "string" && exercise.name ? exercise.name : "New exercise";
  const context = `exercise ${index + 1}, ${name}, in ${blockName}`;
  const field = (key: string) => EXERCISE_FIELDS.find((spec) => spec.key === key) as FieldSpec;
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-border bg-background p-3 md:p-4">
      <legend className="px-1 font-semibold">
        Exercise {index + 1}: {name}
      </legend>
      <ProgramField state={state} path={[...path, "name"]} spec={field("name")} />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-6">
        {["sets", "reps", "time", "rest", "tempo", "effort"].map((key) => (
          <ProgramField key={key} state={state} path={[...path, key]} spec={field(key)} />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {["cue", "easier", "harder"].map((key) => (
          <ProgramField key={key} state={state} path={[...path, key]} spec={field(key)} />
        ))}
      </div>
      <ItemButtons
        item={pathText(path)}
        index={index}
        count={count}
        context={context}
        noun="exercise"
        busy={state.busy}
      />
    </fieldset>
  );
}

const pathText = (path: FieldPath) => path.map(String).join(".");

const BLOCK_KINDS = { warmUp: "Warm-up", mainWork: "Main work", finisher: "Finisher" } as const;

function Session({ state, index, count }: { state: ProgramFormState; index: number; count: number }) {
  const session = listOf(state.program.sessions)[index] ?? {};
  const label = typeof session.label === "string" && session.label ? session.label : `Session ${index + 1}`;
  const places = blockPlaces(session);
  const mainCount = listOf(session.mainWork).length;
  const open = state.openSessions.includes(index);
  return (
    <li>
      <details
        id={`session-${index}`}
        open={open}
        className="rounded-xl border border-border bg-card shadow-sm"
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-5 py-3 font-serif text-xl font-semibold">
          {label}
          {typeof session.durationMinutes === "number" ? (
            <span className="ml-2 font-sans text-lg font-normal text-muted-foreground">
              · {session.durationMinutes} min
            </span>
          ) : null}
        </summary>
        <div className="flex flex-col gap-6 border-t border-border p-3 md:p-5">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {SESSION_FIELDS.map((spec) => (
              <ProgramField
                key={spec.key}
                state={state}
                path={["sessions", index, spec.key]}
                spec={spec}
                className={spec.long ? "md:col-span-2" : undefined}
              />
            ))}
          </div>
          {places.map((place) => {
            const at: FieldPath = ["sessions", index, ...place.path];
            const title = typeof place.block.title === "string" && place.block.title ? place.block.title : "";
            const kind =
              place.kind === "mainWork" && mainCount > 1
                ? `${BLOCK_KINDS.mainWork} ${(place.mainIndex ?? 0) + 1}`
                : BLOCK_KINDS[place.kind];
            const blockName = `${kind}${title ? `, ${title}` : ""}, ${label}`;
            const exercises = listOf(place.block.exercises);
            return (
              <section
                key={pathText(place.path)}
                aria-labelledby={`block-${index}-${pathText(place.path)}`}
                className="flex flex-col gap-4 rounded-lg bg-muted/50 p-2 md:p-4"
              >
                <h4 id={`block-${index}-${pathText(place.path)}`} className="text-xl">
                  {kind}
                  {title && title.toLowerCase() !== kind.toLowerCase() ? `: ${title}` : ""}
                </h4>
                <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
                  <ProgramField
                    state={state}
                    path={[...at, "title"]}
                    spec={{ key: "title", label: "Block title" }}
                  />
                  <ProgramField
                    state={state}
                    path={[...at, "format"]}
                    spec={{
                      key: "format",
                      label: "Format",
                      hint: "How it runs: “2 rounds, move between exercises”.",
                    }}
                  />
                </div>
                <ol className="flex flex-col gap-4">
                  {exercises.map((_, exerciseIndex) => (
                    // Positions are the exercises' identity here: the form is drawn anew after each change.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see the line above.
                    <li key={exerciseIndex}>
                      <Exercise
                        state={state}
                        at={at}
                        index={exerciseIndex}
                        count={exercises.length}
                        blockName={blockName}
                      />
                    </li>
                  ))}
                </ol>
                <div className="flex flex-wrap gap-2">
                  {exercises.length < LIMITS.exercises ? (
                    <StructureButton
                      intent={`add:${pathText([...at, "exercises"])}`}
                      label="Add an exercise"
                      context={`to ${blockName}`}
                      icon={PlusIcon}
                      busy={state.busy}
                    />
                  ) : null}
                </div>
                {place.kind === "mainWork" && place.mainIndex !== null ? (
                  <ItemButtons
                    item={pathText(["sessions", index, "mainWork", place.mainIndex])}
                    index={place.mainIndex}
                    count={mainCount}
                    context={`block ${blockName}`}
                    noun="block"
                    busy={state.busy}
                  />
                ) : null}
              </section>
            );
          })}
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            {mainCount < LIMITS.blocks ? (
              <div>
                <StructureButton
                  intent={`add:sessions.${index}.mainWork`}
                  label="Add a main-work block"
                  context={`to ${label}`}
                  icon={PlusIcon}
                  busy={state.busy}
                />
              </div>
            ) : null}
            <ItemButtons
              item={`sessions.${index}`}
              index={index}
              count={count}
              context={`session ${label}`}
              noun="session"
              busy={state.busy}
            />
          </div>
        </div>
      </details>
    </li>
  );
}

const RANGES = [
  { key: "sessionsPerWeek", label: "Sessions a week" },
  { key: "sessionMinutes", label: "Minutes a session" },
  { key: "weeks", label: "Weeks" },
] as const;

/** The program's own fields, then its sessions. Put inside the editor's <Form>. */
/** A program she added: who may open it, and the one line its cards show (decision 0042). */
function ListingFields({ state }: { state: ProgramFormState }) {
  const tierName = programName(["listing", "tier"]);
  const tier = typedValue(state.failure, tierName) ?? fieldText(valueAt(state.program, ["listing", "tier"]));
  return (
    <>
      <RadioGroupField
        legend="Who may open it"
        name={tierName}
        options={ADDED_TIERS}
        defaultValue={tier}
        error={state.errors[tierName]}
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
