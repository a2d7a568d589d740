import type { FunctionTestId } from "~/content/function-tests";

// Issue 39 §1 (h1, decision 0064): her function test results against published norms for women,
// and the fall-risk cut-offs the coach is told about. Pure: no database, no clock.
//
// Sources (facts, not text):
// - Usual ranges: Rikli RE, Jones CJ. Senior Fitness Test Manual, 2nd ed. Human Kinetics, 2013
//   (norms first published in J Aging Phys Act 1999;7:162-181): the "normal range" of scores,
//   the middle 50% (25th to 75th percentile) of about 7,000 US adults aged 60-94, women, by
//   5-year age band. Reach tests in inches in the source; kept in cm here (× 2.54).
// - Chair stand cut-offs: CDC STEADI, "Assessment: 30-Second Chair Stand" (2017), women below
//   the average score for their age: 60-64 < 12, 65-69 < 11, 70-74 < 10, 75-79 < 10,
//   80-84 < 9, 85-89 < 8, 90-94 < 4.
// - Up-and-go cut-off: Rikli & Jones 2013, 8-foot up-and-go over 9.0 s is associated with a
//   raised risk of falling.
// - Single-leg stance cut-off: Vellas BJ et al. One-leg balance is an important predictor of
//   injurious falls in older persons. J Am Geriatr Soc 1997;45:735-738: unable to stand on one
//   leg for 5 s. No usual range is shown for the stance: the published means (Springer et al.
//   2007) were timed to 45 s, not our 30 s, and are means, not a middle range.

export const CM_PER_INCH = 2.54;

/** The age bands with published norms: 60-64 … 90-94. */
export const NORM_BANDS = [60, 65, 70, 75, 80, 85, 90] as const;
export const NORMS_FROM_AGE = 60;
export const NORMS_TO_AGE = 94;

type Range = readonly [low: number, high: number];
type BandTable = readonly [Range, Range, Range, Range, Range, Range, Range];

/** Rikli & Jones 2013, women, 25th-75th percentile per band (60-64 first). Up-and-go: fast, slow. */
const RIKLI_JONES_WOMEN: Record<Exclude<FunctionTestId, "single-leg-stance">, BandTable> = {
  "chair-stand": [
    [12, 17],
    [11, 16],
    [10, 15],
    [10, 15],
    [9, 14],
    [8, 13],
    [4, 11],
  ],
  "arm-curl": [
    [13, 19],
    [12, 18],
    [12, 17],
    [11, 17],
    [10, 16],
    [10, 15],
    [8, 13],
  ],
  "step-test": [
    [75, 107],
    [73, 107],
    [68, 101],
    [68, 100],
    [60, 90],
    [55, 85],
    [44, 72],
  ],
  // Inches.
  "sit-and-reach": [
    [-0.5, 5.0],
    [-0.5, 4.5],
    [-1.0, 4.0],
    [-1.5, 3.5],
    [-2.0, 3.0],
    [-2.5, 2.5],
    [-4.5, 1.0],
  ],
  // Inches.
  "back-scratch": [
    [-3.0, 1.5],
    [-3.5, 1.5],
    [-4.0, 1.0],
    [-5.0, 0.5],
    [-5.5, 0.0],
    [-7.0, -1.0],
    [-8.0, -1.0],
  ],
  // Seconds, lower is better: [best quarter's edge, slowest quarter's edge].
  "up-and-go": [
    [4.4, 6.0],
    [4.8, 6.4],
    [4.9, 7.1],
    [5.2, 7.4],
    [5.7, 8.7],
    [6.2, 9.6],
    [7.3, 11.5],
  ],
};

const INCH_TESTS: readonly FunctionTestId[] = ["sit-and-reach", "back-scratch"];

/** Lower is better for these. */
export const lowerIsBetter = (test: FunctionTestId) => test === "up-and-go";

/** Her age band's index (0 = 60-64), or null outside 60-94. */
export function normBand(age: number): number | null {
  if (!Number.isInteger(age) || age < NORMS_FROM_AGE || age > NORMS_TO_AGE) return null;
  return Math.floor((age - NORMS_FROM_AGE) / 5);
}

/** "60-64" for band 0. */
export const bandLabel = (band: number) => `${60 + band * 5}-${64 + band * 5}`;

/**
 * The usual range for her age, in the unit results are kept in (count, seconds, cm), or null
 * when there is none (under 60, over 94, the stance).
 */
export function usualRange(test: FunctionTestId, age: number): { low: number; high: number } | null {
  if (test === "single-leg-stance") return null;
  const band = normBand(age);
  if (band === null) return null;
  const [low, high] = RIKLI_JONES_WOMEN[test][band] as Range;
  const scale = INCH_TESTS.includes(test) ? CM_PER_INCH : 1;
  return { low: round2(low * scale), high: round2(high * scale) };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export type Standing = "below" | "within" | "above" | "no-norms" | "no-age" | "trend";

/**
 * Where a result stands against the usual range for her age. The range's edges are inside it
 * ("within"). "above" always means better than usual: for the up-and-go, a faster time.
 */
export function scoreResult(test: FunctionTestId, age: number | null, value: number): Standing {
  if (test === "single-leg-stance") return "trend";
  if (age === null) return "no-age";
  const range = age === null ? null : usualRange(test, age);
  if (!range) return "no-norms";
  const EPSILON = 1e-9;
  if (value < range.low - EPSILON) return lowerIsBetter(test) ? "above" : "below";
  if (value > range.high + EPSILON) return lowerIsBetter(test) ? "below" : "above";
  return "within";
}

/** Her words: never alarming. */
export const STANDING_WORDS: Record<Standing, string> = {
  below: "Below the usual range for your age",
  within: "Within the usual range for your age",
  above: "Above the usual range for your age",
  "no-norms": "Your own trend: there are no published norms for your age",
  trend: "Your own trend: watch it grow from test to test",
  "no-age": "Your own trend: add your month and year of birth to compare with women your age",
};

/** STEADI's chair stand cut-offs for women, per band (a score below is a fall risk). */
const CHAIR_STAND_BELOW = [12, 11, 10, 10, 9, 8, 4] as const;
/** Rikli & Jones 2013: an 8-foot up-and-go over this is a fall risk. */
export const UP_AND_GO_OVER_SECONDS = 9;
/** Vellas et al. 1997: standing on one leg for less than this is a fall risk. */
export const STANCE_UNDER_SECONDS = 5;

export type FallRiskInput = {
  test: FunctionTestId;
  age: number | null;
  value: number;
  second?: number | null;
};

/**
 * The coach's words for a result under a published fall-risk cut-off ("up-and-go 13.4 s
 * (cut-off 9 s)"), or null when the result is not a fall risk or the test has no cut-off.
 * The chair stand's cut-off depends on her age: without one (or under 60), there is none.
 */
export function fallRisk({ test, age, value, second }: FallRiskInput): string | null {
  if (test === "up-and-go") {
    return value > UP_AND_GO_OVER_SECONDS
      ? `up-and-go ${value} s (cut-off ${UP_AND_GO_OVER_SECONDS} s)`
      : null;
  }
  if (test === "single-leg-stance") {
    const shortest = Math.min(value, second ?? value);
    return shortest < STANCE_UNDER_SECONDS
      ? `single-leg stance ${shortest} s (cut-off ${STANCE_UNDER_SECONDS} s)`
      : null;
  }
  if (test === "chair-stand") {
    const band = age === null ? null : normBand(age);
    if (band === null) return null;
    const cutOff = CHAIR_STAND_BELOW[band] as number;
    return value < cutOff ? `chair stand ${value} (cut-off ${cutOff} for ${bandLabel(band)})` : null;
  }
  return null;
}

/** The tests with a fall-risk cut-off: their latest results decide the coach's flag. */
export const FALL_RISK_TESTS: readonly FunctionTestId[] = ["chair-stand", "up-and-go", "single-leg-stance"];

/** Her age in whole years on `day` (YYYY-MM-DD), from her year and month of birth. */
export function ageOn(day: string, birth: { year: number; month: number }): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return year - birth.year - (month < birth.month ? 1 : 0);
}
