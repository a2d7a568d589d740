// Vitest's global setup for the data-layer project (decision 0048): the migrations run once per
// run, into a template every test file's database is copied from. On PostgreSQL that is a
// template database (`CREATE DATABASE … TEMPLATE`); on PGlite, a dump of a migrated data folder.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/db/client.server";
import { adminQuery, dropDatabase } from "../../scripts/lib/postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL template database's name, on the PostgreSQL pass. */
    postgresTemplate: string | null;
    /** A file holding a migrated PGlite database's dump, on the embedded pass. */
    pgliteTemplateFile: string | null;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `wb50_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplateFile", null);
    return async () => {
      await dropDatabase(serverUrl, name);
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), "wb50-template-"));
  const file = path.join(folder, "migrated.tar.gz");
  const handle = await openDatabase({ pgliteDir: "memory://" });
  const dump = handle.dump;
  if (!dump) throw new Error("PGlite handles can dump their data folder");
  writeFileSync(file, await dump());
  await handle.close();
  project.provide("pgliteTemplateFile", file);
  project.provide("postgresTemplate", null);
  return () => rmSync(folder, { recursive: true, force: true });
}
