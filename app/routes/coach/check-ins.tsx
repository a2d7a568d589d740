import { desc, eq } from "drizzle-orm";
import { Link, Form as RouterForm, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { SELECT_INLINE_CLASS } from "~/components/ui/select";
import { checkIns, members } from "~/db/schema";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { CoachTable, StackedCell, StackedRow, StackedRowHeader } from "~/features/coach/coach-table";
import { checkInFlags, WEEKDAYS, weekdayLabel } from "~/features/coaching/check-in";
import { getCheckInWeekday, setCheckInWeekday, WeekdaySchema } from "~/features/coaching/check-in.server";
import { activeClientCondition } from "~/features/coaching/coaching.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { dayMonth } from "~/lib/dates";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/check-ins";

// The coach's check-ins (issue 18 §2): the weekday they open, and the latest answers of her
// active clients. Health answers: every view is written to the audit log (decision 0032).

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Check-ins · Coach area", "Your clients' weekly check-ins."),
  { name: "robots", content: "noindex" },
];

const LATEST = 50;

export async function loader(args: Route.LoaderArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const [weekday, rows] = await Promise.all([
    getCheckInWeekday(db),
    db
      .select({
        id: checkIns.id,
        memberId: checkIns.memberId,
        name: members.name,
        week: checkIns.week,
        energy: checkIns.energy,
        painArea: checkIns.painArea,
        painLevel: checkIns.painLevel,
        sessionsDone: checkIns.sessionsDone,
        question: checkIns.question,
        submittedAt: checkIns.submittedAt,
      })
      .from(checkIns)
      .innerJoin(members, eq(members.id, checkIns.memberId))
      .where(activeClientCondition(now))
      .orderBy(desc(checkIns.submittedAt), desc(checkIns.id))
      .limit(LATEST),
  ]);
  await recordAudit(
    db,
    { id: coach.id, email: coach.email },
    { action: "viewed check-ins", target: "clients", detail: `${rows.length} check-ins` },
    now,
  );
  return {
    weekday,
    checkIns: rows.map((row) => {
      const flags = checkInFlags(row);
      return {
        id: row.id,
        memberId: row.memberId,
        name: row.name,
        week: dayMonth(row.week),
        sent: formatDateTime(row.submittedAt),
        pain: flags.pain ? `Pain ${row.painLevel} of 10${row.painArea ? `: ${row.painArea}` : ""}` : null,
        lowEnergy: flags.lowEnergy ? `Low energy (${row.energy} of 5)` : null,
        sessionsDone: row.sessionsDone,
        question: row.question,
      };
    }),
  };
}

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const submission = await readSubmission(args.request, WeekdaySchema);
  if (!submission.ok) return submission.failure;
  const now = app.now();
  const { weekday } = submission.data;
  await setCheckInWeekday(app.database.db, weekday, now);
  await recordAudit(
    app.database.db,
    { id: coach.id, email: coach.email },
    { action: "set check-in day", detail: weekdayLabel(weekday) },
    now,
  );
  return { done: `Check-ins now open every ${weekdayLabel(weekday)}.` };
}

export default function CoachCheckIns({ loaderData, actionData }: Route.ComponentProps) {
  const failure = formFailureOf(actionData);
  const done = actionData && "done" in actionData ? actionData.done : null;
  const busy = useNavigation().state !== "idle";
  const weekdayError = failure?.fieldErrors.weekday;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="day-heading" className="rounded-xl border border-border bg-card p-6">
        <h2 id="day-heading" className="text-2xl">
          Check-in day
        </h2>
        <p className="mt-2 text-lg">
          Each client's weekly check-in opens on this day, in her time zone, with an email at 8 in the morning
          and a card on her dashboard.
        </p>
        {done && (
          <p role="status" className="mt-4 rounded-md border-2 border-primary bg-accent p-4 font-semibold">
            {done}
          </p>
        )}
        {failure?.formError && (
          <div className="mt-4">
            <FormAlert>{failure.formError}</FormAlert>
          </div>
        )}
        <RouterForm method="post" noValidate className="mt-4 flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-2">
            <label htmlFor="weekday" className="font-semibold">
              Check-ins open on
            </label>
            <select
              id="weekday"
              name="weekday"
              defaultValue={typedValue(failure, "weekday") ?? String(loaderData.weekday)}
              aria-invalid={weekdayError ? true : undefined}
              aria-describedby={weekdayError ? "weekday-error" : undefined}
              className={SELECT_INLINE_CLASS}
            >
              {WEEKDAYS.map((day) => (
                <option key={day.value} value={day.value}>
                  {day.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="lg" disabled={busy}>
            Save check-in day
          </Button>
          {weekdayError && (
            <p id="weekday-error" className="w-full font-semibold text-destructive">
              {weekdayError}
            </p>
          )}
        </RouterForm>
      </section>

      <section aria-labelledby="latest-heading" className="flex flex-col gap-4">
        <h2 id="latest-heading" className="text-2xl">
          Latest check-ins
        </h2>
        <p className="text-lg">Your clients' check-ins, newest first.</p>
        <CoachTable
          caption="Latest check-ins of your clients, newest first"
          headers={CHECK_IN_HEADERS}
          rowCount={loaderData.checkIns.length}
          stacked
          empty="No check-ins yet."
        >
          {loaderData.checkIns.map((row) => (
            <StackedRow key={row.id}>
              <StackedRowHeader>
                <Link
                  to={`/coach/clients/${row.memberId}`}
                  className="inline-flex min-h-11 min-w-11 items-center font-semibold"
                >
                  {row.name}
                </Link>
              </StackedRowHeader>
              <StackedCell label={CHECK_IN_HEADERS[1]} className="whitespace-nowrap">
                {row.week}
              </StackedCell>
              <StackedCell label={CHECK_IN_HEADERS[2]}>
                {row.pain || row.lowEnergy ? (
                  <ul className="flex flex-col gap-1">
                    {row.pain && <li className="font-semibold text-destructive">{row.pain}</li>}
                    {row.lowEnergy && <li className="font-semibold">{row.lowEnergy}</li>}
                  </ul>
                ) : (
                  <span className="text-muted-foreground">None</span>
                )}
              </StackedCell>
              <StackedCell label={CHECK_IN_HEADERS[3]}>{row.sessionsDone}</StackedCell>
              <StackedCell label={CHECK_IN_HEADERS[4]} wide className="min-w-48">
                {row.question || <span className="text-muted-foreground">None</span>}
              </StackedCell>
              <StackedCell label={CHECK_IN_HEADERS[5]} className="whitespace-nowrap">
                {row.sent}
              </StackedCell>
            </StackedRow>
          ))}
        </CoachTable>
      </section>
    </div>
  );
}

const CHECK_IN_HEADERS = ["Client", "Week of", "Flags", "Sessions", "Her question", "Sent"] as const;
