import { Link } from "react-router";
import type { PromiseCounts, RedesignTask } from "./promise-coach.server";

/**
 * The coach's home (issue 39 §3, decision 0066): "Redesigns to do", each with her name, the
 * program, what her log showed and her answer, and a link to her page, where assigning a
 * changed program or setting a substitution closes it; then the promise's numbers.
 */
export function PromiseHomeSections({ home }: { home: { tasks: RedesignTask[]; counts: PromiseCounts } }) {
  const { tasks, counts } = home;
  return (
    <>
      {tasks.length > 0 && (
        <section aria-labelledby="redesigns-heading" className="flex flex-col gap-4">
          <h2 id="redesigns-heading" className="text-2xl">
            Redesigns to do
          </h2>
          <p>
            She did not feel noticeably stronger after 4 weeks. Assign her a changed program, or set
            substitutions for her exercises, on her page: she is told when you do.
          </p>
          <ul className="flex flex-col gap-3">
            {tasks.map((task) => (
              <li
                key={task.memberId}
                className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4"
              >
                <Link
                  to={`/coach/clients/${task.memberId}`}
                  className="inline-flex min-h-11 items-center self-start text-xl font-semibold"
                >
                  {task.name}
                </Link>
                <p>
                  {task.program}. She answered “No, not noticeably stronger” on {task.answered}.
                </p>
                {task.changes.length > 0 ? (
                  <ul className="list-disc pl-6" aria-label={`${task.name}'s first week and last week`}>
                    {task.changes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted-foreground">
                    Her log had no exercise in both her first and last week.
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="promise-counts-heading" className="flex flex-col gap-3">
        <h2 id="promise-counts-heading" className="text-2xl">
          The 4-week promise
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Came due</dt>
          <dd>{counts.due}</dd>
          <dt className="font-semibold">Kept: she feels stronger</dt>
          <dd>{counts.kept}</dd>
          <dt className="font-semibold">Redesigned</dt>
          <dd>{counts.redesigned}</dd>
          <dt className="font-semibold">Waiting for a redesign</dt>
          <dd>{counts.toRedesign}</dd>
          <dt className="font-semibold">Waiting for her answer</dt>
          <dd>{counts.unanswered}</dd>
        </dl>
      </section>
    </>
  );
}
