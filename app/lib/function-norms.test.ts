import { describe, expect, it } from "vitest";
import { FUNCTION_TEST_IDS } from "~/content/function-tests";
import {
  ageOn,
  fallRisk,
  NORM_BANDS,
  normBand,
  STANCE_UNDER_SECONDS,
  scoreResult,
  UP_AND_GO_OVER_SECONDS,
  usualRange,
} from "./function-norms";

// Issue 39 §1: scoring against Rikli & Jones's women's norms at every band edge, and the
// fall-risk cut-offs (decision 0064).

describe("age bands", () => {
  it.each([
    [59, null],
    [60, 0],
    [64, 0],
    [65, 1],
    [69, 1],
    [70, 2],
    [74, 2],
    [75, 3],
    [79, 3],
    [80, 4],
    [84, 4],
    [85, 5],
    [89, 5],
    [90, 6],
    [94, 6],
    [95, null],
  ])("age %i is band %s", (age, band) => {
    expect(normBand(age)).toBe(band);
  });

  it("has no range under 60: her own trend", () => {
    expect(usualRange("chair-stand", 59)).toBeNull();
    expect(scoreResult("chair-stand", 59, 30)).toBe("no-norms");
    expect(scoreResult("chair-stand", null, 30)).toBe("no-age");
    expect(scoreResult("single-leg-stance", 70, 30)).toBe("trend");
  });

  it("reads the published chair stand ranges at each band's first and last year", () => {
    expect(usualRange("chair-stand", 64)).toEqual({ low: 12, high: 17 });
    expect(usualRange("chair-stand", 65)).toEqual({ low: 11, high: 16 });
    expect(usualRange("chair-stand", 90)).toEqual({ low: 4, high: 11 });
    expect(usualRange("up-and-go", 85)).toEqual({ low: 6.2, high: 9.6 });
    // Inches in the source, cm here.
    expect(usualRange("sit-and-reach", 60)).toEqual({ low: -1.27, high: 12.7 });
    expect(usualRange("back-scratch", 80)).toEqual({ low: -13.97, high: 0 });
  });
});

describe("scoring at every band's edges", () => {
  const tests = FUNCTION_TEST_IDS.filter((test) => test !== "single-leg-stance");
  for (const test of tests) {
    for (const start of NORM_BANDS) {
      for (const age of [start, start + 4]) {
        const range = usualRange(test, age);
        it(`${test} at ${age}: the 25th and 75th values are within, just past them are not`, () => {
          if (!range) throw new Error("no range");
          const step =
            test === "up-and-go" ? 0.1 : test.includes("reach") || test === "back-scratch" ? 0.1 : 1;
          expect(scoreResult(test, age, range.low)).toBe("within");
          expect(scoreResult(test, age, range.high)).toBe("within");
          // Up-and-go is lower-is-better: faster than the range is above it.
          expect(scoreResult(test, age, range.low - step)).toBe(test === "up-and-go" ? "above" : "below");
          expect(scoreResult(test, age, range.high + step)).toBe(test === "up-and-go" ? "below" : "above");
        });
      }
    }
  }

  it("moves a 12-stand result from within to above across 64/65 only by the range", () => {
    expect(scoreResult("chair-stand", 64, 11)).toBe("below");
    expect(scoreResult("chair-stand", 65, 11)).toBe("within");
    expect(scoreResult("chair-stand", 64, 17)).toBe("within");
    expect(scoreResult("chair-stand", 65, 17)).toBe("above");
    expect(scoreResult("chair-stand", 59, 11)).toBe("no-norms");
  });
});

describe("fall-risk cut-offs", () => {
  it("flags an up-and-go over 9 s, not at 9 s", () => {
    expect(fallRisk({ test: "up-and-go", age: 70, value: UP_AND_GO_OVER_SECONDS })).toBeNull();
    expect(fallRisk({ test: "up-and-go", age: 70, value: 9.1 })).toBe("up-and-go 9.1 s (cut-off 9 s)");
    // No age needed: the cut-off is the same for every age.
    expect(fallRisk({ test: "up-and-go", age: null, value: 13.4 })).toBe("up-and-go 13.4 s (cut-off 9 s)");
  });

  it.each([
    [60, 12],
    [64, 12],
    [65, 11],
    [69, 11],
    [70, 10],
    [79, 10],
    [80, 9],
    [84, 9],
    [85, 8],
    [89, 8],
    [90, 4],
    [94, 4],
  ])("flags a chair stand under STEADI's cut-off at %i (%i)", (age, cutOff) => {
    expect(fallRisk({ test: "chair-stand", age, value: cutOff })).toBeNull();
    expect(fallRisk({ test: "chair-stand", age, value: cutOff - 1 })).toContain(`(cut-off ${cutOff} for`);
  });

  it("has no chair stand cut-off without an age or under 60", () => {
    expect(fallRisk({ test: "chair-stand", age: null, value: 3 })).toBeNull();
    expect(fallRisk({ test: "chair-stand", age: 59, value: 3 })).toBeNull();
  });

  it("flags a single-leg stance under 5 s on either leg", () => {
    expect(
      fallRisk({ test: "single-leg-stance", age: 70, value: 30, second: STANCE_UNDER_SECONDS }),
    ).toBeNull();
    expect(fallRisk({ test: "single-leg-stance", age: 70, value: 30, second: 4.5 })).toBe(
      "single-leg stance 4.5 s (cut-off 5 s)",
    );
  });

  it("has no cut-off for the other tests", () => {
    expect(fallRisk({ test: "arm-curl", age: 70, value: 0 })).toBeNull();
    expect(fallRisk({ test: "back-scratch", age: 70, value: -40 })).toBeNull();
  });
});

describe("her age on a test day", () => {
  it("counts her birthday from her birth month", () => {
    expect(ageOn("2026-02-28", { year: 1962, month: 3 })).toBe(63);
    expect(ageOn("2026-03-01", { year: 1962, month: 3 })).toBe(64);
    expect(ageOn("2026-12-31", { year: 1966, month: 12 })).toBe(60);
  });
});
