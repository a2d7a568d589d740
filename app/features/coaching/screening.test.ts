import { describe, expect, it } from "vitest";
import { type ScreeningRow, screeningStatus, screeningValidUntil } from "./screening.server";

const ANSWERED = new Date("2026-03-02T09:00:00Z");
const NO = {
  heart: false,
  chestPain: false,
  dizziness: false,
  chronic: false,
  medicines: false,
  joints: false,
  supervision: false,
};

function row(overrides: Partial<ScreeningRow> = {}): ScreeningRow {
  return {
    id: "s1",
    memberId: "m1",
    answers: NO,
    anyYes: false,
    followUp: "",
    answeredAt: ANSWERED,
    clearedAt: null,
    reviewedAt: null,
    reviewedBy: null,
    createdAt: ANSWERED,
    updatedAt: ANSWERED,
    ...overrides,
  };
}

const yes = (overrides: Partial<ScreeningRow> = {}) =>
  row({ answers: { ...NO, joints: true }, anyYes: true, ...overrides });

describe("screeningStatus", () => {
  it("is missing without a screening", () => {
    expect(screeningStatus(null, ANSWERED)).toBe("missing");
  });

  it("counts for 12 months to the moment, then asks again", () => {
    expect(screeningValidUntil(row()).toISOString()).toBe("2027-03-02T09:00:00.000Z");
    expect(screeningStatus(row(), new Date("2027-03-02T08:59:59.999Z"))).toBe("clear");
    expect(screeningStatus(row(), new Date("2027-03-02T09:00:00.000Z"))).toBe("expired");
    // A flagged, cleared or reviewed screening expires the same way.
    expect(screeningStatus(yes(), new Date("2027-03-02T09:00:00Z"))).toBe("expired");
    expect(
      screeningStatus(yes({ clearedAt: ANSWERED, reviewedAt: ANSWERED }), new Date("2027-06-01T00:00:00Z")),
    ).toBe("expired");
  });

  it("keeps a leap day's answers until 1 March the next year", () => {
    const leap = row({ answeredAt: new Date("2028-02-29T12:00:00Z") });
    expect(screeningStatus(leap, new Date("2029-02-28T23:00:00Z"))).toBe("clear");
    expect(screeningStatus(leap, new Date("2029-03-01T12:00:00Z"))).toBe("expired");
  });

  it("is clear with every answer no", () => {
    expect(screeningStatus(row(), ANSWERED)).toBe("clear");
  });

  it("flags a yes until she confirms her doctor's clearance or the coach reviews it", () => {
    const later = new Date("2026-04-01T00:00:00Z");
    expect(screeningStatus(yes(), later)).toBe("flagged");
    expect(screeningStatus(yes({ clearedAt: later }), later)).toBe("cleared");
    expect(screeningStatus(yes({ reviewedAt: later, reviewedBy: "coach" }), later)).toBe("reviewed");
    // Both: the coach's review is what her list asks about.
    expect(screeningStatus(yes({ clearedAt: later, reviewedAt: later }), later)).toBe("reviewed");
  });
});
