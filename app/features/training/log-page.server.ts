import type { Effort, WeightUnit } from "~/db/schema";
import type { SessionCheckView } from "~/features/symptoms/session-check.server";
import { type Preferences, stepInKg } from "~/features/training/training.server";
import type { SavedLog } from "~/features/training/workout-reads.server";
import type { LoggableExercise } from "./prescription";
import type { RecoveryNotice } from "./recovery";
import { bestOneRepMax, familyOf, type PastExercise, suggestNext } from "./strength";
import { START_LIGHT_RULE, type SwapOption } from "./swaps";
import { formatWeight, toUnit } from "./units";

// The session log page as the loader sends it (issue 17, decision 0031): only the session
// being logged, in her unit, each set prefilled from what she saved, her last time or the
// suggestion. Pure: log.server.ts reads the database and hands the rows in.

export type SetView = {
  setNumber: number;
  reps: number | null;
  /** In her unit. */
  weight: number | null;
  seconds: number | null;
  done: boolean;
};

export type ExerciseView = {
  position: number;
  name: string;
  /** The library entry she performs here (issue 38): its demo sheet; null when it has none. */
  exerciseId: string | null;
  /** What she may do here instead, the planned entry first; empty when there is no choice. */
  swapOptions: SwapOption[];
  /** The coach's substitution for her ("Instead of Goblet squat: knee"); null when none. */
  substitution: string | null;
  block: string;
  timed: boolean;
  amount: string;
  rest: string;
  effortText: string;
  restSeconds: number;
  workSeconds: number | null;
  /** "Last time: 3 × 10 at 8 kg": the sets she ticked done the last time she did it; null before. */
  lastTime: string | null;
  /**
   * The heaviest weight she ticked last time, in kg: a typed weight far from it is questioned
   * before it is saved (a "95" for 9.5). Null the first time or for a timed exercise.
   */
  lastWeightKg: number | null;
  suggestion: string | null;
  sets: SetView[];
  effort: Effort | null;
  note: string;
};

export type Heading = {
  program: { slug: string; title: string };
  session: { id: string; label: string; focus: string };
};

export type VisitorLogPage = Heading & { mode: "visitor"; signupHref: string; loginHref: string };

export type MemberLogPage = Heading & {
  mode: "log";
  /** Hers: the phone's queue keeps each member's waiting sets apart on a shared phone. */
  memberId: string;
  logId: string;
  /** When the server made this page (ms): a copy kept on her phone for the gym is older. */
  renderedAt: number;
  /** True when she is carrying on with a log started earlier (within 12 hours). */
  resumed: boolean;
  unit: WeightUnit;
  plateStep: number;
  recovery: string | null;
  /** Issue 39: her answer to "How are your joints today?" for this log; null before she answers. */
  check: SessionCheckView;
  exercises: ExerciseView[];
};

/** A "yes" on her health check waits for her doctor's clearance or the coach's review (issue 18). */
export type ScreeningLogPage = Heading & { mode: "screening"; screeningHref: string };

export type LogPage = VisitorLogPage | MemberLogPage | ScreeningLogPage;

/** A weight in her unit with at most two decimals, as she typed it (17.5 lb stays 17.5). */
const inUnit = (kg: number, unit: WeightUnit) => Number(toUnit(kg, unit).toFixed(2));

const joinWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** "3 × 10 at 8 kg", "10, 10, 8 at 8 kg", "10 at 8 kg, 8 at 9 kg", "3 × 45 s". */
export function describePast(past: PastExercise, timed: boolean, unit: WeightUnit): string | null {
  // Only the sets she ticked: a prescription she left untouched is not something she did.
  const sets = past.sets.filter((set) => set.done);
  if (sets.length === 0) return null;
  const same = (values: readonly (number | null)[]) => values.every((value) => value === values[0]);
  if (timed) {
    const seconds = sets.map((set) => set.seconds ?? 0);
    return same(seconds) ? `${sets.length} × ${seconds[0]} s` : `${seconds.join(", ")} s`;
  }
  const reps = sets.map((set) => set.reps ?? 0);
  const weights = sets.map((set) => set.weightKg ?? 0);
  if (same(weights)) {
    const count = same(reps) ? `${sets.length} × ${reps[0]}` : reps.join(", ");
    const weight = weights[0] ?? 0;
    return weight > 0 ? `${count} at ${formatWeight(weight, unit)}` : count;
  }
  return sets
    .map((set) =>
      set.weightKg ? `${set.reps ?? 0} at ${formatWeight(set.weightKg, unit)}` : `${set.reps ?? 0}`,
    )
    .join(", ");
}

function heaviestDone(past: PastExercise | null): number | null {
  const weights = (past?.sets ?? []).flatMap((set) => (set.done && set.weightKg ? [set.weightKg] : []));
  return weights.length > 0 ? Math.max(...weights) : null;
}

/** The progression rules speak kilograms; a member who lifts in pounds reads pounds. */
export function recoveryText(notice: RecoveryNotice): string {
  const ago =
    notice.hoursAgo < 1
      ? "less than an hour ago"
      : `${notice.hoursAgo} hour${notice.hoursAgo === 1 ? "" : "s"} ago`;
  return (
    `You trained your ${joinWords(notice.muscles)} ${ago} (${notice.label}). ` +
    "Muscles get stronger while they rest: 48 hours between sessions for the same muscles is best. " +
    "A walk or the mobility session today? You can still log this session."
  );
}

/** One exercise as the page shows it: prescription, last time, suggestion, and each set prefilled. */
export function exerciseView(
  exercise: LoggableExercise,
  context: {
    slug: string;
    history: readonly PastExercise[];
    saved: SavedLog | null;
    preferences: Preferences;
    monthOneWeightKg: number | null;
    /** Issue 38: the entry performed here, her choices, and the coach's substitution. */
    swap?: {
      exerciseId: string | null;
      options: SwapOption[];
      /** She swapped away from the planned entry. */
      swapped: boolean;
      substitution: string | null;
    };
  },
): ExerciseView {
  const { prescription } = exercise;
  const { preferences, history } = context;
  const { unit } = preferences;
  const timed = prescription.reps === null;
  // The last time she really did it: a workout where she skipped it is not "last time".
  const done = history.filter((past) => past.sets.some((set) => set.done));
  const last = done[0] ?? null;
  const suggestion = suggestNext({
    family: familyOf(context.slug),
    prescription,
    history: done,
    oneRepMaxKg: bestOneRepMax(done.flatMap((past) => past.sets)),
    stepKg: stepInKg(preferences),
    unit,
    monthOneWeightKg: context.monthOneWeightKg,
    harder: exercise.exercise.harder,
    format: (kg) => formatWeight(kg, unit),
  });
  const savedSets = (context.saved?.sets ?? []).filter((set) => set.position === exercise.position);
  const savedExercise = context.saved?.exercises.find((entry) => entry.position === exercise.position);
  const lastSets = last ? last.sets.filter((set) => set.done) : [];
  // A variation she has never done starts from the coach's rule, not a guess (decision 0060).
  const startLight = context.swap?.swapped === true && !last && !timed;

  const sets: SetView[] = [];
  for (let setNumber = 1; setNumber <= prescription.sets; setNumber++) {
    const saved = savedSets.find((set) => set.setNumber === setNumber);
    const before = lastSets[setNumber - 1] ?? lastSets.at(-1) ?? null;
    // A set not saved yet starts from the set before it once she has saved one in this session.
    const previous = sets.at(-1);
    const previousSaved = savedSets.some((set) => set.setNumber < setNumber);
    if (saved) {
      sets.push({
        setNumber,
        reps: timed ? null : saved.reps,
        weight: timed || saved.weightKg === null ? null : inUnit(saved.weightKg, unit),
        seconds: timed ? saved.seconds : null,
        done: saved.done,
      });
      continue;
    }
    if (previous && previousSaved) {
      sets.push({ ...previous, setNumber, done: false });
      continue;
    }
    if (timed) {
      sets.push({
        setNumber,
        reps: null,
        weight: null,
        seconds: before?.seconds ?? prescription.seconds,
        done: false,
      });
      continue;
    }
    // The suggestion's own weight, already on her plates in her unit (45 lb + one 2.5 lb step is
    // 47.5, not 47.51) or what she lifted ("Stay at 9.5 kg" starts at 9.5, not a rounded 10).
    const weight = startLight
      ? null
      : suggestion.weightKg
        ? inUnit(suggestion.weightKg, unit)
        : before?.weightKg
          ? inUnit(before.weightKg, unit)
          : null;
    sets.push({
      setNumber,
      reps: suggestion.reps ?? before?.reps ?? prescription.reps?.min ?? null,
      weight,
      seconds: null,
      done: false,
    });
  }

  return {
    position: exercise.position,
    name: exercise.name,
    exerciseId: context.swap ? context.swap.exerciseId : null,
    swapOptions: context.swap?.options ?? [],
    substitution: context.swap?.substitution ?? null,
    block: exercise.block,
    timed,
    amount: prescription.text.amount,
    rest: prescription.text.rest,
    effortText: prescription.text.effort,
    restSeconds: prescription.restSeconds,
    workSeconds: prescription.seconds,
    lastTime: last ? `Last time: ${describePast(last, timed, unit)}` : null,
    lastWeightKg: timed ? null : heaviestDone(last),
    suggestion: startLight ? START_LIGHT_RULE : suggestion.text || null,
    sets,
    effort: savedExercise?.effort ?? null,
    note: savedExercise?.note ?? "",
  };
}
