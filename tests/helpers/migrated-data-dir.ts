// Vitest's global setup for the `http` project: the embedded database migrated once per run,
// into a folder every test file's production server copies as its DATA_DIR/pglite
// (tests/helpers/production-server.ts). Measured under load: a server on a copy of it started
// in 7 s, one on an empty folder, which it migrates first, in 23 s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, closed: copied, never opened in place. */
    migratedPgliteDir: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "wb50-http-template-"));
  const pgliteDir = path.join(folder, "pglite");
  const handle = await openDatabase({ pgliteDir });
  await handle.close();
  project.provide("migratedPgliteDir", pgliteDir);
  return () => rmSync(folder, { recursive: true, force: true });
}
