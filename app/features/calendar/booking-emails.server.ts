// The emails a booking change sends (issue 40 §3-§4), each with its calendar invite: a stable
// UID (the booking's), its SEQUENCE, METHOD:REQUEST for a booking or a change, METHOD:CANCEL
// for a cancel. Written in the caller's transaction; the dedupe key (booking, event, sequence)
// makes a retried change queue nothing twice. Owned by h5; the signature is the shared one.
import { eq } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { appointmentTypes, bookings, members, profiles } from "~/db/schema";
import { visitorLinkPath } from "~/features/booking/visitor-link.server";
import { formatWhen } from "~/features/booking/when";
import type { BookingFacts } from "~/features/email/booking-messages";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { isValidTimeZone } from "~/lib/dates";
import { buildIcs, type IcsEvent } from "~/lib/ics";

export type BookingEmailEvent = "confirmed" | "changed" | "cancelled" | "promoted" | "class-cancelled";

/**
 * The address her email's links start with: APP_URL, which the server sets at start-up
 * (`setBookingLinksBase`); the site's public address until then (tests).
 */
let linksBase: string | null = null;
export function setBookingLinksBase(appUrl: string) {
  linksBase = appUrl;
}

/** The gym's name and suburb, or "Online": an invite's LOCATION and an email's place. */
export function placeLabel(place: string): string {
  const { gym } = liveSite();
  return place === "gym" ? `${gym.name}, ${gym.suburb}` : "Online";
}

/** The zone a booking is shown in: the gym's in person, hers online (the gym's if unknown). */
export function bookingZone(place: string, memberZone: string | null | undefined): string {
  if (place === "online" && memberZone && isValidTimeZone(memberZone)) return memberZone;
  return liveSite().timeZone;
}

/** The booking's facts for an email or an invite, with whom it is for. */
export async function bookingDetails(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      type: appointmentTypes,
      memberName: members.name,
      memberEmail: members.email,
      memberZone: profiles.timeZone,
    })
    .from(bookings)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, bookings.typeId))
    .leftJoin(members, eq(members.id, bookings.memberId))
    .leftJoin(profiles, eq(profiles.memberId, bookings.memberId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return null;
  const email = row.memberEmail ?? row.booking.visitorEmail;
  if (!email) return null;
  const name = row.memberName ?? row.booking.visitorName ?? "";
  // A visitor has no profile: the zone her booking page showed (decision 0096).
  const zone = bookingZone(row.type.place, row.memberZone ?? row.booking.visitorZone);
  return { ...row, email, name, zone, isVisitor: row.booking.memberId === null };
}

type Details = NonNullable<Awaited<ReturnType<typeof bookingDetails>>>;

/** The booking as one calendar event (its invite, its line in a feed). */
export function bookingEvent(details: Pick<Details, "booking" | "type" | "name" | "email">): IcsEvent {
  const site = liveSite();
  return {
    uid: details.booking.uid,
    sequence: details.booking.sequence,
    startsAt: details.booking.startsAt,
    endsAt: details.booking.endsAt,
    summary: `${details.type.name} with ${site.coachName}`,
    description: details.type.policyText || undefined,
    location: placeLabel(details.type.place),
    organizer: { name: site.coachName, email: site.contact.email },
    attendee: { name: details.name || details.email, email: details.email },
    url: `${site.url}/calendar`,
  };
}

/**
 * Queues the email for one booking's change, in the transaction `tx` that made the change.
 * `now` defaults to the booking's last change (the service's clock).
 */
export async function queueBookingEmail(
  tx: Database,
  input: { bookingId: string; event: BookingEmailEvent; message?: string; now?: Date; appUrl?: string },
): Promise<string | null> {
  const details = await bookingDetails(tx, input.bookingId);
  if (!details) return null;
  const now = input.now ?? details.booking.updatedAt;
  const appUrl = input.appUrl ?? linksBase ?? liveSite().url;
  const waitlisted = details.booking.status === "waitlisted";
  const cancel = input.event === "cancelled" || input.event === "class-cancelled";
  const facts: BookingFacts = {
    name: details.name || null,
    title: details.type.name,
    when: formatWhen(details.booking.startsAt, details.zone),
    where: placeLabel(details.type.place),
    url: details.isVisitor
      ? cancel
        ? `${appUrl}/book`
        : `${appUrl}${visitorLinkPath(details.booking)}`
      : `${appUrl}/calendar`,
  };
  const policy = details.type.policyText;
  const message =
    input.event === "confirmed"
      ? waitlisted
        ? messages.bookingWaitlisted(facts)
        : messages.bookingConfirmed({ ...facts, policy })
      : input.event === "changed"
        ? messages.bookingChanged(facts)
        : input.event === "cancelled"
          ? messages.bookingCancelled(facts)
          : input.event === "promoted"
            ? messages.bookingPromoted({ ...facts, policy })
            : messages.classCancelled({ ...facts, message: input.message ?? "" });
  // A waitlist place is not yet in her calendar: no invite until she is promoted.
  const calendar = waitlisted
    ? undefined
    : {
        method: cancel ? ("CANCEL" as const) : ("REQUEST" as const),
        content: buildIcs({ method: cancel ? "CANCEL" : "REQUEST", events: [bookingEvent(details)], now }),
      };
  return enqueueEmail(
    tx,
    {
      to: details.email,
      message,
      dedupeKey: `booking:${details.booking.id}:${input.event}:${details.booking.sequence}`,
      calendar,
    },
    now,
  );
}
