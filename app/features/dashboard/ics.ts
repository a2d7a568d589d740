import { addDays, type Day } from "~/lib/dates";
import { escapeText, foldLine, utcStamp as stamp } from "~/lib/ics";

export { foldLine };

// RFC 5545 calendar text: CRLF line ends, lines folded at 75 octets, text values escaped.

export type CalendarEvent = { uid: string; day: Day; summary: string; description: string };

const compactDay = (day: Day) => day.replaceAll("-", "");

/** A calendar of all-day events, one per entry. */
export function buildCalendar(name: string, events: readonly CalendarEvent[], now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Wellness Beyond 50//Dashboard plan//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDay(event.day)}`,
      `DTEND;VALUE=DATE:${compactDay(addDays(event.day, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
