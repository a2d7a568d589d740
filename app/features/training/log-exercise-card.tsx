import { memo } from "react";
import { TrendingUpIcon } from "~/components/ui/icons/trending-up";
import { Input } from "~/components/ui/input";
import { DemoSheetLink } from "~/features/library/demo-sheet";
import {
  EFFORT_CHOICES,
  type ExerciseState,
  effortFieldName,
  noteFieldName,
  setKey,
  shortExerciseName,
} from "./log-form-state";
import { SaveStatus } from "./log-save-status";
import { SetRow, type SetRowProps } from "./log-set-row";
import { SwapChoice } from "./log-swap";
import type { ItemStatus } from "./set-sender";

type ExerciseCardProps = SetRowProps & {
  state: ExerciseState;
  /** `delay` in ms: 0 sends at once, more waits until she stops typing. */
  onExercise: (position: number, change: Partial<ExerciseState>, delay: number) => void;
  /**
   * The save statuses this card shows (its exercise's, then each set's), as the phone's queue
   * holds them: `statusOf` reads the queue live, so these tell the card when to draw again.
   */
  statuses: readonly (ItemStatus | null)[];
};

/**
 * Whether a card would draw the same: its own sets and statuses unchanged, every other prop the
 * same value. A tick changes one exercise's sets, so only that card is drawn again, not the
 * whole session (issue 41 §4: a tick's interaction to next paint on a slow phone).
 */
function sameCard(before: ExerciseCardProps, after: ExerciseCardProps): boolean {
  for (const key of Object.keys(after) as (keyof ExerciseCardProps)[]) {
    if (key !== "sets" && key !== "statuses" && before[key] !== after[key]) return false;
  }
  const { position } = after.exercise;
  return (
    before.statuses.length === after.statuses.length &&
    after.statuses.every((status, index) => status === before.statuses[index]) &&
    after.exercise.sets.every(
      ({ setNumber }) => before.sets[setKey(position, setNumber)] === after.sets[setKey(position, setNumber)],
    )
  );
}

/** One exercise of the session: what the program asks, last time's numbers, its sets, effort and note. */
export const ExerciseCard = memo(ExerciseCardView, sameCard);

function ExerciseCardView(props: ExerciseCardProps) {
  const { exercise, state, failure, hydrated, logId } = props;
  const { position } = exercise;
  const effortName = effortFieldName(position);
  const noteName = noteFieldName(position);
  const noteError = failure?.fieldErrors[noteName];
  const effortError = failure?.fieldErrors[effortName];
  const exerciseStatus = props.statusOf({ intent: "exercise", logId, position: String(position) });
  return (
    <fieldset className="min-w-0 rounded-2xl border-2 border-border bg-card p-3 shadow-sm sm:p-4 md:p-6">
      <legend className="float-left w-full font-serif text-2xl font-semibold md:text-3xl">
        {exercise.exerciseId ? (
          <DemoSheetLink exerciseId={exercise.exerciseId} name={exercise.name} />
        ) : (
          exercise.name
        )}
      </legend>
      <div className="clear-left pt-2">
        <p className="text-base text-muted-foreground">{exercise.block}</p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-lg">
          <div>
            <dt className="sr-only">Sets and {exercise.timed ? "time" : "reps"}</dt>
            <dd className="font-semibold text-primary">{exercise.amount}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Rest</dt>
            <dd>{exercise.rest}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Effort</dt>
            <dd>{exercise.effortText}</dd>
          </div>
        </dl>
        <SwapChoice exercise={exercise} failure={failure} />
        {(exercise.lastTime || !exercise.suggestion?.startsWith("First time")) && (
          <p className="mt-3 text-lg font-semibold">
            {exercise.lastTime ?? "First time: your numbers will show here next time."}
          </p>
        )}
        {exercise.suggestion && (
          <p className="mt-2 flex gap-2 rounded-lg bg-accent px-4 py-3 text-lg">
            <TrendingUpIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <span>{exercise.suggestion}</span>
          </p>
        )}

        <ol className="mt-5 flex flex-col gap-4" aria-label={`Sets of ${shortExerciseName(exercise.name)}`}>
          {exercise.sets.map((set) => (
            <SetRow key={set.setNumber} {...props} set={set} />
          ))}
        </ol>

        <fieldset className="mt-6" aria-describedby={effortError ? `${effortName}-error` : undefined}>
          <legend className="text-lg font-semibold">How did it feel?</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {EFFORT_CHOICES.map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-input px-2 py-2 text-center text-base font-semibold has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name={effortName}
                  value={value}
                  checked={state.effort === value}
                  onChange={() => props.onExercise(position, { effort: value }, 0)}
                  className="size-5 shrink-0 accent-primary focus-visible:outline-none"
                />
                {label}
              </label>
            ))}
          </div>
          {effortError && (
            <p id={`${effortName}-error`} className="mt-2 text-base font-semibold text-destructive">
              {effortError}
            </p>
          )}
        </fieldset>

        <div className="mt-5 flex flex-col gap-2">
          <label htmlFor={noteName} className="text-lg font-semibold">
            Note <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Input
            id={noteName}
            name={noteName}
            value={state.note}
            maxLength={200}
            placeholder="For example: knee sore"
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteName}-error` : undefined}
            onChange={(event) => props.onExercise(position, { note: event.currentTarget.value }, 1000)}
            onBlur={(event) => props.onExercise(position, { note: event.currentTarget.value }, 0)}
          />
          {noteError && (
            <p id={`${noteName}-error`} className="text-base font-semibold text-destructive">
              {noteError}
            </p>
          )}
          {hydrated && <SaveStatus status={exerciseStatus} quiet />}
        </div>
      </div>
    </fieldset>
  );
}
