import { Worker } from "node:worker_threads";

/**
 * Decision 0079: how long the main thread may go without a turn of its event loop before the
 * process ends itself. Nothing the app does holds it for more than a few seconds (a backup's
 * dump of the embedded database, the nightly `analyze`); a minute is a thread that will never
 * come back.
 */
export const EVENT_LOOP_LIMIT_MS = 60_000;

/**
 * The embedded database runs on the main thread, synchronously. When PostgreSQL inside it ends
 * its backend in the middle of a message ("terminating connection because protocol
 * synchronization was lost"), PGlite's protocol loop swallows the exit and calls it again,
 * forever, at 100% CPU (PGlite issue #1058): every page, `/livez` included, waits for good, and
 * no timer or signal handler of ours ever runs again. So the check runs on a thread of its
 * own: the main thread counts its turns in shared memory, and a worker that sees no new turn
 * for `limitMs` writes one line to standard error and ends the process (SIGKILL: the main
 * thread cannot run a SIGTERM handler), for its supervisor to start it again (docs/deploy.md).
 * Every write the server acknowledged is already on disk (`npm run faults`: kill -9).
 *
 * A process that was paused as a whole (a laptop asleep, SIGSTOP) is not a stuck one: when the
 * watcher itself missed its turns, it starts counting again.
 */
export function startWatchdog(options: { limitMs?: number } = {}): () => void {
  const limitMs = options.limitMs ?? EVENT_LOOP_LIMIT_MS;
  const tickMs = Math.max(10, Math.min(1000, Math.floor(limitMs / 4)));
  const turns = new Int32Array(new SharedArrayBuffer(4));
  const beat = setInterval(() => Atomics.add(turns, 0, 1), tickMs);
  beat.unref();
  const worker = new Worker(WATCHER, {
    eval: true,
    // Not the server's own flags (--cpu-prof and the like), which are for the main thread.
    execArgv: [],
    workerData: { turns, limitMs, tickMs },
  });
  worker.unref();
  // A watcher that fails must not take the server with it: the server runs on without one.
  worker.on("error", (error) => console.error("The event-loop watchdog stopped:", error));
  return () => {
    clearInterval(beat);
    void worker.terminate();
  };
}

/** The worker's code, as a string: the server bundle has no separate file to point a worker at. */
const WATCHER = `
const { workerData } = process.getBuiltinModule("node:worker_threads");
const { writeSync } = process.getBuiltinModule("node:fs");
const { turns, limitMs, tickMs } = workerData;
let seen = Atomics.load(turns, 0);
let since = Date.now();
let lastTick = Date.now();
setInterval(() => {
  const now = Date.now();
  // This thread missed its own turns too: the whole process was paused, not stuck.
  if (now - lastTick > tickMs * 3) since = now;
  lastTick = now;
  const current = Atomics.load(turns, 0);
  if (current !== seen) {
    seen = current;
    since = now;
    return;
  }
  if (now - since < limitMs) return;
  writeSync(2, JSON.stringify({
    time: new Date(now).toISOString(),
    level: "fatal",
    msg: "the main thread has not answered for " + Math.round((now - since) / 1000) + " s (decision 0079); ending the process for its supervisor to restart it",
  }) + "\\n");
  process.kill(process.pid, "SIGKILL");
}, tickMs);
`;
