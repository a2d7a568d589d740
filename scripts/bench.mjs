// `npm run bench`: the production build under autocannon, on the database the environment
// names (PGlite by default, PostgreSQL when DATABASE_URL is set). Four measurements:
//   limit   issue 21's table, side by side: a bare `node:http` server sending the bytes of `/`,
//           `/` from the public page cache, and the member pages on a coaching business a year
//           old (200 clients with a year of workouts and check-ins): a portal program page,
//           `/dashboard` and `/progress` for one of them, `/coach/clients` for the coach. Each
//           with req/s, its ratio to the bare server, p50, p99 and the server's CPU ms per
//           request (from /proc), against the goals. Asked for as Chromium asks (Brotli taken).
//   public  the public pages against the same HTML as a static file, as a ratio (goal ≥ 0.8).
//           Two static baselines: express.static with compression (gzip on every request, how
//           a static site is usually served) and the file pre-compressed on disk.
//   portal  an authenticated portal program page: req/s, p50 and p99.
//   writes  the onboarding save action as the browser sends it (POST /onboarding.data).
// Usage: npm run bench [-- --seconds 10 --connections 10 --only limit,public,portal,writes
//                          --paths /,/programs,/nutrition --markdown]
// Issue 21's p99 goal: npm run bench -- --only limit --connections 200 --seconds 60
//   [--rows "portal,/dashboard,/progress"] (rows whose names start so; the bare server always runs)
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { cpuMs, rawResponse, startBare, startStatic } from "./lib/bench-servers.mjs";
import {
  BROWSER_ENCODINGS,
  cookieOf,
  failed,
  firstViews,
  load,
  portalCookie,
  post,
  signIn,
} from "./lib/http.mjs";
import { scratchDatabase } from "./lib/scratch-database";
import { COACH_EMAIL, FIRST_CLIENT_EMAIL, PASSWORD, seedClients } from "./lib/seed-clients";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    only: { type: "string", default: "limit,public,portal,writes" },
    paths: { type: "string", default: "/,/programs,/nutrition" },
    markdown: { type: "boolean", default: false },
    // The limit table's rows to run, by the start of their names (the bare server always runs:
    // every ratio is to it), e.g. `--rows /dashboard,/progress` for the p99 run at 200.
    rows: { type: "string", default: "" },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const sections = new Set(values.only.split(","));
const PORTAL_CODE = "bench-portal-code-2468";

/**
 * Whether `--rows` asks for this row of the limit table (every row without it). An empty name
 * (a trailing comma) asks for nothing more.
 * @param {string} page
 */
function wantedRow(page) {
  const wanted = values.rows.split(",").filter(Boolean);
  return wanted.length === 0 || wanted.some((start) => page.startsWith(start));
}

/** @param {import("autocannon").Options} options */
const measure = (options) => load({ connections, duration, ...options });

/**
 * One run against a server process, with the CPU it spent per request.
 * @param {number} pid @param {import("autocannon").Options} options
 */
async function measureWithCpu(pid, options) {
  const before = cpuMs(pid);
  const result = await measure(options);
  const spent = cpuMs(pid) - before;
  return { result, cpuPerRequest: spent / Math.max(1, result.requests.total) };
}

const FIRST_VIEW = ", first view";

/** Issue 21's goals, by row: req/s at 10 connections, and p99 at 200 connections for 60 s. */
const LIMIT_GOALS = {
  "/ (public page cache)": "ratio ≥ 0.5",
  "portal program page": "≥ 1,000 req/s; p99 ≤ 500 ms at 200",
  "/dashboard": "≥ 500 req/s; p99 ≤ 500 ms at 200",
  "/progress": "p99 ≤ 500 ms at 200",
  "/coach/clients (200 clients)": "≤ 20 CPU ms/req; p99 ≤ 500 ms at 200",
  "/coach/clients (2,000 clients)": "≤ 40 CPU ms/req",
  // Issue 41 §2 names the coach's home with her list: the same targets.
  "/coach home (200 clients)": "≤ 20 CPU ms/req",
  "/coach home (2,000 clients)": "≤ 40 CPU ms/req",
  // Issue 41 §1: a full render, as after she saves something, on PGlite (PostgreSQL no worse).
  "portal program page, first view": "≤ 3.5 CPU ms/req",
  "/dashboard, first view": "≤ 6.5 CPU ms/req",
  "/progress, first view": "≤ 9.5 CPU ms/req",
};

/**
 * One row of the limit table.
 * @param {string} page @param {import("autocannon").Result} result @param {number} cpuPerRequest
 * @param {number} bareRate
 */
function limitRow(page, result, cpuPerRequest, bareRate) {
  const rate = result.requests.average;
  return {
    page,
    "req/s": Math.round(rate),
    "ratio to bare": (rate / bareRate).toFixed(3),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "CPU ms/req": cpuPerRequest.toFixed(2),
    errors: failed(result),
    goal: LIMIT_GOALS[/** @type {keyof typeof LIMIT_GOALS} */ (page)] ?? "",
  };
}

async function benchLimit() {
  const scratch = await scratchDatabase(database === "PostgreSQL" ? "PostgreSQL" : "PGlite", "bench-limit");
  try {
    const seeded = await seedClients(scratch.options, { clients: 200, weeks: 52 });
    console.log(
      `limit: seeded 200 clients with ${seeded.counts.logs} workouts and ${seeded.counts.checkIns} check-ins in ${seeded.seedSeconds.toFixed(1)} s`,
    );
    if (scratch.databaseUrl) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: scratch.databaseUrl });
      await client.connect();
      await client.query("analyze");
      await client.end();
    }
    const app = await startProductionServer(
      { DATABASE_URL: scratch.databaseUrl ?? "" },
      { dataDir: scratch.dataDir, keepData: true },
    );
    // What Chromium asks for over HTTPS: a member page is then kept and sent in Brotli (issue 41).
    const browser = { "accept-encoding": BROWSER_ENCODINGS };
    const home = await rawResponse(`${app.url}/`, browser);
    const bare = await startBare(home.body, home.headers);
    const rows = [];
    try {
      const client = await signIn(app.url, FIRST_CLIENT_EMAIL, PASSWORD);
      const coach = await signIn(app.url, COACH_EMAIL, PASSWORD);
      /** @type {[string, string, string, number][]} */
      const pages = [
        ["bare node:http, same bytes", bare.url, "", bare.pid],
        ["/ (public page cache)", `${app.url}/`, "", /** @type {number} */ (app.child.pid)],
        [
          "portal program page",
          `${app.url}/client-portal/level-1`,
          client,
          /** @type {number} */ (app.child.pid),
        ],
        ["/dashboard", `${app.url}/dashboard`, client, /** @type {number} */ (app.child.pid)],
        ["/progress", `${app.url}/progress`, client, /** @type {number} */ (app.child.pid)],
        [
          "/coach/clients (200 clients)",
          `${app.url}/coach/clients`,
          coach,
          /** @type {number} */ (app.child.pid),
        ],
        ["/coach home (200 clients)", `${app.url}/coach`, coach, /** @type {number} */ (app.child.pid)],
        // Decision 0043 keeps a member's page once rendered; a cookie of its own on every request
        // makes each one a first view, rendered in full, as when her data has just changed.
        [
          `portal program page${FIRST_VIEW}`,
          `${app.url}/client-portal/level-1`,
          client,
          /** @type {number} */ (app.child.pid),
        ],
        [`/dashboard${FIRST_VIEW}`, `${app.url}/dashboard`, client, /** @type {number} */ (app.child.pid)],
        [`/progress${FIRST_VIEW}`, `${app.url}/progress`, client, /** @type {number} */ (app.child.pid)],
      ];
      const chosen = pages.filter(([page], index) => index === 0 || wantedRow(page));
      let bareRate = 0;
      for (const [page, url, cookie, pid] of chosen) {
        const headers = cookie ? { ...browser, Cookie: cookie } : browser;
        const check = await fetch(url, { headers, redirect: "manual" });
        if (check.status !== 200) throw new Error(`${page} answered ${check.status}`);
        await check.arrayBuffer();
        const { result, cpuPerRequest } = await measureWithCpu(pid, {
          url,
          headers,
          ...(page.endsWith(FIRST_VIEW) && { requests: firstViews(headers) }),
        });
        if (!bareRate) bareRate = result.requests.average;
        rows.push(limitRow(page, result, cpuPerRequest, bareRate));
      }
    } finally {
      bare.stop();
      await app.stop();
    }
    return rows;
  } finally {
    await scratch.remove();
  }
}

/**
 * Issue 41 §2: `/coach/clients` and the coach's home for a coach with 2,000 clients, a year each
 * (the bulk SQL seed), on a database and server of its own.
 * @param {number} bareRate
 */
async function benchCoachAt2000(bareRate) {
  const scratch = await scratchDatabase(
    database === "PostgreSQL" ? "PostgreSQL" : "PGlite",
    "bench-limit-2000",
  );
  try {
    const seeded = await seedClients(scratch.options, { clients: 2000, weeks: 52, bulk: true });
    console.log(
      `limit: seeded 2,000 clients with ${seeded.counts.logs} workouts and ${seeded.counts.checkIns} check-ins in ${seeded.seedSeconds.toFixed(1)} s`,
    );
    if (scratch.databaseUrl) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: scratch.databaseUrl });
      await client.connect();
      await client.query("analyze");
      await client.end();
    }
    const app = await startProductionServer(
      { DATABASE_URL: scratch.databaseUrl ?? "" },
      { dataDir: scratch.dataDir, keepData: true },
    );
    try {
      const headers = { "accept-encoding": "gzip", Cookie: await signIn(app.url, COACH_EMAIL, PASSWORD) };
      const rows = [];
      /** @type {[string, string][]} */
      const pages = [
        ["/coach/clients (2,000 clients)", "/coach/clients"],
        ["/coach home (2,000 clients)", "/coach"],
      ];
      for (const [page, pagePath] of pages) {
        if (!wantedRow(page)) continue;
        const url = `${app.url}${pagePath}`;
        const check = await fetch(url, { headers, redirect: "manual" });
        if (check.status !== 200) throw new Error(`${page} answered ${check.status}`);
        await check.arrayBuffer();
        const { result, cpuPerRequest } = await measureWithCpu(/** @type {number} */ (app.child.pid), {
          url,
          headers,
        });
        rows.push(limitRow(page, result, cpuPerRequest, bareRate));
      }
      return rows;
    } finally {
      await app.stop();
    }
  } finally {
    await scratch.remove();
  }
}

/** @param {string} base */
async function benchPublic(base) {
  const gzip = { "accept-encoding": "gzip" };
  const rows = [];
  for (const pagePath of values.paths.split(",")) {
    const html = await (await fetch(`${base}${pagePath}`)).text();
    const staticServer = await startStatic(html);
    try {
      // Warm both up, then measure one after the other.
      await Promise.all([fetch(`${base}${pagePath}`), fetch(staticServer.url)]);
      const served = await measure({ url: `${base}${pagePath}`, headers: gzip });
      const file = await measure({ url: staticServer.url, headers: gzip });
      const gz = await measure({ url: staticServer.precompressed, headers: gzip });
      rows.push({
        page: pagePath,
        "app req/s": Math.round(served.requests.average),
        "static req/s": Math.round(file.requests.average),
        ratio: (served.requests.average / file.requests.average).toFixed(2),
        "static .gz req/s": Math.round(gz.requests.average),
        "ratio .gz": (served.requests.average / gz.requests.average).toFixed(2),
        "p50 ms": served.latency.p50,
        "p99 ms": served.latency.p99,
        errors: failed(served) + failed(file) + failed(gz),
      });
    } finally {
      await staticServer.stop();
    }
  }
  return rows;
}

/** @param {string} base */
async function benchPortal(base) {
  const cookie = await portalCookie(base, PORTAL_CODE);
  const page = "/client-portal/level-1";
  const result = await measure({
    url: `${base}${page}`,
    headers: { Cookie: cookie, "accept-encoding": "gzip" },
  });
  return [
    {
      page,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: failed(result),
    },
  ];
}

/** @param {string} base */
async function benchWrites(base) {
  const started = await post(base, "/onboarding.data", { intent: "start" });
  const cookie = cookieOf(started);
  const fitness = ["beginner", "moderate", "active", "very-active"];
  let turn = 0;
  const result = await measure({
    url: `${base}/onboarding.data`,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
    // Each request changes the answer, so every one is a real update.
    requests: [
      {
        setupRequest: (/** @type {import("autocannon").Request} */ request) => ({
          ...request,
          body: `intent=answer&step=fitness&choice=${fitness[turn++ % fitness.length]}`,
        }),
      },
    ],
  });
  return [
    {
      action: "POST /onboarding.data (save an answer)",
      "writes/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: failed(result),
    },
  ];
}

/** @param {Record<string, unknown>[]} rows */
function markdown(rows) {
  const keys = Object.keys(rows[0] ?? {});
  return [
    `| ${keys.join(" | ")} |`,
    `| ${keys.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${keys.map((key) => String(row[key])).join(" | ")} |`),
  ].join("\n");
}

const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  `bench on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${database}, ${connections} connections, ${duration} s per run`,
);
let errors = 0;
if (sections.has("limit")) {
  const rows = await benchLimit();
  if (["/coach/clients (2,000 clients)", "/coach home (2,000 clients)"].some(wantedRow))
    rows.push(...(await benchCoachAt2000(Number(rows[0]?.["req/s"] ?? 1))));
  errors += rows.reduce((sum, row) => sum + Number(row.errors), 0);
  console.log("\nlimit");
  if (values.markdown) console.log(markdown(rows));
  else console.table(rows);
}
const app = await startProductionServer({ PORTAL_PASSWORD: PORTAL_CODE });
try {
  /** @type {[string, (base: string) => Promise<Record<string, string | number>[]>][]} */
  const runs = [
    ["public", benchPublic],
    ["portal", benchPortal],
    ["writes", benchWrites],
  ];
  for (const [name, run] of runs) {
    if (!sections.has(name)) continue;
    const rows = await run(app.url);
    errors += rows.reduce((sum, row) => sum + Number(row.errors), 0);
    console.log(`\n${name}`);
    if (values.markdown) console.log(markdown(rows));
    else console.table(rows);
    if (name === "public") {
      const lowest = (/** @type {string} */ key) => Math.min(...rows.map((row) => Number(row[key])));
      console.log(
        `lowest ratio: ${lowest("ratio").toFixed(2)} against express.static, ${lowest("ratio .gz").toFixed(2)} against a pre-compressed file (goal: at least 0.80)`,
      );
    }
  }
} finally {
  await app.stop();
}
console.log(`\nerrors, time-outs and non-2xx answers: ${errors}`);
process.exitCode = errors === 0 ? 0 : 1;
