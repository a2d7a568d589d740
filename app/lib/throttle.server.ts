import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { throttleCounters } from "~/db/schema";

/** Issue 3: at most 5 unsuccessful attempts per 15 minutes per client address and per session. */
export const THROTTLE_LIMIT = 5;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Rows a visitor creates (a newsletter sign-up, a questionnaire's first answer): generous, since
 * every one counts, successful or not, and one address may be a household or an office; it only
 * stops a script from filling the tables.
 */
export const ANONYMOUS_WRITE_LIMIT = 60;

/** The slots one attempt took: given back with `release` when the attempt succeeded. */
export type ThrottleSlot = { bucket: string; windowStartedAt: Date };

export type ThrottleVerdict =
  | { blocked: false; slots: ThrottleSlot[] }
  | { blocked: true; retryAfterSeconds: number };

/**
 * One row per bucket counts the attempts of the current window. Taking a slot is one upsert
 * that counts and answers at once: PostgreSQL (and PGlite) lock the row for the statement, so
 * parallel requests are counted one after another and no more than the limit get through.
 * Rows in the database, not counters in memory, so the limit holds across restarts and across
 * app instances sharing one PostgreSQL. A window starts with the first attempt and lasts
 * `THROTTLE_WINDOW_MS`.
 */
export function createThrottle({ db, now }: { db: Database; now: () => Date }) {
  const windowStart = () => new Date(now().getTime() - THROTTLE_WINDOW_MS);

  /** Gives slots back; a slot from a window that has since ended is no longer counted anyway. */
  async function release(slots: readonly ThrottleSlot[]): Promise<void> {
    if (slots.length === 0) return;
    await db
      .update(throttleCounters)
      .set({ attempts: sql`greatest(${throttleCounters.attempts} - 1, 0)`, updatedAt: now() })
      .where(
        or(
          ...slots.map((slot) =>
            and(
              eq(throttleCounters.bucket, slot.bucket),
              eq(throttleCounters.windowStartedAt, slot.windowStartedAt),
            ),
          ),
        ),
      );
  }

  return {
    /**
     * Counts one attempt in every bucket and says whether it may go ahead: refused when any
     * bucket is over `limit`. A refused attempt gives its slots back at once, so waiting is
     * not lengthened by knocking, and another bucket is not charged for it.
     */
    async take(buckets: readonly string[], limit = THROTTLE_LIMIT): Promise<ThrottleVerdict> {
      if (buckets.length === 0) return { blocked: false, slots: [] };
      const at = now();
      const expired = sql`${throttleCounters.windowStartedAt} <= ${windowStart().toISOString()}::timestamptz`;
      // Sorted, so two requests sharing buckets lock their rows in the same order (no deadlock).
      const rows = await db
        .insert(throttleCounters)
        .values(
          [...new Set(buckets)]
            .sort()
            .map((bucket) => ({ bucket, windowStartedAt: at, attempts: 1, createdAt: at, updatedAt: at })),
        )
        .onConflictDoUpdate({
          target: throttleCounters.bucket,
          set: {
            attempts: sql`case when ${expired} then 1 else ${throttleCounters.attempts} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${at.toISOString()}::timestamptz else ${throttleCounters.windowStartedAt} end`,
            updatedAt: at,
          },
        })
        .returning({
          bucket: throttleCounters.bucket,
          attempts: throttleCounters.attempts,
          windowStartedAt: throttleCounters.windowStartedAt,
        });
      const slots = rows.map(({ bucket, windowStartedAt }) => ({ bucket, windowStartedAt }));
      let retryAt = 0;
      for (const row of rows) {
        if (row.attempts > limit) {
          retryAt = Math.max(retryAt, row.windowStartedAt.getTime() + THROTTLE_WINDOW_MS);
        }
      }
      if (retryAt === 0) return { blocked: false, slots };
      await release(slots);
      return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - at.getTime()) / 1000)) };
    },

    release,

    /** Drops rows whose window has ended; run with the hourly session purge. */
    async purgeOld(): Promise<number> {
      const removed = await db
        .delete(throttleCounters)
        .where(lte(throttleCounters.windowStartedAt, windowStart()))
        .returning({ bucket: throttleCounters.bucket });
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
