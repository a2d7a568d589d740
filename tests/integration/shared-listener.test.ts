import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATA_CHANNEL, type DatabaseHandle, queryRows } from "~/db/client.server";
import { openTestDatabase } from "../helpers/test-database";

// Every set an instance keeps in memory (member pages, client rows, program starts, session
// lookups) hears the database's announcements. On PostgreSQL each used to open a LISTEN
// connection of its own: four per instance. They now share one per channel, and each still
// hears a drop and a reconnection. PGlite calls its listeners in process: nothing to share.

describe.runIf(process.env.DATABASE_URL)("the announcements' LISTEN connection", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** The connections of this database that last ran LISTEN on the data channel. */
  async function listeners(): Promise<number[]> {
    const rows = await queryRows<{ pid: number }>(
      database.db,
      sql`select pid from pg_stat_activity where datname = current_database() and query = ${`listen ${DATA_CHANNEL}`}`,
    );
    return rows.map((row) => row.pid);
  }

  it("is one for every listener, each hearing every announcement, a drop and the way back", async () => {
    const heard: string[][] = [[], [], []];
    const stops = await Promise.all(
      heard.map((log) =>
        database.watchDataChanges(
          (whose) => log.push(whose),
          () => log.push("(back)"),
          () => log.push("(lost)"),
        ),
      ),
    );
    expect(await listeners()).toHaveLength(1);
    await database.db.execute(sql`select pg_notify(${DATA_CHANNEL}, 'm1')`);
    await vi.waitFor(() => expect(heard.map((log) => log.at(-1))).toEqual(["m1", "m1", "m1"]), {
      timeout: 10_000,
    });

    // The connection is cut (a restart, a network fault): every listener hears it, and its return.
    const [pid] = await listeners();
    await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    await vi.waitFor(
      () => {
        for (const log of heard) expect(log.slice(-2)).toEqual(["(lost)", "(back)"]);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(await listeners()).toHaveLength(1);

    // One listener stops: the others still hear; the last one to stop closes the connection.
    await stops[0]?.();
    await database.db.execute(sql`select pg_notify(${DATA_CHANNEL}, 'm2')`);
    await vi.waitFor(() => expect(heard.slice(1).map((log) => log.at(-1))).toEqual(["m2", "m2"]), {
      timeout: 10_000,
    });
    expect(heard[0]).not.toContain("m2");
    await stops[1]?.();
    await stops[2]?.();
    await vi.waitFor(async () => expect(await listeners()).toHaveLength(0), { timeout: 10_000 });
  });
});
