import { describe, expect, it } from "vitest";
import { cardState, checkInFlags, checkInPeriod, isoWeekday } from "./check-in";

describe("the check-in period", () => {
  it("opens on the coach's weekday on or before today and lasts seven days", () => {
    // Tuesday 24 November 2026.
    expect(isoWeekday("2026-11-24")).toBe(2);
    // Sunday: the Sunday before.
    expect(checkInPeriod("2026-11-24", 7)).toEqual({ opened: "2026-11-22", next: "2026-11-29" });
    // The weekday is today: it opened today.
    expect(checkInPeriod("2026-11-24", 2)).toEqual({ opened: "2026-11-24", next: "2026-12-01" });
    // Wednesday: the day after today, so last Wednesday.
    expect(checkInPeriod("2026-11-24", 3)).toEqual({ opened: "2026-11-18", next: "2026-11-25" });
    // Monday, across a month and a year.
    expect(checkInPeriod("2027-01-01", 1)).toEqual({ opened: "2026-12-28", next: "2027-01-04" });
  });

  it("holds every day of the week in exactly one period", () => {
    for (let offset = 0; offset < 7; offset++) {
      const day = `2026-11-${String(22 + offset).padStart(2, "0")}`;
      expect(checkInPeriod(day, 7).opened).toBe("2026-11-22");
    }
    expect(checkInPeriod("2026-11-29", 7).opened).toBe("2026-11-29");
  });
});

describe("the flags the coach sees", () => {
  it("flags pain by level or by a place named, and energy of 1 or 2", () => {
    expect(checkInFlags({ painLevel: 0, painArea: "", energy: 3 })).toEqual({
      pain: false,
      lowEnergy: false,
    });
    expect(checkInFlags({ painLevel: 1, painArea: "", energy: 3 }).pain).toBe(true);
    expect(checkInFlags({ painLevel: 0, painArea: "left knee", energy: 3 }).pain).toBe(true);
    expect(checkInFlags({ painLevel: 0, painArea: "   ", energy: 3 }).pain).toBe(false);
    expect(checkInFlags({ painLevel: 0, painArea: "", energy: 2 }).lowEnergy).toBe(true);
    expect(checkInFlags({ painLevel: 0, painArea: "", energy: 1 }).lowEnergy).toBe(true);
  });
});

describe("the card", () => {
  const period = checkInPeriod("2026-11-24", 7); // opened Sunday 22 November
  it("is due until she checks in, then done", () => {
    expect(cardState({ period, weeks: [] })).toEqual({ state: "due", missedNote: false });
    expect(cardState({ period, weeks: ["2026-11-22", "2026-11-15"] })).toEqual({
      state: "done",
      missedNote: false,
    });
  });

  it("says once, kindly, that last week was missed: not after two misses in a row", () => {
    // Checked in two weeks ago, missed last week: the note.
    expect(cardState({ period, weeks: ["2026-11-08"] })).toEqual({ state: "due", missedNote: true });
    // Missed last week and the week before: no note again.
    expect(cardState({ period, weeks: ["2026-11-01"] })).toEqual({ state: "due", missedNote: false });
    // Walk three missed weeks: the note shows in the first only.
    const notes = ["2026-11-22", "2026-11-29", "2026-12-06"].map(
      (opened) => cardState({ period: checkInPeriod(opened, 7), weeks: ["2026-11-08"] }).missedNote,
    );
    expect(notes).toEqual([true, false, false]);
    // Checked in last week: no note.
    expect(cardState({ period, weeks: ["2026-11-15"] }).missedNote).toBe(false);
    // Never checked in: never told she missed one.
    expect(cardState({ period, weeks: [] }).missedNote).toBe(false);
    // Already done this week: a thank-you, no note.
    expect(cardState({ period, weeks: ["2026-11-22", "2026-11-08"] }).missedNote).toBe(false);
  });

  it("counts a check-in keyed by an earlier weekday in the period it fell in", () => {
    // The coach moved the day from Sunday to Wednesday; her check-in of Sunday 15 November is
    // in the period that opened Wednesday 11 November.
    const moved = checkInPeriod("2026-11-26", 3); // opened Wednesday 25 November
    expect(cardState({ period: moved, weeks: ["2026-11-15"] })).toEqual({ state: "due", missedNote: true });
  });
});
