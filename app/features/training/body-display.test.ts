import { describe, expect, it } from "vitest";
import type { PhotoSummary } from "./body.server";
import { comparedPair, lengthWord, measurementCharts, photoDays, poseLabel } from "./body-display";

const photo = (id: string, day: string, pose: PhotoSummary["pose"]): PhotoSummary => ({
  id,
  day,
  pose,
  width: 600,
  height: 800,
});

describe("the body page's helpers", () => {
  it("names poses and lengths", () => {
    expect(poseLabel("side")).toBe("Side");
    expect(lengthWord("cm")).toBe("cm");
    expect(lengthWord("in")).toBe("inches");
  });

  it("charts only what she measured, with her goal as a line", () => {
    const charts = measurementCharts({
      unit: "kg",
      goal: 68.5,
      metrics: [
        { day: "2026-03-01", weight: 70, average: 70, waist: null, hips: null },
        { day: "2026-03-02", weight: null, average: 70, waist: null, hips: null },
      ],
    });
    expect(charts.weightSeries[0]?.points).toEqual([{ x: "2026-03-01", y: 70 }]);
    expect(charts.weightSeries[1]?.points).toHaveLength(2);
    expect(charts.hasWeight).toBe(true);
    expect(charts.hasLengths).toBe(false);
    expect(charts.goal).toEqual({ label: "Goal: 68.5 kg", value: 68.5 });
    expect(measurementCharts({ unit: "lb", goal: null, metrics: [] }).goal).toBeNull();
  });

  it("pairs the compared days' photos pose by pose", () => {
    const photos = [
      photo("a", "2026-01-01", "front"),
      photo("b", "2026-01-01", "side"),
      photo("c", "2026-03-01", "front"),
    ];
    expect(photoDays(photos)).toEqual(["2026-01-01", "2026-03-01"]);
    const compare = { before: "2026-01-01", after: "2026-03-01" };
    expect(comparedPair(photos, compare, "front")?.map((side) => side.photo?.id)).toEqual(["a", "c"]);
    expect(comparedPair(photos, compare, "side")?.map((side) => side.photo?.id)).toEqual(["b", undefined]);
    expect(comparedPair(photos, compare, "back")).toBeNull();
  });
});
