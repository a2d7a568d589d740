import { describe, expect, it } from "vitest";
import {
  backoffMs,
  classify,
  dueItems,
  enqueue,
  itemKey,
  LOG_MESSAGES,
  markFailed,
  nextDue,
  parseQueue,
  QUEUE_KEY,
  QUEUE_MAX_AGE_MS,
  type QueueItem,
  queuedFor,
  queuedLogId,
  refusalMessage,
  removeSent,
  SetSender,
} from "./set-sender";

const URL_A = "/client-portal/movement-patterns-1/log/session-a";
const LOG = "7f0c3a4e-1b2d-4c5e-8f90-123456789abc";
const set = (setNumber: number, reps: string, extra: Record<string, string> = {}) => ({
  intent: "set",
  logId: LOG,
  position: "0",
  setNumber: String(setNumber),
  reps,
  weight: "8",
  done: "true",
  ...extra,
});

describe("the set queue", () => {
  it("keeps one entry per set, the latest numbers, and a separate one for the exercise's note", () => {
    let queue = enqueue([], URL_A, set(1, "10"), 1000);
    queue = enqueue(queue, URL_A, set(2, "10"), 1001);
    queue = enqueue(queue, URL_A, set(1, "8"), 1002);
    queue = enqueue(
      queue,
      URL_A,
      { intent: "exercise", logId: LOG, position: "0", effort: "hard", note: "" },
      1003,
    );
    expect(queue.map((item) => item.key)).toEqual([`${LOG}|0|2`, `${LOG}|0|1`, `${LOG}|0|exercise`]);
    expect(queue.find((item) => item.key === `${LOG}|0|1`)?.fields.reps).toBe("8");
    // Another log's set 1 is another entry.
    const other = enqueue(queue, URL_A, { ...set(1, "10"), logId: "other" }, 1004);
    expect(other).toHaveLength(4);
    expect(itemKey(set(3, "1"))).toBe(`${LOG}|0|3`);
  });

  it("backs off 1 s, 2 s, 4 s … up to a minute, and only due items are tried", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    let queue = enqueue([], URL_A, set(1, "10"), 0);
    queue = markFailed(queue, `${LOG}|0|1`, 0);
    expect(queue[0]).toMatchObject({ attempts: 1, nextAttemptAt: 1000 });
    queue = markFailed(queue, `${LOG}|0|1`, 1000);
    expect(queue[0]).toMatchObject({ attempts: 2, nextAttemptAt: 3000 });
    expect(dueItems(queue, 2999)).toEqual([]);
    expect(dueItems(queue, 3000)).toHaveLength(1);
    // Coming back online or pressing Finish tries everything at once.
    expect(dueItems(queue, 0, true)).toHaveLength(1);
    expect(nextDue(queue)).toBe(3000);
    expect(nextDue([])).toBeNull();
  });

  it("removes a sent set unless she changed it again while it was on its way", () => {
    const sent = set(1, "10");
    const queue = enqueue([], URL_A, sent, 0);
    expect(removeSent(queue, `${LOG}|0|1`, sent)).toEqual([]);
    const changed = enqueue(queue, URL_A, set(1, "11"), 1);
    expect(removeSent(changed, `${LOG}|0|1`, sent).map((item) => item.fields.reps)).toEqual(["11"]);
  });

  it("reads back only well-formed, recent items from storage", () => {
    const good = enqueue([], URL_A, set(1, "10"), 5_000_000)[0] as QueueItem;
    const old = { ...good, key: "old", queuedAt: 5_000_000 - QUEUE_MAX_AGE_MS };
    const foreign = { ...good, key: "x", url: "https://elsewhere.example/log" };
    const text = JSON.stringify([good, old, foreign, { key: 1 }, null, "junk"]);
    expect(parseQueue(text, 5_000_001)).toEqual([good]);
    expect(parseQueue("{not json", 0)).toEqual([]);
    expect(parseQueue(null, 0)).toEqual([]);
    expect(parseQueue('{"a":1}', 0)).toEqual([]);
  });

  it("finds the log a page should carry on with, and her unsent changes to it", () => {
    let queue = enqueue(
      [],
      "/client-portal/bootcamp/log/day-1",
      { ...set(1, "1"), logId: "bootcamp-log" },
      0,
    );
    queue = enqueue(queue, URL_A, set(1, "10"), 1);
    expect(queuedLogId(queue, URL_A)).toBe(LOG);
    expect(queuedLogId(queue, "/client-portal/level-1/log/day-1")).toBeNull();
    expect(queuedFor(queue, LOG).map((item) => item.key)).toEqual([`${LOG}|0|1`]);
  });

  it("classifies answers: saved, retried, kept for a new sign-in, or refused with the server's message", () => {
    expect(classify(200, "")).toEqual({ kind: "saved" });
    expect(classify(204, "")).toEqual({ kind: "saved" });
    expect(classify(null, "")).toEqual({ kind: "retry" });
    expect(classify(500, "")).toEqual({ kind: "retry" });
    expect(classify(503, "")).toEqual({ kind: "retry" });
    expect(classify(429, "")).toEqual({ kind: "retry" });
    expect(classify(202, "")).toEqual({ kind: "signed-out" });
    expect(classify(401, "")).toEqual({ kind: "signed-out" });
    const body = `[{"_1":2},"data",{"fieldErrors":3},{"reps":4},${JSON.stringify(LOG_MESSAGES.reps)}]`;
    expect(classify(400, body)).toEqual({ kind: "refused", message: LOG_MESSAGES.reps });
    expect(classify(404, "")).toEqual({ kind: "refused", message: refusalMessage("") });
  });
});

/** A sender with a hand-moved clock, hand-run timers and a scripted server. */
function harness(answers: Array<number | "network">) {
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  const clock = { now: 0 };
  const timers: Array<{ run: () => void; at: number }> = [];
  const posted: Array<Record<string, string>> = [];
  const sender = new SetSender({
    owner: "ann",
    storage,
    now: () => clock.now,
    setTimer: (run, ms) => {
      const timer = { run, at: clock.now + ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
    post: async (_url, fields) => {
      posted.push(fields);
      const answer = answers.shift() ?? 200;
      if (answer === "network") throw new TypeError("Failed to fetch");
      return { status: answer, body: answer === 400 ? JSON.stringify(LOG_MESSAGES.weight) : "" };
    },
  });
  const stored = () => parseQueue(store.get(QUEUE_KEY) ?? null, clock.now);
  return { sender, store, clock, timers, posted, stored };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("SetSender", () => {
  it("keeps a set on the phone through a dropped connection and sends it on the retry", async () => {
    const { sender, clock, timers, posted, stored } = harness(["network", 503, 200]);
    sender.send(URL_A, set(1, "10"));
    await settle();
    expect(sender.status(`${LOG}|0|1`)).toEqual({ state: "queued" });
    expect(stored()).toHaveLength(1);
    expect(sender.pending(LOG)).toBe(true);
    // The retry is scheduled after the backoff, not before.
    expect(timers.map((timer) => timer.at)).toEqual([1000]);
    clock.now = 1000;
    timers.shift()?.run();
    await settle();
    expect(posted).toHaveLength(2);
    expect(sender.status(`${LOG}|0|1`)).toEqual({ state: "queued" });
    expect(timers.map((timer) => timer.at)).toEqual([3000]);
    // Back online: everything goes at once, whatever the backoff said.
    expect(await sender.flush(true)).toBe(true);
    expect(posted).toHaveLength(3);
    expect(sender.status(`${LOG}|0|1`)).toEqual({ state: "saved" });
    expect(stored()).toEqual([]);
    expect(sender.pending(LOG)).toBe(false);
    expect(timers).toEqual([]);
  });

  it("does not retry a refused set and shows the server's message", async () => {
    const { sender, posted, stored, timers } = harness([400]);
    sender.send(URL_A, set(1, "10", { weight: "5000" }));
    await settle();
    expect(sender.status(`${LOG}|0|1`)).toEqual({ state: "refused", message: LOG_MESSAGES.weight });
    expect(stored()).toEqual([]);
    expect(timers).toEqual([]);
    expect(posted).toHaveLength(1);
  });

  it("sends her newer numbers after the ones already on their way, never before", async () => {
    const { sender, posted } = harness([200, 200]);
    sender.send(URL_A, set(1, "10"));
    sender.send(URL_A, set(1, "12"));
    await settle();
    await settle();
    expect(posted.map((fields) => fields.reps)).toEqual(["10", "12"]);
    expect(sender.status(`${LOG}|0|1`)).toEqual({ state: "saved" });
    expect(sender.items()).toEqual([]);
  });

  it("picks up what an earlier page left in storage", async () => {
    const first = harness(["network"]);
    first.sender.send(URL_A, set(2, "9"));
    await settle();
    const saved = first.store.get(QUEUE_KEY) ?? null;
    const second = harness([200]);
    if (saved) second.store.set(QUEUE_KEY, saved);
    const reopened = new SetSender({
      owner: "ann",
      storage: {
        getItem: (key) => second.store.get(key) ?? null,
        setItem: (key, value) => void second.store.set(key, value),
      },
      post: async () => ({ status: 200, body: "" }),
      now: () => 10,
    });
    expect(reopened.items().map((item) => item.key)).toEqual([`${LOG}|0|2`]);
    expect(reopened.status(`${LOG}|0|2`)).toEqual({ state: "queued" });
    expect(await reopened.flush(true)).toBe(true);
    expect(reopened.status(`${LOG}|0|2`)).toEqual({ state: "saved" });
    reopened.stop();
  });

  it("works when storage is refused", async () => {
    const sender = new SetSender({
      owner: "ann",
      storage: {
        getItem: () => {
          throw new Error("SecurityError");
        },
        setItem: () => {
          throw new Error("QuotaExceededError");
        },
      },
      post: async () => ({ status: 200, body: "" }),
    });
    sender.send(URL_A, set(1, "10"));
    await settle();
    expect(sender.status(`${LOG}|0|1`)).toEqual({ state: "saved" });
    sender.stop();
  });
});

describe("SetSender on a shared phone and in two tabs", () => {
  const memoryStore = () => {
    const store = new Map<string, string>();
    return {
      store,
      storage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
      },
    };
  };

  it("never shows, sends or takes over another member's waiting sets, and keeps them for her", async () => {
    const { store, storage } = memoryStore();
    const ann = new SetSender({
      owner: "ann",
      storage,
      post: async () => Promise.reject(new TypeError("offline")),
      now: () => 0,
    });
    ann.send(URL_A, set(1, "10"));
    await settle();
    const posted: Array<Record<string, string>> = [];
    const bea = new SetSender({
      owner: "bea",
      storage,
      post: async (_url, fields) => {
        posted.push(fields);
        return { status: 200, body: "" };
      },
      now: () => 1,
    });
    expect(bea.items()).toEqual([]);
    expect(queuedLogId(bea.items(), URL_A)).toBeNull();
    bea.send(URL_A, { ...set(1, "12"), logId: "bea-log" });
    expect(await bea.flush(true)).toBe(true);
    expect(posted.map((fields) => fields.logId)).toEqual(["bea-log"]);
    // Ann's set is still on the phone, waiting for her.
    const left = parseQueue(store.get(QUEUE_KEY) ?? null, 2);
    expect(left.map((item) => [item.owner, item.fields.logId])).toEqual([["ann", LOG]]);
  });

  it("does not erase what another tab stored meanwhile", async () => {
    const { store, storage } = memoryStore();
    const offline = async () => Promise.reject(new TypeError("offline"));
    const tabOne = new SetSender({ owner: "ann", storage, post: offline, now: () => 0 });
    const tabTwo = new SetSender({ owner: "ann", storage, post: offline, now: () => 0 });
    tabOne.send(URL_A, set(1, "10"));
    tabTwo.send(URL_A, set(2, "10"));
    await settle();
    const keys = parseQueue(store.get(QUEUE_KEY) ?? null, 1).map((item) => item.key);
    expect(keys.sort()).toEqual([`${LOG}|0|1`, `${LOG}|0|2`]);
  });

  it("waits for a send already on its way when she taps Finish", async () => {
    const { storage } = memoryStore();
    let answer: (value: { status: number; body: string }) => void = () => {};
    const sender = new SetSender({
      owner: "ann",
      storage,
      post: () => new Promise((resolve) => (answer = resolve)),
      now: () => 0,
    });
    sender.send(URL_A, set(3, "10"));
    const finishing = sender.flush(true, LOG);
    setTimeout(() => answer({ status: 200, body: "" }), 5);
    expect(await finishing).toBe(true);
    expect(sender.pending(LOG)).toBe(false);
  });
});
