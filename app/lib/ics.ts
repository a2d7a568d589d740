// RFC 5545 calendar text (issue 40 §4): CRLF line ends, lines folded at 75 octets, text values
// escaped, times in UTC. An invite is METHOD:REQUEST (new or changed, with a higher SEQUENCE)
// or METHOD:CANCEL under the same UID, so calendar apps apply it as an update; a feed is
// METHOD:PUBLISH.

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Splits a content line into 75-octet pieces (continuations start with a space). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** 20250527T090000Z */
export const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

export type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  /** Stable for the booking's whole life: every update and the cancel name it. */
  uid: string;
  /** Raised on every change; a calendar app applies only a higher one. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description?: string;
  /** The gym's address, or "Online". */
  location: string;
  organizer: IcsPerson;
  attendee?: IcsPerson;
  url?: string;
  cancelled?: boolean;
};

export type IcsMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/** A quoted parameter value: no double quotes, control characters or line breaks inside. */
const param = (value: string) => `"${value.replace(/["\r\n\p{Cc}]/gu, "").trim()}"`;
/** A mailto address: only what an address may hold. */
const mailto = (email: string) => `mailto:${email.replace(/[^\w.!#$%&'*+/=?^`{|}~@-]/g, "")}`;

function eventLines(event: IcsEvent, method: IcsMethod, now: Date): string[] {
  const cancelled = method === "CANCEL" || event.cancelled === true;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:${mailto(event.organizer.email)}`,
  ];
  if (event.attendee) {
    lines.push(
      `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? "DECLINED" : "ACCEPTED"}:${mailto(event.attendee.email)}`,
    );
  }
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, "")}`);
  lines.push(`STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`, "END:VEVENT");
  return lines;
}

/** A whole VCALENDAR: one event for an invite, every booking for a feed. */
export function buildIcs(input: {
  method: IcsMethod;
  events: readonly IcsEvent[];
  now: Date;
  /** A feed's name in her calendar app. */
  calendarName?: string;
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Wellness Beyond 50//Calendar//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${input.method}`,
    ...(input.calendarName ? [`X-WR-CALNAME:${escapeText(input.calendarName)}`] : []),
    ...input.events.flatMap((event) => eventLines(event, input.method, input.now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
