// Web push (issue 20 §3, decision 0036): her devices' subscriptions, the push outbox and the
// worker that delivers it. `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the
// VAPID header; we send the request ourselves with fetch, so the SSRF guard, the timeout and
// "no redirects" are ours, and a test's push service can be plain HTTP on 127.0.0.1.

import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { and, desc, eq, inArray } from "drizzle-orm";
import webpush from "web-push";
import type { Database } from "~/db/client.server";
import { type PushPayload, pushOutbox, pushSubscriptions } from "~/db/schema";
import { claimDue, createPollingLoop, MAX_ATTEMPTS, retryDelayMs } from "~/features/email/outbox.server";
import type { VapidKeys } from "~/lib/env.server";
import { deliveryFailures } from "~/lib/metrics";

/** How long a push service keeps a notification for a device that is off: a reminder is stale after. */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;
const BATCH_SIZE = 20;
const SEND_TIMEOUT_MS = 10_000;

/**
 * The push services browsers use (Chrome/Edge/Android, Firefox, Safari, Windows). A
 * subscription is a URL the browser hands us and we later POST to from the server: anything
 * else could make the server call into a private network (SSRF), so it is refused.
 */
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** True for an https URL of a known push service, or any URL whose host:port is in `allowedHosts`. */
export function isAllowedEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowedHosts.includes(url.host.toLowerCase()))
    return url.protocol === "https:" || url.protocol === "http:";
  return (
    url.protocol === "https:" && url.port === "" && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname))
  );
}

export type Device = { id: string; label: string; createdAt: Date };

/** Her devices with notifications, newest first. */
export async function listDevices(db: Database, memberId: string): Promise<Device[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/**
 * Saves this browser's subscription for her. The endpoint is the device: subscribing again
 * (new keys) updates the row, and a browser another member used before moves to her, since
 * only one person is signed in on it now.
 */
export async function saveSubscription(
  db: Database,
  memberId: string,
  subscription: { endpoint: string; p256dh: string; auth: string; label: string },
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id: randomUUID(), memberId, ...subscription, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        memberId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        label: subscription.label,
        updatedAt: now,
      },
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error("The subscription was not saved.");
  return row.id;
}

/** Removes one of her devices; false when it is not hers (a 404 for the page). */
export async function removeSubscription(db: Database, memberId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.memberId, memberId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** In-process signal: a queued push wakes this process's worker at once. */
const queued = new EventEmitter();

/**
 * Queues one notification for one device, in the caller's transaction. With a dedupe key a
 * second call (another instance, a later tick) queues nothing and returns null.
 */
export async function enqueuePush(
  db: Database,
  push: { subscriptionId: string; kind: string; dedupeKey: string; payload: PushPayload },
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .insert(pushOutbox)
    .values({ id: randomUUID(), ...push, nextAttemptAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: pushOutbox.dedupeKey })
    .returning({ id: pushOutbox.id });
  if (!row) return null;
  setImmediate(() => queued.emit("queued"));
  return row.id;
}

type Outcome = "sent" | "gone" | "retry" | "failed";

/** What the push service's status means for this row (RFC 8030 §5-6 and the services' docs). */
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return "sent";
  // The subscription expired or was unsubscribed: it will never work again.
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  // 400 (bad request), 401/403 (our VAPID key refused), 413 (too large): retrying cannot help.
  return "failed";
}

/**
 * Delivers the push outbox, on the email outbox's claim (`claimDue`: FOR UPDATE SKIP LOCKED)
 * and timer. A 404/410 deletes the subscription, and its queued rows go with it (cascade);
 * 429, 5xx and network errors are retried with the email outbox's backoff.
 */
export function createPushWorker(options: {
  db: Database;
  vapid: VapidKeys;
  allowedHosts: readonly string[];
  now: () => Date;
  pollMs?: number;
  log?: (line: string) => void;
}) {
  const { db, vapid, allowedHosts, now } = options;
  const log = options.log ?? ((line: string) => console.log(line));

  async function deliver(row: {
    id: string;
    attempts: number;
    lockedUntil: Date | null;
    payload: PushPayload;
    subscriptionId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
  }): Promise<Outcome> {
    // Only the claim this pass holds may record the result: another instance may have taken it since.
    const ours = and(
      eq(pushOutbox.id, row.id),
      eq(pushOutbox.status, "sending"),
      eq(pushOutbox.lockedUntil, row.lockedUntil ?? now()),
    );
    let outcome: Outcome;
    let reply: string;
    if (!isAllowedEndpoint(row.endpoint, allowedHosts)) {
      outcome = "failed";
      reply = "Not sent: the endpoint is not a known push service";
    } else {
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          JSON.stringify(row.payload),
          {
            vapidDetails: vapid,
            TTL: PUSH_TTL_SECONDS,
            urgency: "normal",
            topic: row.payload.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || undefined,
          },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : undefined,
          redirect: "manual",
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        outcome = outcomeOf(response.status);
        reply = `${response.status} ${(await response.text().catch(() => "")).slice(0, 300)}`.trim();
      } catch (error) {
        outcome = "retry";
        reply = String(error instanceof Error ? error.message : error).slice(0, 300);
      }
    }
    const at = now();
    if (outcome === "gone") {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
      log(`Push subscription ${row.subscriptionId} removed: the push service answered ${reply}`);
      return outcome;
    }
    if (outcome === "retry" || outcome === "failed") deliveryFailures.inc({ channel: "push" });
    if (outcome === "retry" && row.attempts >= MAX_ATTEMPTS) outcome = "failed";
    await db
      .update(pushOutbox)
      .set(
        outcome === "sent"
          ? { status: "sent", sentAt: at, lockedUntil: null, lastReply: reply, updatedAt: at }
          : {
              status: outcome === "failed" ? "failed" : "queued",
              lockedUntil: null,
              nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
              lastReply: reply,
              updatedAt: at,
            },
      )
      .where(ours);
    if (outcome === "sent") {
      await db
        .update(pushSubscriptions)
        .set({ lastSentAt: at })
        .where(eq(pushSubscriptions.id, row.subscriptionId));
    }
    if (outcome === "failed") log(`Push ${row.id} failed for good: ${reply}`);
    return outcome;
  }

  /** One pass: claims a batch and delivers it; the number of rows it handled. */
  async function runOnce(): Promise<number> {
    const ids = await claimDue(db, pushOutbox, now(), BATCH_SIZE);
    if (ids.length === 0) return 0;
    const rows = await db
      .select({
        id: pushOutbox.id,
        attempts: pushOutbox.attempts,
        lockedUntil: pushOutbox.lockedUntil,
        payload: pushOutbox.payload,
        subscriptionId: pushOutbox.subscriptionId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(inArray(pushOutbox.id, ids));
    // One device's slow push service must not hold up the others.
    await Promise.all(rows.map(deliver));
    return ids.length;
  }

  const loop = createPollingLoop({
    name: "Push worker",
    runOnce,
    batchSize: BATCH_SIZE,
    pollMs: options.pollMs ?? 1000,
    wakeOn: queued,
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}
