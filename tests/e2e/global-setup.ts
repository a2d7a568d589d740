import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startMailbox } from "./mailbox";
import { E2E_SECRETS } from "./secrets";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The PostgreSQL pass starts from an empty database every run, so reruns behave the same. */
async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("drop schema if exists drizzle cascade");
  await client.query("drop schema if exists public cascade");
  await client.query("create schema public");
  await client.end();
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy within 90 s:\n${output()}`);
}

/**
 * Starts a mail server, then the production build on a free port with a new data folder,
 * sending its emails to that mail server; returns the teardown.
 */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wb50-e2e-"));
  if (process.env.DATABASE_URL) await resetPostgres(process.env.DATABASE_URL);
  const baseURL = `http://localhost:${port}`;
  // Every email the app sends lands in this folder, one .eml file each (tests/e2e/mailbox.ts).
  const mailboxDir = path.join(dataDir, "mailbox");
  const mailbox = await startMailbox(mailboxDir);

  // The server's output goes to a file too, so tests can check what it logged.
  const logFile = path.join(dataDir, "server.log");
  let output = "";
  const record = (chunk: Buffer) => {
    output += chunk;
    appendFileSync(logFile, chunk);
  };
  const server = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      TEST_PROBES: "true",
      // The production build refuses the probes unless told this is a test run (env.server.ts).
      ALLOW_TEST_PROBES_IN_PRODUCTION: "true",
      PORTAL_PASSWORD: E2E_SECRETS.portalCode,
      ADMIN_EMAIL: E2E_SECRETS.coachEmail,
      ADMIN_PASSWORD: E2E_SECRETS.coachPassword,
      PAYMENT_WEBHOOK_SECRET: E2E_SECRETS.webhookSecret,
      // Real SMTP to the mailbox above; the links in the emails lead back to this server.
      SMTP_URL: mailbox.url,
      APP_URL: baseURL,
      // Email requests are limited per client address, and every browser here is 127.0.0.1:
      // trusting one proxy hop lets the email journeys name their own address
      // (X-Forwarded-For, mailbox.ts `fromOwnConnection`). Requests without the header are
      // still counted against 127.0.0.1.
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", record);
  server.stderr?.on("data", record);

  await waitForHealth(baseURL, server, () => output);
  // Shows in the test log which database this pass runs on.
  console.log(output.split("\n").find((line) => line.startsWith("Ready on")) ?? output);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_SERVER_LOG_FILE = logFile;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAILBOX_DIR = mailboxDir;

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await mailbox.stop();
    if (process.env.E2E_SERVER_LOG) console.log(output);
    // Kept when asked, so the log can be read after a failure.
    if (process.env.E2E_KEEP_DATA) return;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
