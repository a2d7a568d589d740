// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the production build's
// public pages, with Debian's Chromium. Prints the four category scores, the page's
// JavaScript (bytes over the wire), CLS and the simulated FCP, LCP, speed index and total
// blocking time, against the goals: performance at least 97 (issue 21), accessibility, best
// practices and SEO 100, CLS below 0.05, the home page's JavaScript at most 100 KB gzipped
// and every page's script, files and inline, at most 50 KB gzipped (issue 41). With
// `--runs 3` every page runs three times, each score is printed, and a goal must hold in
// every run. Exits 1 when a goal is missed.
// Usage: npm run lighthouse [-- --paths /,/about --runs 3]
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "./chromium-path.mjs";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    // Issue 21 asks for the goal in three runs out of three: `-- --runs 3`.
    runs: { type: "string", default: "1" },
    paths: {
      type: "string",
      default:
        "/,/about,/work-with-me,/shop,/programs,/nutrition,/onboarding,/community,/privacy-policy,/terms-and-conditions,/client-portal/movement-patterns-1",
    },
  },
});
// Issue 21: performance 97 or more in every run (issue 20 asked for 95).
const GOALS = { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 };
const CLS_LIMIT = 0.05;
/** The simulated timings behind the performance score, shown beside it. */
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  SI: "speed-index",
  TBT: "total-blocking-time",
};
/** Issue 8's budget: the home page's JavaScript, gzipped over the wire (performance-budget.json). */
const BUDGET = JSON.parse(readFileSync(new URL("../performance-budget.json", import.meta.url), "utf8"));
const HOME_JS_LIMIT_KB = BUDGET.homePageJsGzipKb;
/** Issue 41 §3: every public page's script before she interacts, files and inline, gzipped. */
const PAGE_JS_LIMIT_KB = BUDGET.publicPageJsGzipKb;

/**
 * The page's inline scripts (not JSON data), gzipped, in KB: Lighthouse counts only files.
 * @param {string} url
 */
async function inlineScriptKb(url) {
  const html = await (await fetch(url)).text();
  const scripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
  return gzipSync(scripts.map(([, body]) => body ?? "").join("\n")).length / 1024;
}

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const rows = [];
const misses = [];
const runs = Number(values.runs);

/** One Lighthouse run of a page; a run can fail on its own (a protocol timeout on a loaded machine): retried once. */
/**
 * @param {string} pagePath
 * @returns {Promise<import("lighthouse").Result>}
 */
async function audit(pagePath) {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const result = await lighthouse(`${server.url}${pagePath}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(GOALS),
    });
    const error = result?.lhr.runtimeError;
    if (result && !error) return result.lhr;
    console.log(`${pagePath}: Lighthouse run ${attempt} failed (${error?.code}: ${error?.message})`);
  }
  throw new Error(`no Lighthouse result for ${pagePath}`);
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
/** @param {number[]} values */
const span = (values) => (Math.min(...values) === Math.max(...values) ? `${values[0]}` : values.join(" "));

try {
  for (const pagePath of values.paths.split(",")) {
    // Warm the page cache, as a real visitor after the first would find it.
    await fetch(`${server.url}${pagePath}`);
    const inlineKb = await inlineScriptKb(`${server.url}${pagePath}`);
    /** @type {import("lighthouse").Result[]} */
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(pagePath));
    /** @param {string} id */
    const scoresOf = (id) => results.map(({ categories }) => Math.round((categories[id]?.score ?? 0) * 100));
    /** @param {string} id */
    const numberOf = (id) => median(results.map(({ audits }) => Number(audits[id]?.numericValue ?? 0)));
    const { audits } = /** @type {import("lighthouse").Result} */ (results[0]);
    const scripts = /** @type {{ items?: { resourceType: string; transferSize: number }[] }} */ (
      audits["resource-summary"]?.details
    )?.items?.find((item) => item.resourceType === "script");
    const cls = numberOf("cumulative-layout-shift");
    rows.push({
      page: pagePath,
      // Every run's score, so "three out of three" can be read off one row.
      ...Object.fromEntries(Object.keys(GOALS).map((id) => [id, span(scoresOf(id))])),
      "JS KB (wire)": ((scripts?.transferSize ?? 0) / 1024).toFixed(1),
      "inline JS KB (gz)": inlineKb.toFixed(1),
      CLS: cls.toFixed(3),
      // Where a performance score's points go: the simulated times in ms, median of the runs.
      ...Object.fromEntries(Object.entries(METRICS).map(([label, id]) => [label, Math.round(numberOf(id))])),
    });
    for (const [id, goal] of Object.entries(GOALS)) {
      const scores = scoresOf(id);
      const worst = Math.min(...scores);
      if (worst < goal) {
        const failing = results.flatMap(({ audits, categories }) =>
          Object.values(audits)
            .filter(
              (audit) =>
                audit.score !== null &&
                audit.score < 0.9 &&
                categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
            )
            .map((audit) => audit.id),
        );
        const runsMissed = scores.filter((score) => score < goal).length;
        misses.push(
          `${pagePath} ${id} ${worst} < ${goal} in ${runsMissed} of ${runs} runs (${[...new Set(failing)].join(", ") || "no single audit"})`,
        );
      }
    }
    if (cls >= CLS_LIMIT) misses.push(`${pagePath} CLS ${cls.toFixed(3)} >= ${CLS_LIMIT}`);
    const scriptKb = (scripts?.transferSize ?? 0) / 1024;
    if (scriptKb + inlineKb > PAGE_JS_LIMIT_KB) {
      misses.push(
        `${pagePath} JavaScript ${(scriptKb + inlineKb).toFixed(1)} KB > ${PAGE_JS_LIMIT_KB} KB gzipped`,
      );
    }
    if (pagePath === "/" && scriptKb > HOME_JS_LIMIT_KB) {
      misses.push(`/ JavaScript ${scriptKb.toFixed(1)} KB > ${HOME_JS_LIMIT_KB} KB gzipped`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
if (misses.length > 0) {
  console.log(`Goals missed:\n  ${misses.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("Every page meets the goals.");
}
