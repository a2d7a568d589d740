// The email outbox when things break (decision 0029), against the production build. Part of
// `npm run faults`, and runnable alone: `node scripts/email-faults.mjs` (exits 1 on a failure).
//   a. The SMTP server is down for 30 s while 50 emails are queued: all 50 arrive once it is up.
//   b. `kill -9` of the app while a batch of 300 is being sent (the SMTP server takes 20 ms per
//      message): after a restart all 300 arrive; an email sent again (the crashed claim runs out
//      after 2 minutes) carries the same Message-ID as its first copy.
//   c. With DATABASE_URL: two instances on the same PostgreSQL send 300 queued emails, and no
//      email goes out twice (each instance has its own sender domain, so the split shows).
// Emails are queued as a visitor queues them: POST /forgot-password with an address that has no
// account ("no account uses this address" email: one row, no password hashing), from a
// different client address (X-Forwarded-For, TRUST_PROXY=1) every 5 requests. Every recipient
// carries a random tag of this run, so rows left in a shared database by other runs are ignored.
// On PostgreSQL, use a database of its own: the worker sends every queued row it finds.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  duplicatesOf,
  killLeftovers,
  outboxRows,
  queueEmails,
  recipientsFor,
  runTag,
  sleep,
  startApp,
  startMailbox,
  statusesOf,
  waitForAll,
} from "./lib/email-outbox.mjs";
import { freePort } from "./lib/server.mjs";

// The harness lives in scripts/lib/email-outbox.mjs; these names stay importable from here,
// where `npm run bench:email` (scripts/bench-email.mjs) takes them.
export { killLeftovers, queueEmails, recipientsFor, runTag, sleep, startApp, startMailbox, waitForAll };

/** @typedef {{ check: string; result: string; ok: boolean }} Result */

const database = () => (process.env.DATABASE_URL ? "PostgreSQL" : "PGlite");

const MESSAGE_ID = /^<[0-9a-f-]{36}@[a-z0-9.-]+>$/;

async function smtpDownFor30Seconds(/** @type {Result[]} */ results) {
  const tag = runTag();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wb50-email-faults-"));
  const port = await freePort();
  const recipients = recipientsFor(`${tag}-down-`, 50);
  const app = await startApp({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}` });
  /** @type {Awaited<ReturnType<typeof startMailbox>> | null} */
  let mailbox = null;
  try {
    const queued = await queueEmails(app.url, recipients);
    console.log(`email a: ${queued.accepted} queued while nothing listens on ${port}; SMTP down for 30 s`);
    await sleep(30_000);
    mailbox = await startMailbox({ port });
    const up = performance.now();
    const inbox = mailbox;
    const arrived = await waitForAll(() => inbox.of(tag), recipients, 180_000);
    const after = ((performance.now() - up) / 1000).toFixed(1);
    await app.stop();
    const rowsAfter = await outboxRows(dataDir, `${tag}-down-`);
    const { duplicated } = duplicatesOf(inbox.of(tag));
    const wellFormed = inbox.of(tag).every((mail) => MESSAGE_ID.test(mail.messageId));
    console.log(`email a: received ${arrived}/${queued.accepted} distinct, ${after} s after SMTP came up`);
    results.push({
      check: `email: SMTP down 30 s (${database()})`,
      result: `queued ${queued.accepted}${queued.refused ? ` (refused ${queued.refused})` : ""}, received ${arrived} distinct ${after} s after SMTP came up, duplicates ${duplicated}, Message-IDs well formed: ${wellFormed}; outbox ${statusesOf(rowsAfter)}`,
      ok:
        queued.accepted === 50 &&
        arrived === 50 &&
        wellFormed &&
        rowsAfter.every((row) => row.status === "sent"),
    });
  } finally {
    await app.stop();
    await mailbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function killDuringBatch(/** @type {Result[]} */ results) {
  const tag = runTag();
  const prefix = `${tag}-kill-`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "wb50-email-faults-"));
  const recipients = recipientsFor(prefix, 300);
  const mailbox = await startMailbox({ delayMs: 20 });
  try {
    const offline = await startApp({ dataDir });
    const queued = await queueEmails(offline.url, recipients);
    await offline.stop();
    const sending = await startApp({ dataDir, smtpUrl: mailbox.url });
    const deadline = Date.now() + 60_000;
    while (mailbox.of(tag).length < 60 && Date.now() < deadline) await sleep(5);
    await sending.kill();
    const atKill = mailbox.of(tag).length;
    // The rows the dead worker had claimed: each is sent again once its 2-minute claim runs out,
    // a second copy when its first had already reached the server.
    const rowsAtKill = await outboxRows(dataDir, prefix);
    const claimed = rowsAtKill.filter((row) => row.status === "sending");
    const seenAtKill = new Set(mailbox.of(tag).map((mail) => mail.to));
    const expected = 300 + claimed.filter((row) => seenAtKill.has(row.to)).length;
    console.log(
      `email b: ${queued.accepted} queued; kill -9 after ${atKill} received (outbox: ${statusesOf(rowsAtKill)}); restarting`,
    );
    const again = await startApp({ dataDir, smtpUrl: mailbox.url });
    const restarted = performance.now();
    const arrived = await waitForAll(() => mailbox.of(tag), recipients, 240_000);
    const until = Date.now() + 240_000;
    while (mailbox.of(tag).length < expected && Date.now() < until) await sleep(100);
    const after = ((performance.now() - restarted) / 1000).toFixed(1);
    // A graceful stop waits for the send in flight, so every copy is counted below.
    await again.stop();
    const rowsAfter = await outboxRows(dataDir, prefix);
    const messages = mailbox.of(tag);
    const { duplicated, extra, sameId, distinctIds } = duplicatesOf(messages);
    console.log(
      `email b: received ${arrived}/${queued.accepted} distinct, ${messages.length} messages, ${after} s after the restart; duplicates ${duplicated}; outbox: ${statusesOf(rowsAfter)}`,
    );
    results.push({
      check: `email: kill -9 mid-batch (${database()})`,
      result: `queued ${queued.accepted}${queued.refused ? ` (refused ${queued.refused})` : ""}; killed after ${atKill} received with ${claimed.length} rows claimed; ${arrived} distinct received, ${messages.length} messages, ${after} s after the restart; ${duplicated} duplicates (${extra} extra copies), same Message-ID: ${sameId}; distinct Message-IDs ${distinctIds}; outbox ${statusesOf(rowsAfter)}`,
      ok:
        queued.accepted === 300 &&
        atKill < 300 &&
        arrived === 300 &&
        sameId &&
        distinctIds === 300 &&
        rowsAfter.every((row) => row.status === "sent"),
    });
  } finally {
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoInstances(/** @type {Result[]} */ results) {
  if (!process.env.DATABASE_URL) {
    results.push({
      check: "email: two instances, one PostgreSQL",
      result: "skipped: needs DATABASE_URL",
      ok: true,
    });
    return;
  }
  const tag = runTag();
  const dirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), "wb50-email-faults-")));
  const recipients = recipientsFor(`${tag}-pair-`, 300);
  // A few milliseconds per message keeps both instances' batches in flight at the same time.
  const mailbox = await startMailbox({ delayMs: 5 });
  try {
    const offline = await startApp({ dataDir: String(dirs[0]) });
    const queued = await queueEmails(offline.url, recipients);
    await offline.stop();
    const domains = ["one.example.com", "two.example.com"];
    const instances = await Promise.all(
      domains.map((domain, index) =>
        startApp({ dataDir: String(dirs[index + 1]), smtpUrl: mailbox.url, mailFrom: `outbox@${domain}` }),
      ),
    );
    const arrived = await waitForAll(() => mailbox.of(tag), recipients, 120_000);
    await Promise.all(instances.map((instance) => instance.stop()));
    const rowsAfter = await outboxRows(String(dirs[0]), `${tag}-pair-`);
    const messages = mailbox.of(tag);
    // The row id is the part before "@": the same row sent by both would differ only in domain.
    const rows = new Set(messages.map((mail) => mail.messageId.split("@")[0]));
    const split = domains.map(
      (domain) => messages.filter((mail) => mail.messageId.endsWith(`@${domain}>`)).length,
    );
    console.log(
      `email c: ${queued.accepted} queued; received ${messages.length} (${split.join(" + ")}), ${rows.size} distinct rows`,
    );
    results.push({
      check: "email: two instances, one PostgreSQL",
      result: `queued ${queued.accepted}, received ${messages.length} (instance one ${split[0]}, two ${split[1]}), ${arrived} distinct recipients, ${rows.size} distinct Message-IDs; outbox ${statusesOf(rowsAfter)}`,
      ok:
        queued.accepted === 300 &&
        messages.length === 300 &&
        arrived === 300 &&
        rows.size === 300 &&
        // Both instances took part: otherwise "no email twice" proves nothing about claiming.
        split.every((count) => count > 0) &&
        rowsAfter.every((row) => row.status === "sent"),
    });
  } finally {
    await mailbox.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The three scenarios, one row each in `results` (as in scripts/faults.mjs).
 * @param {Result[]} results
 */
export async function emailFaults(results) {
  try {
    await smtpDownFor30Seconds(results);
    await killDuringBatch(results);
    await twoInstances(results);
  } finally {
    killLeftovers();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /** @type {Result[]} */
  const results = [];
  await emailFaults(results);
  console.table(results);
  process.exitCode = results.every((entry) => entry.ok) ? 0 : 1;
}
