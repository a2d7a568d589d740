import { Link, useActionData } from "react-router";
import { FormAlert } from "~/components/ui/field";
import { coachZone, zoneLabel } from "~/features/coach/coach-dates.server";
import { BlockTimeForm } from "~/features/coach-calendar/block-time-form";
import { calendarBlocks, calendarEntries } from "~/features/coach-calendar/calendar.server";
import { runCalendarAction } from "~/features/coach-calendar/calendar-actions.server";
import { CalendarDays } from "~/features/coach-calendar/calendar-days";
import { CALENDAR_FORMS } from "~/features/coach-calendar/calendar-forms";
import {
  type CalendarViewParams,
  layoutDays,
  neighbours,
  readViewParams,
  viewDays,
  viewHref,
} from "~/features/coach-calendar/calendar-view";
import { readIntentSubmission } from "~/features/coach-calendar/read-intent.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { cn } from "~/lib/cn";
import { type Day, formatLongDay, localDay, weekOf } from "~/lib/dates";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/calendar";

// The coach's calendar (issue 40 §5, decision 0063): today's day view by default, or a week;
// who is coming, her note, her health flag; one tap for attendance; block time; cancel a class
// with a message. The health flags make each view an audited disclosure, like her home's list.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Calendar · Coach area", "Who is coming, day by day."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const zone = coachZone();
  const today = localDay(now, zone);
  const view = readViewParams(new URL(args.request.url).searchParams, today);
  const days = viewDays(view);
  const [entries, blocks] = await Promise.all([
    calendarEntries(db, { days, zone, now }),
    calendarBlocks(db, days),
  ]);
  const flagged = entries.filter((entry) => entry.healthFlag).length;
  if (flagged > 0) {
    await recordAudit(
      db,
      { id: coach.id, email: coach.email },
      { action: "viewed calendar", detail: `${days[0]}: ${flagged} health flags shown` },
      now,
    );
  }
  return {
    view,
    today,
    ...neighbours(view),
    days: layoutDays(entries, days, zone, now),
    blocks,
    zone: zoneLabel(zone),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireCoach(args);
  const submission = await readIntentSubmission(args.request, CALENDAR_FORMS);
  if (!submission.ok) return submission.failure;
  const app = getAppContext(args.context);
  const answer = await runCalendarAction(
    { db: app.database.db, now: app.now(), zone: coachZone() },
    submission.submitted,
  );
  if (!answer.ok) return refusal(submission.form, answer);
  return { done: answer.done };
}

function heading(view: CalendarViewParams): string {
  if (view.mode === "day") return formatLongDay(view.day);
  const week = weekOf(view.day);
  return `Week of ${formatLongDay(week[0] as Day)}`;
}

function ViewSwitch({ view, today }: { view: CalendarViewParams; today: Day }) {
  const tab = (mode: CalendarViewParams["mode"], label: string) => (
    <Link
      to={viewHref({ mode, day: view.day })}
      aria-current={view.mode === mode ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-md border-2 border-primary px-4 font-semibold no-underline",
        view.mode === mode ? "bg-primary text-primary-foreground" : "bg-background text-primary",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Calendar view" className="flex flex-wrap gap-2">
      {tab("day", "Day")}
      {tab("week", "Week")}
      {view.day !== today && (
        <Link
          to={viewHref({ mode: view.mode, day: today })}
          className="inline-flex min-h-11 items-center px-2"
        >
          Today
        </Link>
      )}
    </nav>
  );
}

export default function CoachCalendar({ loaderData }: Route.ComponentProps) {
  const { view, today, previous, next, days, blocks } = loaderData;
  const answer = useActionData<typeof action>();
  const failure = formFailureOf(answer);
  const done = answer && typeof answer === "object" && "done" in answer ? String(answer.done) : null;
  const step = view.mode === "week" ? "week" : "day";
  return (
    <section aria-labelledby="calendar-heading" className="flex flex-col gap-6 text-lg">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="calendar-heading" className="text-2xl">
          Calendar: {heading(view)}
        </h2>
        <div className="flex flex-wrap gap-x-6">
          <Link to="/coach/calendar/settings" className="inline-flex min-h-11 items-center font-semibold">
            Offers and hours
          </Link>
          {/* h5's My Calendar page holds her private feed link (the coach's has every booking). */}
          <Link to="/calendar#feed-title" className="inline-flex min-h-11 items-center font-semibold">
            Your calendar feed
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewSwitch view={view} today={today} />
        <nav aria-label={`Previous and next ${step}`} className="flex flex-wrap gap-2">
          <Link
            to={viewHref({ mode: view.mode, day: previous })}
            className="inline-flex min-h-11 items-center px-2"
          >
            ← Previous {step}
          </Link>
          <Link
            to={viewHref({ mode: view.mode, day: next })}
            className="inline-flex min-h-11 items-center px-2"
          >
            Next {step} →
          </Link>
        </nav>
      </div>
      {done && (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
          {done}
        </p>
      )}
      {failure && <FormAlert>{failureMessage(failure)}</FormAlert>}
      <CalendarDays days={days} blocks={blocks} mode={view.mode} />
      <BlockTimeForm day={view.day} failure={failure?.values.intent === "block" ? failure : null} />
    </section>
  );
}
