// `npm run bench`: the production build under autocannon, on the database the environment
// names (PGlite by default, PostgreSQL when DATABASE_URL is set). Three measurements:
//   public  the public pages against the same HTML as a static file, as a ratio (goal ≥ 0.8).
//           Two static baselines: express.static with compression (gzip on every request, how
//           a static site is usually served) and the file pre-compressed on disk.
//   portal  an authenticated portal program page: req/s, p50 and p99.
//   writes  the onboarding save action as the browser sends it (POST /onboarding.data).
// Usage: npm run bench [-- --seconds 10 --connections 10 --only public,portal,writes
//                          --paths /,/programs,/nutrition --markdown]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { cookieOf, failed, load, portalCookie, post } from "./lib/http.mjs";
import { freePort, startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    only: { type: "string", default: "public,portal,writes" },
    paths: { type: "string", default: "/,/programs,/nutrition" },
    markdown: { type: "boolean", default: false },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const sections = new Set(values.only.split(","));
const PORTAL_CODE = "bench-portal-code-2468";

/** @param {import("autocannon").Options} options */
const measure = (options) => load({ connections, duration, ...options });

/** @param {string} html */
async function startStatic(html) {
  const dir = mkdtempSync(path.join(tmpdir(), "wb50-static-"));
  writeFileSync(path.join(dir, "index.html"), html);
  writeFileSync(path.join(dir, "index.html.gz"), gzipSync(html));
  const app = express();
  app.get("/precompressed.html", (_req, res) => {
    res.set({ "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" });
    res.sendFile(path.join(dir, "index.html.gz"));
  });
  app.use(compression());
  app.use(express.static(dir));
  const port = await freePort();
  const server = await new Promise((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${port}/index.html`,
    precompressed: `http://127.0.0.1:${port}/precompressed.html`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve(undefined);
        });
      }),
  };
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
const app = await startProductionServer({ PORTAL_PASSWORD: PORTAL_CODE });
let errors = 0;
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
