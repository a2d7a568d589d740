// How a booking's time is said on her pages and in her emails (issue 40 §2): in-person in the
// gym's zone, online in hers, always with the zone named. Client-safe.
import { zoneLabel } from "~/lib/dates";

/** "Tuesday 27 May 2025, 9:00 am (Sydney time)" */
export function formatWhen(startsAt: Date, zone: string): string {
  const day = new Intl.DateTimeFormat("en-AU", {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(startsAt);
  return `${day}, ${formatTime(startsAt, zone)} (${zoneLabel(zone)})`;
}

/** "9:00 am" */
export function formatTime(startsAt: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  })
    .format(startsAt)
    .replace(/\u202f|\s/g, " ")
    .toLowerCase();
}

/** "Tuesday 27 May" for a day's heading. */
export function formatDayHeading(startsAt: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(startsAt);
}

/** "Mon 30 Nov" for a day's button. */
export function formatShortDay(startsAt: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
  })
    .format(startsAt)
    .replace(",", "");
}

/** The minutes before a live class's start from which its link shows (issue 40 §4). */
export const VIDEO_LINK_MINUTES_BEFORE = 15;

/** Whether a booked attendee may see the video link now: from 15 minutes before until it ends. */
export function videoLinkOpen(startsAt: Date, endsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() - VIDEO_LINK_MINUTES_BEFORE * 60_000 && now < endsAt;
}
