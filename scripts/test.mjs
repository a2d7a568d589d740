// `npm test`: every check once, the independent ones side by side on the machine's cores
// (decision 0048). With WB50_TEST_POSTGRES_URL set (`.ci/run` sets it), the PostgreSQL passes
// are added: the data-layer Vitest project and the browser pass of what only PostgreSQL shows.
//
//   typecheck ─┐                                            ┌─▶ vitest data layer (PostgreSQL)
//   lint ──────┼─▶ vitest (PGlite) ──▶ playwright (PGlite) ─┤
//   build ─────┘                                            └─▶ playwright PostgreSQL pass
//
// Prints each step's minutes, and the names of tests that passed only on a retry; under CI
// (CI=true, as the fresh-clone check runs it) a test that needed a retry fails the run.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Not Playwright's test-results/: each Playwright run empties that folder as it starts.
const resultsDir = path.join(root, "test-reports");
const postgresUrl = process.env.WB50_TEST_POSTGRES_URL;
const started = Date.now();
/** @type {{ name: string; seconds: number; ok: boolean }[]} */
const timings = [];

/**
 * Runs one step with its output prefixed by its name; resolves true when it passed.
 * @param {string} name
 * @param {string[]} command
 * @param {Record<string, string | undefined>} [env]
 */
function run(name, command, env = {}) {
  const begun = Date.now();
  return new Promise((resolve) => {
    /** @type {Record<string, string | undefined>} */
    const merged = { ...process.env, FORCE_COLOR: "0", ...env };
    // An undefined value removes the variable: the embedded passes run with no DATABASE_URL.
    for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
    const [program = "", ...args] = command;
    const child = spawn(program, args, {
      cwd: root,
      env: /** @type {NodeJS.ProcessEnv} */ (merged),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const prefix = (/** @type {Buffer} */ chunk, /** @type {NodeJS.WriteStream} */ stream) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) stream.write(`[${name}] ${line}\n`);
    };
    child.stdout.on("data", (chunk) => prefix(chunk, process.stdout));
    child.stderr.on("data", (chunk) => prefix(chunk, process.stderr));
    child.on("close", (code) => {
      const seconds = (Date.now() - begun) / 1000;
      timings.push({ name, seconds, ok: code === 0 });
      console.log(`[${name}] ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${minutes(seconds)}`);
      resolve(code === 0);
    });
  });
}

/** "4:00", never "3:60": the seconds are rounded before they are split. */
const minutes = (/** @type {number} */ seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/**
 * Tests Playwright passed only on a retry, from its JSON report.
 * @param {string} file
 * @returns {string[]}
 */
function retriedTests(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  /** @type {string[]} */
  const names = [];
  /** @param {{ suites?: unknown[]; specs?: { title: string; file: string; tests: { status: string; projectName: string }[] }[] }} suite */
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(/** @type {typeof suite} */ (child));
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === "flaky") names.push(`[${test.projectName}] ${spec.file} › ${spec.title}`);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

const npx = (/** @type {string[]} */ ...args) => ["npx", ...args];
const withoutDatabase = { DATABASE_URL: undefined };

async function main() {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  if (!(await run("chromium", ["node", "scripts/chromium-path.mjs"]))) return false;

  const checks = await Promise.all([
    run("typecheck", ["npm", "run", "-s", "typecheck"]),
    run("lint", ["npm", "run", "-s", "lint"]),
    run("build", ["npm", "run", "-s", "build"]),
  ]);
  if (checks.includes(false)) return false;

  const embeddedReport = path.join(resultsDir, "e2e-pglite.json");
  const postgresReport = path.join(resultsDir, "e2e-postgres.json");
  // The JSON reports let scripts/test-names.mjs compare runs by the tests that passed.
  const reporters = (/** @type {string} */ name) => [
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${path.join(resultsDir, name)}`,
  ];
  // One heavy step at a time keeps both cores busy without starving a test past its timeout
  // (decision 0048: side by side, Vitest and Playwright took as long in all and timed out).
  const results = [
    await run("vitest", npx("vitest", "run", ...reporters("vitest-pglite.json")), withoutDatabase),
    await run("e2e", npx("playwright", "test"), {
      ...withoutDatabase,
      PLAYWRIGHT_JSON_OUTPUT_NAME: embeddedReport,
    }),
  ];
  if (postgresUrl) {
    // The two PostgreSQL passes are small, and wait on the database as much as they compute.
    results.push(
      ...(await Promise.all([
        run(
          "vitest:postgres",
          npx("vitest", "run", "--project", "data", ...reporters("vitest-postgres.json")),
          {
            DATABASE_URL: postgresUrl,
          },
        ),
        run("e2e:postgres", npx("playwright", "test"), {
          DATABASE_URL: postgresUrl,
          E2E_PASS: "postgres",
          PLAYWRIGHT_JSON_OUTPUT_NAME: postgresReport,
        }),
      ])),
    );
  }
  const passed = results.every(Boolean);

  const retried = [...retriedTests(embeddedReport), ...retriedTests(postgresReport)];
  if (retried.length > 0) {
    console.log(
      `\nPassed only on a retry (${retried.length}): a flaky test is a defect, fix it at its cause.`,
    );
    for (const name of retried) console.log(`  ${name}`);
  }
  return passed && !(process.env.CI && retried.length > 0);
}

const ok = await main();
console.log("\nstep                 minutes");
for (const { name, seconds, ok: stepOk } of timings)
  console.log(`${name.padEnd(20)} ${minutes(seconds).padStart(7)}${stepOk ? "" : "  FAILED"}`);
console.log(`${"npm test".padEnd(20)} ${minutes((Date.now() - started) / 1000).padStart(7)}`);
process.exit(ok ? 0 : 1);
