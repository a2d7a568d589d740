import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { dropDatabase as dropPostgresDatabase } from "./postgres-admin";

/**
 * A throw-away database for one benchmark run: an embedded one in a temporary directory, or a
 * new database on the PostgreSQL server of DATABASE_URL. `options` opens it (`openDatabase`),
 * `databaseUrl` is what the server is started with, and `remove` deletes it all.
 */
export async function scratchDatabase(database: "PGlite" | "PostgreSQL", label: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `wb50-${label}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (database === "PostgreSQL") {
    const server = process.env.DATABASE_URL as string;
    const name = `wb50_${label.replaceAll("-", "_")}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => dropPostgresDatabase(server, name);
  }
  return {
    dataDir,
    databaseUrl,
    options: databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, "pglite") },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}
