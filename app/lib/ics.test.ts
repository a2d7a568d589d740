import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs, type IcsEvent } from "./ics";

const now = new Date("2026-03-01T10:00:00Z");
const event: IcsEvent = {
  uid: "booking-42@wellnessbeyond50",
  sequence: 0,
  startsAt: new Date("2026-03-29T00:30:00Z"),
  endsAt: new Date("2026-03-29T01:30:00Z"),
  summary: "Small group; 1:1, partner \\ more",
  description: "Bring water.\nWear trainers, please; we start on time.",
  location: "Élan Fitness, 12 Harbour Road, Sydney NSW 2000, with a very long address that must fold",
  organizer: { name: 'Coach "Kim"', email: "coach@example.com" },
  attendee: { name: "Rosa Martín", email: "rosa@example.com" },
};

/** Parses with ical.js, the way a calendar app reads the file. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, parsed: new ICAL.Event(vevent) };
}

describe("booking invites (.ics)", () => {
  it("a confirmation is a METHOD:REQUEST a parser reads back field for field", () => {
    const text = buildIcs({ method: "REQUEST", events: [event], now });
    const { calendar, vevent, parsed } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(0);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(event.startsAt.toISOString());
    expect(parsed.endDate.toJSDate().toISOString()).toBe(event.endsAt.toISOString());
    expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:coach@example.com");
    expect(vevent.getFirstProperty("organizer")?.getParameter("cn")).toBe("Coach Kim");
    expect(vevent.getFirstPropertyValue("attendee")).toBe("mailto:rosa@example.com");
    expect(vevent.getFirstProperty("attendee")?.getParameter("cn")).toBe("Rosa Martín");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("lines end in CRLF and none is longer than 75 octets", () => {
    const text = buildIcs({ method: "REQUEST", events: [event], now });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("an update keeps the UID with a higher SEQUENCE; a cancel is METHOD:CANCEL, STATUS:CANCELLED", () => {
    const moved = { ...event, sequence: 1, startsAt: new Date("2026-03-30T00:30:00Z") };
    const update = parse(buildIcs({ method: "REQUEST", events: [moved], now }));
    expect(update.parsed.uid).toBe(event.uid);
    expect(update.parsed.sequence).toBe(1);
    expect(update.parsed.startDate.toJSDate().toISOString()).toBe("2026-03-30T00:30:00.000Z");

    const cancel = parse(buildIcs({ method: "CANCEL", events: [{ ...moved, sequence: 2 }], now }));
    expect(cancel.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.parsed.uid).toBe(event.uid);
    expect(cancel.parsed.sequence).toBe(2);
    expect(cancel.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("a line break typed into a name or a note cannot add a property", () => {
    const hostile = {
      ...event,
      summary: "Hi\r\nATTENDEE:mailto:evil@example.com",
      attendee: { name: 'Eve"\r\nX-EVIL:1', email: "eve@example.com\r\nX-EVIL:2" },
    };
    const { vevent } = parse(buildIcs({ method: "REQUEST", events: [hostile], now }));
    expect(vevent.getAllProperties("attendee")).toHaveLength(1);
    expect(vevent.getAllProperties("x-evil")).toHaveLength(0);
  });

  it("a feed is METHOD:PUBLISH with its name and every event", () => {
    const second = { ...event, uid: "booking-43@wellnessbeyond50" };
    const text = buildIcs({ method: "PUBLISH", events: [event, second], now, calendarName: "My sessions" });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("My sessions");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(2);
  });
});
