// The outbox harness of scripts/email-faults.mjs and `npm run bench:email`: an SMTP server
// in this process that records what arrives, the production build started (and killed) on a
// snapshot of build/, emails queued as a visitor queues them, and the outbox rows read back.
// Apart from the scenarios so both scripts share one harness.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { freePort, root } from "./server.mjs";

/** @typedef {{ to: string; messageId: string; at: number }} Received */

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A tag for this run's recipients: `<tag>-<scenario>-<n>@example.com`. */
export const runTag = () => `outbox${randomBytes(4).toString("hex")}`;

/** The Message-ID header of a raw message (headers unfolded), or "" without one. */
function messageIdOf(/** @type {Buffer} */ raw) {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const headers = (end === -1 ? text : text.slice(0, end)).replace(/\r\n[ \t]+/g, " ");
  return headers.match(/^message-id:\s*(.*)$/im)?.[1]?.trim() ?? "";
}

/**
 * An SMTP server on 127.0.0.1 recording each message's recipients and Message-ID. A message
 * counts as received once its DATA has arrived, before the reply: `delayMs` later the server
 * answers 250, so an app killed in that window has handed the message over without knowing.
 * @param {{ port?: number; delayMs?: number }} [options]
 */
export async function startMailbox(options = {}) {
  /** @type {Received[]} */
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        const messageId = messageIdOf(Buffer.concat(chunks));
        const at = performance.now();
        for (const recipient of session.envelope.rcptTo) {
          received.push({ to: recipient.address.toLowerCase(), messageId, at });
        }
        if (options.delayMs) setTimeout(() => callback(null), options.delayMs);
        else callback(null);
      });
    },
  });
  // A client killed mid-session is part of the scenarios, not a failure of the server.
  server.on("error", () => {});
  const port = options.port ?? (await freePort());
  await new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** This run's messages: those whose recipient starts with `prefix`. */
    of: (/** @type {string} */ prefix) => received.filter((mail) => mail.to.startsWith(prefix)),
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();

/** Kills every app a scenario left running (after a failed check). */
export function killLeftovers() {
  for (const child of running) child.kill("SIGKILL");
}

/** @type {string | null} */
let snapshot = null;

/**
 * A copy of build/ and drizzle/ (node_modules linked) that every app of this run starts from:
 * `node server/index.js` rebuilds when a source is newer than the build, and an edit during a
 * 5-minute run would then rebuild (or fail to) between a scenario's restarts.
 */
function buildSnapshot() {
  if (snapshot) return snapshot;
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No production build: run npm run build first.");
  }
  const dir = mkdtempSync(path.join(tmpdir(), "wb50-email-build-"));
  cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  cpSync(path.join(root, "drizzle"), path.join(dir, "drizzle"), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  snapshot = dir;
  return dir;
}

// What server/index.js does in production, minus the rebuild check.
const RUN_BUILD = `
const { start } = await import(process.env.WB50_SNAPSHOT + "/build/server/index.js");
start({ clientDir: process.env.WB50_SNAPSHOT + "/build/client" }).catch((error) => {
  console.error(error?.name === "EnvError" ? error.message : error);
  process.exit(1);
});`;

/**
 * The production build (a snapshot of build/, taken once per run) on a free port, resolving
 * once it prints "Ready" (with the time it did).
 * Without DATABASE_URL the data lives in `dataDir` (PGlite), so a restart on it sees the outbox.
 * @param {{ dataDir: string; smtpUrl?: string; mailFrom?: string; databaseUrl?: string }} options
 */
export async function startApp(options) {
  const port = await freePort();
  const dir = buildSnapshot();
  const child = spawn(process.execPath, ["--input-type=module", "-e", RUN_BUILD], {
    cwd: root,
    env: {
      ...process.env,
      WB50_SNAPSHOT: dir,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? process.env.DATABASE_URL ?? "",
      PORTAL_PASSWORD: "email-faults-portal-code",
      SESSION_SECRET: "email-faults-session-secret-0123456789abcdef",
      TRUST_PROXY: "1",
      SMTP_URL: options.smtpUrl ?? "",
      APP_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: options.mailFrom ?? "outbox-check@example.com",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  running.add(child);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve(signal ?? code);
    }),
  );
  const ready = await new Promise((resolve, reject) => {
    let buffered = "";
    let seen = false;
    const timer = setTimeout(() => reject(new Error("the app did not print Ready within 120 s")), 120_000);
    // Read every line (without SMTP_URL it logs one per queued email) so the pipe never fills.
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (/** @type {string} */ chunk) => {
      if (seen) return;
      buffered = (buffered + chunk).slice(-4000);
      if (/^Ready on /m.test(buffered)) {
        seen = true;
        clearTimeout(timer);
        resolve(performance.now());
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${code}) before it was ready`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** `performance.now()` when the app printed "Ready". */
    ready: /** @type {number} */ (ready),
    /** SIGTERM: the app finishes the send in flight, then exits. */
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
    kill: () => {
      child.kill("SIGKILL");
      return exited;
    },
  };
}

/** Client addresses unique to this process: IPv6, 5 requests each. */
const clientBlock = randomBytes(4)
  .toString("hex")
  .replace(/(.{4})/, "$1:");
let clientCounter = 0;

/**
 * Queues one email per recipient through "Forgot your password?" (each a 302 to the "sent"
 * page), `concurrency` requests at a time; the number answered 302 and the requests per second.
 * @param {string} base @param {string[]} recipients
 */
export async function queueEmails(base, recipients, concurrency = 8) {
  const clients = Array.from({ length: Math.ceil(recipients.length / 5) }, () => {
    clientCounter += 1;
    return `fd00::${clientBlock}:${clientCounter.toString(16)}`;
  });
  let next = 0;
  let accepted = 0;
  /** @type {Map<number, number>} */
  const other = new Map();
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < recipients.length; index = next++) {
      const response = await fetch(`${base}/forgot-password`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: base,
          "X-Forwarded-For": String(clients[Math.floor(index / 5)]),
        },
        body: new URLSearchParams({ email: String(recipients[index]) }),
      });
      await response.arrayBuffer();
      const sent = response.status === 302 && response.headers.get("location")?.includes("sent=1");
      if (sent) accepted += 1;
      else other.set(response.status, (other.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const refused = [...other.entries()].map(([status, count]) => `${status}×${count}`).join(" ");
  return { accepted, refused, perSecond: recipients.length / seconds, seconds };
}

/** `count` recipients: `<tag>-<name>-<n>@example.com`. */
export const recipientsFor = (/** @type {string} */ prefix, /** @type {number} */ count) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com`);

/**
 * Polls until every recipient has at least one message, or the deadline passes.
 * @param {() => Received[]} messages @param {string[]} recipients @param {number} timeoutMs
 */
export async function waitForAll(messages, recipients, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const arrived = new Set(messages().map((mail) => mail.to));
    const missing = recipients.filter((to) => !arrived.has(to)).length;
    if (missing === 0 || Date.now() > deadline) return recipients.length - missing;
    await sleep(100);
  }
}

/** Recipients received more than once, and whether each one's copies share one Message-ID. */
export function duplicatesOf(/** @type {Received[]} */ messages) {
  /** @type {Map<string, Set<string>>} */
  const ids = new Map();
  /** @type {Map<string, number>} */
  const copies = new Map();
  for (const mail of messages) {
    ids.set(mail.to, (ids.get(mail.to) ?? new Set()).add(mail.messageId));
    copies.set(mail.to, (copies.get(mail.to) ?? 0) + 1);
  }
  const duplicated = [...copies.entries()].filter(([, count]) => count > 1).map(([to]) => to);
  const sameId = duplicated.every((to) => ids.get(to)?.size === 1);
  const distinctIds = new Set(messages.map((mail) => mail.messageId)).size;
  return { duplicated: duplicated.length, extra: messages.length - copies.size, sameId, distinctIds };
}

/**
 * This run's outbox rows (recipient starting with `prefix`): in PostgreSQL when DATABASE_URL is
 * set, else in the PGlite of `dataDir`, which only a stopped (or killed) app lets go of.
 * @param {string} dataDir @param {string} prefix
 * @returns {Promise<{ id: string; to: string; status: string }[]>}
 */
export async function outboxRows(dataDir, prefix) {
  const sql = `select id, to_address as "to", status from outbox where to_address like $1 order by id`;
  const params = [`${prefix}%`];
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return (await db.query(sql, params)).rows.map((row) => {
      const { id, to, status } = Object(row);
      return { id: String(id), to: String(to), status: String(status) };
    });
  } finally {
    await db.close();
  }
}

/** `{ sent: 58, sending: 2, … }` as text. */
export const statusesOf = (/** @type {{ status: string }[]} */ rows) => {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${status} ${count}`)
    .join(", ");
};
