import { ActivityIcon, DownloadIcon, RulerIcon } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Link, Form as RouterForm, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { type ChartSeries, LineChart } from "~/components/ui/line-chart";
import type { WeightUnit } from "~/db/schema";
import { type FormFailure, formFailureOf, typedValue } from "~/lib/form-failure";
import { Heatmap } from "./heatmap";
import type { ProgressData, RecordRow, WorkoutRow } from "./progress-data.server";
import { PLATE_STEPS } from "./units";

// Her progress page (issue 17 part 3). Server-rendered throughout: the heatmap and charts are
// SVG with their numbers in tables beside them, the exercise picker is a GET form, and the
// settings a plain POST form, so all of it works, reads and prints without JavaScript.

export type ProgressViewData = ProgressData & {
  settings: { plates: string; goal: string; goalRange: { min: number; max: number } };
};

type Result = { done: string; at: number } | FormFailure | undefined;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// Made once (a formatter is costly to build); UTC, so the server and the browser agree.
const WEEK_START = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const TODAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const weekStart = (day: string) => WEEK_START.format(new Date(`${day}T00:00:00Z`));
const todayText = (day: string) => TODAY.format(new Date(`${day}T00:00:00Z`));

export function ProgressView({ data, result }: { data: ProgressViewData; result: Result }) {
  const failure = formFailureOf(result);
  const done = result && "done" in result ? result : null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-8 md:py-12 print:gap-8 print:py-0">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-semibold text-secondary-foreground">{todayText(data.today)}</p>
          <h1 className="text-3xl md:text-4xl">Your progress</h1>
          <p className="max-w-2xl text-lg">
            Every session you finish shows up here: how often you train, how your lifts are growing, and your
            best days.
          </p>
        </div>
        {data.finished > 0 && (
          <Button asChild variant="outline" size="lg" className="self-start md:self-auto print:hidden">
            <a href="/progress/pdf">
              <DownloadIcon aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        )}
      </header>

      {data.finished === 0 ? (
        <EmptyState />
      ) : (
        <>
          <SessionsSection data={data} />
          <ExerciseSection data={data} />
          <RecordsSection records={data.records} />
        </>
      )}

      <BodyCard />
      <SettingsSection data={data} failure={failure} done={done} />
      <YourData />
    </div>
  );
}

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`flex flex-col gap-5 ${className ?? ""}`}>
      <h2 id={`${id}-heading`} className="text-2xl md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function EmptyState() {
  return (
    <section
      aria-labelledby="first-session-heading"
      className="flex flex-col gap-4 rounded-2xl bg-secondary p-6 md:p-8"
    >
      <ActivityIcon aria-hidden="true" className="size-8 text-secondary-foreground" />
      <h2 id="first-session-heading" className="text-2xl md:text-3xl">
        Your progress starts with your first session
      </h2>
      <p className="max-w-2xl text-lg">
        Open a program, press “Start this session” and tick your sets as you go. When you finish, your
        sessions, charts and personal records appear here. A good place to begin is the free first month of
        Movement Patterns.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/client-portal/movement-patterns-1">Movement Patterns, month 1 (free)</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/client-portal">All programs in the client portal</Link>
        </Button>
      </div>
    </section>
  );
}

function SessionsSection({ data }: { data: ProgressViewData }) {
  const newestFirst = [...data.weeks].reverse();
  return (
    <Section id="sessions" title="Sessions per week">
      <div className="flex flex-wrap gap-x-10 gap-y-2 text-xl">
        <p>
          <strong>{plural(data.totals.twelveWeeks, "session", "sessions")}</strong> in the last{" "}
          {data.weeks.length} weeks
        </p>
        <p>
          This week: <strong>{data.totals.thisWeek}</strong>
        </p>
      </div>
      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <Heatmap weeks={data.weeks} total={data.totals.twelveWeeks} />
        <table className="w-full max-w-md border-collapse text-left text-base break-inside-avoid">
          <caption className="pb-2 text-left text-lg font-semibold">Sessions per week, newest first</caption>
          <thead>
            <tr className="border-b-2 border-border">
              <th scope="col" className="py-2 pr-4">
                Week starting
              </th>
              <th scope="col" className="py-2 text-right">
                Sessions
              </th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((week, index) => (
              <tr key={week.start} className="border-b border-border">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {weekStart(week.start)}
                  {index === 0 && <span className="text-muted-foreground"> (this week)</span>}
                </th>
                <td className="py-1.5 text-right font-semibold tabular-nums">{week.sessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

const selectClass =
  "block min-h-12 w-full rounded-md border-2 border-input bg-background px-4 py-2 text-base text-foreground focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";

function ExerciseSection({ data }: { data: ProgressViewData }) {
  const { chosen } = data;
  if (!chosen) {
    return (
      <Section id="exercises" title="Exercise by exercise">
        <p className="text-lg">
          Your finished sessions have no ticked sets yet. Tick each set as you do it, and your charts appear
          here.
        </p>
      </Section>
    );
  }
  return (
    <Section id="exercises" title="Exercise by exercise">
      <ExercisePicker action="/progress#exercises" exercises={data.exercises} chosenKey={chosen.key} />
      <h3 className="text-xl md:text-2xl">{chosen.name}</h3>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <ExerciseCharts kind={chosen.kind} rows={chosen.rows} unit={data.unit} />
        <WorkoutTable name={chosen.name} kind={chosen.kind} rows={chosen.rows} unit={data.unit} />
      </div>
    </Section>
  );
}

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
          className={selectClass}
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

function series(
  label: string,
  rows: readonly WorkoutRow[],
  value: (row: WorkoutRow) => number | null,
): ChartSeries[] {
  const points = rows.flatMap((row) => {
    const y = value(row);
    return y === null ? [] : [{ x: row.day, y }];
  });
  // A few workouts read better as dots on the line; dozens as a line alone.
  return [{ label, points, tone: "primary", dots: points.length <= 24 }];
}

/** Her charts of one exercise; the coach's page of a client shows the same. */
export function ExerciseCharts({
  kind,
  rows,
  unit,
}: {
  kind: "weight" | "reps" | "seconds";
  rows: readonly WorkoutRow[];
  unit: WeightUnit;
}) {
  if (kind === "reps") {
    return (
      <LineChart
        title="Most reps in a set"
        unit="reps"
        series={series("Most reps", rows, (row) => row.reps)}
      />
    );
  }
  if (kind === "seconds") {
    return (
      <LineChart title="Longest set" unit="seconds" series={series("Seconds", rows, (row) => row.seconds)} />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <LineChart
        title="Best set"
        unit={unit}
        series={series(`Heaviest weight (${unit})`, rows, (row) => row.best)}
      />
      <LineChart
        title="Estimated 1RM"
        unit={unit}
        series={series(`Estimated one-rep max (${unit})`, rows, (row) => row.oneRepMax)}
      />
      <LineChart
        title="Volume"
        unit={unit}
        series={series(`Reps × weight (${unit})`, rows, (row) => row.volume)}
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
  kind: "weight" | "reps" | "seconds";
  rows: readonly WorkoutRow[];
  unit: WeightUnit;
}) {
  const captionId = useId();
  const newestFirst = [...rows].reverse();
  // Units live in the headings, so four columns fit a 390 px phone at 18 px.
  const cell = "py-1.5 pr-3 whitespace-nowrap tabular-nums last:pr-0";
  // The headings stay in view while a long history scrolls under them.
  const head = "sticky top-0 bg-background py-2 pr-3 align-bottom last:pr-0";
  return (
    <div className="flex flex-col gap-3">
      {/* Long histories scroll inside their box on screen and print in full. A box that scrolls
          must take keyboard focus to be scrolled without a mouse (WCAG 2.1.1), hence tabIndex. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        className="max-h-[44rem] overflow-auto rounded-md print:max-h-none print:overflow-visible"
      >
        <table className="w-full border-collapse text-left text-base">
          <caption id={captionId} className="pb-2 text-left text-lg font-semibold">
            {name}: the numbers in the {kind === "weight" ? "charts" : "chart"}, newest first
          </caption>
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
          <tbody>
            {newestFirst.map((row) => (
              <tr key={row.day} className="border-b border-border">
                <th scope="row" className={`${cell} font-normal`}>
                  {row.date}
                </th>
                {kind === "weight" && (
                  <>
                    <td className={cell}>{row.short.best}</td>
                    <td className={`${cell} text-right`}>{row.short.oneRepMax}</td>
                    <td className={`${cell} text-right`}>{row.short.volume}</td>
                  </>
                )}
                {kind === "reps" && <td className={cell}>{row.text.reps}</td>}
                {kind === "seconds" && <td className={cell}>{row.text.seconds}</td>}
              </tr>
            ))}
          </tbody>
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

function RecordsSection({ records }: { records: readonly RecordRow[] }) {
  return (
    <Section id="records" title="Personal records">
      <p className="max-w-3xl text-lg">Your best in each exercise, and the day you first reached it.</p>
      {/* A card per exercise: a three-column table is cramped on a phone, a list of pairs is not. */}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {records.map((record) => (
          <li
            key={record.key}
            className="flex break-inside-avoid flex-col gap-3 rounded-xl border-2 border-border bg-card p-4"
          >
            <h3 className="font-sans text-lg font-semibold">{record.name}</h3>
            <dl className="grid grid-cols-2 gap-4">
              <RecordValue value={record.best} />
              {record.oneRepMax && <RecordValue value={record.oneRepMax} />}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RecordValue({ value }: { value: { label: string; text: string; date: string } }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted-foreground">{value.label}</dt>
      <dd className="text-lg font-semibold">{value.text}</dd>
      <dd className="text-base text-muted-foreground">on {value.date}</dd>
    </div>
  );
}

function BodyCard() {
  return (
    <section
      aria-labelledby="body-heading"
      className="flex flex-col gap-4 rounded-2xl bg-secondary p-6 md:flex-row md:items-center md:justify-between md:p-8 print:hidden"
    >
      <div className="flex gap-3">
        <RulerIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-secondary-foreground" />
        <div className="flex flex-col gap-1">
          <h2 id="body-heading" className="text-2xl">
            Body measurements and photos
          </h2>
          <p className="text-lg">
            Weight, waist and hips over time, and your progress photos. Only you and your coach can see them.
          </p>
        </div>
      </div>
      {/* Capped, so at the larger text sizes (decision 0037) the label wraps instead of pushing the page sideways. */}
      <Button asChild size="lg" className="shrink-0 md:max-w-xs">
        <Link to="/progress/body">Open measurements and photos</Link>
      </Button>
    </section>
  );
}

const UNIT_NAMES: Record<WeightUnit, string> = { kg: "Kilograms", lb: "Pounds" };

function SettingsSection({
  data,
  failure,
  done,
}: {
  data: ProgressViewData;
  failure: FormFailure | null;
  done: { done: string; at: number } | null;
}) {
  const busy = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  const plates = typedValue(failure, "plates") ?? data.settings.plates;
  const { min, max } = data.settings.goalRange;
  return (
    <Section id="settings" title="Your settings" className="print:hidden">
      {done && (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 text-lg font-semibold">
          {done.done}
        </p>
      )}
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      {/* Remounted whenever her saved settings change, so a switch to pounds shows the goal in
          pounds at once: an input's default value alone would not replace what it shows. */}
      <RouterForm
        key={`${data.settings.plates}|${data.settings.goal}|${done?.at ?? ""}`}
        method="post"
        action="/progress#settings"
        preventScrollReset
        noValidate
        className="flex max-w-3xl flex-col gap-6"
      >
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={errors.plates ? "plates-hint plates-error" : "plates-hint"}
        >
          <legend className="text-lg font-semibold">Your weights</legend>
          <p id="plates-hint" className="-mt-1 text-base text-muted-foreground">
            Choose kilograms or pounds and the smallest step you can add to a dumbbell or bar. Every weight on
            this page and in your log is shown this way.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            {(["kg", "lb"] as const).map((unit) => (
              <fieldset key={unit} className="flex flex-col gap-2">
                <legend className="mb-2 font-semibold">{UNIT_NAMES[unit]}</legend>
                {PLATE_STEPS[unit].map((step) => {
                  const value = `${unit}:${step}`;
                  return (
                    <label
                      key={value}
                      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border-2 border-input bg-background px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
                    >
                      <input
                        type="radio"
                        name="plates"
                        value={value}
                        defaultChecked={plates === value}
                        aria-invalid={errors.plates ? true : undefined}
                        className="size-5 accent-primary focus-visible:outline-none"
                      />
                      Steps of {step} {unit}
                    </label>
                  );
                })}
              </fieldset>
            ))}
          </div>
          {errors.plates && (
            <p id="plates-error" className="text-sm font-semibold text-destructive">
              {errors.plates}
            </p>
          )}
        </fieldset>
        <Field
          label={`Goal weight in ${data.unit} (optional)`}
          name="goal"
          inputMode="decimal"
          autoComplete="off"
          className="max-w-sm"
          hint={`Between ${min} and ${max} ${data.unit}. Your body measurements chart shows it as a line. Leave it empty for no goal.`}
          defaultValue={typedValue(failure, "goal") ?? data.settings.goal}
          error={errors.goal}
        />
        <Button type="submit" size="lg" className="self-start" disabled={busy}>
          Save settings
        </Button>
      </RouterForm>
    </Section>
  );
}

function YourData() {
  const link = "inline-flex min-h-11 items-center text-lg text-primary underline underline-offset-4";
  return (
    <Section id="your-data" title="Your data" className="print:hidden">
      <p className="max-w-3xl text-lg">
        Everything you log is yours: take a copy at any time, or delete it all.
      </p>
      <ul className="flex flex-col gap-1">
        <li>
          <a href="/progress/export.csv?part=training" className={link}>
            Download my training log (CSV)
          </a>
        </li>
        <li>
          <a href="/progress/export.csv?part=body" className={link}>
            Download my body measurements (CSV)
          </a>
        </li>
        <li>
          <a href="/progress/export.csv?part=check-ins" className={link}>
            Download my check-ins (CSV)
          </a>
        </li>
        <li>
          <Link to="/account/delete" className={link}>
            Delete my account
          </Link>
        </li>
      </ul>
    </Section>
  );
}
