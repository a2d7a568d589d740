// `npm run restore -- FILE`: puts a backup from `npm run backup` back.
// - Embedded database: the app must be stopped. The archive is unpacked and checked first;
//   only then does it replace DATA_DIR/pglite, whose old copy is kept beside it.
// - PostgreSQL (DATABASE_URL set): pg_restore --clean --if-exists into that database.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { restoreFolder, runningServer } from "../server/backup.js";

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error("Usage: npm run restore -- <backup file>");
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");

if (process.env.DATABASE_URL) {
  const result = spawnSync(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", `--dbname=${process.env.DATABASE_URL}`, file],
    { stdio: "inherit" },
  );
  if (result.error || result.status !== 0) {
    console.error("pg_restore failed; the database may be partly restored. See the messages above.");
    process.exit(1);
  }
  console.log("Restored into the PostgreSQL database.");
} else {
  const pid = runningServer(dataDir);
  if (pid) {
    console.error(`The app is running on ${dataDir} (pid ${pid}). Stop it, then restore.`);
    process.exit(1);
  }
  const { keptAs } = await restoreFolder(path.join(dataDir, "pglite"), readFileSync(file));
  console.log(`Restored ${file} into ${path.join(dataDir, "pglite")}.`);
  if (keptAs) console.log(`The database it replaced is kept in ${keptAs}.`);
}
