// One session of the program editor (issue 19 §2): its own fields, then its blocks and their
// exercises. A session folds away (<details>) to keep a long program usable on a phone; one with
// a problem, or the one she was just changing, opens by itself.
import { PlusIcon } from "~/components/ui/icons/plus";
import { type FieldPath, pathName } from "./form-paths";
import {
  type BlockPlace,
  blockPlaces,
  EXERCISE_FIELDS,
  type FieldSpec,
  isShape,
  LIMITS,
  listOf,
  SESSION_FIELDS,
} from "./program-fields";
import { ItemButtons, ProgramField, type ProgramFormState, StructureButton } from "./program-form-controls";
import { valueAt } from "./program-paths";

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
        item={pathName(path)}
        index={index}
        count={count}
        context={context}
        noun="exercise"
        busy={state.busy}
      />
    </fieldset>
  );
}

const BLOCK_KINDS = { warmUp: "Warm-up", mainWork: "Main work", finisher: "Finisher" } as const;

/** One block of a session (warm-up, a main-work block, finisher): its title, format and exercises. */
function Block({
  state,
  session,
  sessionLabel,
  place,
  mainCount,
}: {
  state: ProgramFormState;
  /** The session's index in the program. */
  session: number;
  sessionLabel: string;
  place: BlockPlace;
  /** How many main-work blocks the session has: numbered only when there is more than one. */
  mainCount: number;
}) {
  const at: FieldPath = ["sessions", session, ...place.path];
  const title = typeof place.block.title === "string" && place.block.title ? place.block.title : "";
  const kind =
    place.kind === "mainWork" && mainCount > 1
      ? `${BLOCK_KINDS.mainWork} ${(place.mainIndex ?? 0) + 1}`
      : BLOCK_KINDS[place.kind];
  const blockName = `${kind}${title ? `, ${title}` : ""}, ${sessionLabel}`;
  const exercises = listOf(place.block.exercises);
  return (
    <section
      aria-labelledby={`block-${session}-${pathName(place.path)}`}
      className="flex flex-col gap-4 rounded-lg bg-muted/50 p-2 md:p-4"
    >
      <h4 id={`block-${session}-${pathName(place.path)}`} className="text-xl">
        {kind}
        {title && title.toLowerCase() !== kind.toLowerCase() ? `: ${title}` : ""}
      </h4>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ProgramField state={state} path={[...at, "title"]} spec={{ key: "title", label: "Block title" }} />
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
            intent={`add:${pathName([...at, "exercises"])}`}
            label="Add an exercise"
            context={`to ${blockName}`}
            icon={PlusIcon}
            busy={state.busy}
          />
        ) : null}
      </div>
      {place.kind === "mainWork" && place.mainIndex !== null ? (
        <ItemButtons
          item={pathName(["sessions", session, "mainWork", place.mainIndex])}
          index={place.mainIndex}
          count={mainCount}
          context={`block ${blockName}`}
          noun="block"
          busy={state.busy}
        />
      ) : null}
    </section>
  );
}

export function Session({ state, index, count }: { state: ProgramFormState; index: number; count: number }) {
  const session = listOf(state.program.sessions)[index] ?? {};
  const label = typeof session.label === "string" && session.label ? session.label : `Session ${index + 1}`;
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
          {blockPlaces(session).map((place) => (
            <Block
              key={pathName(place.path)}
              state={state}
              session={index}
              sessionLabel={label}
              place={place}
              mainCount={mainCount}
            />
          ))}
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
