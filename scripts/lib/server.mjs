// Starting the production build for the measuring scripts: a free port, a new data folder,
// wait for /healthz, and a stop function.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * `node server/index.js` (the build must exist) on a free port with a fresh data folder.
 * `keepData` leaves the folder after `stop` (the caller reads and removes it).
 * @param {Record<string, string>} [env]
 * `nodeArgs` go to Node before the script (`--cpu-prof` for `npm run profile`).
 * `pipeStderr` hands the server's standard error to the caller (`child.stderr`) instead of this
 * terminal: `npm run profile -- --queries` reads the queries a page sends from it.
 * `root` runs another copy of the app (`npm run bench:pair -- --a-root`): a saved build beside
 * this one.
 * @param {{ keepData?: boolean; port?: number; dataDir?: string; nodeArgs?: string[]; pipeStderr?: boolean; root?: string }} [options]
 */
export async function startProductionServer(env = {}, options = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "wb50-measure-"));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "server/index.js"], {
    cwd: options.root ?? root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Port 0: the server takes a free port itself and says which. A port found free here and
      // handed over could be taken in between, by a connection another process opens (a test
      // pass beside this one opens hundreds); the server then could not listen.
      PORT: String(options.port ?? 0),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      PORTAL_PASSWORD: "measure-portal-code",
      ...env,
    },
    stdio: ["ignore", "pipe", options.pipeStderr ? "pipe" : "inherit"],
  });
  const url = await readyUrl(child);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const removeData = () => {
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = () =>
    new Promise((resolve) => {
      // A server that has already exited (killed by a faults script, or failed) sends no "exit"
      // again: waiting for one would hang the caller until its own timeout.
      if (exited()) {
        removeData();
        resolve(undefined);
        return;
      }
      child.once("exit", () => {
        removeData();
        resolve(undefined);
      });
      child.kill("SIGTERM");
    });
  return { url, stop, child, dataDir };
}

/**
 * The address from the server's "Ready on http://…" line, once it answers with the app. Its
 * standard output is read to the end, so a full pipe never blocks its logging.
 * @param {import("node:child_process").ChildProcess} child
 * @returns {Promise<string>}
 */
function readyUrl(child) {
  return new Promise((resolve, reject) => {
    let output = "";
    let found = false;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("the server did not start within 120 s"));
    }, 120_000);
    const stdout = child.stdout;
    if (!stdout) throw new Error("the server's standard output is piped");
    stdout.setEncoding("utf8");
    stdout.on("data", (/** @type {string} */ chunk) => {
      if (found) return;
      output += chunk;
      const ready = /Ready on (http:\/\/[^\s]+)/.exec(output);
      if (!ready?.[1]) return;
      found = true;
      clearTimeout(timer);
      resolve(ready[1]);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      if (!found) reject(new Error(`the server exited with ${code} before it answered:\n${output}`));
    });
  });
}
