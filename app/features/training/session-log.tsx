import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/field";
import { InfoIcon } from "~/components/ui/icons/info";
import { SessionCheck } from "~/features/symptoms/session-check";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { TimeZoneInput } from "~/lib/time-zone";
import type { ExerciseView, MemberLogPage } from "./log.server";
import { ExerciseCard } from "./log-exercise-card";
import { FinishPanel, useFinishSession } from "./log-finish";
import {
  type ExerciseState,
  finishErrorOf,
  initialExercises,
  initialSets,
  type SetState,
  setFieldName,
  setKey,
  untickedSets,
  withFollowingSets,
  withQueuedExercises,
  withQueuedSets,
} from "./log-form-state";
import { LogHeading } from "./log-heading";
import { SwapForms } from "./log-swap";
import { restAfterSet, roundDone, timedRound } from "./log-timer-runs";
import { RestTimer, type TimerRun } from "./rest-timer";
import { checkSet } from "./set-checks";
import { itemKey, queuedFor, queuedLogId } from "./set-sender";
import { useLogSending } from "./use-log-sending";

// A member's log of one session (issue 17): her sets, effort and notes, the rest timer, and
// Finish. The form's rules are in log-form-state.ts and log-timer-runs.ts, its sending in
// use-log-sending.ts and log-finish.tsx.

/** A page older than this was kept on the phone, not just sent by the server. */
const KEPT_PAGE_MS = 15 * 60 * 1000;

export function SessionLog({ page, failure }: { page: MemberLogPage; failure: FormFailure | null }) {
  const url = `/client-portal/${page.program.slug}/log/${page.session.id}`;
  const [logId, setLogId] = useState(() => typedValue(failure, "logId") ?? page.logId);
  const [sets, setSets] = useState(() => initialSets(page.exercises, failure));
  const [exercises, setExercises] = useState(() => initialExercises(page.exercises, failure));
  const [timer, setTimer] = useState<TimerRun | null>(null);
  const {
    sender,
    online,
    sendSet,
    sendExercise,
    sendAfterPause,
    sendAfterPaint,
    cancelPending,
    sendWaiting,
  } = useLogSending({
    memberId: page.memberId,
    url,
    logId,
    unit: page.unit,
  });
  const hydrated = sender !== null;
  const { onFinish, finishing, finishMessage } = useFinishSession({ sender, online, logId });

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
    if (kept && !adopted && page.resumed) setSets(untickedSets);
    const queued = queuedFor(sender.items(), id);
    if (queued.length === 0) return;
    setSets((all) => withQueuedSets(all, queued));
    setExercises((all) => withQueuedExercises(all, queued));
  }, [sender, page.resumed, page.renderedAt, url, logId]);

  const updateSet = (exercise: ExerciseView, setNumber: number, change: Partial<SetState>) => {
    const key = setKey(exercise.position, setNumber);
    const before = sets[key] as SetState;
    // A new weight needs a new answer to "is it right?".
    const changed = {
      ...change,
      ...("weight" in change && !("confirmed" in change) ? { confirmed: false } : {}),
    };
    let next = { ...before, ...changed };
    // A number that cannot be read, or is far from last time's, is asked about before it is
    // saved: the tick waits for her answer (set-checks.ts), nothing is sent meanwhile.
    const question = checkSet(next, {
      timed: exercise.timed,
      unit: page.unit,
      lastWeightKg: exercise.lastWeightKg,
      confirmed: next.confirmed === true,
    });
    if (question && change.done) next = { ...next, done: false, asked: true };
    setSets((all) => withFollowingSets(all, exercise, setNumber, next));
    if (question && (change.done || next.done)) return;
    if ("done" in change) {
      // Ticking (or unticking) is the moment a set is saved: just after the tick is drawn, and
      // the rest timer's bar a moment later, so the tick itself shows at once (issue 41 §4).
      sendAfterPaint(`set-${key}`, () => sendSet(exercise, setNumber, next));
      const rest = change.done ? restAfterSet(exercise, setNumber, Date.now()) : null;
      if (rest) startTransition(() => setTimer(rest));
    } else if (next.done) {
      // A ticked set whose numbers she corrects is saved again once she stops tapping.
      sendAfterPause(`set-${key}`, () => sendSet(exercise, setNumber, next), 800);
    }
  };

  const updateExercise = (position: number, change: Partial<ExerciseState>, delay: number) => {
    const next = { ...(exercises[position] as ExerciseState), ...change };
    setExercises((all) => ({ ...all, [position]: next }));
    if (delay === 0) {
      cancelPending(`exercise-${position}`);
      sendExercise(position, next);
    } else sendAfterPause(`exercise-${position}`, () => sendExercise(position, next), delay);
  };

  // When the bar goes (Skip, or the time ran out) with focus in it, focus would fall to the
  // page's start; it goes to the next set's Done instead, where she carries on.
  const closeTimer = () => {
    const target = timer?.target;
    setTimer(null);
    if (!target) return;
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const doneBox = (setNumber: number) =>
        document.querySelector<HTMLInputElement>(
          `input[name="${setFieldName(target.position, setNumber, "done")}"]`,
        );
      (doneBox(target.setNumber + 1) ?? doneBox(target.setNumber))?.focus();
    });
  };

  const startRound = (exercise: ExerciseView, setNumber: number) => {
    const round = timedRound(exercise, setNumber, sets, Date.now());
    if (round) setTimer(round);
  };

  // The work of a timed round ran out: that round is done.
  const onPhaseEnd = (run: TimerRun, phase: number) => {
    const done = roundDone(run, phase, page.exercises, sets);
    if (!done) return;
    setSets((all) => ({ ...all, [setKey(done.exercise.position, done.setNumber)]: done.state }));
    sendSet(done.exercise, done.setNumber, done.state);
  };

  // The cards are memoised (log-exercise-card.tsx): they get callbacks that never change, which
  // call this render's handlers, so a tick draws again only the card it changed.
  const handlers = useRef({ updateSet, updateExercise, startRound });
  handlers.current = { updateSet, updateExercise, startRound };
  const onSet = useCallback<typeof updateSet>((...args) => handlers.current.updateSet(...args), []);
  const onExercise = useCallback<typeof updateExercise>(
    (...args) => handlers.current.updateExercise(...args),
    [],
  );
  const onStartRound = useCallback<typeof startRound>((...args) => handlers.current.startRound(...args), []);
  const statusOf = useCallback(
    (fields: Record<string, string>) => sender?.status(itemKey(fields)) ?? null,
    [sender],
  );
  const statusesOf = (exercise: ExerciseView) => {
    const position = String(exercise.position);
    return [
      statusOf({ intent: "exercise", logId, position }),
      ...exercise.sets.map(({ setNumber }) =>
        statusOf({ intent: "set", logId, position, setNumber: String(setNumber) }),
      ),
    ];
  };

  const formError = finishErrorOf(failure);

  return (
    <article className={`mx-auto max-w-3xl px-4 py-8 md:py-12 ${timer ? "pb-40" : ""}`}>
      <LogHeading page={page} />
      {page.recovery && (
        <aside
          aria-label="Recovery"
          className="mt-6 flex gap-3 rounded-xl bg-secondary p-5 text-lg text-secondary-foreground"
        >
          <InfoIcon aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <p>{page.recovery}</p>
        </aside>
      )}
      <SessionCheck check={page.check} logId={logId} />
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

      {/* Before the session's form: a "Do instead" radio names its swap form, and a radio
          placed before that form exists is in one group with every card's (only the last
          card's choice would show as chosen). */}
      <SwapForms exercises={page.exercises} logId={logId} />
      <Form
        method="post"
        // A tick still waiting for its frame is queued first, so Finish sends it with the rest.
        onSubmit={(event) => {
          sendWaiting();
          void onFinish(event);
        }}
        className="mt-8 flex flex-col gap-8"
      >
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
            statusOf={statusOf}
            statuses={statusesOf(exercise)}
            logId={logId}
            onSet={onSet}
            onExercise={onExercise}
            onStartRound={onStartRound}
          />
        ))}
        <FinishPanel
          hydrated={hydrated}
          online={online}
          finishing={finishing}
          finishMessage={finishMessage}
        />
      </Form>
      {hydrated && <RestTimer run={timer} onPhaseEnd={onPhaseEnd} onClose={closeTimer} />}
    </article>
  );
}
