import { useId, useMemo } from "react";
import { Form as RouterForm } from "react-router";
import { Button } from "~/components/ui/button";
import { LineChart } from "~/components/ui/line-chart";
import { SELECT_CLASS } from "~/components/ui/select";
import type { WeightUnit } from "~/db/schema";
import { workoutSeries } from "./progress-display";
import { type WorkoutRow, workoutTableBody } from "./progress-view-model";

// One exercise's progress: the picker, the charts and the numbers behind them. Her progress page
// and the coach's page of a client both show them.

type ExerciseKind = "weight" | "reps" | "seconds";

/**
 * The exercise whose charts are shown. A GET form: the choice is in the address, so it works
 * without JavaScript and can be bookmarked. The coach's page of a client uses it too.
 */
export function ExercisePicker({
  action,
  exercises,
  chosenKey,
}: {
  action: string;
  exercises: readonly { key: string; name: string }[];
  chosenKey: string;
}) {
  return (
    <RouterForm
      method="get"
      action={action}
      preventScrollReset
      className="flex flex-col gap-3 sm:flex-row sm:items-end print:hidden"
    >
      <div className="flex grow flex-col gap-2 sm:max-w-md">
        <label htmlFor="exercise" className="font-semibold">
          Exercise
        </label>
        <select
          key={chosenKey}
          id="exercise"
          name="exercise"
          defaultValue={chosenKey}
          className={SELECT_CLASS}
        >
          {exercises.map((exercise) => (
            <option key={exercise.key} value={exercise.key}>
              {exercise.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="lg" className="sm:self-end">
        Show
      </Button>
    </RouterForm>
  );
}

/** Her charts of one exercise; the coach's page of a client shows the same. */
export function ExerciseCharts({
  kind,
  rows,
  unit,
}: {
  kind: ExerciseKind;
  rows: readonly WorkoutRow[];
  unit: WeightUnit;
}) {
  if (kind === "reps") {
    return (
      <LineChart
        title="Most reps in a set"
        unit="reps"
        series={workoutSeries("Most reps", rows, (row) => row.reps)}
      />
    );
  }
  if (kind === "seconds") {
    return (
      <LineChart
        title="Longest set"
        unit="seconds"
        series={workoutSeries("Seconds", rows, (row) => row.seconds)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <LineChart
        title="Best set"
        unit={unit}
        series={workoutSeries(`Heaviest weight (${unit})`, rows, (row) => row.best)}
      />
      <LineChart
        title="Estimated 1RM"
        unit={unit}
        series={workoutSeries(`Estimated one-rep max (${unit})`, rows, (row) => row.oneRepMax)}
      />
      <LineChart
        title="Volume"
        unit={unit}
        series={workoutSeries(`Reps × weight (${unit})`, rows, (row) => row.volume)}
      />
    </div>
  );
}

/** The numbers behind the charts, as a table beside them. */
export function WorkoutTable({
  name,
  kind,
  rows,
  unit,
}: {
  name: string;
  kind: ExerciseKind;
  rows: readonly WorkoutRow[];
  unit: WeightUnit;
}) {
  const captionId = useId();
  const body = useMemo(() => workoutTableBody(rows, kind), [rows, kind]);
  // Units live in the headings, so four columns fit a 390 px phone at 18 px. The body's cells
  // take their look from `workout-table` (app.css), not a class each.
  // The headings stay in view while a long history scrolls under them.
  const head = "sticky top-0 bg-background py-2 pr-3 align-bottom last:pr-0";
  return (
    <div className="flex flex-col gap-3">
      {/* The title sits above the box, not in it: on a phone at the larger sizes the table
          scrolls sideways, and a caption inside would be cut with it (issue 36). */}
      <p id={captionId} className="text-lg font-semibold">
        {name}: the numbers in the {kind === "weight" ? "charts" : "chart"}, newest first
      </p>
      {/* Long histories scroll inside their box on screen and print in full. A box that scrolls
          must take keyboard focus to be scrolled without a mouse (WCAG 2.1.1), hence tabIndex. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        className="max-h-[44rem] overflow-auto rounded-md print:max-h-none print:overflow-visible"
      >
        <table
          aria-labelledby={captionId}
          className="workout-table w-full border-collapse text-left text-base"
        >
          <thead>
            <tr className="border-b-2 border-border">
              <th scope="col" className={head}>
                Date
              </th>
              {kind === "weight" && (
                <>
                  <th scope="col" className={head}>
                    Best set ({unit})
                  </th>
                  <th scope="col" className={`${head} text-right`}>
                    Est. 1RM ({unit})
                  </th>
                  <th scope="col" className={`${head} text-right`}>
                    Volume ({unit})
                  </th>
                </>
              )}
              {kind === "reps" && (
                <th scope="col" className={head}>
                  Most reps in a set
                </th>
              )}
              {kind === "seconds" && (
                <th scope="col" className={head}>
                  Longest set
                </th>
              )}
            </tr>
          </thead>
          {/* Rows of plain text, made by workoutTableBody from her numbers with every piece
              escaped: the same string on the server and in the browser (decision 0097). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text only (decision 0097). */}
          <tbody dangerouslySetInnerHTML={{ __html: body }} />
        </table>
      </section>
      {kind === "weight" && (
        <p className="text-base text-muted-foreground">
          Best set: your heaviest ticked set, reps × weight. Est. 1RM: the most you could lift once, estimated
          from that set (Epley). Volume: reps × weight of every ticked set, added up. All in {unit}.
        </p>
      )}
    </div>
  );
}
