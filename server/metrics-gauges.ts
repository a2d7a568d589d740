import { sql } from "drizzle-orm";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { gauge } from "~/lib/metrics";

// The gauges read from the database when /metrics is scraped (issue 37 §3): how much mail and
// push is waiting and for how long, and (PostgreSQL) how busy the connection pool is.

const pending = gauge("wb50_outbox_pending", "Emails and pushes queued or being sent, by channel.");
const oldest = gauge(
  "wb50_outbox_oldest_pending_age_seconds",
  "Age of the oldest email or push still waiting, by channel (0 when none waits).",
);
const failed = gauge("wb50_outbox_failed", "Emails and pushes that gave up, by channel.");
const pool = gauge(
  "wb50_db_pool_connections",
  "PostgreSQL pool connections, by state (total, idle, waiting).",
);

type Row = { channel: string; pending: number; failed: number; oldest_ms: number | null };

export async function collectGauges(database: DatabaseHandle): Promise<void> {
  const rows = await queryRows<Row>(
    database.db,
    sql`select 'email' as channel,
          (count(*) filter (where status in ('queued', 'sending')))::int as pending,
          (count(*) filter (where status = 'failed'))::int as failed,
          (extract(epoch from now() - min(created_at) filter (where status in ('queued', 'sending'))) * 1000)::float8
            as oldest_ms
        from outbox
        union all
        select 'push',
          (count(*) filter (where status in ('queued', 'sending')))::int,
          (count(*) filter (where status = 'failed'))::int,
          (extract(epoch from now() - min(created_at) filter (where status in ('queued', 'sending'))) * 1000)::float8
        from push_outbox`,
  );
  for (const row of rows) {
    pending.set(Number(row.pending), { channel: row.channel });
    failed.set(Number(row.failed), { channel: row.channel });
    oldest.set(row.oldest_ms === null ? 0 : Math.round(Number(row.oldest_ms) / 1000), {
      channel: row.channel,
    });
  }
  const stats = database.poolStats?.();
  if (stats) for (const [state, value] of Object.entries(stats)) pool.set(value, { state });
}
