import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Page } from "@playwright/test";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * The mail server of the end-to-end run: the app delivers to it over real SMTP (SMTP_URL), and
 * it writes every message it accepts, raw, to `<dir>/<timestamp>-<random>.eml`. Started by
 * global setup; tests read the folder (E2E_MAILBOX_DIR) with `waitForEmail`.
 */
export async function startMailbox(dir: string) {
  mkdirSync(dir, { recursive: true });
  let last = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // The app keeps a pooled connection open: the run's teardown must not wait for it.
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      // Millisecond stamps, kept strictly increasing, so the file names sort in arrival order.
      last = Math.max(Date.now(), last + 1);
      const name = `${last}-${randomBytes(4).toString("hex")}`;
      const partial = path.join(dir, `${name}.part`);
      // Written aside and renamed, so a reader never parses half a message.
      pipeline(stream, createWriteStream(partial))
        .then(() => {
          renameSync(partial, path.join(dir, `${name}.eml`));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One message as the SMTP server received it, with the file it was saved to. */
export type ReceivedEmail = ParsedMail & { file: string };

const parsed = new Map<string, ReceivedEmail>();

function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error("E2E_MAILBOX_DIR is not set: run the tests through playwright.config.ts");
  return dir;
}

function recipients(mail: ParsedMail): string[] {
  const lists: AddressObject[] = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : [];
  return lists.flatMap((list) => list.value.map((entry) => entry.address?.toLowerCase() ?? ""));
}

/** Every message received for this address so far, newest first. */
export async function readEmails(to: string): Promise<ReceivedEmail[]> {
  const dir = mailboxDir();
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .reverse();
  const found: ReceivedEmail[] = [];
  for (const file of files) {
    let mail = parsed.get(file);
    if (!mail) {
      mail = Object.assign(await simpleParser(readFileSync(path.join(dir, file))), { file });
      parsed.set(file, mail);
    }
    if (recipients(mail).includes(to.toLowerCase())) found.push(mail);
  }
  return found;
}

/**
 * The newest message for this address (whose subject matches, when asked), polling the
 * mailbox until it arrives or the time is up. `after` skips that message and older ones, for
 * "the email sent when I pressed the button again".
 */
export async function waitForEmail(
  to: string,
  options: { subject?: RegExp; timeoutMs?: number; after?: ReceivedEmail } = {},
): Promise<ReceivedEmail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const match = (await readEmails(to)).find(
      (mail) =>
        (!options.subject || options.subject.test(mail.subject ?? "")) &&
        (!options.after || mail.file > options.after.file),
    );
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = (await readEmails(to)).map((mail) => `"${mail.subject}"`).join(", ") || "none";
      throw new Error(
        `No email to ${to}${options.subject ? ` with a subject like ${options.subject}` : ""} arrived in time (received: ${seen})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link to the app (APP_URL, the tests' base URL) under `pathPrefix` in the text part. */
export function linkIn(mail: ParsedMail, pathPrefix: string): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error("E2E_BASE_URL is not set: run the tests through playwright.config.ts");
  const links = (mail.text ?? "").match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((url) => url.startsWith(`${base}${pathPrefix}`));
  if (!link) {
    throw new Error(`"${mail.subject}" has no link to ${base}${pathPrefix} (links: ${links.join(", ")})`);
  }
  return link;
}

/** The code shown on its own line in the text part (`    123456`). */
export function codeIn(mail: ParsedMail): string {
  const code = (mail.text ?? "").match(/^\s+(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`"${mail.subject}" shows no 6-digit code`);
  return code;
}

/**
 * Email requests are limited per client address (10 per 15 minutes), and every browser of the
 * run connects from 127.0.0.1. The test server trusts one proxy hop, so each test names its
 * own address, as people on different connections would, and never uses up another's limit.
 */
export async function fromOwnConnection(page: Page) {
  const address = `198.18.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
}
