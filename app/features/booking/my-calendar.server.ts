// Her calendar page (issue 40 §3-§4): her upcoming bookings with what she may still do, the
// types she may book, a live class's link when it is open to her, and her private feed link.
import type { Database } from "~/db/client.server";
import { type CalendarViewer, listTypes } from "~/features/calendar/availability.server";
import { bookingsForMember } from "~/features/calendar/booking.server";
import { bookingZone, placeLabel } from "~/features/calendar/booking-emails.server";
import { beforeCutoff } from "~/lib/slots";
import { viewerZone } from "./booking-page.server";
import { currentFeedPath } from "./feeds.server";
import { formatWhen, VIDEO_LINK_MINUTES_BEFORE, videoLinkOpen } from "./when";

export type MyBooking = {
  id: string;
  typeId: string;
  title: string;
  when: string;
  where: string;
  status: "booked" | "waitlisted";
  waitlistPosition: number | null;
  /** Before the cut-off: she may cancel or move it here. */
  changeable: boolean;
  policyText: string;
  online: boolean;
  /** The video link, only when she is booked and it is 15 minutes before the start or later. */
  videoUrl: string | null;
};

/**
 * The video link of one booking for this viewer at `now`: only hers, only booked, only from
 * VIDEO_LINK_MINUTES_BEFORE before the start until the end. Checked here, on the server: the
 * link is never in a page before then.
 */
export function videoLinkFor(
  booking: { status: string; startsAt: Date; endsAt: Date; type: { videoUrl: string | null } },
  now: Date,
): string | null {
  if (booking.status !== "booked" || !booking.type.videoUrl) return null;
  return videoLinkOpen(booking.startsAt, booking.endsAt, now) ? booking.type.videoUrl : null;
}

export async function myCalendar(
  db: Database,
  input: { viewer: CalendarViewer & { member: { id: string } }; now: Date; secret: string },
) {
  const { viewer, now } = input;
  const [all, types, feedPath, memberZone] = await Promise.all([
    bookingsForMember(db, viewer.member.id),
    listTypes(db, { viewer }),
    currentFeedPath(db, input.secret, viewer.member.id),
    viewerZone(db, viewer, null),
  ]);
  const upcoming: MyBooking[] = all
    .filter(
      (booking) => booking.endsAt > now && (booking.status === "booked" || booking.status === "waitlisted"),
    )
    .map((booking) => ({
      id: booking.id,
      typeId: booking.typeId,
      title: booking.type.name,
      when: formatWhen(booking.startsAt, bookingZone(booking.type.place, memberZone)),
      where: placeLabel(booking.type.place),
      status: booking.status as "booked" | "waitlisted",
      waitlistPosition: booking.position,
      changeable:
        booking.status === "waitlisted" || beforeCutoff(booking.startsAt, booking.type.cutoffHours, now),
      policyText: booking.type.policyText,
      online: booking.type.place === "online",
      videoUrl: videoLinkFor(booking, now),
    }));
  return {
    upcoming,
    types: types
      .filter((type) => type.active)
      .map((type) => ({
        id: type.id,
        name: type.name,
        description: type.description,
        minutes: type.minutes,
      })),
    feedPath,
    videoMinutesBefore: VIDEO_LINK_MINUTES_BEFORE,
  };
}
