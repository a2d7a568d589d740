import { describe, expect, it } from "vitest";
import {
  addDays,
  dayMonth,
  endOfDayIn,
  formatLongDay,
  formatShortDay,
  isDay,
  isValidTimeZone,
  localDay,
  longDate,
  shortDate,
  startOfDayIn,
  streak,
  weekdayDayMonth,
  weekOf,
  zoneLabel,
} from "./dates";

describe("days in her time zone", () => {
  it("turns over at her midnight, not the server's", () => {
    // 23:59 and 00:01 in New York (UTC-5 in winter).
    expect(localDay(new Date("2026-01-16T04:59:00Z"), "America/New_York")).toBe("2026-01-15");
    expect(localDay(new Date("2026-01-16T05:01:00Z"), "America/New_York")).toBe("2026-01-16");
    // The same instant is already the next day in Sydney (UTC+11 in January).
    expect(localDay(new Date("2026-01-15T13:30:00Z"), "Australia/Sydney")).toBe("2026-01-16");
    expect(localDay(new Date("2026-01-15T12:30:00Z"), "Australia/Sydney")).toBe("2026-01-15");
  });

  it("keeps midnight right on both sides of a daylight-saving change", () => {
    // New York springs forward on 8 March 2026: midnight is 05:00Z before, 04:00Z after.
    expect(localDay(new Date("2026-03-08T04:59:00Z"), "America/New_York")).toBe("2026-03-07");
    expect(localDay(new Date("2026-03-08T05:00:00Z"), "America/New_York")).toBe("2026-03-08");
    expect(localDay(new Date("2026-03-09T03:59:00Z"), "America/New_York")).toBe("2026-03-08");
    expect(localDay(new Date("2026-03-09T04:00:00Z"), "America/New_York")).toBe("2026-03-09");
    // Sydney falls back on 5 April 2026 (UTC+11 → UTC+10); that day has 25 hours.
    expect(localDay(new Date("2026-04-04T12:59:00Z"), "Australia/Sydney")).toBe("2026-04-04");
    expect(localDay(new Date("2026-04-04T13:00:00Z"), "Australia/Sydney")).toBe("2026-04-05");
    expect(localDay(new Date("2026-04-05T13:59:00Z"), "Australia/Sydney")).toBe("2026-04-05");
    expect(localDay(new Date("2026-04-05T14:00:00Z"), "Australia/Sydney")).toBe("2026-04-06");
  });

  it("adds days and finds the Monday-to-Sunday week without drifting across a change", () => {
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(weekOf("2026-03-08")).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
    ]);
    expect(weekOf("2026-03-09")[0]).toBe("2026-03-09");
    expect(weekOf("2026-11-21")[0]).toBe("2026-11-16");
  });

  it("accepts only real days and real zones", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-2-3")).toBe(false);
    expect(isDay("tomorrow")).toBe(false);
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(isValidTimeZone("x".repeat(100))).toBe(false);
  });
});

describe("the day streak", () => {
  it("counts consecutive days ending today", () => {
    expect(streak(["2026-03-06", "2026-03-07", "2026-03-08"], "2026-03-08")).toBe(3);
  });

  it("still stands while today is not done yet, and ends after a missed day", () => {
    expect(streak(["2026-03-06", "2026-03-07"], "2026-03-08")).toBe(2);
    expect(streak(["2026-03-05", "2026-03-06"], "2026-03-08")).toBe(0);
    expect(streak(["2026-03-04", "2026-03-06", "2026-03-07", "2026-03-08"], "2026-03-08")).toBe(3);
    expect(streak([], "2026-03-08")).toBe(0);
  });

  it("runs unbroken through a daylight-saving night, counted in her zone", () => {
    const zone = "America/New_York";
    // Done late each evening, local time, across the spring-forward night.
    const done = ["2026-03-07T23:30:00-05:00", "2026-03-08T23:30:00-04:00", "2026-03-09T23:30:00-04:00"].map(
      (instant) => localDay(new Date(instant), zone),
    );
    expect(done).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    // Just after midnight on the 10th, before she has done anything today.
    expect(streak(done, localDay(new Date("2026-03-10T00:05:00-04:00"), zone))).toBe(3);
    // A whole day later with nothing done, it is over.
    expect(streak(done, localDay(new Date("2026-03-11T00:05:00-04:00"), zone))).toBe(0);
  });
});

describe("days in words", () => {
  it("names a day the same way wherever the server runs", () => {
    expect(dayMonth("2026-11-16")).toBe("16 Nov");
    // Kept once made: asked again, and after thousands of other days, the same words.
    for (let back = 0; back < 5000; back += 1) shortDate(addDays("2026-11-16", -back));
    expect([shortDate("2026-11-16"), longDate("2026-03-03"), dayMonth("2026-11-16")]).toEqual([
      "16 Nov 2026",
      "3 March 2026",
      "16 Nov",
    ]);
    expect(shortDate("2026-11-17")).toBe("17 Nov 2026");
    expect(weekdayDayMonth("2026-11-29")).toBe("Sunday 29 November");
    expect(formatLongDay("2026-11-21")).toBe("Saturday, 21 November 2026");
    expect(formatShortDay("2026-11-16")).toEqual({ weekday: "Mon", date: "16", long: "Monday 16 November" });
  });
});

describe("the end of a day in a named zone (issue 36 §7)", () => {
  it("ends 'until 27 December' at the end of 27 December in Sydney, shown as 27 December there", () => {
    const end = endOfDayIn("2026-12-27", "Australia/Sydney");
    expect(end.toISOString()).toBe("2026-12-27T12:59:59.999Z"); // AEDT, UTC+11
    expect(localDay(end, "Australia/Sydney")).toBe("2026-12-27");
    expect(localDay(new Date(end.getTime() + 1), "Australia/Sydney")).toBe("2026-12-28");
  });

  it("holds across Sydney's daylight-saving changes (a 25-hour and a 23-hour day)", () => {
    // Clocks go back on 5 April 2026 (UTC+11 to UTC+10) and forward on 4 October 2026.
    expect(startOfDayIn("2026-04-05", "Australia/Sydney").toISOString()).toBe("2026-04-04T13:00:00.000Z");
    expect(endOfDayIn("2026-04-05", "Australia/Sydney").toISOString()).toBe("2026-04-05T13:59:59.999Z");
    expect(endOfDayIn("2026-04-04", "Australia/Sydney").toISOString()).toBe("2026-04-04T12:59:59.999Z");
    expect(startOfDayIn("2026-10-04", "Australia/Sydney").toISOString()).toBe("2026-10-03T14:00:00.000Z");
    expect(endOfDayIn("2026-10-04", "Australia/Sydney").toISOString()).toBe("2026-10-04T12:59:59.999Z");
    for (const day of ["2026-04-04", "2026-04-05", "2026-10-03", "2026-10-04"]) {
      expect(localDay(endOfDayIn(day, "Australia/Sydney"), "Australia/Sydney")).toBe(day);
    }
  });

  it("works in UTC and west of it, and names the zone", () => {
    expect(endOfDayIn("2026-12-27", "UTC").toISOString()).toBe("2026-12-27T23:59:59.999Z");
    expect(endOfDayIn("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-09T03:59:59.999Z");
    expect(zoneLabel("Australia/Sydney")).toBe("Sydney time");
    expect(zoneLabel("America/New_York")).toBe("New York time");
    expect(zoneLabel("UTC")).toBe("UTC");
  });
});
