import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerError } from "smtp-server";

/** One email as the SMTP server received it: parsed, with the envelope it came in. */
export type ReceivedMail = ParsedMail & {
  /** The envelope's RCPT TO addresses, as the client sent them (not the To header). */
  envelopeTo: string[];
  /** The envelope's MAIL FROM address. */
  envelopeFrom: string | null;
  /** The message exactly as it arrived, headers and all. */
  raw: string;
};

export type TestSmtp = {
  /** `smtp://127.0.0.1:port`, for SMTP_URL or `createSmtpTransport`. */
  url: string;
  port: number;
  /** Every message accepted, in the order they arrived. */
  messages: ReceivedMail[];
  /** The first message matching `predicate`, polled until `timeoutMs` runs out. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Resolves once at least `count` messages have arrived (all of them). */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Closes the server and every open connection: clients get "connection refused" until `restart`. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  restart(): Promise<void>;
  /**
   * Makes every following message be refused at the end of DATA with this reply code (550: a
   * permanent refusal, 451: try again later); null accepts again.
   */
  reject(code: number | null): void;
};

/** A real SMTP server in the test process, on 127.0.0.1 and a free port, without TLS or auth. */
export async function startTestSmtp(options: { closeTimeoutMs?: number } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let rejectWith: number | null = null;
  let server: SMTPServer | null = null;
  let port = 0;

  function create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Connections still open when the server stops are cut at once, as a crash would.
      closeTimeout: options.closeTimeoutMs ?? 1,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", (error) => callback(error));
        stream.on("end", () => {
          if (rejectWith !== null) {
            const refusal: SMTPServerError = new Error(
              rejectWith >= 500 ? "Mailbox unavailable" : "Try again later",
            );
            refusal.responseCode = rejectWith;
            callback(refusal);
            return;
          }
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              messages.push(
                Object.assign(parsed, {
                  envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
                  envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                  raw: raw.toString("utf8"),
                }),
              );
              callback(null, `Queued as test-${messages.length}`);
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  }

  function listen(on: number): Promise<void> {
    const next = create();
    return new Promise((resolve, reject) => {
      next.on("error", reject);
      next.listen(on, "127.0.0.1", () => {
        next.off("error", reject);
        // A connection cut mid-session is an expected part of some tests, not a failure.
        next.on("error", () => {});
        server = next;
        port = (next.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  async function poll<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (Date.now() > deadline) {
        const seen = messages.map((mail) => `${mail.envelopeTo.join(",")}: ${mail.subject}`).join("; ");
        throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; received: [${seen}]`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  await listen(0);

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      return poll(() => messages.find(predicate), timeoutMs, "a matching email");
    },
    waitForCount(count, timeoutMs = 5_000) {
      return poll(
        () => (messages.length >= count ? [...messages] : undefined),
        timeoutMs,
        `${count} email(s)`,
      );
    },
    stop() {
      const running = server;
      server = null;
      if (!running) return Promise.resolve();
      return new Promise((resolve) => running.close(() => resolve()));
    },
    restart() {
      if (server) return Promise.resolve();
      return listen(port);
    },
    reject(code) {
      rejectWith = code;
    },
  };
}

/** Runs outbox passes, as the server's worker does, until nothing is due; the rows handled. */
export async function drainOutbox(worker: { runOnce(): Promise<number> }): Promise<number> {
  let handled = 0;
  for (let pass = 0; pass < 20; pass += 1) {
    const count = await worker.runOnce();
    if (count === 0) return handled;
    handled += count;
  }
  throw new Error("the outbox never emptied");
}

/**
 * The one link in the email's plain text that starts with `prefix` (the app's address and a
 * path), as path and query for a route's request; throws unless there is exactly one.
 */
export function appLinkIn(received: ParsedMail, prefix: string): string {
  const found = (received.text ?? "").split(/\s+/).filter((word) => word.startsWith(prefix));
  if (found.length !== 1) {
    throw new Error(`expected one ${prefix} link in "${received.subject}", found ${found.length}`);
  }
  const url = new URL(found[0] ?? "");
  return `${url.pathname}${url.search}`;
}
