// `npm run bench:public`: how close the public pages come to static-file speed.
// For each page, the production server and the same HTML served as a static file take turns
// under autocannon; it prints the throughputs and their ratios (goal: at least 0.8). Two
// static baselines: express.static with compression (how a static site is usually served:
// gzip on every request), and the file pre-compressed on disk (the fastest a file can go).
// Usage: npm run bench:public [-- --seconds 10 --connections 10 --paths /,/about]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import compression from "compression";
import express from "express";
import { freePort, startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    paths: { type: "string", default: "/,/about,/work-with-me,/shop,/programs,/nutrition" },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const paths = values.paths.split(",");

/** @param {string} url @returns {Promise<autocannon.Result>} */
function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip" } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

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

const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  `bench:public on ${cpus().length} cores, ${database}, ${connections} connections, ${duration} s per run`,
);
const app = await startProductionServer();
/** @type {Record<string, string | number>[]} */
const rows = [];
let failures = 0;
try {
  for (const pagePath of paths) {
    const html = await (await fetch(`${app.url}${pagePath}`)).text();
    const staticServer = await startStatic(html);
    try {
      // Warm both up, then measure one after the other.
      await Promise.all([fetch(`${app.url}${pagePath}`), fetch(staticServer.url)]);
      const served = await load(`${app.url}${pagePath}`);
      const file = await load(staticServer.url);
      const gz = await load(staticServer.precompressed);
      failures += served.errors + served.non2xx + file.errors + file.non2xx + gz.errors + gz.non2xx;
      rows.push({
        page: pagePath,
        "app req/s": Math.round(served.requests.average),
        "static req/s": Math.round(file.requests.average),
        ratio: (served.requests.average / file.requests.average).toFixed(2),
        "static .gz req/s": Math.round(gz.requests.average),
        "ratio .gz": (served.requests.average / gz.requests.average).toFixed(2),
        "app p50 ms": served.latency.p50,
        "app p99 ms": served.latency.p99,
      });
    } finally {
      await staticServer.stop();
    }
  }
} finally {
  await app.stop();
}
console.table(rows);
const lowest = (/** @type {"ratio" | "ratio .gz"} */ key) => Math.min(...rows.map((row) => Number(row[key])));
console.log(
  `lowest ratio: ${lowest("ratio").toFixed(2)} against express.static, ${lowest("ratio .gz").toFixed(2)} against a pre-compressed file (goal: at least 0.80); errors and non-2xx: ${failures}`,
);
