import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A Node process with the watchdog at `limitMs`, running `script` after it; how it ended. */
function run(script: string, limitMs: number, meanwhile?: (pid: number) => Promise<void>) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `import { startWatchdog } from "./server/watchdog.ts"; startWatchdog({ limitMs: ${limitMs} }); console.log("ready"); ${script}`,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const started = Date.now();
  const ended = new Promise<{ code: number | null; signal: string | null; stderr: string; ms: number }>(
    (resolve) =>
      child.on("exit", (code, signal) => resolve({ code, signal, stderr, ms: Date.now() - started })),
  );
  // Once the watchdog runs (tsx takes a moment to start).
  child.stdout.once("data", () => {
    if (meanwhile && child.pid) void meanwhile(child.pid);
  });
  return ended;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a main thread that never takes another turn ends the process, with a line saying why", async () => {
  // As PGlite's protocol loop does (issue #1058): a synchronous loop that never returns.
  const ended = await run("setTimeout(() => { for (;;) {} }, 300);", 1000);
  expect(ended.signal).toBe("SIGKILL");
  expect(ended.ms).toBeLessThan(8000);
  const line = JSON.parse(ended.stderr.trim().split("\n").at(-1) ?? "{}");
  expect(line).toMatchObject({ level: "fatal" });
  expect(line.msg).toMatch(/has not answered for \d+ s \(decision 0079\)/);
});

test("a busy but answering main thread is left alone", async () => {
  // Work in slices of 200 ms, well under the 2 s limit (a loaded machine stretches them), for
  // 3 s; then it ends by itself.
  const script =
    "const end = Date.now() + 3000; const slice = () => { const stop = Date.now() + 200; while (Date.now() < stop) {} if (Date.now() < end) setTimeout(slice, 0); else process.exit(0); }; slice();";
  const ended = await run(script, 2000);
  expect(ended).toMatchObject({ code: 0, signal: null });
});

test("a process paused as a whole (a machine asleep) is not taken for a stuck one", async () => {
  // Busy in slices of about 600 ms of work (not of clock time, which runs on while it is
  // stopped), so when it wakes it is mid-slice and the watcher looks before the next turn.
  const script = [
    "const work = (count) => { let x = 0; for (let i = 0; i < count; i++) x += i % 7; return x; };",
    "let count = 1000; for (let t = Date.now(); ; count *= 2) { t = Date.now(); work(count); if (Date.now() - t >= 100) break; }",
    "const end = Date.now() + 7000;",
    "const slice = () => { work(count * 6); if (Date.now() < end) setTimeout(slice, 0); else process.exit(0); };",
    "slice();",
  ].join(" ");
  const ended = await run(script, 2000, async (pid) => {
    await sleep(1000);
    process.kill(pid, "SIGSTOP");
    await sleep(3500);
    process.kill(pid, "SIGCONT");
  });
  expect(ended).toMatchObject({ code: 0, signal: null });
});
