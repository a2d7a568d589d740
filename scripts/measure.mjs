// Measures what the foundation promises, on this machine, from a fresh clone of HEAD:
//   cold `npm install` (empty npm cache, and warm cache without node_modules), build time,
//   `npm start` to the first 200 with a new and an existing data folder, the gzipped
//   JavaScript the home page loads, and (with --with-tests) `npm test`.
// Usage: npm run measure [-- --with-tests] [-- --skip-cold-cache]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const budget = JSON.parse(readFileSync(path.join(root, "performance-budget.json"), "utf8"));
/** @type {[string, string][]} */
const results = [];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** @param {string} name @param {string} value */
function record(name, value) {
  results.push([name, value]);
  console.log(`  ${name}: ${value}`);
}

/** @param {string} command @param {string[]} commandArgs @param {import("node:child_process").ExecFileSyncOptions} options */
function timed(command, commandArgs, options) {
  const started = performance.now();
  execFileSync(command, commandArgs, { stdio: "ignore", ...options });
  return performance.now() - started;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** `npm start` until GET / answers 200; returns the milliseconds and a stop function. */
/** @param {string} cwd @param {string} dataDir */
async function startUntil200(cwd, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (performance.now() - started > 120_000) throw new Error("no 200 within 120 s");
    try {
      if ((await fetch(`${url}/`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once("exit", resolve);
      process.kill(-(child.pid ?? 0), "SIGTERM");
    });
  return { ms, url, stop };
}

/** Every script the home page's HTML loads or preloads, gzipped as the server sends it. */
/** @param {string} url */
async function homePageJs(url) {
  const html = await (await fetch(`${url}/`)).text();
  const sources = new Set(
    [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map(
      (match) => match[1] ?? "",
    ),
  );
  // Entry scripts referenced from the inline module script.
  for (const match of html.matchAll(/import[^"']*["']([^"']+\.js)["']/g)) sources.add(match[1] ?? "");
  let raw = 0;
  let gzipped = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body).length;
  }
  return { files: sources.size, raw, gzipped };
}

const work = mkdtempSync(path.join(tmpdir(), "wb50-measure-"));
const clone = path.join(work, "app");
try {
  console.log(`Measuring a fresh clone of HEAD in ${clone}`);
  execFileSync("git", ["clone", "-q", root, clone]);
  const install = ["install", "--no-audit", "--no-fund", "--loglevel=error"];

  if (!args.has("--skip-cold-cache")) {
    const emptyCache = path.join(work, "npm-cache");
    record(
      "npm install, empty npm cache",
      seconds(timed("npm", [...install, `--cache=${emptyCache}`], { cwd: clone })),
    );
    rmSync(path.join(clone, "node_modules"), { recursive: true, force: true });
  }
  record("npm install, no node_modules (warm npm cache)", seconds(timed("npm", install, { cwd: clone })));
  record("npm run build", seconds(timed("npm", ["run", "build"], { cwd: clone })));

  const dataDir = path.join(work, "data");
  const fresh = await startUntil200(clone, dataDir);
  record("npm start to first 200, new data folder", seconds(fresh.ms));
  const js = await homePageJs(fresh.url);
  record(
    "home page JavaScript",
    `${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzipped / 1024).toFixed(1)} KB gzipped (budget ${budget.homePageJsGzipKb} KB)`,
  );
  await fresh.stop();

  const existing = await startUntil200(clone, dataDir);
  record("npm start to first 200, existing data folder", seconds(existing.ms));
  await existing.stop();

  if (args.has("--with-tests")) {
    record(
      "npm test (embedded database)",
      seconds(timed("npm", ["test"], { cwd: clone, env: { ...process.env, DATABASE_URL: "" } })),
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log("\n| measure | value |\n|---|---|");
for (const [name, value] of results) console.log(`| ${name} | ${value} |`);
