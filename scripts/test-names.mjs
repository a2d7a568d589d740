// Compares two sets of test runs by the names of the tests that passed (decision 0048: "the
// same tests pass before and after"). Reads Vitest JSON (`--reporter=json --outputFile=…`) and
// Playwright JSON (`PLAYWRIGHT_JSON_OUTPUT_NAME=…`) reports; a test is its describe path and
// title, whatever file, project or database ran it.
//
//   node scripts/test-names.mjs --before a.json,b.json --after c.json,d.json
//
// Prints the count per report, the tests that passed before and not after (lost: exits 1),
// the new ones, and the tests whose file changed (moved).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { before: { type: "string" }, after: { type: "string" } } });
if (!values.before || !values.after) {
  console.error("usage: node scripts/test-names.mjs --before a.json[,b.json] --after c.json[,d.json]");
  process.exit(2);
}

/**
 * `Map<name, file>` of the tests that passed in one report, and how many ran and were skipped.
 * @param {string} path
 */
function passedIn(path) {
  const report = JSON.parse(readFileSync(path, "utf8"));
  /** @type {Map<string, string>} */
  const passed = new Map();
  let skipped = 0;
  if (Array.isArray(report.testResults)) {
    // Vitest
    for (const file of report.testResults) {
      const where = String(file.name).replace(/^.*?\/(app|server|tests)\//, "$1/");
      for (const test of file.assertionResults) {
        if (test.status === "passed") passed.set(test.fullName, where);
        else if (test.status === "skipped" || test.status === "pending") skipped++;
      }
    }
  } else {
    // Playwright
    /** @param {{ title?: string; suites?: unknown[]; specs?: { title: string; file: string; tests: { status: string }[] }[] }} suite @param {string[]} path */
    const walk = (suite, path) => {
      const here = suite.title && !/\.(spec|check)\.ts$/.test(suite.title) ? [...path, suite.title] : path;
      for (const child of suite.suites ?? []) walk(/** @type {typeof suite} */ (child), here);
      for (const spec of suite.specs ?? []) {
        const name = [...here, spec.title].join(" › ");
        for (const test of spec.tests) {
          if (test.status === "expected" || test.status === "flaky") passed.set(name, spec.file);
          else if (test.status === "skipped") skipped++;
        }
      }
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  }
  return { passed, skipped };
}

/** @param {string} list */
function union(list) {
  /** @type {Map<string, string>} */
  const all = new Map();
  for (const path of list.split(",")) {
    const { passed, skipped } = passedIn(path);
    console.log(`  ${path}: ${passed.size} passed (distinct names), ${skipped} skipped`);
    for (const [name, file] of passed) all.set(name, file);
  }
  return all;
}

console.log("before:");
const before = union(values.before);
console.log("after:");
const after = union(values.after);
const lost = [...before.keys()].filter((name) => !after.has(name));
const added = [...after.keys()].filter((name) => !before.has(name));
const moved = [...before].filter(([name, file]) => after.has(name) && after.get(name) !== file);
console.log(`\n${before.size} tests passed before, ${after.size} after.`);
console.log(`\nPassed before, not after (${lost.length}):`);
for (const name of lost) console.log(`  ${before.get(name)} › ${name}`);
console.log(`\nNew (${added.length}):`);
for (const name of added) console.log(`  ${after.get(name)} › ${name}`);
console.log(`\nMoved to another file (${moved.length}):`);
for (const [name, file] of moved) console.log(`  ${file} -> ${after.get(name)} › ${name}`);
process.exit(lost.length > 0 ? 1 : 0);
