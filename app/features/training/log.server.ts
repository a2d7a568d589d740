import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { programRecord } from "~/content/catalog.server";
import { liveSite } from "~/content/live.server";
import { getProgram } from "~/content/programs/index.server";
import type { Session } from "~/content/programs/schema";
import { SCREENING_MESSAGES } from "~/content/screening";
import type { Effort } from "~/db/schema";
import {
  mayLog,
  needsScreening,
  screeningGate,
  screeningHref,
  toScreening,
} from "~/features/coaching/screening.server";
import { liveLibrary } from "~/features/library/library.server";
import { getProfile, updateProfile } from "~/features/onboarding/profiles.server";
import { applySessionChoice, easierSwaps, sessionCheckView } from "~/features/symptoms/session-check.server";
import { findSessionCheck, saveSessionCheck } from "~/features/symptoms/symptoms.server";
import { findSession, getPreferences, logDay, memberTimeZone } from "~/features/training/training.server";
import {
  exerciseHistory,
  findOpenLog,
  monthOneWeights,
  recentWorkouts,
} from "~/features/training/workout-reads.server";
import {
  claimLog,
  type ExerciseInput,
  finishLog,
  type LogTarget,
  type SetInput,
  upsertExercises,
  upsertSets,
} from "~/features/training/workout-writes.server";
import { getAppContext } from "~/lib/app-context.server";
import { type GuardArgs, requireMember, requirePortalProgram, returnPath } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { FORM_FIELD, refuse } from "~/lib/form-failure";
import { formFailure, notAForm, parseForm, readForm, refusal } from "~/lib/forms.server";
import { exerciseView, type Heading, type LogPage, recoveryText } from "./log-page.server";
import {
  effortField,
  finishSchema,
  logActionSchema,
  logDayFrom,
  noteField,
  type RawSet,
  setField,
  toSet,
} from "./log-schema.server";
import { type LoggableExercise, loggableExercises } from "./prescription";
import { musclesOf, recoveryNotice } from "./recovery";
import { checkSet } from "./set-checks";
import { LOG_MESSAGES } from "./set-sender";
import { maySwapTo, type PersonalExercise, personalExercises, type SwapLibrary, swapOptions } from "./swaps";
import { logSwaps, recordSwap, substitutionsFor } from "./swaps.server";

// The session log page's loader and action (issue 17, decision 0031). The loader reads her open
// log, history and settings and builds the page with log-page.server.ts; the action checks one
// set, one exercise's rating and note, or the whole session at "Finish" against
// log-schema.server.ts and saves it.

// The page's types stay importable from here: the log's view files and tests name them by this module.
export type {
  ExerciseView,
  LogPage,
  MemberLogPage,
  ScreeningLogPage,
  SetView,
  VisitorLogPage,
} from "./log-page.server";

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

const unique = <T>(values: readonly T[]) => [...new Set(values)];

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
  const open = await findOpenLog(db, memberId, slug, session.id, now);
  // What she does at each place (issue 38): the coach's substitution for her, then her swap.
  const { library, exercises } = await herExercises(db, memberId, session, open?.id ?? null);
  const keys = unique(exercises.map((exercise) => exercise.key));
  const [preferences, history, monthOne, recent, check] = await Promise.all([
    getPreferences(db, memberId),
    exerciseHistory(db, memberId, keys),
    slug === "movement-patterns-2" ? monthOneWeights(db, memberId, keys) : new Map<string, number>(),
    recentWorkouts(db, memberId, now),
    sessionCheckView(db, memberId, open?.id ?? null, easierSwaps(library, exercises)),
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
    check,
    exercises: exercises.map((exercise) =>
      exerciseView(exercise, {
        slug,
        history: history.get(exercise.key) ?? [],
        saved: open,
        preferences,
        monthOneWeightKg: monthOne.get(exercise.key) ?? null,
        swap: swapView(library, exercise),
      }),
    ),
  };
}

type Db = Parameters<typeof exerciseHistory>[0];

/** The session's exercises as she does them: her coach's substitutions and her swaps in this log. */
async function herExercises(
  db: Db,
  memberId: string,
  session: Session,
  logId: string | null,
): Promise<{ library: SwapLibrary; exercises: PersonalExercise[] }> {
  const library = liveLibrary();
  const [substitutions, swaps] = await Promise.all([
    substitutionsFor(db, memberId),
    logId ? logSwaps(db, logId) : new Map<number, string>(),
  ]);
  return {
    library,
    exercises: personalExercises(loggableExercises(session), { library, substitutions, swaps }),
  };
}

function swapView(library: SwapLibrary, exercise: PersonalExercise) {
  const options = swapOptions(library, exercise.plannedKey);
  const { substitution } = exercise;
  return {
    exerciseId: library.get(exercise.key) ? exercise.key : null,
    options: options.length > 1 ? options : [],
    swapped: exercise.key !== exercise.plannedKey,
    substitution: substitution
      ? `Your coach chose this instead of ${substitution.fromName}${substitution.reason ? ` (${substitution.reason})` : ""}.`
      : null,
  };
}

const notHers = () => data(null, { status: 404 });

/** The heaviest weight she ticked the last time she did each exercise, in kg, by key. */
async function lastWeights(
  db: Parameters<typeof exerciseHistory>[0],
  memberId: string,
  exercises: readonly LoggableExercise[],
  logId: string,
): Promise<Map<string, number>> {
  const keys = unique(exercises.map((exercise) => exercise.key));
  const history = await exerciseHistory(db, memberId, keys, { perExercise: 1, excludeLogId: logId });
  const weights = new Map<string, number>();
  for (const [key, [last]] of history) {
    const heaviest = Math.max(0, ...(last?.sets ?? []).map((set) => (set.done ? (set.weightKg ?? 0) : 0)));
    if (heaviest > 0) weights.set(key, heaviest);
  }
  return weights;
}

/** What to question about one set, as the schema read it, before it is stored (set-checks.ts). */
function questionOf(
  raw: RawSet,
  exercise: LoggableExercise,
  state: { confirm: boolean; unit: "kg" | "lb"; lastWeightKg: number | null },
) {
  return checkSet(raw, {
    timed: exercise.prescription.reps === null,
    unit: state.unit,
    lastWeightKg: state.lastWeightKg,
    confirmed: state.confirm,
  });
}

/** The action: one set, one exercise's rating and note, or the whole session at "Finish". */
export async function saveLog(args: LogArgs) {
  const { slug, session } = resolve(args.params);
  const viewer = await requireMember(args);
  await requirePortalProgram(args, slug);
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
  // The places are the session's; what she does at each is read once the log id is known.
  const submission = parseForm(form, logActionSchema(loggableExercises(session)));
  if (!submission.ok) return submission.failure;
  const input = submission.data;
  // A log id that is not hers finds no swaps here, and claimLog refuses it below.
  const { library, exercises } = await herExercises(db, viewer.member.id, session, input.logId);

  const memberId = viewer.member.id;
  const target: LogTarget = { memberId, logId: input.logId, program: slug, session };
  const zone = input.timeZone ?? (await memberTimeZone(db, memberId, liveSite().timeZone));
  const day = logDayFrom(logDay(now, zone), input.intent === "set" ? input.day : undefined);

  if (input.intent === "set") {
    const exercise = exercises[input.position] as LoggableExercise;
    if (input.setNumber > exercise.prescription.sets)
      return refusal(form, refuse("setNumber", LOG_MESSAGES.setNumber));
    const unit = input.unit ?? (await getPreferences(db, memberId)).unit;
    const last = input.done ? await lastWeights(db, memberId, [exercise], input.logId) : new Map();
    const question = questionOf(input, exercise, {
      confirm: input.confirm,
      unit,
      lastWeightKg: last.get(exercise.key) ?? null,
    });
    if (question) return refusal(form, refuse(question.part, question.message));
    const set = toSet(exercise, input.setNumber, input, unit);
    if ("refused" in set) return refusal(form, refuse("weight", set.refused));
    if (!(await claimLog(db, target, day, now)).ok) throw notHers();
    await upsertSets(db, target, exercises, [set]);
    return { ok: true as const };
  }

  if (input.intent === "swap") {
    const exercise = exercises[input.position] as PersonalExercise;
    if (!maySwapTo(library, exercise.plannedKey, input.exerciseId))
      return refusal(form, refuse("exerciseId", LOG_MESSAGES.swap));
    const entry = library.get(input.exerciseId);
    if (!(await claimLog(db, target, day, now)).ok) throw notHers();
    await recordSwap(
      db,
      {
        logId: input.logId,
        position: input.position,
        plannedKey: exercise.plannedKey,
        performedKey: input.exerciseId,
        name: entry && input.exerciseId !== exercise.plannedKey ? entry.name : exercise.name,
      },
      now,
    );
    // Back to the log, which now shows the exercise she does and its own "last time".
    return redirect(returnPath(args.request));
  }

  // Issue 39 (h2): her answer before the session, and what she chose after a "sore".
  if (input.intent === "check") {
    if (!(await claimLog(db, target, day, now)).ok) throw notHers();
    const saved = { memberId, logId: input.logId, day, joints: input.joints, sleepHours: input.sleepHours };
    await saveSessionCheck(db, saved, now);
    return redirect(returnPath(args.request));
  }
  if (input.intent === "easier") {
    if (!(await claimLog(db, target, day, now)).ok) throw notHers();
    if (!(await findSessionCheck(db, memberId, input.logId))) return redirect(returnPath(args.request));
    const swaps = input.choice === "easier" ? easierSwaps(library, exercises) : [];
    await applySessionChoice(db, { memberId, logId: input.logId, choice: input.choice, swaps }, now);
    return redirect(returnPath(args.request));
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
  const last = await lastWeights(db, memberId, exercises, input.logId);
  for (const exercise of exercises) {
    for (let setNumber = 1; setNumber <= exercise.prescription.sets; setNumber++) {
      const name = (part: "reps" | "weight" | "seconds" | "done" | "confirm") =>
        setField(exercise.position, setNumber, part);
      const read = (part: "reps" | "weight" | "seconds") =>
        (values[name(part)] as number | null | undefined) ?? null;
      const raw: RawSet = {
        reps: read("reps"),
        weight: read("weight"),
        seconds: read("seconds"),
        done: values[name("done")] === true,
      };
      const question = questionOf(raw, exercise, {
        confirm: values[name("confirm")] === true,
        unit,
        lastWeightKg: last.get(exercise.key) ?? null,
      });
      if (question) return refusal(form, refuse(name(question.part), question.message));
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
  if (!sets.some((set) => set.done)) return refusal(form, refuse(FORM_FIELD, LOG_MESSAGES.noSet));

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
  // A record is named once, on /progress ("New record!"), from her log's own rows.
  const to = records.length > 0 ? `/progress?saved=${input.logId}` : "/progress";
  return redirect(to, { headers: { "Set-Cookie": flashCookie("session-saved") } });
}
