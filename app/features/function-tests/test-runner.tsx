import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { FunctionTest } from "~/content/function-tests";

// Issue 39 §1 (h1): the guided part of a test on her phone, drawn only once the page's script has
// run (the typed form below it always works without): a countdown and a huge tap counter for the
// counted tests, a start/stop timer for the timed ones. It speaks and vibrates at the start and
// the end where the phone can, and hands its number to the form, which she checks and saves.

const COUNTDOWN = 3;

function cue(words: string) {
  if (typeof window === "undefined") return;
  try {
    if ("speechSynthesis" in window) window.speechSynthesis.speak(new SpeechSynthesisUtterance(words));
    if ("vibrate" in navigator) navigator.vibrate(300);
  } catch {
    // A phone without speech or vibration still shows every cue on the screen.
  }
}

/** The page's script has run: the guided tools can work. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

type Phase = "ready" | "countdown" | "running" | "done";

/** Countdown, then `test.seconds` of tapping; the count goes to `onResult`. */
export function TapCounter({ test, onResult }: { test: FunctionTest; onResult: (count: number) => void }) {
  const seconds = test.seconds ?? 30;
  const [phase, setPhase] = useState<Phase>("ready");
  const [left, setLeft] = useState(seconds);
  const [count, setCount] = useState(0);
  const countRef = useRef(0);
  const startRef = useRef(0);

  useEffect(() => {
    if (phase !== "countdown" && phase !== "running") return;
    const tick = setInterval(() => {
      const elapsed = (Date.now() - startRef.current) / 1000;
      if (phase === "countdown") {
        const remaining = Math.ceil(COUNTDOWN - elapsed);
        if (remaining <= 0) {
          startRef.current = Date.now();
          setLeft(seconds);
          setPhase("running");
          cue("Go");
        } else setLeft(remaining);
        return;
      }
      const remaining = Math.max(0, Math.ceil(seconds - elapsed));
      setLeft(remaining);
      if (remaining === 0) {
        setPhase("done");
        cue("Stop");
        onResult(countRef.current);
      }
    }, 200);
    return () => clearInterval(tick);
  }, [phase, seconds, onResult]);

  const start = () => {
    countRef.current = 0;
    setCount(0);
    startRef.current = Date.now();
    setLeft(COUNTDOWN);
    setPhase("countdown");
    cue("Get ready");
  };
  const tap = () => {
    if (phase !== "running") return;
    countRef.current += 1;
    setCount(countRef.current);
  };

  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="text-2xl font-semibold">
        {phase === "ready" && `Ready when you are: ${seconds === 120 ? "2 minutes" : `${seconds} seconds`}.`}
        {phase === "countdown" && `Get ready… ${left}`}
        {phase === "running" && `${left} seconds left`}
        {phase === "done" && `Time! ${count} ${test.unit}. Check the number below and save it.`}
      </p>
      {phase === "running" ? (
        <button
          type="button"
          onClick={tap}
          className="flex min-h-[14rem] w-full flex-col items-center justify-center rounded-2xl bg-primary p-6 text-primary-foreground active:scale-[0.99]"
        >
          <span className="text-7xl font-bold tabular-nums" aria-live="off">
            {count}
          </span>
          <span className="text-2xl">Tap each time</span>
        </button>
      ) : (
        <Button
          type="button"
          size="lg"
          onClick={start}
          disabled={phase === "countdown"}
          className="min-h-16 text-xl"
        >
          {phase === "done" ? "Start again" : "Start the countdown"}
        </Button>
      )}
    </div>
  );
}

/** A start/stop timer to a tenth of a second, capped at `cap` seconds when given. */
export function StopWatch({
  label,
  cap,
  onResult,
}: {
  label: string;
  cap: number | null;
  onResult: (seconds: number) => void;
}) {
  const [running, setRunning] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const startRef = useRef(0);

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startRef.current) / 100) / 10;
      if (cap !== null && elapsed >= cap) {
        setShown(cap);
        setRunning(false);
        cue("Stop");
        onResult(cap);
      } else setShown(elapsed);
    }, 100);
    return () => clearInterval(tick);
  }, [running, cap, onResult]);

  const toggle = () => {
    if (running) {
      const elapsed = Math.floor((Date.now() - startRef.current) / 100) / 10;
      const value = cap === null ? elapsed : Math.min(cap, elapsed);
      setShown(value);
      setRunning(false);
      cue("Stop");
      onResult(value);
      return;
    }
    startRef.current = Date.now();
    setShown(0);
    setRunning(true);
    cue("Go");
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xl font-semibold">
        {label}:{" "}
        <span className="tabular-nums" aria-live={running ? "off" : "polite"}>
          {shown === null ? "not timed yet" : `${shown.toFixed(1)} seconds`}
        </span>
      </p>
      <Button
        type="button"
        size="lg"
        onClick={toggle}
        variant={running ? "destructive" : "default"}
        className="min-h-24 text-2xl"
      >
        {running ? `Stop ${label.toLowerCase()}` : `Start ${label.toLowerCase()}`}
      </Button>
    </div>
  );
}
