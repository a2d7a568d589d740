import type { Database, DatabaseHandle } from "./client.server";

/**
 * Decision 0043: the tables drizzle/0013_data-changes.sql leaves without the trigger that
 * announces changes on the channel "wb50_data". No member page reads them, and they are
 * written all the time (counters, the audit log, the outboxes, webhook receipts), so
 * announcing them would only end kept pages for nothing. A test checks that every other table
 * carries the trigger; a new table gets it from a migration of its own.
 */
export const UNWATCHED_TABLES: readonly string[] = [
  "throttle_counters",
  "audit_log",
  "outbox",
  "push_outbox",
  "webhook_events",
  // Issue 38 (h2, decision 0059): immutable bytes named by digest; drizzle/0018 says why.
  "media_assets",
  "media_chunks",
  // Issue 40 (h5): an email's invite, written and read with its outbox row.
  "outbox_attachments",
  // Decision 0077: added up from set_logs and workout_logs by their triggers, in the same
  // statement; their own announcements already end her kept pages.
  "exercise_days",
];

/**
 * Decision 0095 (drizzle/0040): a change to her session, account or entitlements is announced
 * once more as "account:<her member id>", for the session lookups kept in memory. Everything
 * else kept listens to the plain announcements, which still come for those rows too.
 */
export const ACCOUNT_CHANGE = "account:";

/** Whether an announcement is the second, sign-in one of decision 0095. */
export const isAccountChange = (whose: string) => whose.startsWith(ACCOUNT_CHANGE);

/** Something kept in memory until the database announces a change to it (decisions 0069, 0092). */
export type ChangeListener = {
  changed(whose: string): void;
  resumed(): void;
  lost(): void;
  /** True to be given the sign-in announcements ("account:<id>") as well (decision 0095). */
  readonly accounts?: boolean;
};

/**
 * Gives `listener` the announcements of `database` from now on, and makes it the one `registry`
 * finds by the database's `db`. Returns the way to stop.
 */
export async function listenForChanges<L extends ChangeListener>(
  database: DatabaseHandle,
  listener: L,
  registry: WeakMap<Database, L>,
): Promise<() => Promise<void>> {
  const stop = await database.watchDataChanges(
    (whose) => {
      if (listener.accounts || !isAccountChange(whose)) listener.changed(whose);
    },
    () => listener.resumed(),
    () => listener.lost(),
  );
  registry.set(database.db, listener);
  return async () => {
    registry.delete(database.db);
    await stop();
  };
}
