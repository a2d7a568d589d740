import { describe, expect, it } from "vitest";
import { dueBookingReminder } from "./reminder-times";
import { formatWhen, videoLinkOpen } from "./when";

const HOUR = 3_600_000;
const start = new Date("2026-03-04T10:00:00Z");
const booked = { startsAt: start, createdAt: new Date("2026-03-01T10:00:00Z") };
const at = (offset: number) => new Date(start.getTime() + offset);

describe("booking reminders and the live class's link (issue 40 §4)", () => {
  it("is due 24 h before for 3 hours and 1 h before for 30 minutes, in London", () => {
    expect(dueBookingReminder(booked, at(-24 * HOUR - 60_000), "Europe/London")).toBeNull();
    expect(dueBookingReminder(booked, at(-24 * HOUR), "Europe/London")).toBe("24h");
    expect(dueBookingReminder(booked, at(-21 * HOUR - 60_000), "Europe/London")).toBe("24h");
    expect(dueBookingReminder(booked, at(-21 * HOUR), "Europe/London")).toBeNull();
    expect(dueBookingReminder(booked, at(-HOUR), "Europe/London")).toBe("1h");
    expect(dueBookingReminder(booked, at(-HOUR / 2), "Europe/London")).toBeNull();
  });

  it("keeps quiet hours in her zone and skips a window that opened before she booked", () => {
    // An 11:00 UTC start: 1 h before is 10:00 in London, 21:00 in Sydney's summer (UTC+11).
    const night = { startsAt: at(HOUR), createdAt: booked.createdAt };
    expect(dueBookingReminder(night, start, "Europe/London")).toBe("1h");
    expect(dueBookingReminder(night, start, "Australia/Sydney")).toBeNull();
    const late = { startsAt: start, createdAt: at(-10 * HOUR) };
    expect(dueBookingReminder(late, at(-10 * HOUR + 60_000), "Europe/London")).toBeNull();
    expect(dueBookingReminder(late, at(-HOUR), "Europe/London")).toBe("1h");
  });

  it("opens the video link 15 minutes before the start until the end", () => {
    const end = at(HOUR);
    expect(videoLinkOpen(start, end, at(-15 * 60_000 - 1))).toBe(false);
    expect(videoLinkOpen(start, end, at(-15 * 60_000))).toBe(true);
    expect(videoLinkOpen(start, end, at(HOUR - 1))).toBe(true);
    expect(videoLinkOpen(start, end, end)).toBe(false);
  });

  it("names the zone with the time, across the daylight-saving change", () => {
    expect(formatWhen(new Date("2026-04-04T23:00:00Z"), "Australia/Sydney")).toBe(
      "Sunday 5 April 2026, 9:00 am (Sydney time)",
    );
    expect(formatWhen(new Date("2026-04-05T23:00:00Z"), "Australia/Sydney")).toBe(
      "Monday 6 April 2026, 9:00 am (Sydney time)",
    );
  });
});
