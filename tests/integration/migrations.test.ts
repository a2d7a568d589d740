import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, defaultMigrationsFolder, openDatabase, queryRows } from "~/db/client.server";
import { openTestDatabase } from "../helpers/test-database";

// Issue 8: a migration that fails must leave the database exactly as it was, on whichever
// database this run uses (PGlite, or PostgreSQL when DATABASE_URL is set).
describe("a failed migration", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "wb50-migrations-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The real migrations plus one that creates a table, alters another, then fails. */
  function brokenMigrations() {
    const target = path.join(folder, "drizzle");
    cpSync(defaultMigrationsFolder, target, { recursive: true });
    const journalFile = path.join(target, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8"));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: "9999_broken" });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(
      path.join(target, "9999_broken.sql"),
      [
        'CREATE TABLE "half_done" ("id" integer);',
        'ALTER TABLE "members" ADD COLUMN "nickname" text;',
        'INSERT INTO "members" ("id") VALUES (NULL);',
      ].join("\n--> statement-breakpoint\n"),
    );
    return target;
  }

  /** What a migration could change: the tables, the members columns, the applied count. */
  async function shape(db: DatabaseHandle["db"]) {
    const names = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ name: string }>(db, query)).map((row) => row.name);
    return {
      tables: await names(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      ),
      columns: await names(
        sql`select column_name as name from information_schema.columns where table_name = 'members' order by 1`,
      ),
      applied: (
        await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      )[0]?.n,
    };
  }

  it("is rolled back whole, stops the start and leaves the database unchanged", async () => {
    const migrationsFolder = brokenMigrations();
    if (process.env.DATABASE_URL) {
      const handle = await openTestDatabase();
      try {
        const before = await shape(handle.db);
        const [current] = await queryRows<{ db: string }>(handle.db, sql`select current_database() as db`);
        const url = new URL(process.env.DATABASE_URL);
        url.pathname = `/${current?.db}`;
        await expect(openDatabase({ databaseUrl: url.toString(), migrationsFolder })).rejects.toThrow();
        expect(await shape(handle.db)).toEqual(before);
        expect(before.tables).not.toContain("half_done");
      } finally {
        await handle.close();
      }
      return;
    }
    // PGlite: one process per folder, so the folder is closed between the attempts.
    const pgliteDir = path.join(folder, "pglite");
    const first = await openDatabase({ pgliteDir });
    const before = await shape(first.db);
    await first.close();
    await expect(openDatabase({ pgliteDir, migrationsFolder })).rejects.toThrow();
    const again = await openDatabase({ pgliteDir });
    try {
      expect(await shape(again.db)).toEqual(before);
      expect(before.tables).not.toContain("half_done");
    } finally {
      await again.close();
    }
  });
});
