import { useEffect } from "react";
import {
  data,
  Link,
  redirect,
  useActionData,
  useNavigate,
  useNavigation,
  useSearchParams,
} from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import {
  book,
  bookableType,
  bookingToMove,
  dayChoices,
  newIdempotencyKey,
  outcomeOf,
  rescheduleBooking,
  typeSummary,
  viewerZone,
} from "~/features/booking/booking-page.server";
import { BookingForm, SlotPicker, TypeFacts } from "~/features/booking/booking-view";
import { visitorLinkValid } from "~/features/booking/visitor-link.server";
import { formatWhen } from "~/features/booking/when";
import { placeLabel } from "~/features/calendar/booking-emails.server";
import type { ChangeBy } from "~/features/calendar/booking-views.server";
import {
  BookingFormSchema,
  MoveBookingFormSchema,
  VisitorFormSchema,
} from "~/features/calendar/calendar-forms";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer, returnPath, throttleEmailRequest, throttleFor } from "~/lib/auth.server";
import { zoneLabel } from "~/lib/dates";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/book";

// Issue 40 §3: book a time. A visitor books what anyone may (the free consultation) with her
// name, email, phone and a note; a client books what her plan includes. Day, then time, then
// the form with its one-time key; the answer is shown in place. Sent no-store (the default).

export async function loader(args: Route.LoaderArgs) {
  const app = getAppContext(args.context);
  const viewer = await getViewer(args);
  const { type, allowed } = await bookableType(app.database.db, args.params.typeId, viewer);
  if (!type) throw data("Not found", { status: 404 });
  if (!allowed) {
    if (!viewer.member) throw redirect(`/login?redirectTo=${encodeURIComponent(returnPath(args.request))}`);
    throw data("Not found", { status: 404 });
  }
  const url = new URL(args.request.url);
  const now = app.now();
  const zone = await viewerZone(app.database.db, viewer, url.searchParams.get("tz"));
  const { rescheduleId, moveToken } = await bookingToMove(app.database.db, viewer, url, type.id);
  const choices = await dayChoices(app.database.db, {
    type,
    viewer,
    zone,
    now,
    rescheduleId,
    movedByLink: moveToken !== null,
  });
  const at = url.searchParams.get("at");
  const chosen = at
    ? choices.days.flatMap((day) => day.slots).find((slot) => slot.startsAt === at)
    : undefined;
  return {
    type: typeSummary(type),
    placeName: placeLabel("gym"),
    zone: choices.zone,
    zoneName: zoneLabel(choices.zone),
    days: choices.days,
    selectedDay: url.searchParams.get("day"),
    chosen: chosen ? { ...chosen, when: formatWhen(new Date(chosen.startsAt), choices.zone) } : null,
    visitor: !viewer.member,
    idempotencyKey: newIdempotencyKey(),
    rescheduleId,
    moveToken,
    /** What every choice's link keeps: the booking she is moving, the zone her browser named. */
    carry: new URLSearchParams(
      [
        ["reschedule", rescheduleId ?? ""],
        ["token", moveToken ?? ""],
        ["tz", zone && zone === url.searchParams.get("tz") ? zone : ""],
      ].filter(([, value]) => value),
    ).toString(),
    coachName: liveSite().coachName,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    loaderData ? `Book: ${loaderData.type.name}` : "Book",
    "Choose a day and time that suits you.",
  ),
  { name: "robots", content: "noindex" },
];

const MemberSchema = z.discriminatedUnion("intent", [
  BookingFormSchema.extend({ intent: z.literal("book") }),
  // With a token: a booking she made as a visitor, moved from her email's link.
  MoveBookingFormSchema.extend({
    intent: z.literal("reschedule"),
    token: z.string().trim().max(64).optional(),
  }),
]);
const VisitorSchema = z.discriminatedUnion("intent", [
  VisitorFormSchema.extend({ intent: z.literal("book") }),
  // A visitor moves her booking from her email's link (decision 0085).
  MoveBookingFormSchema.extend({ intent: z.literal("reschedule"), token: z.string().trim().max(64) }),
]);

export async function action(args: Route.ActionArgs) {
  const app = getAppContext(args.context);
  const viewer = await getViewer(args);
  const now = app.now();
  const db = app.database.db;

  if (!viewer.member) {
    const throttle = await throttleFor(args, "anonymous-write");
    if (throttle.blocked)
      return data({ fieldErrors: {}, formError: throttle.blocked, values: {} }, { status: 429 });
    const submission = await readSubmission(args.request, VisitorSchema);
    if (!submission.ok) return submission.failure;
    const { form, data: input } = submission;
    if (input.intent === "reschedule") return moveByLink(db, form, { ...input, now });
    if (input.typeId !== args.params.typeId)
      return formFailure(form, 400, { formError: "Please choose a time again." });
    const limit = await throttleEmailRequest(args, "booking", input.email);
    if (limit.blocked) return formFailure(form, 429, { formError: limit.blocked });
    // The zone her page showed the times in: her emails and her booking's page keep it.
    const zone = await viewerZone(db, viewer, new URL(args.request.url).searchParams.get("tz"));
    const result = await book(db, {
      typeId: input.typeId,
      startsAt: input.startsAt,
      visitor: { name: input.name, email: input.email, phone: input.phone, note: input.note, zone },
      idempotencyKey: input.idempotencyKey,
      waitlist: input.waitlist,
      now,
    });
    const shown = await shownZone(args, result.booking?.typeId ?? input.typeId);
    const outcome = outcomeOf(result, shown);
    if (outcome.kind === "full" || outcome.kind === "refused")
      return formFailure(form, 409, { formError: outcome.reason });
    return { outcome, email: input.email };
  }

  const submission = await readSubmission(args.request, MemberSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  if (input.intent === "reschedule")
    return input.token
      ? moveByLink(db, form, { ...input, token: input.token, now })
      : moveThenGo(db, form, { ...input, by: viewer, now }, "/calendar?moved=1");
  if (input.typeId !== args.params.typeId)
    return formFailure(form, 400, { formError: "Please choose a time again." });
  const result = await book(db, {
    typeId: input.typeId,
    startsAt: input.startsAt,
    viewer,
    note: input.note,
    idempotencyKey: input.idempotencyKey,
    waitlist: input.waitlist,
    now,
  });
  const outcome = outcomeOf(result, await shownZone(args, input.typeId));
  if (outcome.kind === "full" || outcome.kind === "refused")
    return formFailure(form, 409, { formError: outcome.reason });
  return { outcome, email: viewer.member.email };
}

/** Moves the booking (hers, or a visitor's by her link) and sends her to `then`, or says why not. */
async function moveThenGo(
  db: Database,
  form: FormData,
  input: { bookingId: string; startsAt: Date; by: ChangeBy; now: Date },
  then: string,
) {
  const result = await rescheduleBooking(db, input);
  if (result.status === "not-found") throw data("Not found", { status: 404 });
  if (result.status !== "changed")
    return formFailure(form, 409, {
      formError: "reason" in result ? result.reason : "Please choose another time.",
    });
  throw redirect(then);
}

/** A visitor's booking moved from her email's link (decision 0085): the token is checked again. */
async function moveByLink(
  db: Database,
  form: FormData,
  input: { bookingId: string; startsAt: Date; token: string; now: Date },
) {
  if (!(await visitorLinkValid(db, input.bookingId, input.token))) throw data("Not found", { status: 404 });
  const page = new URLSearchParams({ b: input.bookingId, token: input.token, moved: "1" });
  return moveThenGo(db, form, { ...input, by: "visitor-link" }, `/book/manage?${page}`);
}

/** The zone the booked time is said in: the same one the page showed. */
async function shownZone(args: Route.ActionArgs, typeId: string) {
  const app = getAppContext(args.context);
  const viewer = await getViewer(args);
  const { type } = await bookableType(app.database.db, typeId, viewer);
  const zone = await viewerZone(app.database.db, viewer, new URL(args.request.url).searchParams.get("tz"));
  return type?.place === "online" && zone ? zone : liveSite().timeZone;
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { type, chosen } = loaderData;
  const failure = formFailureOf(answer);
  const outcome = answer && "outcome" in answer ? answer.outcome : null;
  const query = loaderData.carry;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Online times are shown in her zone: a visitor's browser names it once, on arrival.
  const askZone = type.place === "online" && loaderData.visitor && !searchParams.has("tz");
  useEffect(() => {
    if (!askZone) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const next = new URLSearchParams(searchParams);
    next.set("tz", zone);
    navigate(`?${next}`, { replace: true, preventScrollReset: true });
  }, [askZone, navigate, searchParams]);

  if (outcome && (outcome.kind === "booked" || outcome.kind === "waitlisted")) {
    return (
      <section aria-labelledby="page-title" className="mx-auto max-w-2xl px-4 py-12">
        <h1 id="page-title" className="text-3xl md:text-4xl">
          {outcome.kind === "booked" ? "You're booked in" : "You're on the waitlist"}
        </h1>
        <p className="mt-4 text-xl font-semibold">
          {type.name}: {outcome.when}
        </p>
        <p className="mt-4 text-lg">
          {outcome.kind === "booked"
            ? `We've emailed a confirmation with a calendar invite to ${answer && "email" in answer ? answer.email : "you"}.`
            : "If a place frees up you are booked in automatically, and we email you the confirmation with a calendar invite."}
        </p>
        {type.policyText && <p className="mt-4">{type.policyText}</p>}
        <div className="mt-8 flex flex-wrap gap-4">
          {loaderData.visitor ? (
            <Button asChild size="lg">
              <Link to="/">Back to the home page</Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link to="/calendar">See my bookings</Link>
            </Button>
          )}
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="page-title" className="text-3xl md:text-4xl">
        {loaderData.rescheduleId ? `Move: ${type.name}` : type.name}
      </h1>
      {type.description && <p className="mt-4 text-lg">{type.description}</p>}
      <TypeFacts minutes={type.minutes} place={type.place} placeName={loaderData.placeName} />
      {chosen ? (
        <BookingForm
          when={chosen.when}
          full={chosen.placesLeft === 0}
          visitor={loaderData.visitor}
          idempotencyKey={loaderData.idempotencyKey}
          typeId={type.id}
          startsAt={chosen.startsAt}
          failure={failure}
          busy={busy}
          backTo={`?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), day: loaderData.selectedDay ?? "" })}`}
          rescheduleId={loaderData.rescheduleId}
          moveToken={loaderData.moveToken}
        />
      ) : (
        <SlotPicker
          days={loaderData.days}
          selectedDay={loaderData.selectedDay}
          zoneName={loaderData.zoneName}
          query={query}
        />
      )}
    </section>
  );
}
