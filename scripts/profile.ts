// `npm run profile`: where a member page's time goes. Seeds a coaching business a year old (as
// `npm run bench` does), starts the production build under `node --cpu-prof`, loads one page
// with autocannon, and prints the server's CPU time by function and by package (self time).
// The .cpuprofile is kept: open it in Chrome's DevTools (Performance) or speedscope for the
// flame graph.
// Usage: npm run profile [-- --page /client-portal/level-1 --seconds 10 --connections 10 --as client|coach
//   --first-view --queries]
// --first-view adds a cookie of its own to every request, so the member page cache (decision
// 0043) never answers: each request is a full render, as after she saves something.
// --queries prints the database round trips of one first view of the page instead (issue 41:
// "count the round trips per page"), and profiles nothing.
// --inclusive names functions (comma-separated) whose time with everything they call is printed
// too, per request: e.g. React Router's ServerRouter (decision 0089).
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BROWSER_ENCODINGS, firstViews, load, signIn } from "./lib/http.mjs";
import { scratchDatabase } from "./lib/scratch-database";
import { COACH_EMAIL, FIRST_CLIENT_EMAIL, PASSWORD, seedClients } from "./lib/seed-clients";
import { root, startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    page: { type: "string", default: "/client-portal/level-1" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    as: { type: "string", default: "client" },
    top: { type: "string", default: "25" },
    "first-view": { type: "boolean", default: false },
    queries: { type: "boolean", default: false },
    inclusive: { type: "string", default: "ServerRouter,renderToPipeableStream,performWork" },
  },
});

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** "react-dom", "drizzle-orm", "app/…", "node:…" or "(idle)": where a function lives. */
function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = url.slice(modules + 13).split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\//, "").replace(`${root}/`, "");
}

const profileDir = path.join(root, "profiles");
/** Requests answered while profiling: each row's share of one request is its time over these. */
let served = 0;
mkdirSync(profileDir, { recursive: true });
const before = new Set(readdirSync(profileDir));
const scratch = await scratchDatabase(process.env.DATABASE_URL ? "PostgreSQL" : "PGlite", "profile");
try {
  await seedClients(scratch.options, { clients: 200, weeks: 52 });
  const app = await startProductionServer(
    { DATABASE_URL: scratch.databaseUrl ?? "", ...(values.queries && { WB50_LOG_QUERIES: "1" }) },
    values.queries
      ? { dataDir: scratch.dataDir, keepData: true, pipeStderr: true }
      : {
          dataDir: scratch.dataDir,
          keepData: true,
          nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
        },
  );
  let serverLog = "";
  app.child.stderr?.on("data", (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  try {
    const cookie = await signIn(app.url, values.as === "coach" ? COACH_EMAIL : FIRST_CLIENT_EMAIL, PASSWORD);
    const headers = { Cookie: cookie, "accept-encoding": BROWSER_ENCODINGS };
    const check = await fetch(`${app.url}${values.page}`, { headers, redirect: "manual" });
    if (check.status !== 200) throw new Error(`${values.page} answered ${check.status}`);
    await check.arrayBuffer();
    if (values.queries) {
      // Twenty first views, one after another. The queries are those of the last; each query's
      // time (PGlite only) is its median over the twenty, since one view's times jump with GC.
      const VIEWS = 20;
      const runs: number[][] = [];
      let queries: string[] = [];
      for (let view = 0; view < VIEWS; view += 1) {
        serverLog = "";
        const once = await fetch(`${app.url}${values.page}`, {
          headers: { ...headers, Cookie: `${headers.Cookie}; profile_visit=queries-${view}` },
          redirect: "manual",
        });
        await once.arrayBuffer();
        // The log is written as the queries run; give the pipe a moment to deliver its last lines.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const lines = serverLog.split("\n");
        queries = lines.filter((line) => line.startsWith("query: "));
        runs.push(
          lines.filter((line) => line.startsWith("query-ms: ")).map((line) => Number(line.slice(10))),
        );
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      let sum = 0;
      queries.forEach((query, index) => {
        const times = runs.map((run) => run[index]).filter((ms): ms is number => ms !== undefined);
        const ms = times.length ? median(times) : undefined;
        sum += ms ?? 0;
        console.log(`${ms === undefined ? "" : `${ms.toFixed(2).padStart(6)} ms `}${query.slice(7, 200)}`);
      });
      console.log(
        `${values.page}, first view: ${queries.length} queries${sum ? `, ${sum.toFixed(2)} ms (medians)` : ""}`,
      );
    } else {
      const firstView = { requests: firstViews(headers) };
      const result = await load({
        url: `${app.url}${values.page}`,
        headers,
        connections: Number(values.connections),
        duration: Number(values.seconds),
        ...(values["first-view"] ? firstView : {}),
      });
      served = result.requests.total;
      console.log(
        `${values.page}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
  } finally {
    await app.stop();
  }
} finally {
  await scratch.remove();
}

if (values.queries) process.exit(0);
const written = readdirSync(profileDir).filter((name) => name.endsWith(".cpuprofile") && !before.has(name));
const file = written.map((name) => path.join(profileDir, name)).at(-1);
if (!file) throw new Error("the server wrote no profile");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});
const total = [...selfMs.entries()]
  .filter(([id]) => byId.get(id)?.callFrame.functionName !== "(idle)")
  .reduce((sum, [, ms]) => sum + ms, 0);
const functions = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame || frame.functionName === "(idle)") continue;
  const area = areaOf(frame.url, frame.functionName);
  const name = `${frame.functionName || "(anonymous)"} ${area}:${frame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
  areas.set(area, (areas.get(area) ?? 0) + ms);
}
const top = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(values.top))
    .map(([name, ms]) => ({
      name: name.slice(0, 110),
      "self ms": Math.round(ms),
      "%": ((ms / total) * 100).toFixed(1),
      "ms per request": served ? (ms / served).toFixed(3) : "",
    }));
const perRequest = served ? ` (${(total / served).toFixed(2)} ms for each of ${served} requests)` : "";
console.log(`\nbusy ${Math.round(total)} ms in the server${perRequest}; by package or file:`);
console.table(top(areas));
console.log("by function:");
console.table(top(functions));
console.log("with what they call (inclusive):");
console.table(inclusiveTimes(values.inclusive.split(",").filter(Boolean)));
console.log(`profile: ${path.relative(root, file)}`);

/** Each named function's time with its callees, counted once where it calls itself. */
function inclusiveTimes(names: string[]) {
  const sums = new Map(names.map((name) => [name, 0]));
  const subtree = (node: Node): number =>
    (selfMs.get(node.id) ?? 0) +
    (node.children ?? []).reduce((sum, child) => sum + subtree(byId.get(child) as Node), 0);
  const walk = (node: Node, inside: ReadonlySet<string>) => {
    const name = node.callFrame.functionName;
    const counted = sums.has(name) && !inside.has(name);
    if (counted) sums.set(name, (sums.get(name) ?? 0) + subtree(node));
    const next = counted ? new Set([...inside, name]) : inside;
    for (const child of node.children ?? []) walk(byId.get(child) as Node, next);
  };
  const rootNode = profile.nodes[0];
  if (rootNode) walk(rootNode, new Set());
  return [...sums].map(([name, ms]) => ({
    name,
    "ms with callees": Math.round(ms),
    "%": ((ms / total) * 100).toFixed(1),
    "ms per request": served ? (ms / served).toFixed(3) : "",
  }));
}
