import { Form } from "react-router";
import type { FormFailure } from "~/lib/form-failure";
import type { ExerciseView } from "./log.server";
import { SELECT_CLASS } from "./select-style";
import { optionLabel } from "./swaps";

// A swap in the log (issue 38 §4, decision 0060): she does the easier or harder variation, or a
// swap the coach allowed, at this place. The choice is its own small form outside the session's
// form (forms do not nest): the list and the button name it with `form`, so it works without
// JavaScript too. The page comes back with the exercise she does and its own "last time".

export const swapFormId = (position: number) => `swap-${position}`;

/** The hidden part of each swap form, placed after the session's form. */
export function SwapForms({ exercises, logId }: { exercises: readonly ExerciseView[]; logId: string }) {
  return (
    <>
      {exercises
        .filter((exercise) => exercise.swapOptions.length > 0)
        .map((exercise) => (
          <Form key={exercise.position} id={swapFormId(exercise.position)} method="post" hidden>
            <input type="hidden" name="intent" value="swap" />
            <input type="hidden" name="logId" value={logId} />
            <input type="hidden" name="position" value={exercise.position} />
          </Form>
        ))}
    </>
  );
}

/** "Do instead": her choices at this place, and the coach's substitution when there is one. */
export function SwapChoice({ exercise, failure }: { exercise: ExerciseView; failure: FormFailure | null }) {
  const id = `swap-choice-${exercise.position}`;
  const error = failure?.fieldErrors.exerciseId;
  return (
    <div className="mt-3 flex flex-col gap-2">
      {exercise.substitution && (
        <p className="rounded-lg bg-muted px-4 py-3 text-lg">{exercise.substitution}</p>
      )}
      {exercise.swapOptions.length > 0 && (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-lg font-semibold">
            Do instead
          </label>
          <div className="flex flex-wrap items-stretch gap-2">
            <select
              id={id}
              name="exerciseId"
              form={swapFormId(exercise.position)}
              defaultValue={exercise.exerciseId ?? undefined}
              className={`${SELECT_CLASS} min-w-0 flex-1 basis-56 text-lg`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              {exercise.swapOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {optionLabel(option)}
                </option>
              ))}
            </select>
            <button
              type="submit"
              form={swapFormId(exercise.position)}
              className="min-h-12 rounded-md border-2 border-primary px-5 text-lg font-semibold text-primary hover:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Swap
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} className="text-base font-semibold text-destructive">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
