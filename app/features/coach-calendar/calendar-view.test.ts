import { describe, expect, it } from "vitest";
import {
  type CalendarEntry,
  layoutDays,
  neighbours,
  placesText,
  readViewParams,
  viewDays,
  viewHref,
} from "./calendar-view";

const ZONE = "Australia/Sydney";
const NOW = new Date("2026-11-27T05:00:00Z"); // 16:00 in Sydney, Friday 27 November

function entry(overrides: Partial<CalendarEntry>): CalendarEntry {
  return {
    bookingId: "b1",
    typeId: "one-to-one",
    typeName: "1:1 at the gym",
    kind: "appointment",
    place: "gym",
    capacity: 1,
    startsAt: new Date("2026-11-27T22:00:00Z"), // 09:00 Saturday 28th in Sydney
    endsAt: new Date("2026-11-27T23:00:00Z"),
    status: "booked",
    position: null,
    memberId: "m1",
    name: "Ann",
    email: "ann@example.com",
    note: "",
    healthFlag: null,
    ...overrides,
  };
}

describe("the coach's calendar view", () => {
  it("reads the view from the address, today's day view by default", () => {
    expect(readViewParams(new URLSearchParams(""), "2026-11-27")).toEqual({ mode: "day", day: "2026-11-27" });
    expect(readViewParams(new URLSearchParams("view=week&day=2026-12-02"), "2026-11-27")).toEqual({
      mode: "week",
      day: "2026-12-02",
    });
    expect(readViewParams(new URLSearchParams("view=year&day=2026-02-31"), "2026-11-27")).toEqual({
      mode: "day",
      day: "2026-11-27",
    });
  });

  it("shows Monday to Sunday in a week and steps a day or a week", () => {
    expect(viewDays({ mode: "day", day: "2026-11-27" })).toEqual(["2026-11-27"]);
    expect(viewDays({ mode: "week", day: "2026-11-27" })).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(neighbours({ mode: "day", day: "2026-11-30" })).toEqual({
      previous: "2026-11-29",
      next: "2026-12-01",
    });
    expect(neighbours({ mode: "week", day: "2026-11-27" })).toEqual({
      previous: "2026-11-20",
      next: "2026-12-04",
    });
    expect(viewHref({ mode: "week", day: "2026-11-27" })).toBe("/coach/calendar?view=week&day=2026-11-27");
  });

  it("puts a booking on its day in the gym's zone, not UTC's", () => {
    const [friday, saturday] = layoutDays([entry({})], ["2026-11-27", "2026-11-28"], ZONE, NOW);
    expect(friday?.slots).toEqual([]);
    expect(saturday?.slots).toHaveLength(1);
    expect(saturday?.slots[0]?.time).toBe("09:00–10:00");
  });

  it("groups a class's people into one slot with its places and its waitlist in order, leaving out cancellations", () => {
    const startsAt = new Date("2026-11-27T21:00:00Z"); // 08:00 Saturday
    const klass = { typeId: "live", typeName: "Live class", kind: "class" as const, capacity: 3, startsAt };
    const [day] = layoutDays(
      [
        entry({ ...klass, bookingId: "c", name: "Cleo" }),
        entry({ ...klass, bookingId: "a", name: "Bea" }),
        entry({ ...klass, bookingId: "x", name: "Xena", status: "cancelled" }),
        entry({ ...klass, bookingId: "w2", name: "Wendy", status: "waitlisted", position: 2 }),
        entry({ ...klass, bookingId: "w1", name: "Vera", status: "waitlisted", position: 1 }),
        entry({ bookingId: "one", name: "Ann" }),
      ],
      ["2026-11-28"],
      ZONE,
      NOW,
    );
    expect(day?.slots.map((slot) => slot.typeName)).toEqual(["Live class", "1:1 at the gym"]);
    const slot = day?.slots[0];
    expect(slot?.people.map((p) => p.name)).toEqual(["Bea", "Cleo"]);
    expect(slot?.waitlist.map((p) => p.name)).toEqual(["Vera", "Wendy"]);
    expect(slot && placesText(slot)).toBe("2 of 3 places taken, 2 waiting");
    expect(placesText({ capacity: 1, taken: 1, waitlist: [] })).toBe("");
  });

  it("lets attendance be marked only once a session has started, and never for the waitlist", () => {
    const past = new Date("2026-11-27T01:00:00Z");
    const [day] = layoutDays(
      [
        entry({ bookingId: "past", startsAt: past, endsAt: new Date("2026-11-27T02:00:00Z") }),
        entry({ bookingId: "later", startsAt: new Date("2026-11-27T06:00:00Z"), name: "Zoe" }),
      ],
      ["2026-11-27"],
      ZONE,
      NOW,
    );
    expect(day?.slots.map((slot) => slot.people[0]?.canMark)).toEqual([true, false]);
  });
});
