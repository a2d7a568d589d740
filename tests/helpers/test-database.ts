import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { inject } from "vitest";
import { resetLiveContent } from "~/content/live.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import * as schema from "~/db/schema";
import { adminQuery, dropDatabase } from "../../scripts/lib/postgres-admin";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set (the CI's PostgreSQL pass), a new throwaway database on that server.
 * Both start from the run's migrated template when the data-layer project's global setup made
 * one (tests/helpers/template-database.ts), and migrate from nothing otherwise.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject("pgliteTemplateFile");
    const pgliteTemplate = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    return openDatabase({ pgliteDir: "memory://", pgliteTemplate });
  }

  const name = `wb50_test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  await adminQuery(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
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

/**
 * The same database, with every change announcement heard `ms` late, as PostgreSQL's may arrive
 * after her next request: what a keeper shows at once must then come from the write itself.
 */
export function withLateAnnouncements(handle: DatabaseHandle, ms: number): DatabaseHandle {
  return {
    ...handle,
    watchDataChanges: (changed, resumed, lost) =>
      handle.watchDataChanges((whose) => setTimeout(() => changed(whose), ms), resumed, lost),
  };
}
