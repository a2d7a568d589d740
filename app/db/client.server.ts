import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { preparedStatements } from "./pglite-statements.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL rows; both drivers answer `execute` with a result that has `rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** The embedded database only: a consistent gzipped archive of its data folder (a backup). */
  dump?: () => Promise<Buffer>;
  /**
   * The embedded database only: refresh the planner's statistics. PGlite has no autovacuum, so
   * without this its plans rest on default guesses (a training history of 10,000 sets took
   * three times longer to read with one extra condition). PostgreSQL's autovacuum does it.
   */
  analyze?: () => Promise<void>;
  /** PostgreSQL only: the pool's connections now, for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL only: calls `onNotify` for each NOTIFY on `channel`, on a connection of its own
   * that is reopened after a drop (then `onReconnect`, as announcements may have been missed).
   * The embedded database serves one process, which knows its own changes.
   */
  listen?: (
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect: () => void,
  ) => Promise<() => Promise<void>>;
  /**
   * Decision 0043: calls `onChange` after each committed change to a table a member page may
   * read, with the member id whose data it was or "*" (drizzle/0013_data-changes.sql),
   * `onLost` as soon as the PostgreSQL connection that hears them drops (nothing is heard until
   * it is back), and `onMissed` once it is back (announcements sent meanwhile are lost).
   */
  watchDataChanges(
    onChange: (whose: string) => void,
    onMissed: () => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** The NOTIFY channel of drizzle/0013_data-changes.sql. */
export const DATA_CHANNEL = "wb50_data";

export type OpenDatabaseOptions = {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's folder, or "memory://" for a throwaway in-memory database. */
  pgliteDir?: string;
  /**
   * A dump of a migrated PGlite database (`dump()`) to start from instead of an empty one. The
   * tests open every file's database from one migrated copy (decision 0048): migrating once per
   * run instead of once per test file.
   */
  pgliteTemplate?: Blob;
  migrationsFolder?: string;
};

/** Both the source tree (app/db) and the server bundle (build/server) sit two levels down. */
export const defaultMigrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
]);

/**
 * The driver's own words for the same. The last is pg-pool's when every connection stayed busy
 * past its wait: the database is too busy for this request now (issue 21's 200 connections).
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|timeout exceeded when trying to connect/;

/**
 * True when `error` (or what it wraps) says the database cannot be reached right now: refused
 * or dropped connections, a server shutting down or starting up (SQLSTATE 57P0x, class 08), or
 * no free connection in the pool within its wait.
 * Such a request is answered 503 "back soon", not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * WB50_LOG_QUERIES=1 prints every query the app sends, one line each, to standard error: how
 * issue 41 counts a page's round trips (`npm run profile -- --queries`). Off by default.
 */
function queryLogger() {
  if (process.env.WB50_LOG_QUERIES !== "1") return undefined;
  return {
    logQuery(query: string) {
      process.stderr.write(`query: ${query.replace(/\s+/g, " ").slice(0, 300)}\n`);
    },
  };
}

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 73_501_050;

/** Opens the database and applies pending migrations before anything may use it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection dropped by a server restart is reported here; without a listener it
    // would end the process. The pool opens new connections once the server is back.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePg(pool, { schema, logger: queryLogger() }) as unknown as Database;
    // Several instances may start at once on one PostgreSQL; only one migrates at a time.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    return {
      db,
      kind: "postgres",
      ping: async () => void (await db.execute(sql`select 1`)),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onNotify, onReconnect) =>
        listenOn(options.databaseUrl as string, channel, onNotify, onReconnect),
      watchDataChanges: (onChange, onMissed, onLost) =>
        listenOn(options.databaseUrl as string, DATA_CHANNEL, onChange, onMissed, onLost),
      close: () => pool.end(),
    };
  }

  const dir = options.pgliteDir ?? "memory://";
  // PGlite does not create the parent of its data folder.
  if (!dir.startsWith("memory://")) mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir: dir,
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const prepared = preparedStatements(pglite);
  const client = yieldingToInput(pglite);
  const pgliteDb = drizzlePglite(client, { schema, logger: queryLogger() });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Database;
  await client.exec("analyze");
  // Decision 0088: a prepared statement's plan is made once and kept. PostgreSQL's default plans
  // a statement with parameters again on each run while it guesses a custom plan may be better;
  // planning in WebAssembly was up to half a query's time (1 ms of a `/progress` first view).
  await client.exec("set plan_cache_mode = force_generic_plan");
  // Decision 0091: its pages are in memory, so an index lookup costs little more than reading
  // in order. At the default (4) the planner read every session and every member to find one
  // signed-in visitor's row: 0.17 ms where the indexes take 0.12, and more with each client.
  await client.exec("set random_page_cost = 1.1");
  prepared.start();
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    // Taken through the open instance, between queries: consistent while the app runs.
    dump: async () => Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()),
    analyze: async () => void (await client.exec("analyze")),
    // PGlite calls the listener as the committing statement returns, before its caller goes on.
    watchDataChanges: async (onChange) => {
      const unlisten = await client.listen(DATA_CHANNEL, onChange);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * How long PGlite may run queries back to back before the event loop reads its sockets. 5 ms
 * starved the writes (35 a second under `npm run load`), 20 ms gave reads a p99 of 104 ms and
 * writes 64 a second, 50 ms reads 175 ms and writes 92 a second (decision 0046).
 */
const PGLITE_TURN_MS = 50;

/**
 * PGlite runs each query synchronously on this thread, and hands on to the next waiting query in
 * the same microtask checkpoint as the last one ends. Under many concurrent writes the event loop
 * read no socket until every waiting query had run, so even a page answered from memory waited
 * behind hundreds of milliseconds of writes (`npm run load`). Queries, scripts and transactions
 * therefore go through one queue here, in the order they were asked for, as PGlite's own lock
 * already takes them one at a time; once they have had the thread for 50 ms, the next one waits
 * for `setImmediate`, after the event loop has read its sockets. A transaction's own queries go
 * through PGlite's handle for it, not through this queue.
 */
function yieldingToInput(client: PGlite): PGlite {
  let turnStarted = performance.now();
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(operation: () => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      if (performance.now() - turnStarted >= PGLITE_TURN_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        turnStarted = performance.now();
      }
      return operation();
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // With the query log on, each query's own time too: which round trip costs what. Chosen once,
  // so the usual path adds nothing to every query.
  const run: PGlite["query"] =
    process.env.WB50_LOG_QUERIES === "1"
      ? ((async (...args: Parameters<PGlite["query"]>) => {
          const started = performance.now();
          const result = await query(...args);
          process.stderr.write(`query-ms: ${(performance.now() - started).toFixed(2)}\n`);
          return result;
        }) as PGlite["query"])
      : query;
  client.query = ((...args: Parameters<PGlite["query"]>) => inTurn(() => run(...args))) as PGlite["query"];
  client.exec = (...args: Parameters<PGlite["exec"]>) => inTurn(() => exec(...args));
  client.transaction = ((...args: Parameters<PGlite["transaction"]>) =>
    inTurn(() => transaction(...args))) as PGlite["transaction"];
  return client;
}

const RELISTEN_MS = 1000;

type Listener = { onNotify(payload: string): void; onReconnect(): void; onLost(): void };
type SharedListen = { listeners: Set<Listener>; hearing: boolean; opened: Promise<() => Promise<void>> };
/** The LISTEN connections open, one per database and channel. */
const sharedListens = new Map<string, SharedListen>();

/**
 * Hears `channel` on the database at `url`. Every listener of one channel shares one LISTEN
 * connection (decision 0095): an instance keeps four sets in memory that the same announcements
 * end, and each opened its own. Each listener is told of a drop and of the way back; one that
 * joins while the connection is down is told at once. The last to stop closes it.
 */
async function listenOn(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
  /** Called as soon as the connection drops, and at each failed attempt to reconnect. */
  onLost: () => void = () => {},
): Promise<() => Promise<void>> {
  const key = `${channel} ${url}`;
  let shared = sharedListens.get(key);
  if (!shared) {
    const created: SharedListen = {
      listeners: new Set(),
      hearing: true,
      opened: Promise.resolve(async () => {}),
    };
    const each = (call: (listener: Listener) => void) => {
      for (const listener of [...created.listeners]) call(listener);
    };
    created.opened = openListen(
      url,
      channel,
      (payload) => each((listener) => listener.onNotify(payload)),
      () => {
        created.hearing = true;
        each((listener) => listener.onReconnect());
      },
      () => {
        created.hearing = false;
        each((listener) => listener.onLost());
      },
    );
    // A connection that could not be opened is not shared: the next listener tries afresh.
    created.opened.catch(() => {
      if (sharedListens.get(key) === created) sharedListens.delete(key);
    });
    sharedListens.set(key, created);
    shared = created;
  }
  const joined = shared;
  const listener: Listener = { onNotify, onReconnect, onLost };
  joined.listeners.add(listener);
  let close: () => Promise<void>;
  try {
    close = await joined.opened;
  } catch (error) {
    joined.listeners.delete(listener);
    throw error;
  }
  if (!joined.hearing) onLost();
  return async () => {
    if (!joined.listeners.delete(listener) || joined.listeners.size > 0) return;
    if (sharedListens.get(key) === joined) sharedListens.delete(key);
    await close();
  };
}

/** One LISTEN connection, reconnected after a drop until it is closed. */
async function openListen(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  // LISTEN takes an identifier, not a parameter.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", (error) => {
      console.error(`PostgreSQL listener lost: ${error.message}`);
      reconnect();
    });
    next.on("end", reconnect);
    client = next;
    await next.connect();
    await next.query(`listen ${channel}`);
  };
  function reconnect() {
    if (stopped) return;
    onLost();
    if (retry) return;
    client?.removeAllListeners("end");
    client?.end().catch(() => {});
    client = null;
    retry = setTimeout(() => {
      retry = null;
      connect().then(onReconnect, reconnect);
    }, RELISTEN_MS);
    retry.unref();
  }
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
