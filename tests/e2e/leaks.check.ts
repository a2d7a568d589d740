import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_SECRETS } from "./secrets";

// Runs after every other end-to-end test (a dependent project in playwright.config.ts), so
// the server log holds everything the whole run made the server say.
test("no password, hash, secret or session id appears in the server's log", () => {
  const logFile = process.env.E2E_SERVER_LOG_FILE;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!logFile || !dataDir) throw new Error("Run through playwright.config.ts: the log file is unknown");
  const log = readFileSync(logFile, "utf8");
  const { SESSION_SECRET } = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as {
    SESSION_SECRET: string;
  };
  expect(log).toContain("Ready on");
  expect(log.split("\n").length).toBeGreaterThan(100);

  for (const secret of [
    ...Object.values(E2E_SECRETS).filter((value) => !value.includes("@")),
    SESSION_SECRET,
  ]) {
    expect(log.includes(secret), "a configured secret appears in the log").toBe(false);
  }
  // Health answers and private words the journeys type (new-client.spec.ts, check-in.spec.ts):
  // a screening follow-up, a check-in's pain area and question, a message. Never in the log.
  for (const words of [
    "My left knee",
    "Should I skip lunges?",
    "My knee clicks on the stairs",
    "right shoulder",
    // Issue 40 (booking.spec.ts): a visitor's note with her consultation booking.
    "Sore knees on stairs.",
  ]) {
    expect(log.includes(words), `"${words}" appears in the log`).toBe(false);
  }
  // Stack traces of server errors are expected in the log (errors.spec.ts checks them); secrets are not.
  for (const pattern of [/\$argon2/, /wb50_session=/, /token=/, /Set-Cookie/i]) {
    expect(log, `the log matches ${pattern}`).not.toMatch(pattern);
  }
});
