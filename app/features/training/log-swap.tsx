import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import type { FormFailure } from "~/lib/form-failure";
import type { ExerciseView } from "./log.server";
import { optionLabel } from "./swaps";

// A swap in the log (issue 38 §4, decision 0060): she does the easier or harder variation, or a
// swap the coach allowed, at this place. The choice is its own small form outside the session's
// form (forms do not nest): the list and the button name it with `form`, so it works without
// JavaScript too. The page comes back with the exercise she does and its own "last time".

export const swapFormId = (position: number) => `swap-${position}`;

/** The hidden part of each swap form, placed before the session's form (see its radios). */
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

/**
 * "Do instead": her choices at this place, and the coach's substitution when there is one. A
 * row for each choice, not a list box: a list box shows its choice on one line, and "As planned:
 * Goblet squat to a box" did not fit one at 390 px. Rows wrap at every text size.
 */
export function SwapChoice({ exercise, failure }: { exercise: ExerciseView; failure: FormFailure | null }) {
  const id = `swap-choice-${exercise.position}`;
  const form = swapFormId(exercise.position);
  const error = failure?.fieldErrors.exerciseId;
  // Her choice is marked again once the page is in the document. React builds a page it draws
  // afresh (as after a swap) apart from the document, where a radio's `form` names no form yet
  // and every card's radios are one group under the session's form: each card's default then
  // took the mark from the card before, and only the last card showed a choice.
  const chosen = useRef<HTMLInputElement>(null);
  // Shut until she wants it, so the sets stay near the top of the card; open once she has swapped
  // (the way back to the plan in sight) or when her swap was refused. Decided as the card first
  // draws, then hers to open and shut: swapping back to the plan does not shut it around the
  // button she pressed.
  const swapped = exercise.exerciseId !== exercise.swapOptions[0]?.id;
  const [openAtFirst] = useState(() => swapped || Boolean(error));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page comes back with a new choice
  useEffect(() => {
    if (chosen.current) chosen.current.checked = true;
  }, [exercise.exerciseId]);
  return (
    <div className="mt-3 flex flex-col gap-2">
      {exercise.substitution && (
        <p className="rounded-lg bg-muted px-4 py-3 text-lg">{exercise.substitution}</p>
      )}
      {exercise.swapOptions.length > 0 && (
        <details open={openAtFirst}>
          {/* A list item, so the browser's own triangle says it opens and shuts. */}
          <summary className="min-h-12 cursor-pointer py-2.5 text-lg font-semibold text-primary underline underline-offset-4">
            Do instead
          </summary>
          <fieldset className="mt-2 flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="sr-only">Do instead</legend>
            {exercise.swapOptions.map((option) => (
              <label
                key={option.id}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-input px-4 py-2 text-lg has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name="exerciseId"
                  value={option.id}
                  form={form}
                  defaultChecked={option.id === exercise.exerciseId}
                  ref={option.id === exercise.exerciseId ? chosen : undefined}
                  aria-invalid={error ? true : undefined}
                  className="size-5 shrink-0 accent-primary focus-visible:outline-none"
                />
                {optionLabel(option)}
              </label>
            ))}
            <button
              type="submit"
              form={form}
              className="min-h-12 self-start rounded-md border-2 border-primary px-5 text-lg font-semibold text-primary hover:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Swap
            </button>
            {error && (
              <p id={`${id}-error`} className="text-base font-semibold text-destructive">
                {error}
              </p>
            )}
          </fieldset>
        </details>
      )}
    </div>
  );
}
