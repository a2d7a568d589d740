// `npm run bench:content`: issue 19's number, against the production build. How soon a publish
// on one instance is seen on another: two instances on one scratch PostgreSQL database; the
// coach publishes a new tagline on A, then B's home page (from its public page cache, warmed
// first) is read every 5 ms until it shows the new words. Repeated, then p50, p95 and the
// worst, for the publish itself (A's answer) and for B showing it (from the publish's start).
// PostgreSQL only (DATABASE_URL): the embedded database serves one process.
// Usage: DATABASE_URL=postgres://… npm run bench:content [-- --publishes 20]
import { parseArgs } from "node:util";
import { cookieOf, post } from "./lib/http.mjs";
import { scratchDatabase } from "./lib/scratch-database";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({ options: { publishes: { type: "string", default: "20" } } });
const PUBLISHES = Number(values.publishes);
const COACH = { email: "coach@bench-content.test", password: "bench-content-coach-password" };

if (!process.env.DATABASE_URL) {
  console.log("bench:content needs DATABASE_URL: instances share content through PostgreSQL.");
  process.exit(0);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return {
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    worst: ms(sorted.at(-1) ?? Number.NaN),
  };
};

const scratch = await scratchDatabase("PostgreSQL", "content");
const env = {
  DATABASE_URL: scratch.databaseUrl ?? "",
  ADMIN_EMAIL: COACH.email,
  ADMIN_PASSWORD: COACH.password,
  SESSION_SECRET: "bench-content-session-secret-shared-by-both",
};
const [a, b] = await Promise.all([startProductionServer(env), startProductionServer(env)]);
try {
  if (!a || !b) throw new Error("an instance did not start");
  const login = await post(a.url, "/login", { ...COACH, redirectTo: "/coach" });
  if (login.status !== 302) throw new Error(`the coach could not sign in (${login.status})`);
  const coach = cookieOf(login);
  const publish: number[] = [];
  const seen: number[] = [];
  for (let round = 1; round <= PUBLISHES; round += 1) {
    const tagline = `stronger every year, take ${round}`;
    await fetch(`${b.url}/`); // B's cached copy is the one a publish must replace
    const started = performance.now();
    const answer = await post(
      a.url,
      "/coach/content/site",
      { intent: "publish", "site.tagline": tagline },
      coach,
    );
    if (answer.status !== 302) throw new Error(`publish ${round} answered ${answer.status}`);
    publish.push(performance.now() - started);
    for (;;) {
      if ((await (await fetch(`${b.url}/`)).text()).includes(tagline)) break;
      if (performance.now() - started > 10_000) throw new Error(`B never showed publish ${round}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    seen.push(performance.now() - started);
  }
  console.log(`bench:content on PostgreSQL, ${PUBLISHES} publishes`);
  console.table({ "publish on A": summary(publish), "seen on B": summary(seen) });
} finally {
  await Promise.all([a?.stop(), b?.stop()]);
  await scratch.remove();
}
