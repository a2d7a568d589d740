import { Button } from "~/components/ui/button";
import { PlayIcon } from "~/components/ui/icons/play";
import type { WeightUnit } from "~/db/schema";
import type { FormFailure } from "~/lib/form-failure";
import type { ExerciseView, SetView } from "./log.server";
import { type SetState, type SetStates, setErrorsOf, setFieldName, setKey } from "./log-form-state";
import { SaveStatus } from "./log-save-status";
import { NumberStepper } from "./number-stepper";
import { checkSet } from "./set-checks";
import type { ItemStatus } from "./set-sender";
import { MAX_REPS, MAX_SECONDS, MAX_WEIGHT_KG, toUnit } from "./units";

/** What a set's row needs from the session log; an exercise's card passes it on to each row. */
export type SetRowProps = {
  exercise: ExerciseView;
  unit: WeightUnit;
  plateStep: number;
  sets: SetStates;
  failure: FormFailure | null;
  hydrated: boolean;
  logId: string;
  statusOf: (fields: Record<string, string>) => ItemStatus | null;
  onSet: (exercise: ExerciseView, setNumber: number, change: Partial<SetState>) => void;
  onStartRound: (exercise: ExerciseView, setNumber: number) => void;
};

/** One set: its numbers (reps and weight, or seconds), Done, and whether it was saved. */
export function SetRow(props: SetRowProps & { set: SetView }) {
  const { exercise, set, sets, failure, hydrated, unit, plateStep, logId } = props;
  const { position } = exercise;
  const { setNumber } = set;
  const state = sets[setKey(position, setNumber)] as SetState;
  // What to ask about her numbers (set-checks.ts): once she ticked Done, or the server asked.
  const serverErrors = setErrorsOf(failure, position, setNumber);
  const check = { timed: exercise.timed, unit, lastWeightKg: exercise.lastWeightKg };
  // A tick held back for a question is checked as the ticked set it was meant to be.
  const ticked = state.done || state.asked === true || serverErrors.length > 0;
  const question = checkSet({ ...state, done: ticked }, { ...check, confirmed: state.confirmed === true });
  const asking = ticked ? question : null;
  // Her answer stays on the form once given, so Finish sends it too.
  const unusual = checkSet({ ...state, done: true }, { ...check, confirmed: false });
  const confirming = unusual?.kind === "confirm" && (asking !== null || state.confirmed === true);
  const errors = asking ? [asking.message] : serverErrors;
  const errorId = `set-${position}-${setNumber}-error`;
  const status = props.statusOf({
    intent: "set",
    logId,
    position: String(position),
    setNumber: String(setNumber),
  });
  const describedBy = errors.length > 0 ? errorId : undefined;
  return (
    // On a phone and a tablet: "Set 1" and Done on one row, then reps and weight each on a full
    // row, so the numbers are wide enough to read at every text size; from 1024 px everything
    // sits on one row (at 768 px and Larger, one row left the fields 3 digits wide).
    <li className="grid grid-cols-2 gap-x-3 gap-y-3 rounded-xl bg-muted/60 p-3 [grid-template-areas:'label_done''first_first''second_second'] lg:grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end lg:[grid-template-areas:'label_first_second_done']">
      <p className="self-center text-xl font-semibold [grid-area:label] lg:self-end lg:pb-3">
        Set {setNumber}
      </p>
      {exercise.timed ? (
        <>
          <NumberStepper
            className="[grid-area:first]"
            name={setFieldName(position, setNumber, "seconds")}
            label="Seconds"
            setNumber={setNumber}
            value={state.seconds}
            step={5}
            max={MAX_SECONDS}
            lessLabel="Less time"
            moreLabel="More time"
            hydrated={hydrated}
            describedBy={describedBy}
            onChange={(value) => props.onSet(exercise, setNumber, { seconds: value })}
          />
          {hydrated && (
            <div className="flex items-end [grid-area:second]">
              <Button
                type="button"
                variant="outline"
                className="min-h-12 w-full"
                aria-label={`Start round ${setNumber}`}
                onClick={() => props.onStartRound(exercise, setNumber)}
              >
                <PlayIcon aria-hidden="true" />
                Start
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <NumberStepper
            className="[grid-area:first]"
            name={setFieldName(position, setNumber, "reps")}
            label="Reps"
            setNumber={setNumber}
            value={state.reps}
            step={1}
            max={MAX_REPS}
            lessLabel="Fewer reps"
            moreLabel="More reps"
            hydrated={hydrated}
            describedBy={describedBy}
            onChange={(value) => props.onSet(exercise, setNumber, { reps: value })}
          />
          <NumberStepper
            className="[grid-area:second]"
            name={setFieldName(position, setNumber, "weight")}
            label={`Weight (${unit})`}
            setNumber={setNumber}
            value={state.weight}
            step={plateStep}
            max={Math.floor(toUnit(MAX_WEIGHT_KG, unit))}
            decimal
            lessLabel="Less weight"
            moreLabel="More weight"
            hydrated={hydrated}
            describedBy={describedBy}
            onChange={(value) => props.onSet(exercise, setNumber, { weight: value })}
          />
        </>
      )}
      <label className="flex min-h-12 cursor-pointer items-center gap-3 justify-self-end rounded-xl border-2 border-primary bg-background px-4 text-lg font-semibold text-primary [grid-area:done] has-checked:border-secondary-foreground has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring lg:min-h-14">
        <input
          type="checkbox"
          name={setFieldName(position, setNumber, "done")}
          value="true"
          checked={state.done}
          onChange={(event) => props.onSet(exercise, setNumber, { done: event.currentTarget.checked })}
          aria-label={`Done, set ${setNumber}`}
          className="size-7 shrink-0 accent-secondary-foreground focus-visible:outline-none"
        />
        Done
      </label>
      {errors.length > 0 && (
        <p id={errorId} role="alert" className="col-span-full text-base font-semibold text-destructive">
          {errors.join(" ")}
        </p>
      )}
      {confirming && (
        <label className="col-span-full flex min-h-12 cursor-pointer items-center gap-3 text-lg font-semibold">
          <input
            type="checkbox"
            name={setFieldName(position, setNumber, "confirm")}
            value="true"
            checked={state.confirmed === true}
            onChange={(event) =>
              props.onSet(exercise, setNumber, {
                confirmed: event.currentTarget.checked,
                ...(event.currentTarget.checked ? { done: true } : {}),
              })
            }
            className="size-7 shrink-0 accent-primary"
          />
          {unusual.confirmLabel}
        </label>
      )}
      {hydrated && <SaveStatus status={status} className="col-span-full" />}
    </li>
  );
}
