import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { CalendarDaysIcon } from "~/components/ui/icons/calendar-days";
import { CalendarPlusIcon } from "~/components/ui/icons/calendar-plus";
import { CheckIcon } from "~/components/ui/icons/check";
import { DownloadIcon } from "~/components/ui/icons/download";
import { cn } from "~/lib/cn";

export type CalendarDay = {
  day: string;
  label: string;
  isToday: boolean;
  workout: { title: string; planned: boolean };
  meal: string;
  mindfulness: string;
  done: { workout: boolean; meal: boolean; mindfulness: boolean; steps: boolean };
};

/** "My Calendar": her week, planned and done, and the .ics export. */
export function WeekCalendar({ week }: { week: readonly CalendarDay[] | null }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" className="bg-card">
          <CalendarDaysIcon aria-hidden="true" />
          My Calendar
        </Button>
      </DialogTrigger>
      <DialogContent className="w-[min(44rem,calc(100vw-2rem))]">
        <DialogTitle>My week</DialogTitle>
        {/* Issue 40 §3: her sessions and classes are booked on her calendar page. */}
        <Button asChild size="lg" className="self-start">
          <Link to="/calendar">
            <CalendarPlusIcon aria-hidden="true" />
            Book and see my sessions
          </Link>
        </Button>
        {week ? (
          <>
            <DialogDescription>
              Your plan for this week, Monday to Sunday, with what you've done ticked.
            </DialogDescription>
            <ol className="flex flex-col gap-3">
              {week.map((day) => (
                <li
                  key={day.day}
                  className={cn(
                    "rounded-lg border p-4",
                    day.isToday ? "border-2 border-primary bg-accent" : "border-border bg-card",
                  )}
                >
                  <h3 className="text-lg">
                    {day.label}
                    {day.isToday && <span className="ml-2 text-base font-semibold text-primary">Today</span>}
                  </h3>
                  <ul className="mt-2 flex flex-col gap-1">
                    <PlanLine
                      kind="Workout"
                      title={`${day.workout.title}${day.workout.planned ? "" : " (optional)"}`}
                      done={day.done.workout}
                    />
                    <PlanLine kind="Meal" title={day.meal} done={day.done.meal} />
                    <PlanLine kind="Mindfulness" title={day.mindfulness} done={day.done.mindfulness} />
                    {day.done.steps && <PlanLine kind="Steps" title="10,000 steps" done />}
                  </ul>
                </li>
              ))}
            </ol>
            <Button asChild size="lg" className="self-start">
              <a href="/dashboard/calendar.ics" download="my-plan.ics">
                <DownloadIcon aria-hidden="true" />
                Add the next 2 weeks to my calendar (.ics)
              </a>
            </Button>
            {/* Issue 20: reminders on her training days, set in her account. */}
            <Link
              to="/account/reminders"
              className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              Remind me on my training days
            </Link>
          </>
        ) : (
          <>
            <DialogDescription>
              Your calendar fills in once you have taken the free assessment: your workouts, meals and
              mindfulness for each day, ready to add to your phone's calendar.
            </DialogDescription>
            <Button asChild size="lg" className="self-start">
              <Link to="/onboarding">Take the Free Assessment</Link>
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PlanLine({ kind, title, done }: { kind: string; title: string; done: boolean }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 size-5 shrink-0">
        {done && <CheckIcon aria-hidden="true" className="size-5 text-secondary-foreground" />}
      </span>
      <span>
        <span className="font-semibold">{kind}:</span> {title}
        {done && <span className="font-semibold text-secondary-foreground"> (done)</span>}
      </span>
    </li>
  );
}
