// `npm run bench:email`: how fast the outbox empties (decision 0029), against the production
// build. Queues N emails with no SMTP_URL (POST /forgot-password for addresses with no account,
// a new X-Forwarded-For every 5 requests, TRUST_PROXY=1), stops the app, starts it again on the
// same data with SMTP_URL pointing at an SMTP server in this process that accepts at once, and
// times from the restart's "Ready" to the last message received. On PGlite, then on
// PostgreSQL when DATABASE_URL is set (use a database of its own: the worker sends every
// queued row it finds). The queueing rate (requests/s, 8 at a time) is printed separately.
// Usage: npm run bench:email [-- --count 1000]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  killLeftovers,
  queueEmails,
  recipientsFor,
  runTag,
  startApp,
  startMailbox,
  waitForAll,
} from "./email-faults.mjs";

const { values } = parseArgs({ options: { count: { type: "string", default: "1000" } } });
const count = Number(values.count);

/** @param {"PGlite" | "PostgreSQL"} database @param {string} databaseUrl */
async function measure(database, databaseUrl) {
  const tag = runTag();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wb50-bench-email-"));
  const recipients = recipientsFor(`${tag}-bench-`, count);
  const mailbox = await startMailbox();
  try {
    const offline = await startApp({ dataDir, databaseUrl });
    const queued = await queueEmails(offline.url, recipients);
    await offline.stop();
    const app = await startApp({ dataDir, databaseUrl, smtpUrl: mailbox.url });
    const arrived = await waitForAll(() => mailbox.of(tag), recipients, 600_000);
    await app.stop();
    const messages = mailbox.of(tag);
    const times = messages.map((mail) => mail.at);
    const first = Math.min(...times);
    const last = Math.max(...times);
    const seconds = (last - app.ready) / 1000;
    return {
      database,
      queued: queued.accepted,
      "queue req/s": Math.round(queued.perSecond),
      received: arrived,
      "before Ready": messages.filter((mail) => mail.at < app.ready).length,
      "Ready→last s": Number(seconds.toFixed(2)),
      "emails/s": Math.round(arrived / seconds),
      "first→last emails/s": Math.round((arrived - 1) / ((last - first) / 1000)),
    };
  } finally {
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  const rows = [await measure("PGlite", "")];
  if (process.env.DATABASE_URL) rows.push(await measure("PostgreSQL", process.env.DATABASE_URL));
  console.table(rows);
  process.exitCode = rows.every((row) => row.queued === count && row.received === count) ? 0 : 1;
} finally {
  killLeftovers();
}
