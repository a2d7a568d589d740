import { data } from "react-router";
import type { z } from "zod";
import { book, type Visitor } from "~/features/calendar/booking.server";
import { BookingFormSchema, VisitorFormSchema } from "~/features/calendar/calendar-forms";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer, throttleFor } from "~/lib/auth.server";
import { readSubmission } from "~/lib/forms.server";
import type { Route } from "./+types/book";

// Issue 40 (h4): the booking service over HTTP, answered as JSON, for scripts (`npm run faults`'s
// kill -9 check) and pages that book without a navigation. The same guard, form protocol and
// service as the booking pages: a visitor books only what anyone may book, with her details.

const STATUS = { booked: 201, waitlisted: 202, full: 409, refused: 422 } as const;

export async function action(args: Route.ActionArgs) {
  const app = getAppContext(args.context);
  const viewer = await getViewer(args);
  if (!viewer.member) {
    const throttle = await throttleFor(args, "anonymous-write");
    if (throttle.blocked) return data({ status: "refused", reason: throttle.blocked }, { status: 429 });
  }
  let input: z.infer<typeof BookingFormSchema>;
  let visitor: Visitor | undefined;
  if (viewer.member) {
    const submission = await readSubmission(args.request, BookingFormSchema);
    if (!submission.ok) return submission.failure;
    input = submission.data;
  } else {
    const submission = await readSubmission(args.request, VisitorFormSchema);
    if (!submission.ok) return submission.failure;
    input = submission.data;
    visitor = submission.data;
  }
  const result = await book(app.database.db, {
    typeId: input.typeId,
    startsAt: input.startsAt,
    viewer: viewer.member ? viewer : undefined,
    visitor,
    note: input.note,
    idempotencyKey: input.idempotencyKey,
    now: app.now(),
    waitlist: input.waitlist,
  });
  return data(
    {
      status: result.status,
      reason: result.reason ?? null,
      booking: result.booking
        ? {
            id: result.booking.id,
            status: result.booking.status,
            startsAt: result.booking.startsAt.toISOString(),
          }
        : null,
    },
    { status: STATUS[result.status] },
  );
}

export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
