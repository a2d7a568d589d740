// Backups of the embedded database (PGlite), shared by the server, `npm run backup`,
// `npm run restore` and the round-trip test. A backup is PGlite's own gzipped tarball of its
// data folder, taken from an open instance between queries, so it is consistent.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";

export const PID_FILE = "server.pid";
export const BACKUP_FOLDER = "backups";

/** "2026-11-21T23-59-59Z": sorts by time and is safe in every file system. */
export const stamp = (date = new Date()) => `${date.toISOString().slice(0, 19).replace(/:/g, "-")}Z`;

/**
 * The archive of an open PGlite instance.
 * @param {PGlite} client
 */
export async function dumpOpen(client) {
  const blob = await client.dumpDataDir("gzip");
  return Buffer.from(await blob.arrayBuffer());
}

/**
 * Writes `archive` under `folder` (via a temporary name, so a half file never looks done).
 * @param {string} folder
 * @param {Buffer} archive
 */
export function writeArchive(folder, archive, date = new Date()) {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `wb50-${stamp(date)}.tar.gz`);
  writeFileSync(`${file}.partial`, archive);
  renameSync(`${file}.partial`, file);
  return file;
}

/**
 * Opens a PGlite folder that no server is using and returns its archive.
 * @param {string} pgliteDir
 */
export async function dumpFolder(pgliteDir) {
  if (!existsSync(pgliteDir)) throw new Error(`There is no embedded database in ${pgliteDir}.`);
  const client = await PGlite.create(pgliteDir);
  try {
    return await dumpOpen(client);
  } finally {
    await client.close();
  }
}

/**
 * Replaces the database in `pgliteDir` with `archive`. The current folder is kept beside it as
 * `<folder>.before-restore-<time>`; the archive is unpacked into a new folder and checked to
 * open before it takes the old one's place, so a bad archive changes nothing.
 * @param {string} pgliteDir
 * @param {Buffer} archive
 */
export async function restoreFolder(pgliteDir, archive, date = new Date()) {
  try {
    // A truncated or foreign file is refused here, before anything is touched.
    gunzipSync(archive);
  } catch (error) {
    throw new Error(`This is not a complete backup archive (${/** @type {Error} */ (error).message}).`);
  }
  const incoming = `${pgliteDir}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const client = await PGlite.create(incoming, { loadDataDir: new Blob([new Uint8Array(archive)]) });
  try {
    await client.query("select 1");
  } finally {
    await client.close();
  }
  let keptAs = null;
  if (existsSync(pgliteDir)) {
    keptAs = `${pgliteDir}.before-restore-${stamp(date)}`;
    renameSync(pgliteDir, keptAs);
  }
  renameSync(incoming, pgliteDir);
  return { keptAs };
}

/**
 * The pid of a server running on this data folder, or null.
 * @param {string} dataDir
 */
export function runningServer(dataDir) {
  const file = path.join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * The newest finished archive in `folder` made after `since` (ms), or null.
 * @param {string} folder
 * @param {number} since
 */
export function newestArchive(folder, since) {
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".tar.gz"))
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort();
  return files.at(-1) ?? null;
}
