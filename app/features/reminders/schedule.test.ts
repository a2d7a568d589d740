import { describe, expect, it } from "vitest";
import { dueDay, isQuietHours, localClock, REMINDER_TIMES, summaryDueWeek, timeMinutes } from "./schedule";

/** Moves the clock every 5 minutes from `from` to `to`; the first instant each day came due. */
function firstDue(
  schedule: { days: number[]; time: string },
  zone: string,
  from: string,
  to: string,
): Map<string, string> {
  const first = new Map<string, string>();
  for (let at = Date.parse(from); at < Date.parse(to); at += 5 * 60_000) {
    const day = dueDay(schedule, new Date(at), zone);
    if (day && !first.has(day)) first.set(day, new Date(at).toISOString());
  }
  return first;
}

describe("reminder times", () => {
  it("offers every half hour from 06:00 to 20:30, none in quiet hours", () => {
    expect(REMINDER_TIMES[0]).toBe("06:00");
    expect(REMINDER_TIMES.at(-1)).toBe("20:30");
    expect(REMINDER_TIMES).toHaveLength(30);
    for (const time of REMINDER_TIMES) expect(isQuietHours(timeMinutes(time) ?? -1)).toBe(false);
    expect(timeMinutes("21:00")).toBeNull();
    expect(timeMinutes("06:00")).toBe(360);
    expect(timeMinutes("05:30")).toBeNull();
    expect(timeMinutes("9:00")).toBeNull();
  });

  it("calls 21:00 to 05:59 quiet", () => {
    expect(isQuietHours(21 * 60)).toBe(true);
    expect(isQuietHours(2 * 60)).toBe(true);
    expect(isQuietHours(5 * 60 + 59)).toBe(true);
    expect(isQuietHours(6 * 60)).toBe(false);
    expect(isQuietHours(20 * 60 + 59)).toBe(false);
  });
});

describe("when a workout reminder is due", () => {
  const mwf = { days: [1, 3, 5], time: "09:00" };

  it("is due on her days from her time, in her zone, for two hours", () => {
    // Monday 2 March 2026 in Sydney (UTC+11): 09:00 there is 22:00 UTC on Sunday.
    expect(dueDay(mwf, new Date("2026-03-01T21:55:00Z"), "Australia/Sydney")).toBeNull();
    expect(dueDay(mwf, new Date("2026-03-01T22:00:00Z"), "Australia/Sydney")).toBe("2026-03-02");
    expect(dueDay(mwf, new Date("2026-03-01T23:55:00Z"), "Australia/Sydney")).toBe("2026-03-02");
    expect(dueDay(mwf, new Date("2026-03-02T00:00:00Z"), "Australia/Sydney")).toBeNull();
    // The same instant is Sunday evening in London: not one of her days.
    expect(dueDay(mwf, new Date("2026-03-01T22:00:00Z"), "Europe/London")).toBeNull();
    // Tuesday is not chosen.
    expect(dueDay(mwf, new Date("2026-03-03T09:00:00Z"), "Europe/London")).toBeNull();
  });

  it("never falls in quiet hours, even inside the catch-up window", () => {
    const evening = { days: [1], time: "20:30" };
    expect(dueDay(evening, new Date("2026-03-02T20:30:00Z"), "Europe/London")).toBe("2026-03-02");
    expect(dueDay(evening, new Date("2026-03-02T20:55:00Z"), "Europe/London")).toBe("2026-03-02");
    expect(dueDay(evening, new Date("2026-03-02T21:00:00Z"), "Europe/London")).toBeNull();
    expect(dueDay(evening, new Date("2026-03-02T21:30:00Z"), "Europe/London")).toBeNull();
  });

  it("refuses a time she could not have chosen", () => {
    expect(
      dueDay({ days: [1], time: "22:00" }, new Date("2026-03-02T22:00:00Z"), "Europe/London"),
    ).toBeNull();
  });

  it("fires once per chosen day at 09:00 local across London's autumn change", () => {
    // Clocks go back at 02:00 on Sunday 25 October 2026 (BST, UTC+1 → GMT, UTC+0).
    const first = firstDue(
      { days: [6, 7, 1], time: "09:00" },
      "Europe/London",
      "2026-10-23T22:00:00Z",
      "2026-10-27T00:00:00Z",
    );
    expect(Object.fromEntries(first)).toEqual({
      "2026-10-24": "2026-10-24T08:00:00.000Z",
      "2026-10-25": "2026-10-25T09:00:00.000Z",
      "2026-10-26": "2026-10-26T09:00:00.000Z",
    });
  });

  it("fires once per chosen day at 09:00 local across Sydney's spring change", () => {
    // Clocks go forward at 02:00 on Sunday 4 October 2026 (AEST, UTC+10 → AEDT, UTC+11).
    const first = firstDue(
      { days: [6, 7, 1], time: "09:00" },
      "Australia/Sydney",
      "2026-10-02T12:00:00Z",
      "2026-10-05T12:00:00Z",
    );
    expect(Object.fromEntries(first)).toEqual({
      "2026-10-03": "2026-10-02T23:00:00.000Z",
      "2026-10-04": "2026-10-03T22:00:00.000Z",
      "2026-10-05": "2026-10-04T22:00:00.000Z",
    });
  });

  it("reads her wall clock through her zone", () => {
    expect(localClock(new Date("2026-10-25T00:30:00Z"), "Europe/London")).toEqual({
      day: "2026-10-25",
      weekday: 7,
      minutes: 90,
    });
  });
});

describe("the weekly summary", () => {
  it("is due on Sunday at her time, for the week that began on Monday", () => {
    expect(summaryDueWeek("18:00", new Date("2026-03-08T18:00:00Z"), "Europe/London")).toBe("2026-03-02");
    expect(summaryDueWeek("18:00", new Date("2026-03-07T18:00:00Z"), "Europe/London")).toBeNull();
    expect(summaryDueWeek("18:00", new Date("2026-03-08T17:55:00Z"), "Europe/London")).toBeNull();
  });
});
