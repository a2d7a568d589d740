// `npm run backup [-- --out FILE]`: a consistent backup of the database the app uses.
// - Embedded database (no DATABASE_URL): if the app is running on DATA_DIR, it is asked
//   (SIGUSR2) to write the archive through its open database, so it keeps serving; otherwise
//   the folder is opened here. The archive lands in DATA_DIR/backups (and at --out if given).
// - PostgreSQL (DATABASE_URL set): pg_dump in its custom format, to --out or ./backups.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  BACKUP_FOLDER,
  dumpFolder,
  newestArchive,
  runningServer,
  stamp,
  writeArchive,
} from "../server/backup.js";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");

/** @param {string} file */
function done(file) {
  const target = values.out ? path.resolve(values.out) : file;
  if (target !== file) copyFileSync(file, target);
  console.log(`Backup written: ${target} (${Math.round(statSync(target).size / 1024)} KB)`);
}

if (process.env.DATABASE_URL) {
  const out = path.resolve(values.out ?? path.join("backups", `wb50-${stamp()}.dump`));
  mkdirSync(path.dirname(out), { recursive: true });
  const result = spawnSync("pg_dump", ["--format=custom", `--file=${out}`, process.env.DATABASE_URL], {
    stdio: "inherit",
  });
  if (result.error || result.status !== 0) {
    console.error("pg_dump failed (is the PostgreSQL client installed and the server reachable?)");
    process.exit(1);
  }
  console.log(`Backup written: ${out} (${Math.round(statSync(out).size / 1024)} KB)`);
} else {
  const folder = path.join(dataDir, BACKUP_FOLDER);
  const pid = runningServer(dataDir);
  if (pid) {
    const asked = Date.now() - 1000;
    process.kill(pid, "SIGUSR2");
    const deadline = Date.now() + 120_000;
    let file = null;
    let nextAsk = Date.now() + 10_000;
    while (!file && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      file = newestArchive(folder, asked);
      // A server still opening its database ignores the first request: ask again.
      if (!file && Date.now() > nextAsk) {
        process.kill(pid, "SIGUSR2");
        nextAsk = Date.now() + 10_000;
      }
    }
    if (!file) {
      console.error(`The running app (pid ${pid}) did not write a backup within 2 minutes; see its log.`);
      process.exit(1);
    }
    done(file);
  } else {
    done(writeArchive(folder, await dumpFolder(path.join(dataDir, "pglite"))));
  }
}
