import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "~/db/client.server";
import { outbox, outboxAttachments, type pushOutbox } from "~/db/schema";
import { safeEmailParts } from "~/features/email/email-headers.server";
import { renderEmailHtml, renderEmailText } from "~/features/email/email-layout";
import { type EmailMessage, SENSITIVE_KINDS } from "~/features/email/messages";
import { deliveryFailures } from "~/lib/metrics";

export { oneLineHeader, UnsafeEmailError } from "~/features/email/email-headers.server";

/** Attempts before an email is given up as failed (about 4 hours of retries in all). */
export const MAX_ATTEMPTS = 12;
/** How long a worker's claim on a row lasts; a crashed worker's rows are retried after it. */
export const CLAIM_MS = 2 * 60 * 1000;
const BATCH_SIZE = 20;
/** Connections to the mail server per instance; the worker sends this many emails at once. */
const SMTP_CONNECTIONS = 3;

/** The wait before attempt `n + 1`: 5 s, 10 s, 20 s… up to 30 minutes, with ±20% jitter. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60 * 1000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** In-process signal: a queued email wakes this process's worker at once instead of at its next poll. */
const queued = new EventEmitter();

/**
 * Writes an email to the outbox. Call it with the transaction that makes the change the email
 * reports, so both happen or neither does. With a `dedupeKey`, a second call queues nothing
 * (a retried request, a replayed webhook) and returns null.
 */
export async function enqueueEmail(
  db: Database,
  email: {
    to: string;
    message: EmailMessage;
    dedupeKey?: string;
    headers?: Record<string, string>;
    /** A bulk send it belongs to ("newsletter:12"). */
    campaign?: string;
    /** Issue 40: a calendar invite sent with it as text/calendar; method=… */
    calendar?: { method: "REQUEST" | "CANCEL"; content: string };
  },
  now: Date,
): Promise<string | null> {
  const { to, headers, message } = safeEmailParts(email);
  const [row] = await db
    .insert(outbox)
    .values({
      id: randomUUID(),
      kind: message.kind,
      dedupeKey: email.dedupeKey ?? null,
      campaign: email.campaign ?? null,
      to,
      subject: message.subject,
      html: renderEmailHtml(message),
      text: renderEmailText(message),
      headers,
      sensitive: SENSITIVE_KINDS.has(message.kind),
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  if (!row) return null;
  if (email.calendar) await db.insert(outboxAttachments).values({ outboxId: row.id, ...email.calendar });
  setImmediate(() =>
    queued.emit("queued", {
      id: row.id,
      to,
      subject: message.subject,
      link: message.action?.url,
      code: message.code,
    }),
  );
  return row.id;
}

export type OutboxRow = typeof outbox.$inferSelect;

export async function listOutbox(db: Database, limit = 100) {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastReply: outbox.lastReply,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

const OUTBOX_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One outbox row; null for an id that is not one (a made-up address is a 404, never a 500). */
export async function findOutboxEmail(db: Database, id: string): Promise<OutboxRow | null> {
  if (!OUTBOX_ID.test(id)) return null;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}

/** The transport for SMTP_URL: pooled, with timeouts well inside a claim's lifetime. */
export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** The domain of the sender's address, for Message-IDs: `<outbox id@domain>`. */
export function senderDomain(from: string): string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  return address.split("@")[1]?.trim() || "localhost";
}

type SmtpFailure = { responseCode?: number; response?: string; message?: string; code?: string };

/**
 * Only a refusal of this recipient or this message is final. A 5xx at sign-in (a wrong
 * password), at the greeting or for a sending quota is about the account and passes: those
 * are retried, so one bad setting does not fail a whole newsletter for good.
 */
function isPermanent(error: SmtpFailure): boolean {
  return (
    (error.code === "EENVELOPE" || error.code === "EMESSAGE") &&
    typeof error.responseCode === "number" &&
    error.responseCode >= 500 &&
    !/quota|rate|too many/i.test(error.response ?? "")
  );
}

/** The queues claimed this way: the email outbox and the push outbox (issue 20). */
type Queue = typeof outbox | typeof pushOutbox;

/**
 * Claims a queue's due rows for this worker: queued ones whose time has come and ones whose
 * claim ran out (a worker died mid-send). `FOR UPDATE SKIP LOCKED` means two instances on one
 * PostgreSQL never take the same row; each claimed row is marked sending for CLAIM_MS with one
 * more attempt. Returns the claimed ids.
 */
export async function claimDue(db: Database, queue: Queue, at: Date, limit: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: queue.id })
      .from(queue)
      .where(
        or(
          and(eq(queue.status, "queued"), lte(queue.nextAttemptAt, at)),
          and(eq(queue.status, "sending"), lt(queue.lockedUntil, at)),
        ),
      )
      .orderBy(asc(queue.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(queue)
      .set({
        status: "sending",
        lockedUntil: new Date(at.getTime() + CLAIM_MS),
        attempts: sql`${queue.attempts} + 1`,
        updatedAt: at,
      })
      .where(
        inArray(
          queue.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: queue.id });
    return claimed.map((row) => row.id);
  });
}

/**
 * Delivers the outbox. Each pass claims due rows with `FOR UPDATE SKIP LOCKED`, so two
 * instances on one PostgreSQL never take the same row, sends them, and records the reply:
 * sent, retried later with exponential backoff, or failed (a permanent 5xx refusal, or
 * MAX_ATTEMPTS used). A row whose worker died mid-send is taken again when its claim runs out
 * and sent with the same Message-ID, so the receiving side can tell the copy for what it is.
 */
export function createOutboxWorker(options: {
  db: Database;
  transport: Pick<Transporter, "sendMail">;
  from: string;
  now: () => Date;
  pollMs?: number;
  log?: (line: string) => void;
}) {
  const { db, transport, from, now } = options;
  const domain = senderDomain(from);
  const log = options.log ?? ((line: string) => console.log(line));

  async function claim(): Promise<OutboxRow[]> {
    const ids = await claimDue(db, outbox, now(), BATCH_SIZE);
    return ids.length === 0 ? [] : db.select().from(outbox).where(inArray(outbox.id, ids));
  }

  /**
   * Renews this worker's claim just before sending, and only if it still holds it: a row whose
   * claim ran out while it waited (a slow mail server) may have been taken by another instance,
   * and must not be sent twice. The final update likewise matches this claim only.
   */
  async function deliver(
    row: OutboxRow,
    invite?: { method: string; content: string },
  ): Promise<"sent" | "retry" | "failed" | "lost"> {
    const [held] = await db
      .update(outbox)
      .set({ lockedUntil: new Date(now().getTime() + CLAIM_MS) })
      .where(
        and(
          eq(outbox.id, row.id),
          eq(outbox.status, "sending"),
          eq(outbox.lockedUntil, row.lockedUntil ?? now()),
        ),
      )
      .returning({ lockedUntil: outbox.lockedUntil });
    if (!held?.lockedUntil) return "lost";
    const ours = and(
      eq(outbox.id, row.id),
      eq(outbox.status, "sending"),
      eq(outbox.lockedUntil, held.lockedUntil),
    );
    try {
      const info = await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
        messageId: `<${row.id}@${domain}>`,
        ...(invite
          ? { icalEvent: { method: invite.method, filename: "invite.ics", content: invite.content } }
          : {}),
      });
      const at = now();
      await db
        .update(outbox)
        .set({
          status: "sent",
          sentAt: at,
          lockedUntil: null,
          lastReply: String(info.response ?? "accepted").slice(0, 500),
          // A sign-in link or code has done its job once delivered; the copy here could only leak.
          ...(row.sensitive ? { html: "", text: "" } : {}),
          updatedAt: at,
        })
        .where(ours);
      return "sent";
    } catch (thrown) {
      const error = thrown as SmtpFailure;
      deliveryFailures.inc({ channel: "email" });
      const failed = isPermanent(error) || row.attempts >= MAX_ATTEMPTS;
      const reply = String(error.response ?? error.message ?? error.code ?? thrown).slice(0, 500);
      const at = now();
      await db
        .update(outbox)
        .set({
          status: failed ? "failed" : "queued",
          lockedUntil: null,
          nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
          lastReply: reply,
          updatedAt: at,
        })
        .where(ours);
      if (failed) log(`Email ${row.id} to ${row.to} failed for good: ${reply}`);
      return failed ? "failed" : "retry";
    }
  }

  /** One pass: claims a batch and delivers it; the number of rows it handled. */
  async function runOnce(): Promise<number> {
    const rows = await claim();
    const ids = rows.map((row) => row.id);
    const invites = ids.length
      ? await db.select().from(outboxAttachments).where(inArray(outboxAttachments.outboxId, ids))
      : [];
    const inviteOf = new Map(invites.map((invite) => [invite.outboxId, invite]));
    // As many at a time as the pool has connections, so no claimed row waits long in a queue.
    let next = 0;
    const lane = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) await deliver(row, inviteOf.get(row.id));
    };
    await Promise.all(Array.from({ length: Math.min(SMTP_CONNECTIONS, rows.length) }, lane));
    return rows.length;
  }

  const loop = createPollingLoop({
    name: "Outbox worker",
    runOnce,
    batchSize: BATCH_SIZE,
    pollMs: options.pollMs ?? 1000,
    wakeOn: queued,
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}

/**
 * The timer a queue's worker runs on: a pass every `pollMs`, at once again after a full batch
 * (more may be waiting) or when `wakeOn` says something was queued in this process, five
 * times slower after an error. `stop` waits for the pass in flight, so the database can close.
 */
export function createPollingLoop(options: {
  name: string;
  runOnce: () => Promise<number>;
  batchSize: number;
  pollMs: number;
  wakeOn?: EventEmitter;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  function schedule(delay: number) {
    if (stopped || running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      running = options
        .runOnce()
        .then((handled) => {
          running = null;
          schedule(handled === options.batchSize ? 0 : options.pollMs);
        })
        .catch((error) => {
          running = null;
          console.error(`${options.name}:`, error);
          schedule(options.pollMs * 5);
        });
    }, delay);
  }
  const wake = () => schedule(0);

  return {
    start() {
      stopped = false;
      options.wakeOn?.on("queued", wake);
      schedule(0);
    },
    async stop() {
      stopped = true;
      options.wakeOn?.off("queued", wake);
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Without SMTP_URL, emails stay queued in the outbox (the coach's Emails page lists them) and
 * each is announced in the server log with its code and link, so every flow can be followed
 * locally (a sign-up's code has no link).
 */
export function logQueuedEmails(appUrl: string) {
  const announce = (email: { id: string; to: string; subject: string; link?: string; code?: string }) =>
    console.log(
      `Email queued, not sent (no SMTP_URL): to ${email.to}, "${email.subject}"${email.code ? `, code ${email.code}` : ""}${email.link ? `, link ${email.link}` : ""} (preview: ${appUrl}/coach/emails/${email.id})`,
    );
  queued.on("queued", announce);
  return () => queued.off("queued", announce);
}

/**
 * An email's HTML for the coach's preview frame. It runs nothing: the policy allows inline
 * styles and nothing else, `sandbox` applies, and only this site's own pages may frame it
 * (`server/http.ts` leaves these paths to this policy).
 */
export function emailPreviewResponse(html: string): Response {
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
