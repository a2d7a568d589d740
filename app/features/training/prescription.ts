import { exerciseIdOf, exerciseSlug, plainExerciseName } from "~/content/exercises/ids";
import type { Exercise, Session } from "~/content/programs/schema";

// What a program prescribes, read from the coach's words ("8-12", "45 s", "90 s", "60% 1RM")
// into numbers the log, the rest timer and the progression rules can use. Client-safe: the
// log page sends only the session being logged, never the program.

export type Prescription = {
  sets: number;
  /** The rep range: "10" is 10-10, "8-12" is 8-12; null for a timed exercise. */
  reps: { min: number; max: number } | null;
  /** "each side", "steps": what follows the number, shown beside the reps. */
  repsNote: string;
  /** Work time in seconds for a timed exercise ("45 s", "2 min"); null for reps. */
  seconds: number | null;
  /** Rest after each set in seconds; 0 for "none (move straight on)". */
  restSeconds: number;
  /** The lower bound of a "%1RM" effort as a fraction (0.6 for "60% 1RM"); null for RPE only. */
  percentOneRepMax: { min: number; max: number } | null;
  /** The coach's words, shown as written. */
  text: { amount: string; rest: string; effort: string };
};

/** "90 s" → 90, "2 min" → 120, "45-60 s" → 45 (the shorter end), "none (…)" → 0. */
export function parseDuration(text: string): number {
  const match = text.match(/^(\d+)(?:-\d+)?\s*(s|min)\b/);
  if (!match) return 0;
  return Number(match[1]) * (match[2] === "min" ? 60 : 1);
}

export function parseReps(text: string): { min: number; max: number; note: string } | null {
  const match = text.match(/^(\d+)(?:-(\d+))?\s*(.*)$/);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : min;
  return { min, max, note: match[3]?.trim() ?? "" };
}

export function parsePercent(effort: string): { min: number; max: number } | null {
  const match = effort.match(/(\d+)(?:-(\d+))?% ?1RM/);
  if (!match) return null;
  const min = Number(match[1]) / 100;
  return { min, max: match[2] ? Number(match[2]) / 100 : min };
}

export function prescriptionOf(exercise: Exercise): Prescription {
  const reps = exercise.reps ? parseReps(exercise.reps) : null;
  return {
    sets: exercise.sets,
    reps: reps ? { min: reps.min, max: reps.max } : null,
    repsNote: reps?.note ?? "",
    seconds: exercise.time ? parseDuration(exercise.time) || null : null,
    restSeconds: parseDuration(exercise.rest),
    percentOneRepMax: parsePercent(exercise.effort),
    text: {
      amount: `${exercise.sets} × ${exercise.reps ?? exercise.time ?? ""}`,
      rest: exercise.rest,
      effort: exercise.effort,
    },
  };
}

/** "A1. Goblet squat" → "Goblet squat": the superset label is the program's, not the exercise's. */
export function plainName(name: string): string {
  return plainExerciseName(name);
}

/** The same exercise in two programs shares one history: "A1. Goblet squat" is "goblet-squat" everywhere. */
export function exerciseKey(name: string): string {
  return exerciseSlug(name);
}

export type LoggableExercise = {
  /** Place in the session's main work, counted across blocks from 0: the set's key. */
  position: number;
  /** The library entry's id (decision 0058): her history of the movement is kept under it. */
  key: string;
  name: string;
  block: string;
  format: string;
  exercise: Exercise;
  prescription: Prescription;
};

/**
 * The exercises she logs: the main work. The warm-up and the finisher are done as the program
 * page describes them and are not weighed or counted (decision 0031).
 */
export function loggableExercises(session: Session): LoggableExercise[] {
  const out: LoggableExercise[] = [];
  for (const block of session.mainWork) {
    for (const exercise of block.exercises) {
      out.push({
        position: out.length,
        key: exerciseIdOf(exercise),
        name: exercise.name,
        block: block.title,
        format: block.format,
        exercise,
        prescription: prescriptionOf(exercise),
      });
    }
  }
  return out;
}
