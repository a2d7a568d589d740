import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { visitorLinkValid } from "~/features/booking/visitor-link.server";
import { formatWhen } from "~/features/booking/when";
import { cancelBooking, findBooking } from "~/features/calendar/booking.server";
import { bookingZone, placeLabel } from "~/features/calendar/booking-emails.server";
import { getAppContext } from "~/lib/app-context.server";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { beforeCutoff } from "~/lib/slots";
import type { Route } from "./+types/manage";

// Issue 40 §3: a visitor's booking, from the link in her confirmation email: what, when, and
// "cancel" or "move to another time" up to the cut-off (the policy after it; decision 0085).
// Opening the link changes nothing.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const url = new URL(request.url);
  const bookingId = url.searchParams.get("b") ?? "";
  const token = url.searchParams.get("token") ?? "";
  if (!(await visitorLinkValid(app.database.db, bookingId, token))) throw data("Not found", { status: 404 });
  const booking = await findBooking(app.database.db, bookingId, "visitor-link");
  if (!booking) throw data("Not found", { status: 404 });
  return {
    bookingId,
    token,
    title: booking.type.name,
    // In the zone her booking page showed the time in, as her email says it (decision 0096).
    when: formatWhen(booking.startsAt, bookingZone(booking.type.place, booking.visitorZone)),
    where: placeLabel(booking.type.place),
    status: booking.status,
    /** Where "Move to another time" goes: the type's times, carrying this link's token. */
    moveHref:
      booking.status === "booked"
        ? `/book/${encodeURIComponent(booking.type.id)}?${new URLSearchParams({ reschedule: bookingId, token })}`
        : null,
    moved: url.searchParams.get("moved") === "1",
    changeable:
      booking.status === "waitlisted" ||
      (booking.status === "booked" && beforeCutoff(booking.startsAt, booking.type.cutoffHours, app.now())),
    policyText: booking.type.policyText,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Your booking", "Your booking with the coach."),
  { name: "robots", content: "noindex" },
];

const ManageSchema = z.object({
  bookingId: z.string().trim().min(1).max(64),
  token: z.string().trim().min(1).max(64),
});

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const submission = await readSubmission(request, ManageSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  if (!(await visitorLinkValid(app.database.db, input.bookingId, input.token)))
    throw data("Not found", { status: 404 });
  const result = await cancelBooking(app.database.db, {
    bookingId: input.bookingId,
    by: "visitor-link",
    now: app.now(),
  });
  if (result.status === "not-found") throw data("Not found", { status: 404 });
  if (result.status !== "cancelled")
    return formFailure(form, 409, {
      formError: "reason" in result ? result.reason : "Please contact the coach.",
    });
  return { cancelled: true as const };
}

export default function ManageBooking({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const failure = formFailureOf(answer);
  const busy = useNavigation().state !== "idle";
  const cancelled = (answer && "cancelled" in answer) || loaderData.status === "cancelled";
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl px-4 py-12">
      <h1 id="page-title" className="text-3xl md:text-4xl">
        {cancelled ? "Your booking is cancelled" : "Your booking"}
      </h1>
      <p className="mt-4 text-xl font-semibold">
        {loaderData.title}: {loaderData.when}
      </p>
      <p className="mt-2 text-lg">{loaderData.where}</p>
      {loaderData.moved && !cancelled && (
        <p role="status" className="mt-6 rounded-xl bg-secondary p-4 text-lg text-secondary-foreground">
          Your booking is moved to this time. We've emailed you the new time with a calendar invite.
        </p>
      )}
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      {cancelled ? (
        <>
          <p className="mt-6 text-lg">We've emailed you to confirm. You are welcome to book another time.</p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/book">Book another time</Link>
          </Button>
        </>
      ) : loaderData.changeable ? (
        <Form method="post" className="mt-8 flex flex-wrap gap-4">
          <input type="hidden" name="bookingId" value={loaderData.bookingId} />
          <input type="hidden" name="token" value={loaderData.token} />
          {loaderData.moveHref && (
            <Button asChild size="lg">
              <Link to={loaderData.moveHref}>Move to another time</Link>
            </Button>
          )}
          <Button type="submit" variant="outline" size="lg" disabled={busy}>
            Cancel this booking
          </Button>
        </Form>
      ) : (
        <p className="mt-6 text-lg">
          {loaderData.policyText || "Please contact the coach to change this booking."}
        </p>
      )}
    </section>
  );
}
