import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/helpers/test-database";
import {
  type DatabaseHandle,
  defaultMigrationsFolder,
  isDatabaseUnavailable,
  openDatabase,
  queryRows,
} from "./client.server";

describe("database migrations", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("creates the sessions table with its columns and expiry index", async () => {
    const columns = await queryRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns where table_name = 'sessions' order by column_name`,
    );
    expect(columns.map((row) => row.column_name)).toEqual([
      "created_at",
      "data",
      "expires_at",
      "id",
      "member_id",
      "portal_code_version",
      "updated_at",
    ]);
    const indexes = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where tablename = 'sessions'`,
    );
    expect(indexes.map((row) => row.indexname)).toContain("sessions_expires_at_idx");
  });

  it("records every migration file as applied", async () => {
    const applied = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const files = readdirSync(defaultMigrationsFolder).filter((name) => name.endsWith(".sql"));
    expect(applied[0]?.count).toBe(files.length);
  });

  it("answers the health ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});

describe("embedded database on disk", () => {
  it("keeps its data and migrates idempotently across restarts", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "wb50-pglite-"));
    try {
      // A nested folder proves the missing parent is created for PGlite.
      const pgliteDir = path.join(dir, "nested", "pglite");
      const first = await openDatabase({ pgliteDir });
      await first.db.execute(
        sql`insert into sessions (id, expires_at) values ('kept', now() + interval '1 day')`,
      );
      await first.close();

      const second = await openDatabase({ pgliteDir });
      const rows = await queryRows<{ id: string }>(second.db, sql`select id from sessions`);
      // Decision 0088: each query text is planned once, on every opening.
      const [mode] = await queryRows<{ plan_cache_mode: string }>(second.db, sql`show plan_cache_mode`);
      await second.close();
      expect(rows.map((row) => row.id)).toEqual(["kept"]);
      expect(mode?.plan_cache_mode).toBe("force_generic_plan");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("embedded database plans", () => {
  it("find a signed-in visitor's session through its index, not by reading every session", async () => {
    // Decision 0091: at PostgreSQL's default page costs the planner read all 200 sessions of the
    // bench's seed (four pages) to find one, on every signed-in request.
    const database = await openDatabase({ pgliteDir: "memory://" });
    try {
      await database.db.execute(
        sql`insert into sessions (id, expires_at)
            select 'session-' || n, now() + interval '1 day' from generate_series(1, 200) n`,
      );
      await database.db.execute(sql`analyze sessions`);
      await database.db.execute(sql`prepare one_session (text) as select * from sessions where id = $1`);
      const plan = await queryRows<{ "QUERY PLAN": string }>(
        database.db,
        sql`explain execute one_session('session-7')`,
      );
      expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/Index Scan using sessions_pkey/);
    } finally {
      await database.close();
    }
  });
});

describe("embedded database under many waiting queries", () => {
  it("lets the event loop in while they run, and runs them all in the order asked", async () => {
    const database = await openDatabase({ pgliteDir: "memory://" });
    try {
      const finished: number[] = [];
      // 200 queries of about 1 ms each: 200 ms of the thread, four times PGlite's 50 ms turn.
      const queries = Array.from({ length: 200 }, (_, index) =>
        database.db.execute(sql`select pg_sleep(0.001)`).then(() => finished.push(index)),
      );
      // A request arriving now is read by the event loop; without the turns it waited for all 200.
      const finishedWhenInputRead = await new Promise<number>((resolve) =>
        setImmediate(() => resolve(finished.length)),
      );
      await Promise.all(queries);
      expect(finishedWhenInputRead).toBeLessThan(200);
      expect(finished).toEqual(Array.from({ length: 200 }, (_, index) => index));
    } finally {
      await database.close();
    }
  });

  it("runs transactions among the queries without waiting on each other forever", async () => {
    const database = await openDatabase({ pgliteDir: "memory://" });
    try {
      await database.db.execute(sql`create table tally (n int)`);
      const writes = Array.from({ length: 50 }, (_, index) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into tally values (${index})`);
          await tx.execute(sql`select pg_sleep(0.002)`);
        }),
      );
      const reads = Array.from({ length: 50 }, () => database.db.execute(sql`select count(*) from tally`));
      await Promise.all([...writes, ...reads]);
      const [row] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from tally`,
      );
      expect(row?.count).toBe(50);
    } finally {
      await database.close();
    }
  });
});

describe("a database that does not answer in time", () => {
  it("is 'unavailable' (a 503), both for the connection that waits and for a request queued behind it", async () => {
    // A server that accepts and never answers: the pool's one connection waits on it, and the
    // second query waits in the pool for a free connection, as under 200 connections.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const pool = new pg.Pool({
      connectionString: `postgres://nobody:secret@127.0.0.1:${address.port}/none`,
      max: 1,
      connectionTimeoutMillis: 200,
    });
    try {
      const [connecting, queued] = await Promise.all([
        pool.query("select 1").catch((error: unknown) => error),
        pool.query("select 1").catch((error: unknown) => error),
      ]);
      expect(String(queued)).toContain("timeout exceeded when trying to connect");
      expect(isDatabaseUnavailable(connecting)).toBe(true);
      expect(isDatabaseUnavailable(queued)).toBe(true);
      expect(isDatabaseUnavailable(new Error("duplicate key value violates unique constraint"))).toBe(false);
    } finally {
      await pool.end().catch(() => {});
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
