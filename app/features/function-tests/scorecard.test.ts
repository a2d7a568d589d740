import { describe, expect, it } from "vitest";
import { changesSince, type ResultRow, reachText, scorecard } from "./scorecard";

// Issue 39 §1: her scorecard in words: the change since her first test, never alarming.

const row = (test: string, day: string, value: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  id: `${test}-${day}-${value}`,
  test,
  day,
  value,
  secondValue: null,
  age: 66,
  stopped: null,
  ...extra,
});

const card = (rows: ResultRow[], id: string, length: "cm" | "in" = "cm") =>
  scorecard(rows, length).find((entry) => entry.id === id);

describe("her scorecard", () => {
  it("says what improved since her first test, by month", () => {
    const rows = [row("chair-stand", "2026-03-10", 10), row("chair-stand", "2026-05-05", 14)];
    expect(card(rows, "chair-stand")?.change).toBe("You stood up 4 more times than in March.");
    expect(card(rows, "chair-stand")?.latest?.words).toBe("Within the usual range for your age");
  });

  it("reads a faster up-and-go as better, and a slower one gently", () => {
    expect(
      card([row("up-and-go", "2026-03-10", 7.5), row("up-and-go", "2026-05-05", 6.1)], "up-and-go")?.change,
    ).toBe("You got round 1.4 seconds faster than in March.");
    expect(
      card([row("up-and-go", "2026-03-10", 6.1), row("up-and-go", "2026-05-05", 7.5)], "up-and-go")?.change,
    ).toBe("1.4 seconds slower than in March: every test day is different, keep going.");
  });

  it("keeps a stop in the table, out of the chart and the change", () => {
    const rows = [
      row("arm-curl", "2026-03-10", 12),
      row("arm-curl", "2026-04-10", 0, { value: null, stopped: "pain" }),
    ];
    const arms = card(rows, "arm-curl");
    expect(arms?.points).toHaveLength(1);
    expect(arms?.rows.map((entry) => entry.result)).toEqual(["Stopped: pain", "12 curls"]);
    expect(arms?.change).toBeNull();
  });

  it("shows a reach with its sign in her unit, and the stance by its better leg", () => {
    expect(reachText(-5.08, "in")).toBe("-2 in");
    expect(reachText(3, "cm")).toBe("+3 cm");
    const stance = card(
      [
        row("single-leg-stance", "2026-03-10", 8, { secondValue: 12 }),
        row("single-leg-stance", "2026-05-05", 20, { secondValue: 15 }),
      ],
      "single-leg-stance",
    );
    expect(stance?.points.map((point) => point.y)).toEqual([12, 20]);
    expect(stance?.change).toBe("You balanced 8 seconds longer than in March.");
    expect(stance?.latest?.result).toBe("Left 20 s, right 15 s");
  });

  it("tells the 4-week promise what her tests say since the program began, and nothing without a retest", () => {
    const rows = [
      row("chair-stand", "2026-03-10", 10),
      row("chair-stand", "2026-04-08", 13),
      row("arm-curl", "2026-03-10", 12),
      row("up-and-go", "2026-01-10", 7),
      row("up-and-go", "2026-02-10", 6.5),
    ];
    // Arm curl once, up-and-go retested before this program: only the chair stand speaks.
    expect(changesSince(rows, "2026-03-09", "cm")).toEqual([
      "30-second chair stand: You stood up 3 more times than in March.",
    ]);
    expect(changesSince(rows, "2026-04-09", "cm")).toEqual([]);
  });
});
