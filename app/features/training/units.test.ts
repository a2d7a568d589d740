import { describe, expect, it } from "vitest";
import { displayWeight, formatWeight, fromUnit, roundToStep, toUnit } from "./units";

describe("units and plates", () => {
  it("converts kg and lb both ways", () => {
    expect(toUnit(10, "lb")).toBeCloseTo(22.046, 3);
    expect(fromUnit(22.046226, "lb")).toBeCloseTo(10, 4);
    expect(fromUnit(toUnit(7.5, "lb"), "lb")).toBeCloseTo(7.5, 9);
    expect(toUnit(8, "kg")).toBe(8);
  });

  it("rounds to her plate step without float noise", () => {
    expect(roundToStep(13.8, 0.5)).toBe(14);
    expect(roundToStep(13.7, 2.5)).toBe(12.5);
    expect(roundToStep(13.76, 2.5)).toBe(15);
    expect(roundToStep(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(roundToStep(17, 2)).toBe(18);
  });

  it("shows a kilogram value in her unit", () => {
    expect(formatWeight(8, "kg")).toBe("8 kg");
    expect(formatWeight(8.25, "kg")).toBe("8.3 kg");
    expect(formatWeight(fromUnit(20, "lb"), "lb")).toBe("20 lb");
    expect(displayWeight(fromUnit(22.5, "lb"), "lb", 2.5)).toBe(22.5);
  });
});
