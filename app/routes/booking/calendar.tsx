import { data, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { FormAlert } from "~/components/ui/field";
import { makeFeedLink } from "~/features/booking/feeds.server";
import { myCalendar } from "~/features/booking/my-calendar.server";
import { BookableTypes, FeedLink, UpcomingBookings } from "~/features/booking/my-calendar-view";
import { cancelBooking } from "~/features/calendar/booking.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireMember } from "~/lib/auth.server";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/calendar";

// Issue 40 §3-§4: "My Calendar": her bookings (cancel or move before the cut-off, the policy
// after it), what she may book, a live class's link from 15 minutes before, her private feed.

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireMember(args);
  const app = getAppContext(args.context);
  const calendar = await myCalendar(app.database.db, {
    viewer,
    now: app.now(),
    secret: app.config.SESSION_SECRET,
  });
  return { ...calendar, feedUrl: calendar.feedPath ? `${app.config.appUrl}${calendar.feedPath}` : null };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "My Calendar", "Your sessions and classes: book, change or cancel."),
  { name: "robots", content: "noindex" },
];

const CalendarSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), bookingId: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal("new-feed-link") }),
]);

export async function action(args: Route.ActionArgs) {
  const viewer = await requireMember(args);
  const app = getAppContext(args.context);
  const submission = await readSubmission(args.request, CalendarSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  if (input.intent === "new-feed-link") {
    await makeFeedLink(app.database.db, app.config.SESSION_SECRET, viewer.member.id, app.now());
    return { done: "feed" as const };
  }
  const result = await cancelBooking(app.database.db, {
    bookingId: input.bookingId,
    by: viewer,
    now: app.now(),
  });
  if (result.status === "not-found") throw data("Not found", { status: 404 });
  if (result.status !== "cancelled")
    return formFailure(form, 409, { formError: "reason" in result ? result.reason : "Please try again." });
  return { done: "cancelled" as const };
}

export default function MyCalendar({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const failure = formFailureOf(answer);
  const busy = useNavigation().state !== "idle";
  const [searchParams] = useSearchParams();
  const done = answer && "done" in answer ? answer.done : searchParams.get("moved") ? "moved" : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-12">
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="text-3xl md:text-4xl">
          My Calendar
        </h1>
        <div role="status" className="mt-4 text-lg font-semibold">
          {done === "cancelled" && "Your booking is cancelled. We've emailed you to confirm."}
          {done === "moved" && "Your booking has moved. We've emailed you the new time."}
          {done === "feed" && "Your new calendar link is ready. The old one no longer works."}
        </div>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <h2 className="mt-6 text-2xl">Coming up</h2>
        <UpcomingBookings
          bookings={loaderData.upcoming}
          busy={busy}
          videoMinutesBefore={loaderData.videoMinutesBefore}
        />
      </section>
      <section aria-labelledby="book-title">
        <h2 id="book-title" className="text-2xl">
          Book a session or class
        </h2>
        <BookableTypes types={loaderData.types} />
      </section>
      <section id="feed" aria-labelledby="feed-title">
        <h2 id="feed-title" className="text-2xl">
          See your bookings in your phone's calendar
        </h2>
        <FeedLink url={loaderData.feedUrl} busy={busy} />
      </section>
    </div>
  );
}
