import { data, Form, Link, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { coachZone } from "~/features/coach/coach-dates.server";
import { MOVE_FORMS } from "~/features/coach-calendar/calendar-forms";
import { MOVE_DAYS, STATUS_WORDS } from "~/features/coach-calendar/calendar-view";
import { loadMove, moveToFreeTime } from "~/features/coach-calendar/move-booking.server";
import { readIntentSubmission } from "~/features/coach-calendar/read-intent.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/calendar-booking";

// Move one booking to another free time (issue 40 §5, decision 0063). The client is emailed the
// change with its updated invite by the calendar's service. An unknown id is a 404.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Move a booking · Calendar · Coach area", "Move a booking to another free time."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const coach = await requireCoach(args);
  const app = getAppContext(args.context);
  const move = await loadMove(
    { db: app.database.db, coach, now: app.now(), zone: coachZone() },
    args.params.bookingId,
  );
  if (!move) throw data(null, { status: 404 });
  return move;
}

export async function action(args: Route.ActionArgs) {
  const coach = await requireCoach(args);
  const submission = await readIntentSubmission(args.request, MOVE_FORMS);
  if (!submission.ok) return submission.failure;
  const app = getAppContext(args.context);
  const answer = await moveToFreeTime(
    { db: app.database.db, coach, now: app.now(), zone: coachZone() },
    args.params.bookingId,
    submission.submitted.data.startsAt,
  );
  if (!answer.ok) return refusal(submission.form, answer);
  return { done: answer.done };
}

export default function MoveBooking({ loaderData }: Route.ComponentProps) {
  const { booking, free } = loaderData;
  const answer = useActionData<typeof action>();
  const failure = formFailureOf(answer);
  const done = answer && typeof answer === "object" && "done" in answer ? String(answer.done) : null;
  return (
    <section aria-labelledby="move-heading" className="flex flex-col gap-6 text-lg">
      <Link to="/coach/calendar" className="inline-flex min-h-11 items-center self-start">
        ← Calendar
      </Link>
      <h2 id="move-heading" className="text-2xl">
        Move {booking.who}'s booking
      </h2>
      <p>
        {booking.typeName}, {booking.when} · {STATUS_WORDS[booking.status]}
        {booking.memberId && (
          <>
            {" · "}
            <Link to={`/coach/clients/${booking.memberId}`} className="inline-flex min-h-11 items-center">
              Her record
            </Link>
          </>
        )}
      </p>
      {done && (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
          {done}
        </p>
      )}
      {failure && <FormAlert>{failureMessage(failure)}</FormAlert>}
      {!booking.movable ? (
        <p>Only a booking that is still to come can be moved.</p>
      ) : free.length === 0 ? (
        <p>
          No free times in the next {MOVE_DAYS} days. Add hours or class times under{" "}
          <Link to="/coach/calendar/settings">Offers and hours</Link>.
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-6">
          <input type="hidden" name="intent" value="move" />
          {free.map((day) => (
            <fieldset key={day.day} className="flex flex-col gap-1">
              <legend className="text-xl font-semibold">{day.label}</legend>
              <div className="flex flex-wrap gap-x-6">
                {day.times.map((time) => (
                  <label key={time.value} className="flex min-h-11 items-center gap-3">
                    <input
                      type="radio"
                      name="startsAt"
                      value={time.value}
                      required
                      className="size-5 accent-primary"
                    />
                    {time.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <Button type="submit" className="self-start">
            Move the booking and email her
          </Button>
        </Form>
      )}
    </section>
  );
}
