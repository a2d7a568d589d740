// `npm run bench:pair`: two production servers side by side, on copies of one seeded database,
// measured in turns, so that a change of a few percent shows through this machine's noise
// (sequential bench runs of one build differ by 15-25% from hour to hour). A and B differ by
// Node's flags or by environment variables; each round measures every page on both, the order
// alternating, and the table prints the median CPU ms per first view (member page cache
// bypassed, as `npm run bench`'s first-view rows) of each side and B's change: the median of
// each round's B/A.
// Or A is a saved build: `npm run bench:pair -- --a-root /tmp/before` after
// `npm run build && node scripts/save-build.mjs /tmp/before` on the commit before a change.
// Usage: npm run bench:pair -- --b-args=--max-semi-space-size=32 [--a-args=...] (with "=": the
//   value starts with dashes)
//   [--a-env '{"NAME":"1"}'] [--b-env ...] [--a-root DIR] [--b-root DIR]
//   [--paths /client-portal/level-1,/dashboard] [--rounds 6] [--seconds 4] [--clients 200]
//   [--as client|coach]
import { cpSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { cpuMs } from "./lib/bench-servers.mjs";
import { BROWSER_ENCODINGS, failed, firstViews, load, signIn } from "./lib/http.mjs";
import { scratchDatabase } from "./lib/scratch-database";
import { COACH_EMAIL, FIRST_CLIENT_EMAIL, PASSWORD, seedClients } from "./lib/seed-clients";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    "a-args": { type: "string", default: "" },
    "b-args": { type: "string", default: "" },
    "a-env": { type: "string", default: "{}" },
    "b-env": { type: "string", default: "{}" },
    "a-root": { type: "string" },
    "b-root": { type: "string" },
    paths: { type: "string", default: "/client-portal/level-1,/dashboard,/progress" },
    rounds: { type: "string", default: "6" },
    seconds: { type: "string", default: "4" },
    // As many as `npm run bench` seeds: a first view costs more on a larger database.
    clients: { type: "string", default: "200" },
    // Whose pages: "coach" for the coach's list and client pages.
    as: { type: "string", default: "client" },
  },
});
const words = (text: string) => text.split(" ").filter(Boolean);
const paths = values.paths.split(",");
const median = (runs: number[]) => [...runs].sort((x, y) => x - y)[Math.floor(runs.length / 2)] ?? 0;

const email = values.as === "coach" ? COACH_EMAIL : FIRST_CLIENT_EMAIL;
const scratch = await scratchDatabase("PGlite", "pair");
await seedClients(scratch.options, { clients: Number(values.clients), weeks: 52 });
const copy = `${scratch.dataDir}-b`;
cpSync(scratch.dataDir, copy, { recursive: true });
const sides = {
  A: await startProductionServer(JSON.parse(values["a-env"]), {
    dataDir: scratch.dataDir,
    keepData: true,
    nodeArgs: words(values["a-args"]),
    root: values["a-root"],
  }),
  B: await startProductionServer(JSON.parse(values["b-env"]), {
    dataDir: copy,
    keepData: true,
    nodeArgs: words(values["b-args"]),
    root: values["b-root"],
  }),
};
const runs = new Map<string, number[]>();
let errors = 0;
try {
  const cookies = {
    A: await signIn(sides.A.url, email, PASSWORD),
    B: await signIn(sides.B.url, email, PASSWORD),
  };
  const rounds = Number(values.rounds);
  // Round 0 warms both servers up and is not counted.
  for (let round = 0; round <= rounds; round += 1) {
    for (const path of paths) {
      for (const side of round % 2 ? (["B", "A"] as const) : (["A", "B"] as const)) {
        const app = sides[side];
        const headers = { Cookie: cookies[side], "accept-encoding": BROWSER_ENCODINGS };
        const pid = app.child.pid as number;
        const before = cpuMs(pid);
        const result = await load({
          url: `${app.url}${path}`,
          headers,
          connections: 10,
          duration: Number(values.seconds),
          requests: firstViews(headers),
        });
        errors += failed(result);
        const key = `${path}\t${side}`;
        if (round > 0)
          runs.set(key, [...(runs.get(key) ?? []), (cpuMs(pid) - before) / result.requests.total]);
      }
    }
  }
} finally {
  await sides.A.stop();
  await sides.B.stop();
  await scratch.remove();
  rmSync(copy, { recursive: true, force: true });
}
console.log(
  (["a", "b"] as const)
    .map(
      (side) =>
        `${side.toUpperCase()}: ${values[`${side}-root`] ?? "this build"}, ${values[`${side}-args`] || "(no flags)"} ${values[`${side}-env`]}`,
    )
    .join("; "),
);
console.table(
  paths.map((path) => {
    const aRuns = runs.get(`${path}\tA`) ?? [];
    const bRuns = runs.get(`${path}\tB`) ?? [];
    // Each round's two runs are back to back, so the machine's slower minutes slow both: the
    // median of the rounds' ratios sees through drifts that the two medians do not.
    const ratio = median(aRuns.map((a, round) => (bRuns[round] ?? a) / a));
    return {
      page: path,
      "A CPU ms": median(aRuns).toFixed(2),
      "B CPU ms": median(bRuns).toFixed(2),
      "B against A, by round": `${((ratio - 1) * 100).toFixed(1)}%`,
      "A runs": (runs.get(`${path}\tA`) ?? []).map((ms) => ms.toFixed(2)).join(" "),
      "B runs": (runs.get(`${path}\tB`) ?? []).map((ms) => ms.toFixed(2)).join(" "),
    };
  }),
);
console.log(`errors, time-outs and non-2xx answers: ${errors}`);
if (errors > 0) process.exitCode = 1;
