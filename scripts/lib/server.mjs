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
 * @param {{ keepData?: boolean; port?: number; dataDir?: string; nodeArgs?: string[]; pipeStderr?: boolean }} [options]
 */
export async function startProductionServer(env = {}, options = {}) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "wb50-measure-"));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "server/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      PORTAL_PASSWORD: "measure-portal-code",
      ...env,
    },
    stdio: ["ignore", "ignore", options.pipeStderr ? "pipe" : "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (performance.now() - started > 120_000) throw new Error("the server did not start within 120 s");
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once("exit", () => {
        if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
        resolve(undefined);
      });
      child.kill("SIGTERM");
    });
  return { url, stop, child, dataDir };
}
