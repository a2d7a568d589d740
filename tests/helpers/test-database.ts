import { randomBytes } from "node:crypto";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { resetLiveContent } from "~/content/live.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import * as schema from "~/db/schema";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set (the CI's PostgreSQL pass), a new throwaway database on that server.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteDir: "memory://" });

  const name = `wb50_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Empties every table of the schema in one statement, so each test starts from nothing
 * whatever earlier tests wrote. A table added to `schema.ts` is included without a change here.
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const tables = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableConfig(table).name}"`);
  await handle.db.execute(sql.raw(`truncate table ${tables.join(", ")} restart identity cascade`));
  // The live content is revision 0, the shipped files, again (decision 0035).
  resetLiveContent();
}
