// `npm run faults`: what happens when things break, against the production build.
//   1. A data folder that cannot be written stops the start with a clear message.
//   2. A hard kill (SIGKILL) during a burst of writes: after a restart the database opens and
//      every write answered 2xx is there. On PGlite, or on PostgreSQL with DATABASE_URL.
//   3. With DATABASE_URL and a local cluster (pg_ctlcluster, run as root as CI does):
//      PostgreSQL stopped and started under load. Meanwhile requests get the friendly 503
//      page; afterwards the same app process serves 200 again.
//   4. The email outbox: SMTP down 30 s, kill -9 mid-batch, two instances on one PostgreSQL
//      (scripts/email-faults.mjs).
//   5. Bookings: kill -9 mid-burst of parallel bookings loses nothing answered 2xx and never
//      overbooks (scripts/booking-faults.mjs, issue 40).
// (A failed migration leaving the database unchanged is tests/integration/migrations.test.ts.)
// Prints what it saw; exits 1 if any check fails.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bookingFaults } from "./booking-faults.mjs";
import { emailFaults } from "./email-faults.mjs";
import { countRows, FIRST_ANSWER_BODY, nextVisitorAddress, portalCookie } from "./lib/http.mjs";
import { freePort, root, startProductionServer } from "./lib/server.mjs";

const PORTAL_CODE = "faults-portal-code-8642";
/** @type {{ check: string; result: string; ok: boolean }[]} */
const results = [];
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function unwritableDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "wb50-faults-"));
  const file = path.join(dir, "not-a-folder");
  writeFileSync(file, "");
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(await freePort()),
      DATA_DIR: path.join(file, "data"),
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dir, { recursive: true, force: true });
  const clear = /DATA_DIR \(.+\) cannot be written \(ENOTDIR\)/.test(output) && !/\n\s+at /.test(output);
  results.push({
    check: "unwritable DATA_DIR",
    result: `exit ${code}: ${output.trim().split("\n")[0]?.slice(0, 120)}`,
    ok: code === 1 && clear,
  });
}

async function hardKillDuringWrites() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "wb50-faults-kill-"));
  // TRUST_PROXY=1: each write is a new visitor's first answer, from an address of her own.
  const env = { PORTAL_PASSWORD: PORTAL_CODE, TRUST_PROXY: "1" };
  const before = process.env.DATABASE_URL ? await countRows(dataDir, "profiles") : 0;
  const app = await startProductionServer(env, { dataDir, keepData: true });
  let acknowledged = 0;
  let stop = false;
  const writer = async () => {
    while (!stop) {
      try {
        const response = await fetch(`${app.url}/onboarding.data`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: app.url,
            "X-Forwarded-For": nextVisitorAddress(),
          },
          body: FIRST_ANSWER_BODY,
        });
        await response.arrayBuffer();
        if (response.ok) acknowledged += 1;
      } catch {
        // the server is gone: this write was never acknowledged
      }
    }
  };
  const writers = Array.from({ length: 20 }, writer);
  await sleep(3000);
  app.child.kill("SIGKILL");
  await new Promise((resolve) => app.child.once("exit", resolve));
  stop = true;
  await Promise.all(writers);
  // The same folder (or database) again: it must open and hold every acknowledged write.
  const again = await startProductionServer(env, { dataDir, keepData: true });
  const healthy = (await fetch(`${again.url}/healthz`)).ok;
  await again.stop();
  const rows = (await countRows(dataDir, "profiles")) - before;
  rmSync(dataDir, { recursive: true, force: true });
  results.push({
    check: `kill -9 during writes (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
    result: `writes acknowledged ${acknowledged}, rows after restart ${rows}, healthy after restart: ${healthy}`,
    ok: healthy && rows >= acknowledged && acknowledged > 0,
  });
}

async function postgresRestart() {
  const cluster = (process.env.FAULTS_PG_CLUSTER ?? "15 main").split(" ");
  if (!process.env.DATABASE_URL || spawnSync("pg_ctlcluster", ["--help"]).error) {
    results.push({
      check: "PostgreSQL restart under load",
      result: "skipped: needs DATABASE_URL and pg_ctlcluster",
      ok: true,
    });
    return;
  }
  const app = await startProductionServer({ PORTAL_PASSWORD: PORTAL_CODE });
  const cookie = await portalCookie(app.url, PORTAL_CODE);
  /** @type {Map<string, number>} */
  const seen = new Map();
  let friendly = 0;
  let lastStatus = 0;
  let stop = false;
  const reader = async () => {
    while (!stop) {
      let key;
      try {
        const response = await fetch(`${app.url}/client-portal/level-1`, { headers: { Cookie: cookie } });
        const body = await response.text();
        key = String(response.status);
        lastStatus = response.status;
        if (response.status === 503 && body.includes("We&#x27;ll be right back")) friendly += 1;
      } catch (error) {
        key = `no answer (${/** @type {Error} */ (error).message})`;
      }
      seen.set(key, (seen.get(key) ?? 0) + 1);
      await sleep(50);
    }
  };
  const readers = Array.from({ length: 5 }, reader);
  await sleep(1500);
  spawnSync("pg_ctlcluster", [...cluster, "stop", "--mode", "fast"], { stdio: "inherit" });
  await sleep(3000);
  spawnSync("pg_ctlcluster", [...cluster, "start"], { stdio: "inherit" });
  const deadline = Date.now() + 30_000;
  while (lastStatus !== 200 && Date.now() < deadline) await sleep(200);
  await sleep(1000);
  stop = true;
  await Promise.all(readers);
  await app.stop();
  const statuses = [...seen.entries()].map(([status, count]) => `${status}×${count}`).join(" ");
  const unexpected = [...seen.keys()].filter((status) => status !== "200" && status !== "503");
  results.push({
    check: "PostgreSQL stopped for 3 s under load",
    result: `${statuses}; friendly 503 pages: ${friendly}; recovered without a restart: ${lastStatus === 200}`,
    ok: unexpected.length === 0 && friendly > 0 && lastStatus === 200,
  });
}

await unwritableDataDir();
await hardKillDuringWrites();
await postgresRestart();
await emailFaults(results);
await bookingFaults(results);
console.table(results);
process.exitCode = results.every((entry) => entry.ok) ? 0 : 1;
