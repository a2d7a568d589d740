// `npm run bench:coach`: issue 18's number, against the production build: `/coach/clients` with
// 200 active clients, each with a year of finished workouts (2-3 a week, four sets each, and the
// dashboard tick each one leaves), a weekly check-in, a few messages, a screening and a sign-in.
// One request at a time, as the coach opens the page: p50 and p99 of
//   1. `/coach/clients.data`, the loaders alone (root, coach layout, clients), as a client-side
//      navigation asks for them: the server time of the list, without drawing the page;
//   2. `/coach/clients`, the whole page rendered to HTML, as the client receives it and as the
//      server's own time (Server-Timing `data` + `render`, which leaves out gzip and streaming).
// The goal, server time under 100 ms p50, is checked on the page's server time.
// On PGlite, then on PostgreSQL when DATABASE_URL is set (a database of its own is created).
// Usage: npm run bench:coach [-- --clients 200 --weeks 52 --requests 200]
import { parseArgs } from "node:util";
import pg from "pg";
import { cookieOf, post } from "./lib/http.mjs";
import { scratchDatabase } from "./lib/scratch-database";
import { COACH_EMAIL, PASSWORD, seedClients } from "./lib/seed-clients";
import { startProductionServer } from "./lib/server.mjs";
import { serverMs } from "./lib/server-timing";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "200" },
    weeks: { type: "string", default: "52" },
    requests: { type: "string", default: "200" },
  },
});
const CLIENTS = Number(values.clients);
const WEEKS = Number(values.weeks);
const REQUESTS = Number(values.requests);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => Number(value.toFixed(1));

async function signIn(base: string) {
  const response = await post(base, "/login", { email: COACH_EMAIL, password: PASSWORD });
  if (response.status !== 302 && response.status !== 303)
    throw new Error(`sign-in answered ${response.status}`);
  return cookieOf(response);
}

async function times(base: string, cookie: string, pathname: string, check: (body: string) => boolean) {
  const whole: number[] = [];
  const server: number[] = [];
  for (let index = 0; index < REQUESTS + 20; index++) {
    const started = performance.now();
    const response = await fetch(`${base}${pathname}`, { headers: { Cookie: cookie } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    if (!check(body)) throw new Error(`${pathname} did not list the clients`);
    // The first 20 warm the JIT and the caches.
    if (index >= 20) {
      whole.push(elapsed);
      if (!pathname.endsWith(".data")) server.push(serverMs(response));
    }
  }
  const at = (measured: number[], p: number) =>
    ms(
      percentile(
        [...measured].sort((a, b) => a - b),
        p,
      ),
    );
  return { p50: at(whole, 50), p99: at(whole, 99), serverP50: at(server, 50), serverP99: at(server, 99) };
}

async function measure(database: "PGlite" | "PostgreSQL") {
  const scratch = await scratchDatabase(database, "bench-coach");
  const { dataDir, databaseUrl, options } = scratch;
  try {
    const { seedSeconds, counts } = await seedClients(options, { clients: CLIENTS, weeks: WEEKS });
    if (databaseUrl) {
      // Autovacuum would get there; the bench should not wait for it.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("analyze");
      await client.end();
    }
    const app = await startProductionServer({ DATABASE_URL: databaseUrl ?? "" }, { dataDir, keepData: true });
    let loaders: Awaited<ReturnType<typeof times>>;
    let page: Awaited<ReturnType<typeof times>>;
    try {
      const cookie = await signIn(app.url);
      const lastClient = `Client ${String(CLIENTS - 1).padStart(3, "0")}`;
      loaders = await times(app.url, cookie, "/coach/clients.data", (body) => body.includes(lastClient));
      page = await times(app.url, cookie, "/coach/clients", (body) => body.includes(lastClient));
    } finally {
      await app.stop();
    }
    return {
      database,
      clients: CLIENTS,
      "workout logs": counts.logs,
      sets: counts.sets,
      "check-ins": counts.checkIns,
      messages: counts.messages,
      "seed s": Number(seedSeconds.toFixed(1)),
      "loaders p50 ms": loaders.p50,
      "loaders p99 ms": loaders.p99,
      "page p50 ms": page.p50,
      "page p99 ms": page.p99,
      "page server p50 ms": page.serverP50,
      "page server p99 ms": page.serverP99,
    };
  } finally {
    await scratch.remove();
  }
}

const rows = [await measure("PGlite")];
if (process.env.DATABASE_URL) rows.push(await measure("PostgreSQL"));
console.table(rows);
const slow = rows.filter((row) => row["page server p50 ms"] >= 100);
if (slow.length > 0) {
  console.error("The clients list is over the 100 ms goal: see the table.");
  process.exit(1);
}
