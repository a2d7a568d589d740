// `npm run create-coach -- --email coach@example.com --name "Jane"`: creates the coach account
// (or makes an existing account a coach) in the database the server uses (same DATA_DIR or
// DATABASE_URL). The password is read from COACH_PASSWORD or typed at a hidden prompt.
import { parseArgs } from "node:util";
import { buildIfNeeded, serverBundle } from "./build-if-needed.js";

process.env.NODE_ENV ??= "production";

/** @param {string} question */
async function askHidden(question) {
  const { createInterface } = await import("node:readline");
  const { Writable } = await import("node:stream");
  process.stdout.write(question);
  // readline echoes what is typed to its output; this output swallows it.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  const answer = await new Promise((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return String(answer);
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
  const email = values.email?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Usage: npm run create-coach -- --email coach@example.com [--name "Coach name"]');
    process.exit(2);
  }
  const password = process.env.COACH_PASSWORD ?? (await askHidden("Password (at least 12 characters): "));
  if (password.length < 12) {
    console.error("The password must be at least 12 characters long.");
    process.exit(2);
  }
  buildIfNeeded();
  const { createCoachFromCli } = await import(serverBundle);
  const { outcome } = await createCoachFromCli({ email, name: values.name?.trim() || "Coach", password });
  console.log(
    outcome === "created"
      ? `Coach account created for ${email}.`
      : `${email} already had an account; it is now a coach account (password unchanged).`,
  );
}

main().catch((error) => {
  console.error(error?.name === "EnvError" ? error.message : error);
  process.exit(1);
});
