import {
  ArrowLeftIcon,
  CheckIcon,
  CloudOffIcon,
  InfoIcon,
  MinusIcon,
  PlayIcon,
  PlusIcon,
  TrendingUpIcon,
} from "lucide-react";
import {
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { Effort } from "~/db/schema";
import { localDay } from "~/lib/dates";
import { type FormFailure, failureMessage, typedValue } from "~/lib/form-failure";
import { TimeZoneInput } from "~/lib/time-zone";
import type {
  ExerciseView,
  LogPage,
  MemberLogPage,
  ScreeningLogPage,
  SetView,
  VisitorLogPage,
} from "./log.server";
import { RestTimer, type TimerRun } from "./rest-timer";
import {
  browserPost,
  type ItemStatus,
  itemKey,
  type QueueItem,
  queuedFor,
  queuedLogId,
  SetSender,
} from "./set-sender";
import { MAX_REPS, MAX_SECONDS, MAX_WEIGHT_KG, roundToStep, toUnit } from "./units";

// The session log (issue 17). Without JavaScript it is one plain form, sent at "Finish". With
// JavaScript each ticked set is sent at once through the phone's queue (set-sender.ts), and the
// rest timer counts between sets.

// The form's field names: log.server.ts reads the same ones (setField, effortField, noteField).
const setName = (position: number, setNumber: number, part: "reps" | "weight" | "seconds" | "done") =>
  `set-${position}-${setNumber}-${part}`;

const EFFORT_CHOICES: ReadonlyArray<[Effort, string]> = [
  ["easy", "Easy"],
  ["right", "About right"],
  ["hard", "Hard"],
];

export function LogView({ page, failure }: { page: LogPage; failure: FormFailure | null }) {
  if (page.mode === "visitor") return <AccountCard page={page} />;
  if (page.mode === "screening") return <ClearanceNotice page={page} />;
  return <SessionLog page={page} failure={failure} />;
}

function BackLink({ page }: { page: LogPage }) {
  return (
    <Link
      to={`/client-portal/${page.program.slug}`}
      className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold print:hidden"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-5" />
      Back to {page.program.title}
    </Link>
  );
}

function Heading({ page }: { page: LogPage }) {
  return (
    <>
      <BackLink page={page} />
      <h1 className="mt-4 text-3xl md:text-4xl">
        {page.session.label}: {page.program.title}
      </h1>
      <p className="mt-3 text-lg">{page.session.focus}</p>
    </>
  );
}

/** A visitor or a portal client without an account: the log belongs to an account (decision 0031). */
function AccountCard({ page }: { page: VisitorLogPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Heading page={page} />
      <section aria-labelledby="account-heading" className="mt-8 rounded-2xl bg-secondary p-6 md:p-8">
        <h2 id="account-heading" className="text-2xl md:text-3xl">
          Keep a record of every session
        </h2>
        <p className="mt-3 text-lg">
          With a free account, this page keeps every set and weight you lift, shows last time's numbers when
          you start, and suggests when you are ready for a little more.
        </p>
        <div className="mt-6 flex flex-wrap gap-4">
          <Button asChild size="lg">
            <Link to={page.signupHref}>Create a free account</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={page.loginHref}>Log in</Link>
          </Button>
        </div>
      </section>
    </article>
  );
}

/** A "yes" on her health check: the log waits for her doctor's clearance (issue 18). */
function ClearanceNotice({ page }: { page: ScreeningLogPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Heading page={page} />
      <section aria-labelledby="clearance-heading" className="mt-8 rounded-2xl bg-secondary p-6 md:p-8">
        <h2 id="clearance-heading" className="text-2xl md:text-3xl">
          First, a word with your doctor
        </h2>
        <p className="mt-3 text-lg">
          You answered yes to a question on your health check, so logging waits until your doctor says you are
          ready to exercise. You can read this session and every program meanwhile.
        </p>
        <p className="mt-3 text-lg">When your doctor has cleared you, tell us on your health check.</p>
        <div className="mt-6 flex flex-wrap gap-4">
          <Button asChild size="lg">
            <Link to={page.screeningHref}>Confirm my doctor's clearance</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={`/client-portal/${page.program.slug}`}>Read the program</Link>
          </Button>
        </div>
      </section>
    </article>
  );
}

/** A page older than this was kept on the phone, not just sent by the server. */
const KEPT_PAGE_MS = 15 * 60 * 1000;

type SetState = { reps: string; weight: string; seconds: string; done: boolean };
type ExerciseState = { effort: Effort | ""; note: string };

const setId = (position: number, setNumber: number) => `${position}-${setNumber}`;
const text = (value: number | null) => (value === null ? "" : String(value));

/** What the page starts from: her saved or suggested numbers, or, after a refused Finish, what she typed. */
function initialSets(exercises: readonly ExerciseView[], failure: FormFailure | null) {
  const sets: Record<string, SetState> = {};
  for (const exercise of exercises) {
    for (const set of exercise.sets) {
      const typed = (part: "reps" | "weight" | "seconds") =>
        typedValue(failure, setName(exercise.position, set.setNumber, part));
      const typedDone = typedValue(failure, setName(exercise.position, set.setNumber, "done"));
      sets[setId(exercise.position, set.setNumber)] = {
        reps: typed("reps") ?? text(set.reps),
        weight: typed("weight") ?? text(set.weight),
        seconds: typed("seconds") ?? text(set.seconds),
        done: failure ? typedDone === "true" || typedDone === "on" : set.done,
      };
    }
  }
  return sets;
}

function initialExercises(exercises: readonly ExerciseView[], failure: FormFailure | null) {
  const out: Record<number, ExerciseState> = {};
  for (const exercise of exercises) {
    const effort = typedValue(failure, `effort-${exercise.position}`);
    out[exercise.position] = {
      effort: failure
        ? ((EFFORT_CHOICES.find(([value]) => value === effort)?.[0] ?? "") as Effort | "")
        : (exercise.effort ?? ""),
      note: typedValue(failure, `note-${exercise.position}`) ?? exercise.note,
    };
  }
  return out;
}

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    return "";
  }
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The phone's queue, made once the page is hydrated; null before (and without JavaScript). */
function useSender(owner: string) {
  const [sender, setSender] = useState<SetSender | null>(null);
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const created = new SetSender({ storage: localStore(), post: browserPost, owner });
    const unsubscribe = created.subscribe(changed);
    const goneOnline = () => {
      setOnline(true);
      void created.flush(true);
    };
    const goneOffline = () => setOnline(false);
    window.addEventListener("online", goneOnline);
    window.addEventListener("offline", goneOffline);
    setOnline(navigator.onLine !== false);
    setSender(created);
    // Anything left from an earlier visit goes now.
    void created.flush(true);
    return () => {
      unsubscribe();
      created.stop();
      window.removeEventListener("online", goneOnline);
      window.removeEventListener("offline", goneOffline);
    };
  }, [owner]);
  return { sender, online };
}

function SessionLog({ page, failure }: { page: MemberLogPage; failure: FormFailure | null }) {
  const url = `/client-portal/${page.program.slug}/log/${page.session.id}`;
  const [logId, setLogId] = useState(() => typedValue(failure, "logId") ?? page.logId);
  const [sets, setSets] = useState(() => initialSets(page.exercises, failure));
  const [exercises, setExercises] = useState(() => initialExercises(page.exercises, failure));
  const [timer, setTimer] = useState<TimerRun | null>(null);
  const [finishMessage, setFinishMessage] = useState<string | null>(null);
  const [draining, setDraining] = useState(false);
  const { sender, online } = useSender(page.memberId);
  const hydrated = sender !== null;
  const debounces = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // What those timers will send, so leaving the page sends it at once instead of losing it.
  const debounced = useRef(new Map<string, () => void>());
  useEffect(() => {
    const sendWaiting = () => {
      for (const [key, timer] of debounces.current) {
        clearTimeout(timer);
        debounced.current.get(key)?.();
      }
      debounces.current.clear();
      debounced.current.clear();
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") sendWaiting();
    };
    window.addEventListener("pagehide", sendWaiting);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", sendWaiting);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, []);
  const submit = useSubmit();
  const navigation = useNavigation();
  const finishing =
    draining || (navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post");

  // After a reload, her unsent changes on this phone win over the server's older numbers; a log
  // whose first sets never reached the server is taken back from the queue.
  const restored = useRef(false);
  useEffect(() => {
    if (!sender || restored.current) return;
    restored.current = true;
    // A copy her phone kept for the gym (decision 0038) may be hours old: its log may have been
    // finished since, so it starts a new one rather than writing over it.
    const kept = Date.now() - page.renderedAt > KEPT_PAGE_MS;
    const adopted = page.resumed && !kept ? null : queuedLogId(sender.items(), url);
    const id = adopted ?? (kept ? crypto.randomUUID() : logId);
    if (id !== logId) setLogId(id);
    if (kept && !adopted && page.resumed) {
      setSets((all) =>
        Object.fromEntries(Object.entries(all).map(([key, set]) => [key, { ...set, done: false }])),
      );
    }
    applyQueued(queuedFor(sender.items(), id), setSets, setExercises);
  }, [sender, page.resumed, page.renderedAt, url, logId]);

  const zone = useRef("");
  useEffect(() => {
    zone.current = browserZone();
  }, []);

  const sendSet = useCallback(
    (exercise: ExerciseView, setNumber: number, state: SetState) => {
      if (!sender) return;
      sender.send(url, {
        intent: "set",
        logId,
        position: String(exercise.position),
        setNumber: String(setNumber),
        ...(exercise.timed ? { seconds: state.seconds } : { reps: state.reps, weight: state.weight }),
        done: state.done ? "true" : "false",
        unit: page.unit,
        // The day she ticked it, which a set sent later (after midnight) still belongs to.
        ...(zone.current ? { timeZone: zone.current, day: localDay(new Date(), zone.current) } : {}),
      });
    },
    [sender, url, logId, page.unit],
  );

  const sendExercise = useCallback(
    (position: number, state: ExerciseState) => {
      sender?.send(url, {
        intent: "exercise",
        logId,
        position: String(position),
        effort: state.effort,
        note: state.note,
        ...(zone.current ? { timeZone: zone.current } : {}),
      });
    },
    [sender, url, logId],
  );

  const later = (key: string, run: () => void, ms: number) => {
    const timers = debounces.current;
    const pending = timers.get(key);
    if (pending) clearTimeout(pending);
    debounced.current.set(key, run);
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        debounced.current.delete(key);
        run();
      }, ms),
    );
  };

  const updateSet = (exercise: ExerciseView, setNumber: number, change: Partial<SetState>) => {
    const key = setId(exercise.position, setNumber);
    const next = { ...(sets[key] as SetState), ...change };
    setSets((all) => ({ ...all, [key]: next }));
    if ("done" in change) {
      // Ticking (or unticking) is the moment a set is saved.
      const pending = debounces.current.get(`set-${key}`);
      if (pending) clearTimeout(pending);
      debounced.current.delete(`set-${key}`);
      sendSet(exercise, setNumber, next);
      if (change.done && !exercise.timed && exercise.restSeconds > 0) {
        setTimer({
          id: Date.now(),
          label: `${plain(exercise.name)}, set ${setNumber}`,
          target: { position: exercise.position, setNumber },
          phases: [{ kind: "rest", seconds: exercise.restSeconds }],
          circuit: false,
        });
      }
    } else if (next.done) {
      // A ticked set whose numbers she corrects is saved again once she stops tapping.
      later(`set-${key}`, () => sendSet(exercise, setNumber, next), 800);
    }
  };

  const updateExercise = (position: number, change: Partial<ExerciseState>, delay: number) => {
    const next = { ...(exercises[position] as ExerciseState), ...change };
    setExercises((all) => ({ ...all, [position]: next }));
    if (delay === 0) {
      const pending = debounces.current.get(`exercise-${position}`);
      if (pending) clearTimeout(pending);
      debounced.current.delete(`exercise-${position}`);
      sendExercise(position, next);
    } else later(`exercise-${position}`, () => sendExercise(position, next), delay);
  };

  // When the bar goes (Skip, or the time ran out) with focus in it, focus would fall to the
  // page's start; it goes to the next set's Done instead, where she carries on.
  const closeTimer = () => {
    const target = timer?.target;
    setTimer(null);
    if (!target) return;
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const done = (setNumber: number) =>
        document.querySelector<HTMLInputElement>(
          `input[name="${setName(target.position, setNumber, "done")}"]`,
        );
      (done(target.setNumber + 1) ?? done(target.setNumber))?.focus();
    });
  };

  const startRound = (exercise: ExerciseView, setNumber: number) => {
    const work = exercise.workSeconds ?? (Number(sets[setId(exercise.position, setNumber)]?.seconds) || 0);
    if (work <= 0) return;
    setTimer({
      id: Date.now(),
      label: `${plain(exercise.name)}, round ${setNumber}`,
      target: { position: exercise.position, setNumber },
      phases: [
        { kind: "work", seconds: work },
        ...(exercise.restSeconds > 0 ? [{ kind: "rest" as const, seconds: exercise.restSeconds }] : []),
      ],
      circuit: true,
    });
  };

  const onPhaseEnd = (run: TimerRun, phase: number) => {
    // The work of a timed round ran out: that round is done.
    if (run.phases[phase]?.kind !== "work" || !run.target) return;
    const { setNumber } = run.target;
    const exercise = page.exercises.find((candidate) => candidate.position === run.target?.position);
    if (!exercise) return;
    const state = sets[setId(exercise.position, setNumber)];
    if (state && !state.done) {
      const next = {
        ...state,
        done: true,
        seconds: state.seconds || String(run.phases[phase]?.seconds ?? ""),
      };
      setSets((all) => ({ ...all, [setId(exercise.position, setNumber)]: next }));
      sendSet(exercise, setNumber, next);
    }
  };

  const onFinish = async (event: FormEvent<HTMLFormElement>) => {
    if (!sender) return;
    if (!online) {
      event.preventDefault();
      return;
    }
    if (!sender.pending(logId)) return;
    // Send what waits on the phone first, then the whole form, which redirects to her progress.
    event.preventDefault();
    const form = event.currentTarget;
    setDraining(true);
    setFinishMessage(null);
    const drained = await sender.flush(true, logId);
    setDraining(false);
    if (drained) submit(form, { method: "post" });
    else
      setFinishMessage(
        "We could not reach the server. Your sets are safe on this phone: try Finish again in a moment.",
      );
  };

  const formError =
    failure?.formError ??
    (failure && Object.keys(failure.fieldErrors).length > 0 ? failureMessage(failure) : null);

  return (
    <article className={`mx-auto max-w-3xl px-4 py-8 md:py-12 ${timer ? "pb-40" : ""}`}>
      <Heading page={page} />
      {page.recovery && (
        <aside
          aria-label="Recovery"
          className="mt-6 flex gap-3 rounded-xl bg-secondary p-5 text-lg text-secondary-foreground"
        >
          <InfoIcon aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <p>{page.recovery}</p>
        </aside>
      )}
      {page.resumed && (
        <p className="mt-6 rounded-xl bg-muted p-4 text-lg">
          You are carrying on with the session you started earlier. Your ticked sets are kept.
        </p>
      )}
      <p className="mt-6 text-lg text-muted-foreground">
        Weights in {page.unit}.{" "}
        {hydrated ? "Each set is saved as you tick it." : "Tick each set you did, then Finish."}
      </p>
      {formError && (
        <div className="mt-6">
          <FormAlert>{formError}</FormAlert>
        </div>
      )}

      <Form method="post" onSubmit={onFinish} className="mt-8 flex flex-col gap-8">
        <input type="hidden" name="intent" value="finish" />
        <input type="hidden" name="logId" value={logId} />
        <input type="hidden" name="unit" value={page.unit} />
        <TimeZoneInput />
        {page.exercises.map((exercise) => (
          <ExerciseCard
            key={exercise.position}
            exercise={exercise}
            unit={page.unit}
            plateStep={page.plateStep}
            sets={sets}
            state={exercises[exercise.position] as ExerciseState}
            failure={failure}
            hydrated={hydrated}
            statusOf={(fields) => sender?.status(itemKey(fields)) ?? null}
            logId={logId}
            onSet={updateSet}
            onExercise={updateExercise}
            onStartRound={startRound}
          />
        ))}
        <div className="flex flex-col gap-3 rounded-2xl bg-muted p-5 md:p-6">
          {hydrated && !online && (
            <p role="status" className="flex gap-3 text-lg font-semibold">
              <CloudOffIcon aria-hidden="true" className="mt-1 size-6 shrink-0" />
              You are offline: your sets are safe on this phone. Finish when you are back online.
            </p>
          )}
          {finishMessage && <FormAlert>{finishMessage}</FormAlert>}
          <Button
            type="submit"
            size="lg"
            className="min-h-14 w-full text-xl md:w-auto md:self-start"
            disabled={hydrated && (!online || finishing)}
          >
            <CheckIcon aria-hidden="true" />
            {finishing ? "Saving your session…" : "Finish session"}
          </Button>
          <p className="text-base text-muted-foreground">
            Finish saves the whole session and takes you to your progress.
          </p>
        </div>
      </Form>
      {hydrated && <RestTimer run={timer} onPhaseEnd={onPhaseEnd} onClose={closeTimer} />}
    </article>
  );
}

/** "A1. Goblet squat to a box" → "Goblet squat to a box", for the timer's short label. */
const plain = (name: string) => name.replace(/^[A-Z]\d+\.\s+/, "");

function applyQueued(
  items: readonly QueueItem[],
  setSets: Dispatch<SetStateAction<Record<string, SetState>>>,
  setExercises: Dispatch<SetStateAction<Record<number, ExerciseState>>>,
) {
  for (const { fields } of items) {
    if (fields.intent === "set") {
      const key = setId(Number(fields.position), Number(fields.setNumber));
      setSets((all) => {
        const current = all[key];
        if (!current) return all;
        return {
          ...all,
          [key]: {
            reps: fields.reps ?? current.reps,
            weight: fields.weight ?? current.weight,
            seconds: fields.seconds ?? current.seconds,
            done: fields.done === "true",
          },
        };
      });
    } else if (fields.intent === "exercise") {
      const position = Number(fields.position);
      const effort = EFFORT_CHOICES.find(([value]) => value === fields.effort)?.[0] ?? "";
      setExercises((all) =>
        all[position] ? { ...all, [position]: { effort, note: fields.note ?? "" } } : all,
      );
    }
  }
}

type CardProps = {
  exercise: ExerciseView;
  unit: MemberLogPage["unit"];
  plateStep: number;
  sets: Record<string, SetState>;
  state: ExerciseState;
  failure: FormFailure | null;
  hydrated: boolean;
  logId: string;
  statusOf: (fields: Record<string, string>) => ItemStatus | null;
  onSet: (exercise: ExerciseView, setNumber: number, change: Partial<SetState>) => void;
  onExercise: (position: number, change: Partial<ExerciseState>, delay: number) => void;
  onStartRound: (exercise: ExerciseView, setNumber: number) => void;
};

function ExerciseCard(props: CardProps) {
  const { exercise, state, failure, hydrated, logId } = props;
  const { position } = exercise;
  const noteError = failure?.fieldErrors[`note-${position}`];
  const effortError = failure?.fieldErrors[`effort-${position}`];
  const exerciseStatus = props.statusOf({ intent: "exercise", logId, position: String(position) });
  return (
    <fieldset className="rounded-2xl border-2 border-border bg-card p-4 shadow-sm md:p-6">
      <legend className="float-left w-full font-serif text-2xl font-semibold md:text-3xl">
        {exercise.name}
      </legend>
      <div className="clear-left pt-2">
        <p className="text-base text-muted-foreground">{exercise.block}</p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-lg">
          <div>
            <dt className="sr-only">Sets and {exercise.timed ? "time" : "reps"}</dt>
            <dd className="font-semibold text-primary">{exercise.amount}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Rest</dt>
            <dd>{exercise.rest}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Effort</dt>
            <dd>{exercise.effortText}</dd>
          </div>
        </dl>
        {(exercise.lastTime || !exercise.suggestion?.startsWith("First time")) && (
          <p className="mt-3 text-lg font-semibold">
            {exercise.lastTime ?? "First time: your numbers will show here next time."}
          </p>
        )}
        {exercise.suggestion && (
          <p className="mt-2 flex gap-2 rounded-lg bg-accent px-4 py-3 text-lg">
            <TrendingUpIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <span>{exercise.suggestion}</span>
          </p>
        )}

        <ol className="mt-5 flex flex-col gap-4" aria-label={`Sets of ${plain(exercise.name)}`}>
          {exercise.sets.map((set) => (
            <SetRow key={set.setNumber} {...props} set={set} />
          ))}
        </ol>

        <fieldset className="mt-6" aria-describedby={effortError ? `effort-${position}-error` : undefined}>
          <legend className="text-lg font-semibold">How did it feel?</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {EFFORT_CHOICES.map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-input px-2 py-2 text-center text-base font-semibold has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name={`effort-${position}`}
                  value={value}
                  checked={state.effort === value}
                  onChange={() => props.onExercise(position, { effort: value }, 0)}
                  className="size-5 shrink-0 accent-primary focus-visible:outline-none"
                />
                {label}
              </label>
            ))}
          </div>
          {effortError && (
            <p id={`effort-${position}-error`} className="mt-2 text-base font-semibold text-destructive">
              {effortError}
            </p>
          )}
        </fieldset>

        <div className="mt-5 flex flex-col gap-2">
          <label htmlFor={`note-${position}`} className="text-lg font-semibold">
            Note <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Input
            id={`note-${position}`}
            name={`note-${position}`}
            value={state.note}
            maxLength={200}
            placeholder="For example: knee sore"
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `note-${position}-error` : undefined}
            onChange={(event) => props.onExercise(position, { note: event.currentTarget.value }, 1000)}
            onBlur={(event) => props.onExercise(position, { note: event.currentTarget.value }, 0)}
          />
          {noteError && (
            <p id={`note-${position}-error`} className="text-base font-semibold text-destructive">
              {noteError}
            </p>
          )}
          {hydrated && <StatusLine status={exerciseStatus} quiet />}
        </div>
      </div>
    </fieldset>
  );
}

function SetRow(props: CardProps & { set: SetView }) {
  const { exercise, set, sets, failure, hydrated, unit, plateStep, logId } = props;
  const { position } = exercise;
  const { setNumber } = set;
  const state = sets[setId(position, setNumber)] as SetState;
  const errors = (["reps", "weight", "seconds", "done"] as const)
    .map((part) => failure?.fieldErrors[setName(position, setNumber, part)])
    .filter(Boolean);
  const errorId = `set-${position}-${setNumber}-error`;
  const status = props.statusOf({
    intent: "set",
    logId,
    position: String(position),
    setNumber: String(setNumber),
  });
  const describedBy = errors.length > 0 ? errorId : undefined;
  return (
    // On a phone: "Set 1" and Done on one row, then reps and weight each on a full row, so the
    // numbers are wide enough to read; from 768 px everything sits on one row.
    <li className="grid grid-cols-2 gap-x-3 gap-y-3 rounded-xl bg-muted/60 p-3 [grid-template-areas:'label_done''first_first''second_second'] md:grid-cols-[4.5rem_1fr_1fr_auto] md:items-end md:[grid-template-areas:'label_first_second_done']">
      <p className="self-center text-xl font-semibold [grid-area:label] md:self-end md:pb-3">
        Set {setNumber}
      </p>
      {exercise.timed ? (
        <>
          <Stepper
            className="[grid-area:first]"
            name={setName(position, setNumber, "seconds")}
            label="Seconds"
            setNumber={setNumber}
            value={state.seconds}
            step={5}
            max={MAX_SECONDS}
            lessLabel="Less time"
            moreLabel="More time"
            hydrated={hydrated}
            describedBy={describedBy}
            onChange={(value) => props.onSet(exercise, setNumber, { seconds: value })}
          />
          {hydrated && (
            <div className="flex items-end [grid-area:second]">
              <Button
                type="button"
                variant="outline"
                className="min-h-12 w-full"
                aria-label={`Start round ${setNumber}`}
                onClick={() => props.onStartRound(exercise, setNumber)}
              >
                <PlayIcon aria-hidden="true" />
                Start
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <Stepper
            className="[grid-area:first]"
            name={setName(position, setNumber, "reps")}
            label="Reps"
            setNumber={setNumber}
            value={state.reps}
            step={1}
            max={MAX_REPS}
            lessLabel="Fewer reps"
            moreLabel="More reps"
            hydrated={hydrated}
            describedBy={describedBy}
            onChange={(value) => props.onSet(exercise, setNumber, { reps: value })}
          />
          <Stepper
            className="[grid-area:second]"
            name={setName(position, setNumber, "weight")}
            label={`Weight (${unit})`}
            setNumber={setNumber}
            value={state.weight}
            step={plateStep}
            max={Math.floor(toUnit(MAX_WEIGHT_KG, unit))}
            decimal
            lessLabel="Less weight"
            moreLabel="More weight"
            hydrated={hydrated}
            describedBy={describedBy}
            onChange={(value) => props.onSet(exercise, setNumber, { weight: value })}
          />
        </>
      )}
      <label className="flex min-h-12 cursor-pointer items-center gap-3 justify-self-end rounded-xl border-2 border-primary bg-background px-4 text-lg font-semibold text-primary [grid-area:done] has-checked:border-secondary-foreground has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring md:min-h-14">
        <input
          type="checkbox"
          name={setName(position, setNumber, "done")}
          value="true"
          checked={state.done}
          onChange={(event) => props.onSet(exercise, setNumber, { done: event.currentTarget.checked })}
          aria-label={`Done, set ${setNumber}`}
          className="size-7 shrink-0 accent-secondary-foreground focus-visible:outline-none"
        />
        Done
      </label>
      {errors.length > 0 && (
        <p id={errorId} className="col-span-full text-base font-semibold text-destructive">
          {errors.join(" ")}
        </p>
      )}
      {hydrated && <StatusLine status={status} className="col-span-full" />}
    </li>
  );
}

function Stepper({
  name,
  label,
  setNumber,
  value,
  step,
  max,
  decimal = false,
  lessLabel,
  moreLabel,
  hydrated,
  describedBy,
  className,
  onChange,
}: {
  name: string;
  label: string;
  setNumber: number;
  value: string;
  step: number;
  max: number;
  decimal?: boolean;
  lessLabel: string;
  moreLabel: string;
  hydrated: boolean;
  describedBy?: string;
  className?: string;
  onChange: (value: string) => void;
}) {
  const nudge = (direction: 1 | -1) => {
    const current = Number(value) || 0;
    const next = Math.min(max, Math.max(0, roundToStep(current + direction * step, step)));
    onChange(String(next));
  };
  const button =
    "flex size-12 shrink-0 items-center justify-center rounded-lg border-2 border-primary bg-background text-primary hover:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-6";
  return (
    <div
      className={`grid min-w-0 grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-2 gap-y-1 md:grid-cols-1 ${className ?? ""}`}
    >
      <label htmlFor={name} className="text-lg font-semibold md:text-base">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {hydrated && (
          <button
            type="button"
            className={button}
            aria-label={`${lessLabel}, set ${setNumber}`}
            onClick={() => nudge(-1)}
          >
            <MinusIcon aria-hidden="true" />
          </button>
        )}
        <Input
          id={name}
          name={name}
          type="number"
          inputMode={decimal ? "decimal" : "numeric"}
          min={0}
          max={max}
          step={decimal ? "any" : 1}
          value={value}
          aria-label={`${label}, set ${setNumber}`}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
          className="min-w-0 px-1 text-center text-xl font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        {hydrated && (
          <button
            type="button"
            className={button}
            aria-label={`${moreLabel}, set ${setNumber}`}
            onClick={() => nudge(1)}
          >
            <PlusIcon aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}

/** Whether a change reached the server; a live region that is always there, so each change is announced. */
function StatusLine({
  status,
  quiet = false,
  className = "",
}: {
  status: ItemStatus | null;
  quiet?: boolean;
  className?: string;
}) {
  const line = (() => {
    if (!status || (quiet && status.state === "sending")) return null;
    switch (status.state) {
      case "sending":
        return { text: "Saving…", tone: "text-muted-foreground" };
      case "saved":
        return { text: "Saved", tone: "text-secondary-foreground" };
      case "queued":
        return { text: "Saved on this phone, will send when online", tone: "text-foreground" };
      case "signed-out":
        return {
          text: "Saved on this phone. Please log in again in another tab to send it.",
          tone: "text-foreground",
        };
      case "refused":
        return { text: status.message, tone: "text-destructive" };
    }
  })();
  return (
    <p
      role="status"
      className={`flex items-center gap-2 text-base font-semibold empty:-mt-3 ${line?.tone ?? ""} ${className}`}
    >
      {status?.state === "saved" && line && <CheckIcon aria-hidden="true" className="size-5" />}
      {status?.state === "queued" && <CloudOffIcon aria-hidden="true" className="size-5" />}
      {line?.text}
    </p>
  );
}
