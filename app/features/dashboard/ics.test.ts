import { describe, expect, it } from "vitest";
import { buildCalendar, foldLine } from "./ics";

describe("the .ics export", () => {
  const now = new Date("2026-03-09T10:00:00Z");
  const ics = buildCalendar(
    "My plan",
    [
      {
        uid: "2026-03-09-abc@test",
        day: "2026-03-09",
        summary: "Your plan: Lower-body strength, legs; core",
        description: `Workout: squats\nMeal: ${"é".repeat(60)}`,
      },
    ],
    now,
  );
  const lines = ics.split("\r\n");

  it("is CRLF text with lines of at most 75 octets", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("has an all-day event with escaped text that unfolds to the original", () => {
    const unfolded = ics.replace(/\r\n /g, "").split("\r\n");
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20260309");
    expect(unfolded).toContain("DTEND;VALUE=DATE:20260310");
    expect(unfolded).toContain("DTSTAMP:20260309T100000Z");
    expect(unfolded).toContain("SUMMARY:Your plan: Lower-body strength\\, legs\\; core");
    expect(unfolded).toContain(`DESCRIPTION:Workout: squats\\nMeal: ${"é".repeat(60)}`);
  });

  it("never splits a multi-byte character when folding", () => {
    const folded = foldLine(`X:${"é".repeat(100)}`);
    expect(folded.replace(/\r\n /g, "")).toBe(`X:${"é".repeat(100)}`);
    for (const piece of folded.split("\r\n")) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
  });
});
