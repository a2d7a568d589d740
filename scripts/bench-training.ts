// `npm run bench:training`: issue 17's two numbers, against the production build.
//   1. Log-a-set writes per second: POST one ticked set (intent=set) to the log page's action,
//      10 at a time for 10 s, each a different set of a different workout, as members at the
//      gym tick them. Every 2xx must be a row: the script counts set_logs afterwards.
//   2. `/progress` time for a client with two years of data (500 workouts, 10,000 sets), one
//      request at a time: p50 and p99 of the whole response, measured by the client on
//      loopback, and of the server's own time (its Server-Timing `data` + `render`), which is
//      what the goal (under 50 ms) is stated in. Since issue 39 she also has two years of
//      health records: a check-in with its symptom set every week, a before-session answer on
//      every workout, the function tests every 8 weeks and three habits every day.
// On PGlite, then on PostgreSQL when DATABASE_URL is set (a database of its own is created).
// Usage: npm run bench:training [-- --sets 10000 --sessions 500 --requests 200]
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../app/db/client.server";
import { SCREENING_QUESTION_IDS, screenings } from "../app/db/schema";
import { createMember } from "../app/lib/members.server";
import { seedHealthHistory } from "../tests/helpers/health-seed";
import { seedTrainingHistory } from "../tests/helpers/training-seed";
import { cookieOf, post } from "./lib/http.mjs";
import { scratchDatabase } from "./lib/scratch-database";
import { startProductionServer } from "./lib/server.mjs";
import { serverMs } from "./lib/server-timing";

const { values } = parseArgs({
  options: {
    sessions: { type: "string", default: "500" },
    sets: { type: "string", default: "10000" },
    requests: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
  },
});
const SESSIONS = Number(values.sessions);
const SETS = Number(values.sets);
const REQUESTS = Number(values.requests);
const SECONDS = Number(values.seconds);
const EMAIL = "bench-progress@example.com";
const PASSWORD = "a long enough bench password";
const LOG_PATH = "/client-portal/movement-patterns-1/log/session-a";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => Number(value.toFixed(1));

async function seed(options: { pgliteDir?: string; databaseUrl?: string }) {
  const handle = await openDatabase(options);
  try {
    const member = await createMember(handle.db, {
      name: "Bench",
      email: EMAIL,
      password: PASSWORD,
      emailConfirmedAt: new Date(),
    });
    if (!member) throw new Error("the bench member exists already");
    // Her health check, all "no" (issue 18): without it the log refuses every set with a 403.
    await handle.db.insert(screenings).values({
      id: randomUUID(),
      memberId: member.id,
      answers: Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, false])) as Record<
        (typeof SCREENING_QUESTION_IDS)[number],
        boolean
      >,
      anyYes: false,
      followUp: "",
      answeredAt: new Date(),
    });
    const today = new Date().toISOString().slice(0, 10);
    const started = performance.now();
    await seedTrainingHistory(handle.db, member.id, {
      sessions: SESSIONS,
      setsPerSession: Math.round(SETS / SESSIONS),
      endDay: today,
    });
    const health = await seedHealthHistory(handle.db, member.id, { weeks: 104, endDay: today });
    console.log(
      `health records: ${health.checkIns} check-ins with symptoms, ${health.sessionChecks} before-session answers, ${health.functionTests} function tests, ${health.habitTaps} habit taps`,
    );
    return { memberId: member.id, seedSeconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

async function signIn(base: string) {
  const response = await post(base, "/login", { email: EMAIL, password: PASSWORD });
  const cookie = cookieOf(response);
  if (response.status !== 302 && response.status !== 303)
    throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

async function progressTimes(base: string, cookie: string) {
  const whole: number[] = [];
  const server: number[] = [];
  for (let index = 0; index < REQUESTS + 20; index++) {
    const started = performance.now();
    const response = await fetch(`${base}/progress`, { headers: { Cookie: cookie } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`/progress answered ${response.status}`);
    if (!body.includes("Personal records")) throw new Error("/progress did not show her records");
    // The first 20 warm the JIT and the caches.
    if (index >= 20) {
      whole.push(elapsed);
      server.push(serverMs(response));
    }
  }
  const at = (times: number[], p: number) =>
    ms(
      percentile(
        [...times].sort((a, b) => a - b),
        p,
      ),
    );
  return { p50: at(whole, 50), p99: at(whole, 99), serverP50: at(server, 50), serverP99: at(server, 99) };
}

async function setWrites(base: string, cookie: string) {
  let ok = 0;
  let failed = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const logId = randomUUID();
      for (let setNumber = 1; setNumber <= 3 && performance.now() < deadline; setNumber++) {
        const response = await fetch(`${base}${LOG_PATH}.data`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
          body: new URLSearchParams({
            intent: "set",
            logId,
            position: "0",
            setNumber: String(setNumber),
            reps: "10",
            weight: "8",
            done: "true",
          }),
        });
        await response.arrayBuffer();
        if (response.ok) ok++;
        else failed++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 10 }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { ok, failed, perSecond: Math.round(ok / seconds) };
}

async function countSets(options: { pgliteDir?: string; databaseUrl?: string }, memberId: string) {
  const handle = await openDatabase(options);
  try {
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from set_logs where member_id = ${memberId}`,
    );
    return Number(row?.n);
  } finally {
    await handle.close();
  }
}

async function measure(database: "PGlite" | "PostgreSQL") {
  const scratch = await scratchDatabase(database, "bench-training");
  const { dataDir, databaseUrl, options } = scratch;
  try {
    const { memberId, seedSeconds } = await seed(options);
    const before = await countSets(options, memberId);
    const app = await startProductionServer(
      { DATABASE_URL: databaseUrl ?? "" },
      {
        dataDir,
        keepData: true,
      },
    );
    let progress: Awaited<ReturnType<typeof progressTimes>>;
    let writes: { ok: number; failed: number; perSecond: number };
    try {
      const cookie = await signIn(app.url);
      progress = await progressTimes(app.url, cookie);
      writes = await setWrites(app.url, cookie);
    } finally {
      await app.stop();
    }
    const after = await countSets(options, memberId);
    return {
      database,
      "seeded sets": before,
      "seed s": Number(seedSeconds.toFixed(1)),
      "/progress p50 ms": progress.p50,
      "/progress p99 ms": progress.p99,
      "server p50 ms": progress.serverP50,
      "server p99 ms": progress.serverP99,
      "set writes/s": writes.perSecond,
      "2xx": writes.ok,
      "non-2xx": writes.failed,
      "rows added": after - before,
    };
  } finally {
    await scratch.remove();
  }
}

const rows = [await measure("PGlite")];
if (process.env.DATABASE_URL) rows.push(await measure("PostgreSQL"));
console.table(rows);
const lost = rows.filter((row) => row["rows added"] !== row["2xx"] || row["non-2xx"] > 0);
if (lost.length > 0) {
  console.error("Some sets were refused or not stored: see the table.");
  process.exit(1);
}
