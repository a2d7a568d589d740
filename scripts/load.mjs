// `npm run load`: 200 concurrent connections for 60 s on a mix of public pages, portal pages and
// onboarding writes, against the production build on the database the environment names
// (PGlite by default, PostgreSQL when DATABASE_URL is set). Every write is a new visitor's
// first answer (from an address of her own), which creates one questionnaire profile, so after
// the run the rows are counted: each write that was answered 2xx must be there. Prints errors, lost writes and latency; exits 1 on any error or loss.
// Usage: npm run load [-- --seconds 60 --connections 200]
import { rmSync } from "node:fs";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { countRows, FIRST_ANSWER_BODY, failed, load, nextVisitorAddress, portalCookie } from "./lib/http.mjs";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "60" }, connections: { type: "string", default: "200" } },
});
const duration = Number(values.seconds);
const total = Number(values.connections);
const PORTAL_CODE = "load-test-portal-code-1";

// TRUST_PROXY=1: each writer is a visitor of her own address (X-Forwarded-For).
const app = await startProductionServer(
  { PORTAL_PASSWORD: PORTAL_CODE, TRUST_PROXY: "1" },
  { keepData: true },
);
const base = app.url;
const rowsBefore = process.env.DATABASE_URL ? await countRows(app.dataDir, "profiles") : 0;
const cookie = await portalCookie(base, PORTAL_CODE);
const gzip = { "accept-encoding": "gzip" };

// Half the connections read public pages, a quarter portal pages, a quarter write.
const split = { public: Math.round(total / 2), portal: Math.round(total / 4) };
const writers = total - split.public - split.portal;
console.log(
  `load on ${cpus().length} cores, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}: ${total} connections (${split.public} public, ${split.portal} portal, ${writers} writing) for ${duration} s`,
);

const [publicRun, portalRun, writeRun] = await Promise.all([
  load({
    url: base,
    connections: split.public,
    duration,
    headers: gzip,
    requests: ["/", "/programs", "/nutrition", "/about", "/work-with-me"].map((path) => ({ path })),
  }),
  load({
    url: base,
    connections: split.portal,
    duration,
    headers: { ...gzip, Cookie: cookie },
    requests: ["/client-portal", "/client-portal/level-1", "/client-portal/signature-beginner"].map(
      (path) => ({
        path,
      }),
    ),
  }),
  load({
    url: `${base}/onboarding.data`,
    connections: writers,
    duration,
    method: "POST",
    // No cookie: each answer starts a new visitor's questionnaire, one new row per write.
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: FIRST_ANSWER_BODY,
    requests: [
      {
        setupRequest: (/** @type {import("autocannon").Request} */ request) => ({
          ...request,
          headers: { ...request.headers, "X-Forwarded-For": nextVisitorAddress() },
        }),
      },
    ],
  }),
]);
await app.stop();

const acknowledged = writeRun["2xx"];
const rows = (await countRows(app.dataDir, "profiles")) - rowsBefore;
rmSync(app.dataDir, { recursive: true, force: true });

const summary = (/** @type {string} */ name, /** @type {import("autocannon").Result} */ result) => ({
  traffic: name,
  requests: result.requests.total,
  "req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  "max ms": result.latency.max,
  errors: result.errors,
  timeouts: result.timeouts,
  "non-2xx": result.non2xx,
});
console.table([
  summary("public pages", publicRun),
  summary("portal pages", portalRun),
  summary("onboarding writes", writeRun),
]);
const errors = failed(publicRun) + failed(portalRun) + failed(writeRun);
const lost = acknowledged - rows;
// A run whose writes changed nothing proves nothing: count that as a failure too.
if (acknowledged === 0) console.log("No write was acknowledged: the lost-write check saw nothing.");
const p99 = Math.max(publicRun.latency.p99, portalRun.latency.p99, writeRun.latency.p99);
console.log(
  `errors (including time-outs and non-2xx): ${errors}; writes acknowledged: ${acknowledged}; rows found: ${rows}; lost writes: ${Math.max(lost, 0)}; worst p99: ${p99} ms`,
);
process.exitCode = errors === 0 && lost <= 0 && acknowledged > 0 ? 0 : 1;
