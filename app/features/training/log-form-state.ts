import type { Effort, WeightUnit } from "~/db/schema";
import { type FormFailure, failureMessage, typedValue } from "~/lib/form-failure";
import { readNumber } from "~/lib/numbers";
import type { ExerciseView } from "./log.server";
import type { ItemStatus, QueueItem } from "./set-sender";
import { roundToStep } from "./units";

// What the session log's form holds and sends, as pure functions: the components and hooks in
// log-*.tsx and use-log-sending.ts only wire them to React and the browser, so these rules are
// tested without either.

export type SetPart = "reps" | "weight" | "seconds" | "done" | "confirm";

// The form's field names: log.server.ts reads the same ones (setField, effortField, noteField).
export const setFieldName = (position: number, setNumber: number, part: SetPart) =>
  `set-${position}-${setNumber}-${part}`;
export const effortFieldName = (position: number) => `effort-${position}`;
export const noteFieldName = (position: number) => `note-${position}`;

export const EFFORT_CHOICES: ReadonlyArray<[Effort, string]> = [
  ["easy", "Easy"],
  ["right", "About right"],
  ["hard", "Hard"],
];

/** One of the three efforts, or none when the value is anything else. */
export const effortOf = (value: string | undefined): Effort | "" =>
  EFFORT_CHOICES.find(([choice]) => choice === value)?.[0] ?? "";

/**
 * What one set's inputs show: text, as she types it, until it is sent. `confirmed`: she said an
 * unusual weight is right; `asked`: a tick was held back to question a number (set-checks.ts).
 */
export type SetState = {
  reps: string;
  weight: string;
  seconds: string;
  done: boolean;
  confirmed?: boolean;
  asked?: boolean;
};
export type ExerciseState = { effort: Effort | ""; note: string };
/** Every set of the session, by `setKey`. */
export type SetStates = Record<string, SetState>;
/** Every exercise's effort and note, by its position. */
export type ExerciseStates = Record<number, ExerciseState>;

export const setKey = (position: number, setNumber: number) => `${position}-${setNumber}`;

/** A saved or suggested number as an input's value: an empty box when there is none. */
export const inputValueOf = (value: number | null) => (value === null ? "" : String(value));

/** "A1. Goblet squat to a box" → "Goblet squat to a box", for the timer's short label. */
export const shortExerciseName = (name: string) => name.replace(/^[A-Z]\d+\.\s+/, "");

/** What the page starts from: her saved or suggested numbers, or, after a refused Finish, what she typed. */
export function initialSets(exercises: readonly ExerciseView[], failure: FormFailure | null): SetStates {
  const sets: SetStates = {};
  for (const exercise of exercises) {
    for (const set of exercise.sets) {
      const typed = (part: SetPart) =>
        typedValue(failure, setFieldName(exercise.position, set.setNumber, part));
      const typedDone = typed("done");
      const typedConfirm = typed("confirm");
      sets[setKey(exercise.position, set.setNumber)] = {
        reps: typed("reps") ?? inputValueOf(set.reps),
        weight: typed("weight") ?? inputValueOf(set.weight),
        seconds: typed("seconds") ?? inputValueOf(set.seconds),
        done: failure ? typedDone === "true" || typedDone === "on" : set.done,
        ...(typedConfirm === "true" || typedConfirm === "on" ? { confirmed: true } : {}),
      };
    }
  }
  return sets;
}

export function initialExercises(
  exercises: readonly ExerciseView[],
  failure: FormFailure | null,
): ExerciseStates {
  const states: ExerciseStates = {};
  for (const exercise of exercises) {
    states[exercise.position] = {
      effort: failure
        ? effortOf(typedValue(failure, effortFieldName(exercise.position)))
        : (exercise.effort ?? ""),
      note: typedValue(failure, noteFieldName(exercise.position)) ?? exercise.note,
    };
  }
  return states;
}

/** Every set unticked: a kept page's old log was finished, so its ticks belong to that log. */
export function untickedSets(sets: SetStates): SetStates {
  return Object.fromEntries(Object.entries(sets).map(([key, set]) => [key, { ...set, done: false }]));
}

/** Her sets with the changes still waiting on this phone laid over them: those are newer. */
export function withQueuedSets(sets: SetStates, items: readonly QueueItem[]): SetStates {
  const updated = { ...sets };
  for (const { fields } of items) {
    if (fields.intent !== "set") continue;
    const key = setKey(Number(fields.position), Number(fields.setNumber));
    const current = updated[key];
    if (!current) continue;
    updated[key] = {
      reps: fields.reps ?? current.reps,
      weight: fields.weight ?? current.weight,
      seconds: fields.seconds ?? current.seconds,
      done: fields.done === "true",
      ...(fields.confirm === "true" ? { confirmed: true } : {}),
    };
  }
  return updated;
}

/** Her efforts and notes with the changes still waiting on this phone laid over them. */
export function withQueuedExercises(exercises: ExerciseStates, items: readonly QueueItem[]): ExerciseStates {
  const updated = { ...exercises };
  for (const { fields } of items) {
    if (fields.intent !== "exercise") continue;
    const position = Number(fields.position);
    if (updated[position]) updated[position] = { effort: effortOf(fields.effort), note: fields.note ?? "" };
  }
  return updated;
}

/** Where and when she is, sent with each change; empty where the browser does not say. */
export type SendingPlace = { timeZone: string; day: string };

/** The fields that save one set, as the log's action reads them. */
export function setFields(args: {
  logId: string;
  exercise: ExerciseView;
  setNumber: number;
  state: SetState;
  unit: WeightUnit;
  place: SendingPlace | null;
}): Record<string, string> {
  const { exercise, state, place } = args;
  return {
    intent: "set",
    logId: args.logId,
    position: String(exercise.position),
    setNumber: String(args.setNumber),
    ...(exercise.timed ? { seconds: state.seconds } : { reps: state.reps, weight: state.weight }),
    done: state.done ? "true" : "false",
    ...(state.confirmed ? { confirm: "true" } : {}),
    unit: args.unit,
    // The day she ticked it, which a set sent later (after midnight) still belongs to.
    ...(place ? { timeZone: place.timeZone, day: place.day } : {}),
  };
}

/** The fields that save one exercise's effort and note. */
export function exerciseFields(args: {
  logId: string;
  position: number;
  state: ExerciseState;
  timeZone: string;
}): Record<string, string> {
  return {
    intent: "exercise",
    logId: args.logId,
    position: String(args.position),
    effort: args.state.effort,
    note: args.state.note,
    ...(args.timeZone ? { timeZone: args.timeZone } : {}),
  };
}

/** The alert above the form after a refused Finish: the form's message, else the first field's. */
export function finishErrorOf(failure: FormFailure | null): string | null {
  return (
    failure?.formError ??
    (failure && Object.keys(failure.fieldErrors).length > 0 ? failureMessage(failure) : null)
  );
}

/**
 * Her sets after she changed one: the later sets of the same exercise that she has not ticked
 * and that still showed what this one showed follow it, so set 2 starts from set 1's numbers
 * and she does not type them again. A later set she changed herself keeps her numbers.
 */
export function withFollowingSets(
  sets: SetStates,
  exercise: ExerciseView,
  setNumber: number,
  change: Partial<SetState>,
): SetStates {
  const current = sets[setKey(exercise.position, setNumber)];
  if (!current) return sets;
  const updated: SetStates = { ...sets, [setKey(exercise.position, setNumber)]: { ...current, ...change } };
  for (const part of ["reps", "weight", "seconds"] as const) {
    const value = change[part];
    if (value === undefined) continue;
    for (const later of exercise.sets) {
      if (later.setNumber <= setNumber) continue;
      const key = setKey(exercise.position, later.setNumber);
      const state = updated[key];
      if (!state || state.done || state[part] !== current[part]) break;
      updated[key] = { ...state, [part]: value };
    }
  }
  return updated;
}

/** The refusals of one set's fields, in the order its inputs stand. */
export function setErrorsOf(failure: FormFailure | null, position: number, setNumber: number): string[] {
  return (["reps", "weight", "seconds", "done", "confirm"] as const).flatMap((part) => {
    const error = failure?.fieldErrors[setFieldName(position, setNumber, part)];
    return error ? [error] : [];
  });
}

/** A stepper's value one step up or down, on the step's grid, kept between 0 and its maximum. */
export function steppedValue(value: string, direction: 1 | -1, step: number, max: number): string {
  const reading = readNumber(value);
  const current = reading.kind === "number" ? reading.value : 0;
  return String(Math.min(max, Math.max(0, roundToStep(current + direction * step, step))));
}

/** What the line under a set or a note says about its save; null says nothing. */
export function saveStatusLine(
  status: ItemStatus | null,
  quiet: boolean,
): { message: string; tone: string } | null {
  if (!status || (quiet && status.state === "sending")) return null;
  switch (status.state) {
    case "sending":
      return { message: "Saving…", tone: "text-muted-foreground" };
    case "saved":
      return { message: "Saved", tone: "text-secondary-foreground" };
    case "queued":
      return { message: "Saved on this phone, will send when online", tone: "text-foreground" };
    case "signed-out":
      return {
        // Issue 36 §8: a phone or installed app has no "other tab"; the button signs her in here.
        message:
          "Your session ended: sign in again. What you logged is saved on this phone and sends once you do.",
        tone: "text-foreground",
      };
    case "refused":
      return { message: status.message, tone: "text-destructive" };
  }
}
