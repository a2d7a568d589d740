import { describe, expect, it } from "vitest";
import { PROMISE_ASK_DAYS, promiseDueDay, promiseTiming } from "./promise-due";

// Issue 39 "What it must show": the 4-week trigger across time zones and a paused program.
describe("the 4-week promise comes due", () => {
  it("28 days after the start, in her days", () => {
    expect(promiseDueDay("2026-11-02")).toBe("2026-11-30");
    expect(promiseDueDay("2026-02-10")).toBe("2026-03-10");
  });

  it("on her day in Pacific/Auckland, a day before it is in UTC", () => {
    // 11:30 UTC on 29 Nov is 00:30 on 30 Nov in Auckland (NZDT, UTC+13).
    const justAfterHerMidnight = new Date("2026-11-29T11:30:00Z");
    expect(promiseTiming(justAfterHerMidnight, "Pacific/Auckland", "2026-11-02")).toEqual({
      state: "due",
      due: "2026-11-30",
    });
    expect(promiseTiming(justAfterHerMidnight, "UTC", "2026-11-02").state).toBe("running");
    // 10:30 UTC is still 23:30 on 29 Nov there.
    expect(promiseTiming(new Date("2026-11-29T10:30:00Z"), "Pacific/Auckland", "2026-11-02").state).toBe(
      "running",
    );
  });

  it("on her day in America/Los_Angeles, after it is in UTC", () => {
    // 05:00 UTC on 30 Nov is still 21:00 on 29 Nov in Los Angeles (PST, UTC-8).
    const evening = new Date("2026-11-30T05:00:00Z");
    expect(promiseTiming(evening, "UTC", "2026-11-02").state).toBe("due");
    expect(promiseTiming(evening, "America/Los_Angeles", "2026-11-02").state).toBe("running");
    expect(promiseTiming(new Date("2026-11-30T08:00:00Z"), "America/Los_Angeles", "2026-11-02").state).toBe(
      "due",
    );
  });

  it("across a daylight-saving change: 28 calendar days, not 28 × 24 hours", () => {
    // Los Angeles leaves daylight time on 1 Nov 2026: the 28 days hold 28 days and one hour.
    const start = "2026-10-18";
    expect(promiseDueDay(start)).toBe("2026-11-15");
    // 07:30 UTC on 15 Nov is 23:30 on 14 Nov (PST): 28 × 24 hours from her start have passed
    // (the start's midnight was 07:00 UTC, PDT), but her 28th day has not begun.
    expect(promiseTiming(new Date("2026-11-15T07:30:00Z"), "America/Los_Angeles", start).state).toBe(
      "running",
    );
    expect(promiseTiming(new Date("2026-11-15T08:00:00Z"), "America/Los_Angeles", start).state).toBe("due");
    // Auckland enters daylight time on 27 Sep 2026: her 28th day begins at 11:00 UTC, an hour
    // before 28 × 24 hours from her start's midnight (12:00 UTC on 14 Sep, NZST) have passed.
    expect(promiseTiming(new Date("2026-10-12T11:00:00Z"), "Pacific/Auckland", "2026-09-15").state).toBe(
      "due",
    );
    expect(promiseTiming(new Date("2026-10-12T10:59:00Z"), "Pacific/Auckland", "2026-09-15").state).toBe(
      "running",
    );
  });

  it("a paused program: the paused days push it back", () => {
    // Paused 9-16 Nov (7 days): due a week later.
    expect(promiseDueDay("2026-11-02", [{ from: "2026-11-09", to: "2026-11-16" }])).toBe("2026-12-07");
    const afterFourWeeks = new Date("2026-12-01T12:00:00Z");
    expect(promiseTiming(afterFourWeeks, "UTC", "2026-11-02").state).toBe("due");
    expect(
      promiseTiming(afterFourWeeks, "UTC", "2026-11-02", [{ from: "2026-11-09", to: "2026-11-16" }]).state,
    ).toBe("running");
  });

  it("counts a second pause that begins inside the pushed-back weeks, and nothing outside them", () => {
    const pauses = [
      { from: "2026-11-09", to: "2026-11-16" },
      // Begins after the plain due day (30 Nov) but before the pushed-back one (7 Dec).
      { from: "2026-12-01", to: "2026-12-03" },
      // After everything: not counted.
      { from: "2027-01-10", to: "2027-01-20" },
    ];
    expect(promiseDueDay("2026-11-02", pauses)).toBe("2026-12-09");
    // Days before the start, and a pause overlapping the start, count only from the start.
    expect(promiseDueDay("2026-11-02", [{ from: "2026-10-20", to: "2026-11-04" }])).toBe("2026-12-02");
    // An empty or backwards pause changes nothing.
    expect(promiseDueDay("2026-11-02", [{ from: "2026-11-10", to: "2026-11-10" }])).toBe("2026-11-30");
  });

  it("asks for 4 weeks after it came due, then lapses", () => {
    const start = "2026-11-02";
    expect(promiseTiming(new Date("2026-12-27T12:00:00Z"), "UTC", start).state).toBe("due");
    expect(PROMISE_ASK_DAYS).toBe(28);
    expect(promiseTiming(new Date("2026-12-28T12:00:00Z"), "UTC", start)).toEqual({
      state: "lapsed",
      due: "2026-11-30",
    });
  });
});
