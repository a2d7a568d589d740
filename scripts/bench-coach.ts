// `npm run bench:coach`: issue 18's number, against the production build: `/coach/clients` with
// 200 active clients, each with a year of finished workouts (2-3 a week, four sets each, and the
// dashboard tick each one leaves), a weekly check-in, a few messages, a screening and a sign-in.
// One request at a time, as the coach opens the page: p50 and p99 of
//   1. `/coach/clients.data`, the loaders alone (root, coach layout, clients), as a client-side
//      navigation asks for them: the server time of the list, without drawing the page;
//   2. `/coach/clients`, the whole page rendered to HTML.
// Measured by the client on loopback (the server's time plus a few hundred microseconds). The
// goal is under 100 ms p50.
// On PGlite, then on PostgreSQL when DATABASE_URL is set (a database of its own is created).
// Usage: npm run bench:coach [-- --clients 200 --weeks 52 --requests 200]
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../app/db/client.server";
import {
  activities,
  checkIns,
  entitlements,
  members,
  messages,
  profiles,
  SCREENING_QUESTION_IDS,
  screenings,
  sessions,
  setLogs,
  workoutLogs,
} from "../app/db/schema";
import { addDays } from "../app/features/dashboard/calendar";
import { createMember } from "../app/utils/members.server";
import { cookieOf, post } from "./lib/http.mjs";
import { scratchDatabase } from "./lib/scratch-database";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "200" },
    weeks: { type: "string", default: "52" },
    requests: { type: "string", default: "200" },
  },
});
const CLIENTS = Number(values.clients);
const WEEKS = Number(values.weeks);
const REQUESTS = Number(values.requests);
const COACH_EMAIL = "bench-coach@example.com";
const PASSWORD = "a long enough bench password";
const ZONES = ["Australia/Sydney", "Europe/London", "America/New_York", null] as const;
const EXERCISES = ["goblet-squat", "dumbbell-row", "glute-bridge", "push-up"] as const;
/** Rows per insert: well under PostgreSQL's 65,535 bound parameters. */
const CHUNK = 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => Number(value.toFixed(1));

async function insertInChunks<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

async function seed(options: { pgliteDir?: string; databaseUrl?: string }) {
  const handle = await openDatabase(options);
  const { db } = handle;
  try {
    const coach = await createMember(db, {
      name: "Bench Coach",
      email: COACH_EMAIL,
      password: PASSWORD,
      role: "coach",
      emailConfirmedAt: new Date(),
    });
    if (!coach) throw new Error("the bench coach exists already");
    const started = performance.now();
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const yearAgo = new Date(now.getTime() - WEEKS * 7 * 86_400_000);
    // Members are made here in bulk: createMember hashes a password (argon2) for each.
    const clientRows = Array.from({ length: CLIENTS }, (_, index) => ({
      id: randomUUID(),
      email: `client-${index}@example.com`,
      name: `Client ${String(index).padStart(3, "0")}`,
      passwordHash: "not-a-hash: bench clients never sign in",
      createdAt: yearAgo,
      updatedAt: yearAgo,
    }));
    const rows = {
      profiles: [] as (typeof profiles.$inferInsert)[],
      entitlements: [] as (typeof entitlements.$inferInsert)[],
      screenings: [] as (typeof screenings.$inferInsert)[],
      sessions: [] as (typeof sessions.$inferInsert)[],
      logs: [] as (typeof workoutLogs.$inferInsert)[],
      sets: [] as (typeof setLogs.$inferInsert)[],
      activities: [] as (typeof activities.$inferInsert)[],
      checkIns: [] as (typeof checkIns.$inferInsert)[],
      messages: [] as (typeof messages.$inferInsert)[],
    };
    for (const [index, client] of clientRows.entries()) {
      const profileId = randomUUID();
      rows.profiles.push({
        id: profileId,
        memberId: client.id,
        answers: { fitness: "beginner", goals: ["strength"], diet: "omnivore", time: "30min" },
        step: "complete",
        completedAt: yearAgo,
        timeZone: ZONES[index % ZONES.length] ?? null,
      });
      rows.entitlements.push({ memberId: client.id, kind: "portal", endsAt: null, source: "coach" });
      const anyYes = index % 10 === 0;
      rows.screenings.push({
        id: randomUUID(),
        memberId: client.id,
        answers: Object.fromEntries(
          SCREENING_QUESTION_IDS.map((id) => [id, anyYes && id === "joints"]),
        ) as Record<(typeof SCREENING_QUESTION_IDS)[number], boolean>,
        anyYes,
        followUp: anyYes ? "An old knee injury" : "",
        answeredAt: yearAgo,
      });
      rows.sessions.push({
        id: randomUUID(),
        memberId: client.id,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
        createdAt: new Date(now.getTime() - (index % 20) * 86_400_000),
      });
      // Some clients stopped a few weeks ago, so the list has quiet and overdue ones.
      const stoppedWeeks = index % 7 === 0 ? 3 : 0;
      for (let week = WEEKS - 1; week >= stoppedWeeks; week--) {
        const monday = addDays(today, -7 * week - 3);
        const perWeek = 2 + ((index + week) % 2);
        for (let session = 0; session < perWeek; session++) {
          const day = addDays(monday, session * 2);
          if (day > today) continue;
          const logId = randomUUID();
          const finishedAt = new Date(`${day}T09:30:00Z`);
          rows.logs.push({
            id: logId,
            memberId: client.id,
            program: "stay-strong",
            sessionId: session % 2 === 0 ? "session-a" : "session-b",
            sessionLabel: session % 2 === 0 ? "Session A" : "Session B",
            day,
            finishedAt,
            createdAt: finishedAt,
            updatedAt: finishedAt,
          });
          for (const [position, exerciseKey] of EXERCISES.entries()) {
            rows.sets.push({
              logId,
              position,
              setNumber: 1,
              memberId: client.id,
              exerciseKey,
              reps: 10,
              weightKg: 8 + (WEEKS - week) / 10,
              done: true,
              createdAt: finishedAt,
              updatedAt: finishedAt,
            });
          }
          rows.activities.push({ profileId, kind: "workout", day, title: "Session", createdAt: finishedAt });
        }
        // The weekly check-in, on the Sunday; now and then with pain.
        const sunday = addDays(monday, 6);
        if (sunday <= today) {
          const submittedAt = new Date(`${sunday}T08:00:00Z`);
          const pain = (index + week) % 13 === 0;
          rows.checkIns.push({
            id: randomUUID(),
            memberId: client.id,
            week: sunday,
            energy: 1 + ((index + week) % 5),
            sleep: 3,
            stress: 2,
            painArea: pain ? "left knee" : "",
            painLevel: pain ? 3 : 0,
            sessionsDone: perWeek,
            eating: 4,
            wins: "Felt stronger on the stairs",
            question: "",
            submittedAt,
            createdAt: submittedAt,
            updatedAt: submittedAt,
          });
        }
        // A message every month or so, from her and back.
        if (week % 4 === 0) {
          const at = new Date(`${addDays(monday, 1)}T18:00:00Z`);
          rows.messages.push(
            {
              id: randomUUID(),
              memberId: client.id,
              authorId: client.id,
              fromCoach: false,
              body: "How heavy should I go?",
              readAt: week === 0 ? null : at,
              createdAt: at,
              updatedAt: at,
            },
            {
              id: randomUUID(),
              memberId: client.id,
              authorId: coach.id,
              fromCoach: true,
              body: "Two more reps first.",
              readAt: at,
              createdAt: new Date(at.getTime() + 3_600_000),
              updatedAt: new Date(at.getTime() + 3_600_000),
            },
          );
        }
      }
    }
    await insertInChunks(clientRows, (chunk) => db.insert(members).values(chunk));
    await insertInChunks(rows.profiles, (chunk) => db.insert(profiles).values(chunk));
    await insertInChunks(rows.entitlements, (chunk) => db.insert(entitlements).values(chunk));
    await insertInChunks(rows.screenings, (chunk) => db.insert(screenings).values(chunk));
    await insertInChunks(rows.sessions, (chunk) => db.insert(sessions).values(chunk));
    await insertInChunks(rows.logs, (chunk) => db.insert(workoutLogs).values(chunk));
    await insertInChunks(rows.sets, (chunk) => db.insert(setLogs).values(chunk));
    await insertInChunks(rows.activities, (chunk) => db.insert(activities).values(chunk));
    await insertInChunks(rows.checkIns, (chunk) => db.insert(checkIns).values(chunk));
    await insertInChunks(rows.messages, (chunk) => db.insert(messages).values(chunk));
    return {
      seedSeconds: (performance.now() - started) / 1000,
      counts: {
        logs: rows.logs.length,
        sets: rows.sets.length,
        checkIns: rows.checkIns.length,
        messages: rows.messages.length,
      },
    };
  } finally {
    await handle.close();
  }
}

async function signIn(base: string) {
  const response = await post(base, "/login", { email: COACH_EMAIL, password: PASSWORD });
  if (response.status !== 302 && response.status !== 303)
    throw new Error(`sign-in answered ${response.status}`);
  return cookieOf(response);
}

async function times(base: string, cookie: string, pathname: string, check: (body: string) => boolean) {
  const measured: number[] = [];
  for (let index = 0; index < REQUESTS + 20; index++) {
    const started = performance.now();
    const response = await fetch(`${base}${pathname}`, { headers: { Cookie: cookie } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    if (!check(body)) throw new Error(`${pathname} did not list the clients`);
    if (index >= 20) measured.push(elapsed); // the first 20 warm the JIT and the caches
  }
  measured.sort((a, b) => a - b);
  return { p50: ms(percentile(measured, 50)), p99: ms(percentile(measured, 99)) };
}

async function measure(database: "PGlite" | "PostgreSQL") {
  const scratch = await scratchDatabase(database, "bench-coach");
  const { dataDir, databaseUrl, options } = scratch;
  try {
    const { seedSeconds, counts } = await seed(options);
    if (databaseUrl) {
      // Autovacuum would get there; the bench should not wait for it.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("analyze");
      await client.end();
    }
    const app = await startProductionServer({ DATABASE_URL: databaseUrl ?? "" }, { dataDir, keepData: true });
    let loaders: { p50: number; p99: number };
    let page: { p50: number; p99: number };
    try {
      const cookie = await signIn(app.url);
      const lastClient = `Client ${String(CLIENTS - 1).padStart(3, "0")}`;
      loaders = await times(app.url, cookie, "/coach/clients.data", (body) => body.includes(lastClient));
      page = await times(app.url, cookie, "/coach/clients", (body) => body.includes(lastClient));
    } finally {
      await app.stop();
    }
    return {
      database,
      clients: CLIENTS,
      "workout logs": counts.logs,
      sets: counts.sets,
      "check-ins": counts.checkIns,
      messages: counts.messages,
      "seed s": Number(seedSeconds.toFixed(1)),
      "loaders p50 ms": loaders.p50,
      "loaders p99 ms": loaders.p99,
      "page p50 ms": page.p50,
      "page p99 ms": page.p99,
    };
  } finally {
    await scratch.remove();
  }
}

const rows = [await measure("PGlite")];
if (process.env.DATABASE_URL) rows.push(await measure("PostgreSQL"));
console.table(rows);
const slow = rows.filter((row) => row["loaders p50 ms"] >= 100);
if (slow.length > 0) {
  console.error("The clients list is over the 100 ms goal: see the table.");
  process.exit(1);
}
