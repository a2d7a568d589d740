import { describe, expect, it } from "vitest";
import {
  type BusyRow,
  beforeCutoff,
  classStarts,
  generateSlots,
  type HoursRow,
  type SlotInput,
  type SlotType,
  timingProblem,
  wallTime,
  zonedInstant,
} from "./slots";

const SYDNEY = "Australia/Sydney";
const at = (iso: string) => new Date(iso);

const oneToOne: SlotType = {
  id: "one-to-one",
  minutes: 45,
  place: "gym",
  capacity: 1,
  bufferMinutes: 15,
  noticeHours: 0,
  horizonDays: 365,
  kind: "appointment",
};

function input(overrides: Partial<SlotInput>): SlotInput {
  return {
    type: oneToOne,
    hours: [],
    exceptions: [],
    busy: [],
    classTimes: [],
    from: at("2026-01-01T00:00:00Z"),
    to: at("2026-12-31T00:00:00Z"),
    now: at("2025-12-01T00:00:00Z"),
    zone: SYDNEY,
    ...overrides,
  };
}

const hours = (
  weekday: number,
  start: string,
  end: string,
  validFrom = "2025-01-01",
  validTo: string | null = null,
): HoursRow => ({
  place: "gym",
  weekday,
  start,
  end,
  validFrom,
  validTo,
});

/** The slots' wall times in Sydney, for reading. */
const walls = (slots: { startsAt: Date }[]) => slots.map((slot) => wallTime(slot.startsAt, SYDNEY));

describe("wall times in the gym's zone", () => {
  it("reads 09:00 with the offset of that day on both sides of each change", () => {
    // Daylight saving ends Sunday 5 April 2026 (AEDT +11 → AEST +10)…
    expect(zonedInstant("2026-04-04", "09:00", SYDNEY)).toEqual(at("2026-04-03T22:00:00Z"));
    expect(zonedInstant("2026-04-05", "09:00", SYDNEY)).toEqual(at("2026-04-04T23:00:00Z"));
    // …and starts Sunday 4 October 2026 (AEST +10 → AEDT +11).
    expect(zonedInstant("2026-10-03", "09:00", SYDNEY)).toEqual(at("2026-10-02T23:00:00Z"));
    expect(zonedInstant("2026-10-04", "09:00", SYDNEY)).toEqual(at("2026-10-03T22:00:00Z"));
  });

  it("takes a repeated time's first occurrence and moves a skipped time past the change", () => {
    // 02:30 happens twice on 5 April: first at +11.
    expect(zonedInstant("2026-04-05", "02:30", SYDNEY)).toEqual(at("2026-04-04T15:30:00Z"));
    // 02:30 does not exist on 4 October: it is read as 03:30 AEDT.
    const skipped = zonedInstant("2026-10-04", "02:30", SYDNEY);
    expect(wallTime(skipped, SYDNEY)).toBe("03:30");
  });
});

describe("appointment slots from her hours", () => {
  it("keeps 09:00 at 09:00 every day through the end of daylight saving", () => {
    const slots = generateSlots(
      input({
        hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => hours(weekday, "09:00", "10:00")),
        from: at("2026-04-02T00:00:00Z"),
        to: at("2026-04-08T00:00:00Z"),
      }),
    );
    expect(walls(slots).every((wall) => wall === "09:00")).toBe(true);
    expect(slots.map((slot) => slot.startsAt.toISOString())).toContain("2026-04-03T22:00:00.000Z");
    expect(slots.map((slot) => slot.startsAt.toISOString())).toContain("2026-04-04T23:00:00.000Z");
  });

  it("keeps 09:00 at 09:00 through the start of daylight saving", () => {
    const slots = generateSlots(
      input({
        hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => hours(weekday, "09:00", "10:00")),
        from: at("2026-10-01T00:00:00Z"),
        to: at("2026-10-07T00:00:00Z"),
      }),
    );
    expect(walls(slots).every((wall) => wall === "09:00")).toBe(true);
    expect(slots.map((slot) => slot.startsAt.toISOString())).toContain("2026-10-02T23:00:00.000Z");
    expect(slots.map((slot) => slot.startsAt.toISOString())).toContain("2026-10-03T22:00:00.000Z");
  });

  it("offers every real half hour of a window the clocks go back in, and none twice", () => {
    // Sunday 5 April, 01:00-05:00: five real hours.
    const type = { ...oneToOne, minutes: 60, bufferMinutes: 0 };
    const slots = generateSlots(
      input({
        type,
        hours: [hours(0, "01:00", "05:00")],
        from: at("2026-04-04T00:00:00Z"),
        to: at("2026-04-05T12:00:00Z"),
      }),
    );
    expect(walls(slots)).toEqual([
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "02:00",
      "02:30",
      "03:00",
      "03:30",
      "04:00",
    ]);
    expect(new Set(slots.map((slot) => slot.startsAt.getTime())).size).toBe(slots.length);
  });

  it("offers no slot in the hour the clocks skip", () => {
    // Sunday 4 October, 01:00-05:00: three real hours.
    const type = { ...oneToOne, minutes: 60, bufferMinutes: 0 };
    const slots = generateSlots(
      input({
        type,
        hours: [hours(0, "01:00", "05:00")],
        from: at("2026-10-03T00:00:00Z"),
        to: at("2026-10-04T12:00:00Z"),
      }),
    );
    expect(walls(slots)).toEqual(["01:00", "01:30", "03:00", "03:30", "04:00"]);
    for (const slot of slots) expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(3_600_000);
  });

  it("leaves room for the buffer after each booking, of any type", () => {
    // Monday 2 March 2026 (AEDT), 09:00-12:00; a partner session booked 10:00-10:45 (+15 buffer).
    const busy: BusyRow[] = [
      {
        typeId: "partner",
        startsAt: at("2026-03-01T23:00:00Z"),
        endsAt: at("2026-03-01T23:45:00Z"),
        bufferMinutes: 15,
        kind: "appointment",
      },
    ];
    const slots = generateSlots(
      input({
        hours: [hours(1, "09:00", "12:00")],
        busy,
        from: at("2026-03-01T13:00:00Z"),
        to: at("2026-03-02T12:59:00Z"),
      }),
    );
    // 09:00 ends 09:45 + 15 = 10:00: fits. 09:30 and 10:00, 10:30 clash; 11:00 is free again.
    expect(walls(slots)).toEqual(["09:00", "11:00"]);
  });

  it("lets people join the same group time while places are left, then shows it full", () => {
    const type: SlotType = { ...oneToOne, id: "small-group", capacity: 3 };
    const start = at("2026-03-01T22:00:00Z"); // 09:00
    const booked = (count: number): BusyRow[] =>
      Array.from({ length: count }, () => ({
        typeId: "small-group",
        startsAt: start,
        endsAt: new Date(start.getTime() + 45 * 60_000),
        bufferMinutes: 15,
        kind: "appointment" as const,
      }));
    const range = {
      from: at("2026-03-01T13:00:00Z"),
      to: at("2026-03-02T12:59:00Z"),
      hours: [hours(1, "09:00", "11:00")],
    };
    const two = generateSlots(input({ type, ...range, busy: booked(2) }));
    expect(two[0]).toMatchObject({ startsAt: start, placesLeft: 1 });
    expect(walls(two)).toEqual(["09:00", "10:00"]);
    const three = generateSlots(input({ type, ...range, busy: booked(3) }));
    expect(three[0]).toMatchObject({ startsAt: start, placesLeft: 0 });
  });

  it("respects the minimum notice and the horizon", () => {
    const type = { ...oneToOne, noticeHours: 24, horizonDays: 7 };
    const now = at("2026-03-02T00:00:00Z"); // Monday 11:00 Sydney
    const slots = generateSlots(
      input({
        type,
        now,
        hours: [1, 2, 3, 4, 5].map((weekday) => hours(weekday, "09:00", "10:00")),
        from: now,
        to: at("2026-03-31T00:00:00Z"),
      }),
    );
    const first = slots[0]?.startsAt;
    const last = slots.at(-1)?.startsAt;
    expect(first?.getTime()).toBeGreaterThanOrEqual(now.getTime() + 24 * 3_600_000);
    expect(first?.toISOString()).toBe("2026-03-03T22:00:00.000Z"); // Wednesday 09:00: Tuesday's is 22 h away
    expect(last?.getTime()).toBeLessThanOrEqual(now.getTime() + 7 * 86_400_000);
    expect(timingProblem(type, at("2026-03-01T00:00:00Z"), now)).toBe("past");
    expect(timingProblem(type, at("2026-03-02T12:00:00Z"), now)).toBe("notice");
    expect(timingProblem(type, at("2026-03-20T00:00:00Z"), now)).toBe("horizon");
    expect(timingProblem(type, at("2026-03-04T00:00:00Z"), now)).toBeNull();
  });

  it("opens gym hours from their first valid day and ends them after their last", () => {
    const slots = generateSlots(
      input({
        hours: [hours(2, "09:00", "10:00", "2025-05-27", "2025-06-03")],
        now: at("2025-01-01T00:00:00Z"),
        from: at("2025-05-01T00:00:00Z"),
        to: at("2025-07-01T00:00:00Z"),
      }),
    );
    // Tuesdays 27 May and 3 June 2025 only; 20 May is before the gym reopens.
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      "2025-05-26T23:00:00.000Z",
      "2025-06-02T23:00:00.000Z",
    ]);
  });

  it("closes a day off and a blocked time", () => {
    const base = {
      hours: [hours(1, "09:00", "12:00")],
      from: at("2026-03-01T13:00:00Z"),
      to: at("2026-03-09T12:59:00Z"),
    };
    const slots = generateSlots(
      input({
        ...base,
        exceptions: [
          { day: "2026-03-02", place: null, start: null, end: null },
          { day: "2026-03-09", place: "gym", start: "09:30", end: "11:00" },
          { day: "2026-03-09", place: "online", start: "11:00", end: "12:00" },
        ],
      }),
    );
    expect(
      slots.map((slot) => `${slot.startsAt.toISOString().slice(0, 10)} ${wallTime(slot.startsAt, SYDNEY)}`),
    ).toEqual(["2026-03-09 11:00"]);
  });
});

describe("class times", () => {
  it("repeat weekly at the same wall time across a change, and one-offs are kept", () => {
    const starts = classStarts(
      [
        { weekday: 3, time: "18:00", validFrom: "2026-03-01", validTo: null, startsAt: null },
        { weekday: null, time: null, validFrom: null, validTo: null, startsAt: at("2026-04-10T08:00:00Z") },
      ],
      at("2026-03-25T00:00:00Z"),
      at("2026-04-16T00:00:00Z"),
      SYDNEY,
    );
    expect(starts.map((start) => start.toISOString())).toEqual([
      "2026-03-25T07:00:00.000Z", // AEDT
      "2026-04-01T07:00:00.000Z",
      "2026-04-08T08:00:00.000Z", // AEST
      "2026-04-10T08:00:00.000Z",
      "2026-04-15T08:00:00.000Z",
    ]);
  });
});

describe("the cut-off", () => {
  it("allows changes until exactly the cut-off before the start", () => {
    const start = at("2026-03-10T00:00:00Z");
    expect(beforeCutoff(start, 24, at("2026-03-09T00:00:00Z"))).toBe(true);
    expect(beforeCutoff(start, 24, at("2026-03-09T00:00:01Z"))).toBe(false);
    expect(beforeCutoff(start, 0, at("2026-03-09T23:59:59Z"))).toBe(true);
  });
});
