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
// journey, or (kind=class) her place in an online class starting soon, for the live-class link
// journey. The booking service rightly refuses a time in the past, and the browser tests run on
// the real clock, so this writes the row directly. Like `/__probe`, it answers 404 unless
// TEST_PROBES=true, so in a normal deployment it does not exist.

const BookingSchema = z.object({
  email: z.email(),
  /** Minutes from now; negative for a session that has started. */
  startsIn: z.coerce.number().int().min(-1440).max(1440),
  note: z.string().max(1000).default(""),
  kind: z.enum(["session", "class"]).default("session"),
});

const PROBE_TYPE = {
  id: "probe-one-to-one",
  name: "1:1 session at the gym",
  minutes: 60,
  place: "gym" as const,
  capacity: 1,
  audience: "clients" as const,
};

/** An online class with its video link, which the booked client sees from 15 minutes before. */
const PROBE_CLASS = {
  id: "probe-live-class",
  name: "Live online class",
  minutes: 45,
  place: "online" as const,
  capacity: 20,
  audience: "clients" as const,
  kind: "class" as const,
  videoUrl: "https://video.example/probe-live-class",
};

export async function action(args: Route.ActionArgs) {
  const app = getAppContext(args.context);
  if (!app.config.TEST_PROBES) throw data(null, { status: 404 });
  const submission = await readSubmission(args.request, BookingSchema);
  if (!submission.ok) return submission.failure;
  const { db } = app.database;
  const member = await findMemberByEmail(db, submission.data.email);
  if (!member) throw data(null, { status: 404 });
  const type = submission.data.kind === "class" ? PROBE_CLASS : PROBE_TYPE;
  await db.insert(appointmentTypes).values(type).onConflictDoNothing();
  const startsAt = new Date(app.now().getTime() + submission.data.startsIn * 60_000);
  const id = randomUUID();
  await db.insert(bookings).values({
    id,
    typeId: type.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + type.minutes * 60_000),
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
