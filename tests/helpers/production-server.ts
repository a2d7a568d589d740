/**
 * The production build (`build/`, made by `npm run build`) started inside the test process, for
 * the checks that need only HTTP (`tests/http/`, issue 35). Each file gets its own server: a
 * free port, a fresh data folder with its own copy of a migrated embedded database, and a mail
 * server of its own. It is configured as the browser suite's (tests/e2e/global-setup.ts),
 * probes included. It can run inside Vitest's worker because its `stop()` releases what
 * `start()` took: the port, the signal handlers, the workers and the database (server/app.ts).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { format } from "node:util";
import { afterAll, beforeAll, beforeEach, inject, type MockInstance, vi } from "vitest";
import { E2E_SECRETS } from "../e2e/secrets";
import { startTestSmtp, type TestSmtp } from "./smtp";

const root = path.resolve(import.meta.dirname, "../..");
export const SERVER_BUNDLE = path.join(root, "build/server/index.js");
const CLIENT_DIR = path.join(root, "build/client");
/** A start on a busy 2-core machine (the browser suite's global setup allows 90 s). */
const START_TIMEOUT_MS = 120_000;

/** `start` of server/app.ts, as the bundle exports it: only what these tests call. */
type Start = (options: { clientDir: string }) => Promise<{ url: string; stop(): Promise<void> }>;

export type ProductionServer = {
  /** `http://127.0.0.1:<port>`, once the file's `beforeAll` has run. */
  readonly url: string;
  /** The mail server it sends to: every email, parsed. */
  readonly mail: TestSmtp;
};

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

/**
 * Registers a `beforeAll` that starts the server and an `afterAll` that stops it and removes its
 * data; the returned object's fields are read inside tests.
 */
export function withProductionServer(): ProductionServer {
  let running: { url: string; stop(): Promise<void> } | undefined;
  let mail: TestSmtp | undefined;
  let dataDir: string | undefined;
  const saved = new Map<string, string | undefined>();
  // The server logs a line per request (a walk is hundreds): kept aside and shown only when it
  // did not start or a test of the file failed. Its warnings and errors show as they come.
  const log: string[] = [];
  let logged: MockInstance<typeof console.log> | undefined;
  let failed = false;

  beforeAll(async () => {
    logged = vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => {
      log.push(format(...parts));
    });
    if (!existsSync(SERVER_BUNDLE)) {
      throw new Error(
        `${path.relative(root, SERVER_BUNDLE)} is missing: the HTTP tests run against the production build. Run \`npm run build\` first (\`npm test\` does).`,
      );
    }
    mail = await startTestSmtp();
    dataDir = mkdtempSync(path.join(tmpdir(), "wb50-http-"));
    // Its own copy of the database the project's global setup migrated (migrated-data-dir.ts).
    cpSync(inject("migratedPgliteDir"), path.join(dataDir, "pglite"), { recursive: true });
    // The port is chosen first so that APP_URL, the address in emailed links, is this server's.
    const port = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Always the embedded database, even when the shell names a PostgreSQL one: these checks
      // run once, and the data project is what proves PostgreSQL (decision 0048).
      DATABASE_URL: "",
      // Generated into DATA_DIR, as on a first start.
      SESSION_SECRET: "",
      VAPID_PUBLIC_KEY: "",
      VAPID_PRIVATE_KEY: "",
      TEST_PROBES: "true",
      // The production build refuses the probes unless told this is a test run (env.server.ts).
      ALLOW_TEST_PROBES_IN_PRODUCTION: "true",
      PORTAL_PASSWORD: E2E_SECRETS.portalCode,
      ADMIN_EMAIL: E2E_SECRETS.coachEmail,
      ADMIN_PASSWORD: E2E_SECRETS.coachPassword,
      PAYMENT_WEBHOOK_SECRET: E2E_SECRETS.webhookSecret,
      SMTP_URL: mail.url,
      APP_URL: `http://127.0.0.1:${port}`,
      // As in the browser suite: requests may name their client address (X-Forwarded-For), so
      // the per-address limits on email requests are not one shared count.
      TRUST_PROXY: "1",
    };
    // start() reads its configuration from process.env (loadConfig), once, as it starts.
    for (const [name, value] of Object.entries(env)) {
      saved.set(name, process.env[name]);
      process.env[name] = value;
    }
    const { start } = (await import(pathToFileURL(SERVER_BUNDLE).href)) as { start: Start };
    running = await start({ clientDir: CLIENT_DIR });
  }, START_TIMEOUT_MS);

  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      failed = true;
    });
  });

  afterAll(async () => {
    await running?.stop();
    await mail?.stop();
    logged?.mockRestore();
    // Not running: the start itself failed, and its log says how far it got.
    if (failed || !running) console.log(`The production server's log:\n${log.join("\n")}`);
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The production server's ${what} is read before beforeAll ran`);
    return value;
  };
  return {
    get url() {
      return ready(running, "URL").url;
    },
    get mail() {
      return ready(mail, "mail server");
    },
  };
}
