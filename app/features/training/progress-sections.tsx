import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ActivityIcon } from "~/components/ui/icons/activity";
import { RulerIcon } from "~/components/ui/icons/ruler";
import { shortDate } from "~/lib/dates";
import { ExerciseCharts, ExercisePicker, WorkoutTable } from "./exercise-progress";
import { Heatmap } from "./heatmap";
import { type ProgressViewData, plural } from "./progress-display";
import { ProgressSection } from "./progress-section";
import type { RecordRow } from "./progress-view-model";

// The sections of her progress page that show her training: before the first session, how
// often she trains, each exercise's charts, her records, and the way to her body measurements.

/** Before her first finished session: where to begin. */
export function FirstSessionInvitation() {
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

export function SessionsSection({ data }: { data: ProgressViewData }) {
  const newestFirst = [...data.weeks].reverse();
  return (
    <ProgressSection id="sessions" title="Sessions per week">
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
                  {shortDate(week.start)}
                  {index === 0 && <span className="text-muted-foreground"> (this week)</span>}
                </th>
                <td className="py-1.5 text-right font-semibold tabular-nums">{week.sessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ProgressSection>
  );
}

export function ExerciseSection({ data }: { data: ProgressViewData }) {
  const { chosen } = data;
  if (!chosen) {
    return (
      <ProgressSection id="exercises" title="Exercise by exercise">
        <p className="text-lg">
          Your finished sessions have no ticked sets yet. Tick each set as you do it, and your charts appear
          here.
        </p>
      </ProgressSection>
    );
  }
  return (
    <ProgressSection id="exercises" title="Exercise by exercise">
      <ExercisePicker action="/progress#exercises" exercises={data.exercises} chosenKey={chosen.key} />
      <h3 className="text-xl md:text-2xl">{chosen.name}</h3>
      {/* grid-cols-1: a column of minmax(0, 1fr), so the table scrolls in its box instead of widening the page to its own width (issue 36). */}
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
        <ExerciseCharts kind={chosen.kind} rows={chosen.rows} unit={data.unit} />
        <WorkoutTable name={chosen.name} kind={chosen.kind} rows={chosen.rows} unit={data.unit} />
      </div>
    </ProgressSection>
  );
}

export function RecordsSection({ records }: { records: readonly RecordRow[] }) {
  return (
    <ProgressSection id="records" title="Personal records">
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
    </ProgressSection>
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

/** The way to her body measurements and photos, which have a page of their own. */
export function BodyCard() {
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
