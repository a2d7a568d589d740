import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { z } from "zod";
import { programRecord } from "~/content/catalog.server";
import { liveSite } from "~/content/live.server";
import { getProgram } from "~/content/programs/index.server";
import type { Session } from "~/content/programs/schema";
import { SCREENING_MESSAGES } from "~/content/screening";
import { EFFORTS, type Effort, WEIGHT_UNITS, type WeightUnit } from "~/db/schema";
import {
  mayLog,
  needsScreening,
  screeningGate,
  screeningHref,
  toScreening,
} from "~/features/coaching/screening.server";
import { getProfile, updateProfile } from "~/features/onboarding/profiles.server";
import {
  claimLog,
  type ExerciseInput,
  exerciseHistory,
  findOpenLog,
  findSession,
  finishLog,
  getPreferences,
  type LogTarget,
  logDay,
  memberTimeZone,
  monthOneWeights,
  type Preferences,
  recentWorkouts,
  type SavedLog,
  type SetInput,
  stepInKg,
  upsertExercises,
  upsertSets,
} from "~/features/training/training.server";
import { getAppContext } from "~/lib/app-context.server";
import { type GuardArgs, requireMember, requirePortalProgram, returnPath } from "~/lib/auth.server";
import { addDays, isDay, isValidTimeZone } from "~/lib/dates";
import { flashCookie } from "~/lib/flash";
import { FORM_FIELD, refuse } from "~/lib/form-failure";
import { formFailure, notAForm, parseForm, readForm, refusal } from "~/lib/forms.server";
import { type LoggableExercise, loggableExercises } from "./prescription";
import { musclesOf, type RecoveryNotice, recoveryNotice } from "./recovery";
import { LOG_MESSAGES } from "./set-sender";
import { bestOneRepMax, familyOf, type PastExercise, suggestNext } from "./strength";
import {
  displayWeight,
  formatWeight,
  fromUnit,
  KG_PER_LB,
  MAX_REPS,
  MAX_SECONDS,
  MAX_WEIGHT_KG,
  toUnit,
} from "./units";

// The session log page (issue 17, decision 0031): what the loader sends (only the session being
// logged, in her unit, prefilled), and the action's schema and rules for one set, one exercise's
// rating and note, or the whole session at "Finish".

export const NOTE_MAX = 200;

type LogArgs = GuardArgs & { params: { program?: string; session?: string } };

/** The program and session the address names, or a 404. */
function resolve(params: LogArgs["params"]): { slug: string; session: Session } {
  const record = programRecord(params.program);
  if (!record) throw data(null, { status: 404 });
  const { slug } = record;
  const session = findSession(slug, params.session ?? "");
  if (!session) throw data(null, { status: 404 });
  return { slug, session };
}

// ---------------------------------------------------------------------------------------------
// The page

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
  block: string;
  timed: boolean;
  amount: string;
  rest: string;
  effortText: string;
  restSeconds: number;
  workSeconds: number | null;
  /** "Last time: 3 × 10 at 8 kg", or null the first time. */
  lastTime: string | null;
  suggestion: string | null;
  sets: SetView[];
  effort: Effort | null;
  note: string;
};

type Heading = {
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
  exercises: ExerciseView[];
};

/** A "yes" on her health check waits for her doctor's clearance or the coach's review (issue 18). */
export type ScreeningLogPage = Heading & { mode: "screening"; screeningHref: string };

export type LogPage = VisitorLogPage | MemberLogPage | ScreeningLogPage;

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** A weight in her unit with at most two decimals, as she typed it (17.5 lb stays 17.5). */
const inUnit = (kg: number, unit: WeightUnit) => Number(toUnit(kg, unit).toFixed(2));

const joinWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** "3 × 10 at 8 kg", "10, 10, 8 at 8 kg", "10 at 8 kg, 8 at 9 kg", "3 × 45 s". */
export function describePast(past: PastExercise, timed: boolean, unit: WeightUnit): string {
  const done = past.sets.filter((set) => set.done);
  const sets = done.length > 0 ? done : past.sets;
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
  },
): ExerciseView {
  const { prescription } = exercise;
  const { preferences, history } = context;
  const { unit } = preferences;
  const timed = prescription.reps === null;
  const last = history[0] ?? null;
  const suggestion = suggestNext({
    family: familyOf(context.slug),
    prescription,
    history,
    oneRepMaxKg: bestOneRepMax(history.flatMap((past) => past.sets)),
    stepKg: stepInKg(preferences),
    monthOneWeightKg: context.monthOneWeightKg,
    harder: exercise.exercise.harder,
    format: (kg) => formatWeight(kg, unit),
  });
  const savedSets = (context.saved?.sets ?? []).filter((set) => set.position === exercise.position);
  const savedExercise = context.saved?.exercises.find((entry) => entry.position === exercise.position);
  const lastSets = last ? last.sets : [];

  const sets: SetView[] = [];
  for (let setNumber = 1; setNumber <= prescription.sets; setNumber++) {
    const saved = savedSets.find((set) => set.setNumber === setNumber);
    const before = lastSets[setNumber - 1] ?? lastSets.at(-1) ?? null;
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
    // A suggestion lands on her plates in her unit (45 lb + one 2.5 lb step is 47.5, not 47.51).
    const weight = suggestion.weightKg
      ? displayWeight(suggestion.weightKg, unit, preferences.plateStep)
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
    block: exercise.block,
    timed,
    amount: prescription.text.amount,
    rest: prescription.text.rest,
    effortText: prescription.text.effort,
    restSeconds: prescription.restSeconds,
    workSeconds: prescription.seconds,
    lastTime: last ? `Last time: ${describePast(last, timed, unit)}` : null,
    suggestion: suggestion.text || null,
    sets,
    effort: savedExercise?.effort ?? null,
    note: savedExercise?.note ?? "",
  };
}

/** The loader: a 404 for an unknown program or session, the sign-up card for a visitor, else her log. */
export async function loadLogPage(args: LogArgs): Promise<LogPage> {
  const { slug, session } = resolve(args.params);
  const viewer = await requirePortalProgram(args, slug);
  const heading: Heading = {
    program: { slug, title: getProgram(slug).title },
    session: { id: session.id, label: session.label, focus: session.focus },
  };
  if (!viewer.member) {
    // A log belongs to an account (decision 0031): offer one, and come back here after.
    const back = new URLSearchParams({ redirectTo: returnPath(args.request) });
    return { mode: "visitor", ...heading, signupHref: `/signup?${back}`, loginHref: `/login?${back}` };
  }
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  // Her health check comes before her first log, and again every 12 months (issue 18).
  const { status } = await screeningGate(db, viewer.member, now);
  if (needsScreening(status)) throw toScreening(args.request);
  if (!mayLog(status)) {
    return { mode: "screening", ...heading, screeningHref: screeningHref(returnPath(args.request)) };
  }
  const memberId = viewer.member.id;
  const exercises = loggableExercises(session);
  const keys = unique(exercises.map((exercise) => exercise.key));
  const [open, preferences, history, monthOne, recent] = await Promise.all([
    findOpenLog(db, memberId, slug, session.id, now),
    getPreferences(db, memberId),
    exerciseHistory(db, memberId, keys),
    slug === "movement-patterns-2" ? monthOneWeights(db, memberId, keys) : new Map<string, number>(),
    recentWorkouts(db, memberId, now),
  ]);
  const notice = recoveryNotice(musclesOf(exercises.map((exercise) => exercise.name)), recent, now);
  return {
    mode: "log",
    ...heading,
    memberId,
    // A new id is only a name until her first save claims it (claimLog).
    logId: open?.id ?? randomUUID(),
    renderedAt: now.getTime(),
    resumed: open !== null,
    unit: preferences.unit,
    plateStep: preferences.plateStep,
    recovery: notice ? recoveryText(notice) : null,
    exercises: exercises.map((exercise) =>
      exerciseView(exercise, {
        slug,
        history: history.get(exercise.key) ?? [],
        saved: open,
        preferences,
        monthOneWeightKg: monthOne.get(exercise.key) ?? null,
      }),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The action

const M = LOG_MESSAGES;

/** A number field: empty is null, a comma is a decimal point, anything else must be a number. */
const toNumber = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return value;
  const text = value.trim().replace(",", ".");
  return text === "" ? null : Number(text);
};

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .nullable(),
  );

const required = (message: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

const reps = wholeNumber(M.reps, 0, MAX_REPS);
const seconds = wholeNumber(M.seconds, 0, MAX_SECONDS);
// In her unit: the widest bound (pounds) here, the exact one in kilograms after conversion.
const weight = z.preprocess(
  toNumber,
  z
    .number({ error: M.weight })
    .min(0, { error: M.weight })
    .max(MAX_WEIGHT_KG / KG_PER_LB, { error: M.weight })
    .nullable(),
);
const done = z
  .enum(["true", "false", "on"], { error: M.form })
  .optional()
  .transform((value) => value === "true" || value === "on");
const effort = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.enum(EFFORTS, { error: M.effort }).optional(),
);
const note = z
  .string()
  .optional()
  .transform((value) => (value ?? "").replace(/\s+/g, " ").trim())
  .pipe(z.string().max(NOTE_MAX, { error: M.note }));
const logId = z.uuid({ error: M.logId });
// Her browser's zone; an unreadable one is ignored rather than costing her a set.
const timeZone = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value && isValidTimeZone(value) ? value : undefined));

// The unit the page showed when she typed the weight: a set waiting on the phone while she
// switches to pounds elsewhere is still read as she typed it. Absent (an old page): her setting.
const unitField = z.enum(WEIGHT_UNITS).optional().catch(undefined);
// The day on her phone when she ticked the set: a set ticked at 21:00 in a gym with no signal
// and sent after midnight belongs to the evening she trained. Anything unreadable is ignored.
const dayField = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value && isDay(value) ? value : undefined));

/**
 * Her local day for the log: the day her phone gave, if it is today or yesterday in her zone
 * (a queue waits at most 12 hours), else today.
 */
export function logDayFrom(today: string, sent: string | undefined): string {
  return sent && (sent === today || sent === addDays(today, -1)) ? sent : today;
}

/** The three things the page sends; positions are checked against this session's exercises. */
export function logActionSchema(exercises: readonly LoggableExercise[]) {
  const position = required(M.position, 0, Math.max(0, exercises.length - 1));
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("set"),
        logId,
        position,
        setNumber: required(M.setNumber, 1, 10),
        reps,
        weight,
        seconds,
        done,
        timeZone,
        unit: unitField,
        day: dayField,
      }),
      z.object({ intent: z.literal("exercise"), logId, position, effort, note, timeZone }),
      z.object({ intent: z.literal("finish"), logId, timeZone, unit: unitField }),
    ],
    { error: M.form },
  );
}

/** "set-0-1-reps": the no-JavaScript form's field names, one per value of each set. */
export const setField = (position: number, setNumber: number, part: "reps" | "weight" | "seconds" | "done") =>
  `set-${position}-${setNumber}-${part}`;
export const effortField = (position: number) => `effort-${position}`;
export const noteField = (position: number) => `note-${position}`;

/** Every set's and exercise's fields of the whole form, sent at "Finish". */
export function finishSchema(exercises: readonly LoggableExercise[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const exercise of exercises) {
    for (let setNumber = 1; setNumber <= exercise.prescription.sets; setNumber++) {
      if (exercise.prescription.reps === null) {
        shape[setField(exercise.position, setNumber, "seconds")] = seconds;
      } else {
        shape[setField(exercise.position, setNumber, "reps")] = reps;
        shape[setField(exercise.position, setNumber, "weight")] = weight;
      }
      shape[setField(exercise.position, setNumber, "done")] = done;
    }
    shape[effortField(exercise.position)] = effort;
    shape[noteField(exercise.position)] = note;
  }
  return z.object(shape);
}

type RawSet = { reps: number | null; weight: number | null; seconds: number | null; done: boolean };

/**
 * One set as stored: kilograms, and only the measure the exercise uses. The weight's bound is
 * checked here, in kilograms, whatever unit she typed in.
 */
function toSet(
  exercise: LoggableExercise,
  setNumber: number,
  raw: RawSet,
  unit: WeightUnit,
): SetInput | { refused: string } {
  const timed = exercise.prescription.reps === null;
  const weightKg = timed || raw.weight === null ? null : fromUnit(raw.weight, unit);
  if (weightKg !== null && weightKg > MAX_WEIGHT_KG) return { refused: M.weight };
  return {
    position: exercise.position,
    setNumber,
    reps: timed ? null : raw.reps,
    weightKg,
    seconds: timed ? raw.seconds : null,
    done: raw.done,
  };
}

const notHers = () => data(null, { status: 404 });

/** The action: one set, one exercise's rating and note, or the whole session at "Finish". */
export async function saveLog(args: LogArgs) {
  const { slug, session } = resolve(args.params);
  const viewer = await requireMember(args);
  await requirePortalProgram(args, slug);
  const exercises = loggableExercises(session);
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  // No write before her health check allows it (issue 18): a 403 keeps a queued set on her phone.
  const { status } = await screeningGate(db, viewer.member, now);
  if (!mayLog(status)) {
    const message = needsScreening(status) ? SCREENING_MESSAGES.logMissing : SCREENING_MESSAGES.logFlagged;
    return formFailure(form, 403, { formError: message });
  }
  const submission = parseForm(form, logActionSchema(exercises));
  if (!submission.ok) return submission.failure;
  const input = submission.data;

  const memberId = viewer.member.id;
  const target: LogTarget = { memberId, logId: input.logId, program: slug, session };
  const zone = input.timeZone ?? (await memberTimeZone(db, memberId, liveSite().timeZone));
  const day = logDayFrom(logDay(now, zone), input.intent === "set" ? input.day : undefined);

  if (input.intent === "set") {
    const exercise = exercises[input.position] as LoggableExercise;
    if (input.setNumber > exercise.prescription.sets) return refusal(form, refuse("setNumber", M.setNumber));
    const unit = input.unit ?? (await getPreferences(db, memberId)).unit;
    const set = toSet(exercise, input.setNumber, input, unit);
    if ("refused" in set) return refusal(form, refuse("weight", set.refused));
    if (!(await claimLog(db, target, day, now)).ok) throw notHers();
    await upsertSets(db, target, exercises, [set]);
    return { ok: true as const };
  }

  if (input.intent === "exercise") {
    if (!(await claimLog(db, target, day, now)).ok) throw notHers();
    await upsertExercises(db, target, exercises, [
      { position: input.position, effort: input.effort ?? null, note: input.note },
    ]);
    return { ok: true as const };
  }

  // Finish: every field of the page at once (the form without JavaScript, or the last word with it).
  const parsed = parseForm(form, finishSchema(exercises));
  if (!parsed.ok) return parsed.failure;
  const values = parsed.data as Record<string, unknown>;
  const unit = input.unit ?? (await getPreferences(db, memberId)).unit;
  const sets: SetInput[] = [];
  const notes: ExerciseInput[] = [];
  for (const exercise of exercises) {
    for (let setNumber = 1; setNumber <= exercise.prescription.sets; setNumber++) {
      const read = (part: "reps" | "weight" | "seconds") =>
        (values[setField(exercise.position, setNumber, part)] as number | null | undefined) ?? null;
      const raw: RawSet = {
        reps: read("reps"),
        weight: read("weight"),
        seconds: read("seconds"),
        done: values[setField(exercise.position, setNumber, "done")] === true,
      };
      const set = toSet(exercise, setNumber, raw, unit);
      if ("refused" in set)
        return refusal(form, refuse(setField(exercise.position, setNumber, "weight"), set.refused));
      sets.push(set);
    }
    notes.push({
      position: exercise.position,
      effort: (values[effortField(exercise.position)] as Effort | undefined) ?? null,
      note: (values[noteField(exercise.position)] as string | undefined) ?? "",
    });
  }
  if (!sets.some((set) => set.done)) return refusal(form, refuse(FORM_FIELD, M.noSet));

  const claim = await claimLog(db, target, day, now);
  if (!claim.ok) throw notHers();
  const profile = await getProfile(args);
  if (profile && input.timeZone && profile.timeZone !== input.timeZone) {
    await updateProfile(db, profile.id, { timeZone: input.timeZone });
  }
  // Saved every time, like a single set: a retried "Finish" writes the same rows again, and a
  // correction sent after finishing is kept. Records are worked out once, at the first Finish.
  await upsertSets(db, target, exercises, sets);
  await upsertExercises(db, target, exercises, notes);
  const { records } = await finishLog(db, target, profile?.id ?? null, now);
  return redirect("/progress", {
    headers: { "Set-Cookie": flashCookie(records.length > 0 ? "new-record" : "session-saved") },
  });
}
