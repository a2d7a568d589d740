import { and, count, gt, inArray, lte, min } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { authFailures } from "~/db/schema";

/** Issue 3: at most 5 failures per 15 minutes per client address and per session. */
export const THROTTLE_LIMIT = 5;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * Failures are rows in the database, not counters in memory, so the limit holds across
 * restarts and across app instances sharing one PostgreSQL.
 */
export function createThrottle({ db, now }: { db: Database; now: () => Date }) {
  const windowStart = () => new Date(now().getTime() - THROTTLE_WINDOW_MS);

  return {
    /** Blocked when any bucket already holds the limit of failures inside the window. */
    async check(buckets: readonly string[]): Promise<ThrottleVerdict> {
      if (buckets.length === 0) return { blocked: false };
      const rows = await db
        .select({ bucket: authFailures.bucket, failures: count(), oldest: min(authFailures.createdAt) })
        .from(authFailures)
        .where(and(inArray(authFailures.bucket, [...buckets]), gt(authFailures.createdAt, windowStart())))
        .groupBy(authFailures.bucket);
      let retryAt = 0;
      for (const row of rows) {
        if (row.failures < THROTTLE_LIMIT || !row.oldest) continue;
        // Counting from the oldest failure in the window keeps the wait honest and short.
        retryAt = Math.max(retryAt, new Date(row.oldest).getTime() + THROTTLE_WINDOW_MS);
      }
      if (retryAt === 0) return { blocked: false };
      return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now().getTime()) / 1000)) };
    },

    async recordFailure(buckets: readonly string[]): Promise<void> {
      if (buckets.length === 0) return;
      const createdAt = now();
      await db
        .insert(authFailures)
        .values(buckets.map((bucket) => ({ bucket, createdAt, updatedAt: createdAt })));
    },

    /** Drops rows that no longer count; run with the hourly session purge. */
    async purgeOld(): Promise<number> {
      const removed = await db
        .delete(authFailures)
        .where(lte(authFailures.createdAt, windowStart()))
        .returning({ id: authFailures.id });
      return removed.length;
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** "14 minutes", "1 minute", "30 seconds": for the message shown when she must wait. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
