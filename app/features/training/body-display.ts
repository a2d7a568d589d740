import type { ChartSeries } from "~/components/ui/line-chart";
import type { PhotoPose, WeightUnit } from "~/db/schema";
import type { LengthUnit, PhotoSummary } from "./body.server";
import { formatNumber } from "./units";

// What her body page shows, beside what the server loads: the shape its views receive and the
// pure helpers that turn it into charts, labels and photo pairs, tested on their own.

export type BodyViewData = {
  unit: WeightUnit;
  length: LengthUnit;
  today: string;
  ranges: { weight: { min: number; max: number }; length: { min: number; max: number } };
  goal: number | null;
  /** Oldest first, in her units. */
  metrics: Array<{
    day: string;
    weight: number | null;
    average: number | null;
    waist: number | null;
    hips: number | null;
  }>;
  photos: PhotoSummary[];
  compare: { before: string; after: string } | null;
};

export type MetricRow = BodyViewData["metrics"][number];

/** A body form's answer: what was saved (and when, to reset the forms), or a refusal. */
export type BodySaved = { done: string; at: number };

export const POSES: readonly { pose: PhotoPose; label: string }[] = [
  { pose: "front", label: "Front" },
  { pose: "side", label: "Side" },
  { pose: "back", label: "Back" },
];

export const poseLabel = (pose: PhotoPose) => POSES.find((entry) => entry.pose === pose)?.label ?? pose;

/** How her lengths are named in labels and headings: "cm", or "inches" written out. */
export const lengthWord = (length: LengthUnit) => (length === "cm" ? "cm" : "inches");

const pointsOf = (metrics: readonly MetricRow[], value: (row: MetricRow) => number | null) =>
  metrics.flatMap((row) => {
    const y = value(row);
    return y === null ? [] : [{ x: row.day, y }];
  });

/**
 * Her two charts: weight with its 7-day average (and her goal as a line), waist with hips. A
 * chart with nothing measured is left out, so each `has…` says whether to draw it.
 */
export function measurementCharts(data: Pick<BodyViewData, "metrics" | "goal" | "unit">) {
  const { metrics } = data;
  const weightSeries: ChartSeries[] = [
    { label: "Weight", tone: "primary", dots: true, points: pointsOf(metrics, (row) => row.weight) },
    { label: "7-day average", tone: "muted", dashed: true, points: pointsOf(metrics, (row) => row.average) },
  ];
  const lengthSeries: ChartSeries[] = [
    { label: "Waist", tone: "primary", dots: true, points: pointsOf(metrics, (row) => row.waist) },
    { label: "Hips", tone: "muted", dashed: true, dots: true, points: pointsOf(metrics, (row) => row.hips) },
  ];
  return {
    weightSeries,
    lengthSeries,
    hasWeight: (weightSeries[0]?.points.length ?? 0) > 0,
    hasLengths: lengthSeries.some((series) => series.points.length > 0),
    goal:
      data.goal === null
        ? null
        : { label: `Goal: ${formatNumber(data.goal)} ${data.unit}`, value: data.goal },
  };
}

/** The days she has photos of, each once, in the order the photos come (oldest first). */
export const photoDays = (photos: readonly PhotoSummary[]) => [...new Set(photos.map((photo) => photo.day))];

/**
 * One pose's photos of the two days she compares, before then after; null when neither day
 * has that pose, so the pose is left out.
 */
export function comparedPair(
  photos: readonly PhotoSummary[],
  compare: { before: string; after: string },
  pose: PhotoPose,
): { day: string; photo: PhotoSummary | undefined }[] | null {
  const pair = [compare.before, compare.after].map((day) => ({
    day,
    photo: photos.find((photo) => photo.day === day && photo.pose === pose),
  }));
  return pair.every((side) => !side.photo) ? null : pair;
}
