import { Link } from "react-router";
import { MessageSquareReplyIcon } from "~/components/ui/icons/message-square-reply";
import { ExerciseCharts, ExercisePicker, WorkoutTable } from "~/features/training/exercise-progress";
import { Heatmap } from "~/features/training/heatmap";
import type { ClientRecord } from "../client-record.server";
import { Section } from "./section";

/** Her recent sessions (each with a link to comment on it), her weeks, exercises and records. */
export function TrainingSection({
  clientId,
  training,
}: {
  clientId: string;
  training: ClientRecord["training"];
}) {
  const chosen = training.chosen;
  return (
    <Section id="training">
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Recent sessions</h3>
        {training.sessions.length === 0 ? (
          <p className="text-muted-foreground">No sessions logged yet.</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {training.sessions.map((session) => (
              <li key={session.id} className="flex flex-col gap-1 border-b border-border pb-3">
                <p className="font-semibold">
                  {session.date}: {session.session}{" "}
                  <span className="font-normal text-muted-foreground">
                    ({session.program}){session.finished ? "" : ", not finished"}
                  </span>
                </p>
                {session.exercises.length > 0 ? (
                  <ul className="list-disc pl-6 text-base">
                    {session.exercises.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-base text-muted-foreground">No sets ticked.</p>
                )}
                <Link
                  to={`/coach/clients/${clientId}?session=${session.id}#thread`}
                  className="inline-flex min-h-11 items-center gap-2 self-start"
                >
                  <MessageSquareReplyIcon aria-hidden="true" className="size-5" />
                  Comment on this session
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {training.finished > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="font-sans text-xl font-semibold">Sessions per week</h3>
          <p>
            {training.totals.twelveWeeks} in the last {training.weeks.length} weeks; this week{" "}
            {training.totals.thisWeek}.
          </p>
          <Heatmap weeks={training.weeks} total={training.totals.twelveWeeks} />
        </div>
      )}
      {chosen && (
        <div className="flex flex-col gap-4">
          <h3 className="font-sans text-xl font-semibold">Exercise by exercise</h3>
          <ExercisePicker
            action={`/coach/clients/${clientId}#training`}
            exercises={training.exercises}
            chosenKey={chosen.key}
          />
          <h4 className="font-sans text-lg font-semibold">{chosen.name}</h4>
          {/* grid-cols-1: a column of minmax(0, 1fr), so the table scrolls in its box instead of widening the page to its own width (issue 36). */}
          <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
            <ExerciseCharts kind={chosen.kind} rows={chosen.rows} unit={training.unit} />
            <WorkoutTable name={chosen.name} kind={chosen.kind} rows={chosen.rows} unit={training.unit} />
          </div>
        </div>
      )}
      {training.records.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="font-sans text-xl font-semibold">Her records</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {training.records.map((record) => (
              <li key={record.key} className="rounded-lg border border-border p-3">
                <p className="font-semibold">{record.name}</p>
                <p className="text-base">
                  {record.best.label}: {record.best.text} on {record.best.date}
                  {record.oneRepMax ? `; ${record.oneRepMax.label}: ${record.oneRepMax.text}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
