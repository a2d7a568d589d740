import type { Effort, WeightUnit } from "~/db/schema";
import type { Prescription } from "./prescription";
import { fromUnit, roundToStep, toUnit } from "./units";

// The maths of getting stronger: estimated one-rep max, records, and what to lift next time.
// Pure, so the rules of product.md §6.4 and decision 0031 are unit-tested on their own.

export type LoggedSet = {
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  done: boolean;
};

/** One earlier workout's sets of one exercise, most recent first when in a list. */
export type PastExercise = { day: string; sets: LoggedSet[]; effort: Effort | null };

/** Epley: weight × (1 + reps / 30); a single rep is the weight itself. */
export function epley(weightKg: number, reps: number): number {
  if (reps <= 0 || weightKg <= 0) return 0;
  return reps === 1 ? weightKg : weightKg * (1 + reps / 30);
}

const lifted = (set: LoggedSet): set is LoggedSet & { reps: number; weightKg: number } =>
  set.done && set.reps !== null && set.reps > 0 && set.weightKg !== null && set.weightKg > 0;

/** The best estimated 1RM of a list of sets, or null when none was a weighted, finished set. */
export function bestOneRepMax(sets: readonly LoggedSet[]): number | null {
  let best: number | null = null;
  for (const set of sets) {
    if (!lifted(set)) continue;
    const value = epley(set.weightKg, set.reps);
    if (best === null || value > best) best = value;
  }
  return best;
}

/** Best set (heaviest, then most reps), estimated 1RM and volume (reps × kg) of one workout's sets. */
export function summariseSets(sets: readonly LoggedSet[]) {
  let best: { weightKg: number; reps: number } | null = null;
  let volume = 0;
  let mostReps = 0;
  for (const set of sets) {
    if (!set.done) continue;
    if (set.reps) mostReps = Math.max(mostReps, set.reps);
    if (!lifted(set)) continue;
    volume += set.reps * set.weightKg;
    if (!best || set.weightKg > best.weightKg || (set.weightKg === best.weightKg && set.reps > best.reps)) {
      best = { weightKg: set.weightKg, reps: set.reps };
    }
  }
  return { best, oneRepMax: bestOneRepMax(sets), volume: Number(volume.toFixed(2)), mostReps };
}

export type RecordKind = "weight" | "one-rep-max" | "reps";
export type PersonalBest = {
  /** The heaviest weight of a finished set, and the most reps she made at it: her best set. */
  weight: number;
  weightReps: number;
  oneRepMax: number;
  reps: number;
};

/** Her bests in one exercise across earlier workouts. */
export function personalBest(history: readonly PastExercise[]): PersonalBest {
  const best: PersonalBest = { weight: 0, weightReps: 0, oneRepMax: 0, reps: 0 };
  for (const past of history) {
    const summary = summariseSets(past.sets);
    if (summary.best && isBetterSet(summary.best, best)) {
      best.weight = summary.best.weightKg;
      best.weightReps = summary.best.reps;
    }
    best.oneRepMax = Math.max(best.oneRepMax, summary.oneRepMax ?? 0);
    best.reps = Math.max(best.reps, summary.mostReps);
  }
  return best;
}

/** A better best set: heavier, or as heavy for more reps (as the records on /progress count it). */
const isBetterSet = (
  set: { weightKg: number; reps: number },
  best: Pick<PersonalBest, "weight" | "weightReps">,
) => set.weightKg > best.weight || (set.weightKg === best.weight && set.reps > best.weightReps);

/**
 * What this workout beat. A record needs an earlier workout to beat: the first time she does an
 * exercise sets her starting point, not a record. Reps count as a record only without weight
 * (a bodyweight exercise), where they are the only measure.
 */
export function newRecords(sets: readonly LoggedSet[], history: readonly PastExercise[]): RecordKind[] {
  if (history.length === 0) return [];
  const before = personalBest(history);
  const now = summariseSets(sets);
  const out: RecordKind[] = [];
  if (now.best && isBetterSet(now.best, before)) out.push("weight");
  if (now.oneRepMax !== null && now.oneRepMax > before.oneRepMax + 0.01) out.push("one-rep-max");
  if (!now.best && before.weight === 0 && now.mostReps > before.reps) out.push("reps");
  return out;
}

export type ProgramFamily = { kind: "movement-patterns"; month: 1 | 2 | 3 } | { kind: "double" };

export function familyOf(slug: string): ProgramFamily {
  const match = slug.match(/^movement-patterns-([123])$/);
  return match ? { kind: "movement-patterns", month: Number(match[1]) as 1 | 2 | 3 } : { kind: "double" };
}

export type Suggestion = {
  kind: "start" | "raise" | "hold" | "repeat" | "lighter" | "percent" | "harder" | "none";
  /** The weight to put on the bar, in kg (already rounded to her step); null: bodyweight or unknown. */
  weightKg: number | null;
  /** Reps to aim for in each set. */
  reps: number | null;
  /** One plain sentence for her. */
  text: string;
};

type SuggestInput = {
  family: ProgramFamily;
  prescription: Prescription;
  /** Her earlier workouts of this exercise, most recent first. */
  history: readonly PastExercise[];
  /** Her best recent estimated 1RM for this exercise in kg, from any program. */
  oneRepMaxKg: number | null;
  /** Her plate step in kg. */
  stepKg: number;
  /** Movement Patterns month 2: the heaviest weight she used in month 1, in kg. */
  monthOneWeightKg?: number | null;
  /** The harder option, offered when a bodyweight exercise tops its range. */
  harder?: string;
  /** How a weight reads in her sentences: "8 kg" by default, "17.5 lb" for her in pounds. */
  format?: (kg: number) => string;
  /** The unit her plates are in (kg by default): every suggested weight is one of her plates in it. */
  unit?: WeightUnit;
};

/**
 * Her plates: weights she can put on the bar, every step of her unit (9.5 kg with 1 kg steps
 * goes to 10, not 11; 25 lb with 2.5 lb steps to 27.5, never 26.5). Weights in and out in kg.
 */
export type Plates = {
  /** The plate weight nearest to this one. */
  nearest: (kg: number) => number;
  /**
   * A weight she lifted, as "Stay at" names it: as she typed it when it reads cleanly in her
   * unit (9.5 kg stays 9.5 kg, matching "Last time"), else her nearest plate (12 kg logged
   * before she switched to pounds is 27.5 lb, not 26.5 lb).
   */
  kept: (kg: number) => number;
  /** The lightest plate weight heavier than this one. */
  above: (kg: number) => number;
  /** The lightest plate weight at or above this one. */
  atLeast: (kg: number) => number;
  /** The heaviest plate weight at or below this one, never below one step. */
  atMost: (kg: number) => number;
};

export function platesOf(stepKg: number, unit: WeightUnit = "kg"): Plates {
  const step = Number(toUnit(stepKg, unit).toFixed(2));
  const grid = (units: number) => Number((units * step).toFixed(2));
  const inUnit = (kg: number) => toUnit(kg, unit) / step;
  const back = (value: number) => fromUnit(value, unit);
  return {
    nearest: (kg) => back(Math.max(step, roundToStep(toUnit(kg, unit), step))),
    above: (kg) => back(grid(Math.floor(inUnit(kg) + 1e-6) + 1)),
    atLeast: (kg) => back(grid(Math.ceil(inUnit(kg) - 1e-6))),
    atMost: (kg) => back(Math.max(step, grid(Math.floor(inUnit(kg) + 1e-6)))),
    kept: (kg) => {
      const halves = toUnit(kg, unit) * 2;
      return Math.abs(halves - Math.round(halves)) < 0.01
        ? back(Math.round(halves) / 2)
        : back(Math.max(step, roundToStep(toUnit(kg, unit), step)));
    },
  };
}

const heaviest = (sets: readonly LoggedSet[]) =>
  sets.reduce((max, set) => (set.done && set.weightKg ? Math.max(max, set.weightKg) : max), 0);

/** Whether a workout met the prescription: every set done, each at the bottom of the range or more. */
function allSetsMade(past: PastExercise, prescription: Prescription): boolean {
  const min = prescription.reps?.min ?? 0;
  const done = past.sets.filter((set) => set.done);
  return done.length >= prescription.sets && done.every((set) => (set.reps ?? 0) >= min);
}

function allSetsAtTop(past: PastExercise, prescription: Prescription): boolean {
  const max = prescription.reps?.max ?? Number.POSITIVE_INFINITY;
  const done = past.sets.filter((set) => set.done);
  return done.length >= prescription.sets && done.every((set) => (set.reps ?? 0) >= max);
}

/** A workout's score for "has she progressed": heavier, or more reps at the same weight. */
const score = (past: PastExercise) => {
  const top = heaviest(past.sets);
  const reps = past.sets.reduce(
    (sum, set) => (set.done && (set.weightKg ?? 0) === top ? sum + (set.reps ?? 0) : sum),
    0,
  );
  return top * 1000 + reps;
};

/** Three workouts in a row with no progress over the one before them. */
export function stalled(history: readonly PastExercise[]): boolean {
  if (history.length < 4) return false;
  const before = score(history[3] as PastExercise);
  return history.slice(0, 3).every((past) => score(past) <= before);
}

const inKg = (value: number) => `${Number(value.toFixed(1))} kg`;

/** Movement Patterns' percentage for this month, or null without the numbers it needs. */
function percentTarget(
  input: SuggestInput,
  reps: number,
  kg: (value: number) => string,
  plates: Plates,
): Suggestion | null {
  const { family, prescription } = input;
  if (family.kind !== "movement-patterns" || !prescription.percentOneRepMax) return null;
  if (family.month === 2 && input.monthOneWeightKg) {
    // At least 5% more and at least one plate more, on her plates.
    const weight = Math.max(
      plates.atLeast(input.monthOneWeightKg * 1.05),
      plates.above(input.monthOneWeightKg),
    );
    return {
      kind: "percent",
      weightKg: weight,
      reps,
      text: `Month 2: 5-10% more than month 1, so ${kg(weight)} for ${reps} reps.`,
    };
  }
  if (!input.oneRepMaxKg) return null;
  const fraction = prescription.percentOneRepMax.min;
  const weight = plates.nearest(input.oneRepMaxKg * fraction);
  return {
    kind: "percent",
    weightKg: weight,
    reps,
    text: `${Math.round(fraction * 100)}% of your estimated best single lift (${kg(input.oneRepMaxKg)}) is ${kg(weight)}.`,
  };
}

/**
 * What to do next time, suggested and never forced (product.md §6.4, decision 0031).
 * Timed exercises have nothing to suggest. Weights are in kg and rounded to her plate step; the
 * page converts them to her unit.
 */
export function suggestNext(input: SuggestInput): Suggestion {
  const { family, prescription, history } = input;
  const kg = input.format ?? inKg;
  const plates = platesOf(input.stepKg, input.unit);
  if (!prescription.reps) return { kind: "none", weightKg: null, reps: null, text: "" };
  const last = history[0];
  // Last time's weight as one of her plates: "Stay at" names a weight she can put on the bar.
  const lastLifted = last ? heaviest(last.sets) : 0;
  const lastWeight = lastLifted > 0 ? plates.kept(lastLifted) : 0;

  if (family.kind === "movement-patterns" && prescription.percentOneRepMax) {
    const reps = prescription.reps.min;
    // A missed set is never followed by a heavier one, whatever the percentage says.
    if (last && lastWeight > 0 && !allSetsMade(last, prescription)) {
      return {
        kind: "repeat",
        weightKg: lastWeight,
        reps,
        text: `Stay at ${kg(lastWeight)} until every set feels solid.`,
      };
    }
    // The percentage sets the month's starting weight. Sets of 10 at 60% are far from her
    // limit, so an estimate from them is low: after a good session she never goes lighter
    // than she lifted, and a session with every set made, not hard, adds one plate step.
    const target = percentTarget(input, reps, kg, plates);
    const progressed =
      last && lastWeight > 0
        ? allSetsAtTop(last, prescription) && last.effort !== "hard"
          ? plates.above(lastLifted)
          : lastWeight
        : null;
    if (target && (progressed === null || (target.weightKg ?? 0) > progressed)) return target;
    if (progressed !== null) {
      return progressed > lastWeight
        ? {
            kind: "raise",
            weightKg: progressed,
            reps,
            text: `Every set made: try ${kg(progressed)} for ${reps} reps.`,
          }
        : {
            kind: "hold",
            weightKg: progressed,
            reps,
            text: `Stay at ${kg(progressed)} until every set feels solid.`,
          };
    }
    return {
      kind: "start",
      weightKg: lastWeight || null,
      reps,
      text: "Start light: a weight you could lift about 15 times. Your log works out the rest.",
    };
  }

  if (!last) {
    return {
      kind: "start",
      weightKg: null,
      reps: prescription.reps.min,
      text: "First time: choose a weight that leaves 2-3 reps in reserve.",
    };
  }
  if (lastWeight === 0) {
    // Bodyweight: more reps, then the harder option.
    if (allSetsAtTop(last, prescription) && last.effort !== "hard") {
      return {
        kind: "harder",
        weightKg: null,
        reps: prescription.reps.min,
        text: input.harder
          ? `Ready for more: try "${input.harder}"`
          : "Ready for more: try the harder option.",
      };
    }
    return {
      kind: "hold",
      weightKg: null,
      reps: prescription.reps.max,
      text: "Aim for one more rep in each set than last time.",
    };
  }
  if (stalled(history)) {
    // About 90%, rounded down to her plates so it really is lighter (10 kg with 2.5 kg steps: 7.5).
    const weight = plates.atMost(lastLifted * 0.9);
    return {
      kind: "lighter",
      weightKg: weight,
      reps: prescription.reps.min,
      text: `Three sessions at the same level: take a lighter week at ${kg(weight)}, then build again.`,
    };
  }
  if (!allSetsMade(last, prescription)) {
    return {
      kind: "repeat",
      weightKg: lastWeight,
      reps: prescription.reps.min,
      text: `Stay at ${kg(lastWeight)}: finish every set before adding weight.`,
    };
  }
  if (allSetsAtTop(last, prescription) && last.effort !== "hard") {
    const weight = plates.above(lastLifted);
    return {
      kind: "raise",
      weightKg: weight,
      reps: prescription.reps.min,
      text: `Every set reached ${prescription.reps.max}: try ${kg(weight)} for ${prescription.reps.min} reps.`,
    };
  }
  return {
    kind: "hold",
    weightKg: lastWeight,
    reps: prescription.reps.max,
    text: `Stay at ${kg(lastWeight)} and aim for ${prescription.reps.max} reps in every set.`,
  };
}
