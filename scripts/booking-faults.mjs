// Issue 40 (h4): bookings under a hard kill. 20 writers book the same few small-group times over
// HTTP (`POST /calendar/api/book`, waitlist allowed) as 30 signed-in clients; the server gets
// SIGKILL mid-burst. After a restart on the same data: every booking answered 2xx is there with
// the status it was answered with (or promoted), no time holds more than its capacity, and the
// requests cut off by the kill, sent again with their keys, answer without booking twice.
// Part of `npm run faults`; `node scripts/booking-faults.mjs` runs it alone.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { cookieOf, post } from "./lib/http.mjs";
import { startProductionServer } from "./lib/server.mjs";

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CLIENTS = 30;
const WRITERS = 20;
const TIMES = 4;

/**
 * Rows of `query` in the stopped app's database (PGlite folder, or DATABASE_URL).
 * @param {string} dataDir @param {string} query @returns {Promise<Record<string, unknown>[]>}
 */
async function rowsOf(dataDir, query) {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(query)).rows;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return (await db.query(query)).rows.map((row) => Object(row));
  } finally {
    await db.close();
  }
}

/**
 * One booking request; null when no answer came (the server was killed).
 * @param {string} base @param {string} cookie @param {Record<string, string>} body
 */
async function bookOnce(base, cookie, body) {
  try {
    const response = await post(base, "/calendar/api/book", body, cookie);
    const json = /** @type {{ status: string; booking: { id: string; status: string } | null }} */ (
      await response.json()
    );
    return { code: response.status, json };
  } catch {
    return null;
  }
}

/** @param {{ check: string; result: string; ok: boolean }[]} results */
export async function bookingFaults(results) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "wb50-faults-bookings-"));
  const env = { TEST_PROBES: "true", ALLOW_TEST_PROBES_IN_PRODUCTION: "true", TRUST_PROXY: "1" };
  const app = await startProductionServer(env, { dataDir, keepData: true });
  /** @type {string[]} */
  const cookies = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const response = await post(app.url, "/__probe/session", {
      email: `booking-fault-${index}-${randomUUID().slice(0, 8)}@example.com`,
      name: `Client ${index}`,
      password: "a-long-enough-password",
      portal: "yes",
    });
    if (!response.ok) throw new Error(`could not sign client ${index} in (${response.status})`);
    cookies.push(cookieOf(response));
  }
  const slotsResponse = await fetch(`${app.url}/calendar/api/slots?typeId=small-group&days=28`, {
    headers: { Cookie: cookies[0] ?? "" },
  });
  const { slots } = /** @type {{ slots: { startsAt: string; placesLeft: number }[] }} */ (
    await slotsResponse.json()
  );
  const times = slots.filter((slot) => slot.placesLeft > 0).slice(0, TIMES);
  if (times.length === 0) throw new Error("no small-group time is open");

  /** @type {Map<string, string>} acknowledged booking id → status answered */
  const acknowledged = new Map();
  /** @type {{ cookie: string; body: Record<string, string> }[]} requests the kill cut off */
  const cutOff = [];
  let answers = 0;
  let stop = false;
  const writer = async () => {
    while (!stop) {
      const cookie = cookies[Math.floor(Math.random() * cookies.length)] ?? "";
      const time = times[Math.floor(Math.random() * times.length)] ?? times[0];
      if (!time) break;
      const body = {
        typeId: "small-group",
        startsAt: time.startsAt,
        idempotencyKey: randomUUID(),
        waitlist: "on",
      };
      const answer = await bookOnce(app.url, cookie, body);
      if (!answer) {
        cutOff.push({ cookie, body });
        continue;
      }
      answers += 1;
      if (answer.code >= 200 && answer.code < 300 && answer.json.booking)
        acknowledged.set(answer.json.booking.id, answer.json.booking.status);
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  const deadline = Date.now() + 20_000;
  while (acknowledged.size < 40 && Date.now() < deadline) await sleep(50);
  await sleep(300);
  app.child.kill("SIGKILL");
  await new Promise((resolve) => app.child.once("exit", resolve));
  stop = true;
  await Promise.all(writers);

  const again = await startProductionServer(env, { dataDir, keepData: true });
  const healthy = (await fetch(`${again.url}/healthz`)).ok;
  // Each cut-off request sent again with its key: answered, and never a second row for a key.
  let retriedAnswers = 0;
  for (const { cookie, body } of cutOff) {
    const answer = await bookOnce(again.url, cookie, body);
    if (answer && answer.code < 500) retriedAnswers += 1;
  }
  await again.stop();

  const rows = await rowsOf(
    dataDir,
    "select id, status, type_id, starts_at, idempotency_key from bookings where type_id = 'small-group'",
  );
  const byId = new Map(rows.map((row) => [String(row.id), String(row.status)]));
  const lost = [...acknowledged].filter(([id, status]) => {
    const now = byId.get(id);
    return now === undefined || (now !== status && !(status === "waitlisted" && now === "booked"));
  });
  /** @type {Map<string, number>} */
  const held = new Map();
  for (const row of rows)
    if (row.status === "booked") {
      const key = new Date(String(row.starts_at)).toISOString();
      held.set(key, (held.get(key) ?? 0) + 1);
    }
  const most = Math.max(0, ...held.values());
  const keys = new Set(rows.map((row) => row.idempotency_key));
  rmSync(dataDir, { recursive: true, force: true });
  results.push({
    check: `kill -9 during parallel bookings (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
    result: `answered ${answers}, 2xx bookings ${acknowledged.size}, lost ${lost.length}; most booked in one time ${most} of 6; cut off ${cutOff.length}, answered on retry ${retriedAnswers}; one row per key ${keys.size === rows.length}; healthy after restart ${healthy}`,
    ok: healthy && acknowledged.size > 0 && lost.length === 0 && most <= 6 && keys.size === rows.length,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /** @type {{ check: string; result: string; ok: boolean }[]} */
  const results = [];
  await bookingFaults(results);
  console.table(results);
  process.exitCode = results.every((entry) => entry.ok) ? 0 : 1;
}
