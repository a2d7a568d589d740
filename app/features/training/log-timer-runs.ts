import type { ExerciseView } from "./log.server";
import { type SetState, type SetStates, setKey, shortExerciseName } from "./log-form-state";
import type { TimerRun } from "./rest-timer";

// When the session log's rest timer runs, and for how long, as pure functions: session-log.tsx
// hands these runs to rest-timer.tsx.

/** The rest after a ticked set of reps; null when the exercise has none (or counts time instead). */
export function restAfterSet(exercise: ExerciseView, setNumber: number, id: number): TimerRun | null {
  if (exercise.timed || exercise.restSeconds <= 0) return null;
  return {
    id,
    label: `${shortExerciseName(exercise.name)}, set ${setNumber}`,
    target: { position: exercise.position, setNumber },
    phases: [{ kind: "rest", seconds: exercise.restSeconds }],
    circuit: false,
  };
}

/**
 * A timed round: the program's work time (else the seconds she typed), then its rest. Null
 * when there is no time to count.
 */
export function timedRound(
  exercise: ExerciseView,
  setNumber: number,
  sets: SetStates,
  id: number,
): TimerRun | null {
  const work = exercise.workSeconds ?? (Number(sets[setKey(exercise.position, setNumber)]?.seconds) || 0);
  if (work <= 0) return null;
  return {
    id,
    label: `${shortExerciseName(exercise.name)}, round ${setNumber}`,
    target: { position: exercise.position, setNumber },
    phases: [
      { kind: "work", seconds: work },
      ...(exercise.restSeconds > 0 ? [{ kind: "rest" as const, seconds: exercise.restSeconds }] : []),
    ],
    circuit: true,
  };
}

/**
 * The set a timed round's finished work ticks, with the seconds it counted when she typed none;
 * null when the phase was a rest, or the set is already ticked.
 */
export function roundDone(
  run: TimerRun,
  phase: number,
  exercises: readonly ExerciseView[],
  sets: SetStates,
): { exercise: ExerciseView; setNumber: number; state: SetState } | null {
  if (run.phases[phase]?.kind !== "work" || !run.target) return null;
  const { position, setNumber } = run.target;
  const exercise = exercises.find((candidate) => candidate.position === position);
  if (!exercise) return null;
  const state = sets[setKey(exercise.position, setNumber)];
  if (!state || state.done) return null;
  return {
    exercise,
    setNumber,
    state: { ...state, done: true, seconds: state.seconds || String(run.phases[phase]?.seconds ?? "") },
  };
}
