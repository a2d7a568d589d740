import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { WeightUnit } from "~/db/schema";
import { localDay } from "~/lib/dates";
import type { ExerciseView } from "./log.server";
import { type ExerciseState, exerciseFields, type SetState, setFields } from "./log-form-state";
import { browserPost, SetSender } from "./set-sender";

// How the session log sends each change with JavaScript (decision 0031): through the phone's
// queue (set-sender.ts), at once for a tick, after a pause for typing, and at once when she
// leaves the page.

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
function useSetSender(owner: string) {
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

/**
 * Sends that wait for her to stop typing, by key. Leaving the page (or hiding it) sends them at
 * once instead of losing them.
 */
function usePendingSends() {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // What those timers will send, so leaving the page can send it now.
  const sends = useRef(new Map<string, () => void>());
  /** Sends everything waiting now, in the order it was changed. */
  const sendWaiting = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    const waiting = [...sends.current.values()];
    timers.current.clear();
    sends.current.clear();
    for (const send of waiting) send();
  }, []);
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === "hidden") sendWaiting();
    };
    window.addEventListener("pagehide", sendWaiting);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", sendWaiting);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [sendWaiting]);

  /** Drops a waiting send: the change is about to be sent at once. */
  const cancelPending = (key: string) => {
    const pending = timers.current.get(key);
    if (pending) clearTimeout(pending);
    timers.current.delete(key);
    sends.current.delete(key);
  };

  /** Sends `send` after `ms`, unless a newer change of the same key replaced it meanwhile. */
  const sendLater = (key: string, send: () => void, ms: number) => {
    timers.current.set(
      key,
      setTimeout(() => {
        timers.current.delete(key);
        sends.current.delete(key);
        send();
      }, ms),
    );
  };

  /** Sends after `ms` without another change of the same key; a newer change replaces it. */
  const sendAfterPause = (key: string, send: () => void, ms: number) => {
    cancelPending(key);
    sends.current.set(key, send);
    sendLater(key, send, ms);
  };

  /**
   * Sends once the browser has drawn her change (issue 41 §4): a tick shows at once on a slow
   * phone, and the queue's write, its request and the "Sending" status follow a frame later.
   * Leaving or hiding the page, or Finish, sends it at once like every waiting send.
   */
  const sendAfterPaint = (key: string, send: () => void) => {
    cancelPending(key);
    sends.current.set(key, send);
    requestAnimationFrame(() => {
      if (sends.current.get(key) === send) sendLater(key, send, 0);
    });
  };

  return { sendAfterPause, sendAfterPaint, cancelPending, sendWaiting };
}

export function useLogSending({
  memberId,
  url,
  logId,
  unit,
}: {
  memberId: string;
  url: string;
  logId: string;
  unit: WeightUnit;
}) {
  const { sender, online } = useSetSender(memberId);
  const { sendAfterPause, sendAfterPaint, cancelPending, sendWaiting } = usePendingSends();

  const zone = useRef("");
  useEffect(() => {
    zone.current = browserZone();
  }, []);

  const sendSet = useCallback(
    (exercise: ExerciseView, setNumber: number, state: SetState) => {
      if (!sender) return;
      const place = zone.current ? { timeZone: zone.current, day: localDay(new Date(), zone.current) } : null;
      sender.send(url, setFields({ logId, exercise, setNumber, state, unit, place }));
    },
    [sender, url, logId, unit],
  );

  const sendExercise = useCallback(
    (position: number, state: ExerciseState) => {
      sender?.send(url, exerciseFields({ logId, position, state, timeZone: zone.current }));
    },
    [sender, url, logId],
  );

  return {
    sender,
    online,
    sendSet,
    sendExercise,
    sendAfterPause,
    sendAfterPaint,
    cancelPending,
    sendWaiting,
  };
}
