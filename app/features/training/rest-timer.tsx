import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { SkipForwardIcon } from "~/components/ui/icons/skip-forward";
import { TimerIcon } from "~/components/ui/icons/timer";

// The rest timer (issue 17): a bar at the bottom of the screen counting the program's rest, or
// a timed round's work then rest. Only with JavaScript: without it the page is a plain form.
// It announces only its start and end (a countdown read every second would drown her screen
// reader) and speaks or vibrates at the end where the phone allows.

export type TimerPhase = { kind: "work" | "rest"; seconds: number };

export type TimerRun = {
  /** A new id restarts the timer, even for the same phases. */
  id: number;
  /** "Goblet squat, set 2": what it follows, for the announcement. */
  label: string;
  phases: TimerPhase[];
  /** The set it belongs to: a timed round is ticked when its work runs out. */
  target?: { position: number; setNumber: number };
  /** Whether the rest ends a round of a timed circuit ("Go") or a set ("Rest over"). */
  circuit: boolean;
};

/** 90 → "1:30". */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** "90 seconds", "1 minute 30 seconds": what a screen reader says at the start. */
function spoken(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const part = (value: number, word: string) => `${value} ${word}${value === 1 ? "" : "s"}`;
  if (minutes === 0) return part(rest, "second");
  return rest === 0 ? part(minutes, "minute") : `${part(minutes, "minute")} ${part(rest, "second")}`;
}

/** Every browser API here is optional: a phone without one simply does without. */
function signal(words: string) {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Vibration refused (no user gesture yet, or not allowed): the screen still shows the end.
  }
  try {
    const speech = window.speechSynthesis;
    if (!speech || typeof SpeechSynthesisUtterance === "undefined") return;
    speech.cancel();
    speech.speak(new SpeechSynthesisUtterance(words));
  } catch {
    // No voice available: as above.
  }
}

const TITLE: Record<TimerPhase["kind"], string> = { work: "Work", rest: "Rest" };

export function RestTimer({
  run,
  onPhaseEnd,
  onClose,
}: {
  run: TimerRun | null;
  /** Called when a phase runs out (not when skipped): a timed set is done when its work ends. */
  onPhaseEnd?: (run: TimerRun, phase: number) => void;
  onClose: () => void;
}) {
  const [phase, setPhase] = useState(0);
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState("");
  const callbacks = useRef({ onPhaseEnd, onClose });
  callbacks.current = { onPhaseEnd, onClose };

  // A new run starts at its first phase.
  useEffect(() => {
    if (!run) return;
    const first = run.phases[0];
    if (!first) return;
    setPhase(0);
    setEndsAt(Date.now() + first.seconds * 1000);
    setNow(Date.now());
    setAnnouncement(`${TITLE[first.kind]} ${spoken(first.seconds)} started.`);
  }, [run]);

  // Counting from a deadline, not by ticks, so a phone that sleeps the page keeps the right time.
  useEffect(() => {
    if (!run) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [run]);

  const current = run?.phases[phase];
  const remaining = current ? (endsAt - now) / 1000 : 0;

  const advance = (ran: boolean) => {
    if (!run || !current) return;
    if (ran) callbacks.current.onPhaseEnd?.(run, phase);
    const next = run.phases[phase + 1];
    if (ran) {
      const words = next
        ? next.kind === "rest"
          ? "Rest"
          : "Go"
        : current.kind === "work" || run.circuit
          ? "Go"
          : "Rest over";
      signal(words);
      setAnnouncement(next ? `${words}. ${TITLE[next.kind]} ${spoken(next.seconds)}.` : `${words}.`);
    } else if (!next) {
      setAnnouncement(`${TITLE[current.kind]} skipped.`);
    }
    if (next) {
      setPhase(phase + 1);
      setEndsAt(Date.now() + next.seconds * 1000);
      setNow(Date.now());
    } else {
      callbacks.current.onClose();
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the end is checked on each tick of `now`; `advance` is rebuilt every render.
  useEffect(() => {
    if (run && current && endsAt > 0 && remaining <= 0) advance(true);
  }, [now]);

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {run && current && (
        <section
          aria-label="Rest timer"
          className="fixed inset-x-0 bottom-0 z-40 border-t-2 border-border bg-card pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] print:hidden"
        >
          <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
            <div className="flex min-w-0 items-center gap-3">
              <TimerIcon aria-hidden="true" className="hidden size-7 shrink-0 text-primary md:block" />
              <div className="min-w-0">
                <p className="truncate text-base text-muted-foreground">{run.label}</p>
                <p
                  className="font-sans text-2xl font-bold whitespace-nowrap tabular-nums md:text-3xl"
                  role="timer"
                >
                  {TITLE[current.kind]} {clock(remaining)}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                type="button"
                variant="outline"
                className="min-h-12 px-3 md:px-5"
                onClick={() => setEndsAt((end) => end + 30_000)}
              >
                +30 s
              </Button>
              <Button
                type="button"
                variant="secondary"
                className="min-h-12 px-3 md:px-5"
                onClick={() => advance(false)}
              >
                <SkipForwardIcon aria-hidden="true" className="hidden md:block" />
                Skip
              </Button>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
