import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { z } from "zod";
import { appointmentTypes, bookings } from "~/db/schema";
import { coachZone } from "~/features/coach/coach-dates.server";
import { getAppContext } from "~/lib/app-context.server";
import { localDay } from "~/lib/dates";
import { readSubmission } from "~/lib/forms.server";
import { findMemberByEmail } from "~/lib/members.server";
import type { Route } from "./+types/probe-booking";

// Test-only (issue 40, h6): a booking that has already started, for the coach's attendance
// journey. The booking service rightly refuses a time in the past, and the browser tests run on
// the real clock, so this writes the row directly. Like `/__probe`, it answers 404 unless
// TEST_PROBES=true, so in a normal deployment it does not exist.

const BookingSchema = z.object({
  email: z.email(),
  /** Minutes from now; negative for a session that has started. */
  startsIn: z.coerce.number().int().min(-1440).max(1440),
  note: z.string().max(1000).default(""),
});

const PROBE_TYPE = {
  id: "probe-one-to-one",
  name: "1:1 session at the gym",
  minutes: 60,
  place: "gym" as const,
  capacity: 1,
  audience: "clients" as const,
};

export async function action(args: Route.ActionArgs) {
  const app = getAppContext(args.context);
  if (!app.config.TEST_PROBES) throw data(null, { status: 404 });
  const submission = await readSubmission(args.request, BookingSchema);
  if (!submission.ok) return submission.failure;
  const { db } = app.database;
  const member = await findMemberByEmail(db, submission.data.email);
  if (!member) throw data(null, { status: 404 });
  await db.insert(appointmentTypes).values(PROBE_TYPE).onConflictDoNothing();
  const startsAt = new Date(app.now().getTime() + submission.data.startsIn * 60_000);
  const id = randomUUID();
  await db.insert(bookings).values({
    id,
    typeId: PROBE_TYPE.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + PROBE_TYPE.minutes * 60_000),
    memberId: member.id,
    note: submission.data.note,
    status: "booked",
    idempotencyKey: id,
    uid: `${id}@probe`,
  });
  // The day it is on in the gym's zone: the coach's calendar shows that day.
  return data({ bookingId: id, day: localDay(startsAt, coachZone()) });
}

export function loader({ context }: Route.LoaderArgs) {
  if (!getAppContext(context).config.TEST_PROBES) throw data(null, { status: 404 });
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
