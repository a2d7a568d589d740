import { readdirSync } from "node:fs";
import path from "node:path";

// The embedded database's backup archives (issue 37 §5), as the nightly backup, `npm run backup`
// and the coach's account page read them: "wb50-2026-11-27T16-00-00Z.tar.gz", the time it was
// taken in its name (server/backup.js `stamp`), so the names sort by time.

const ARCHIVE = /^wb50-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

/** Where the backups go: BACKUP_DIR, else DATA_DIR/backups. */
export const backupFolder = (config: { BACKUP_DIR?: string; dataDir: string }) =>
  config.BACKUP_DIR ? path.resolve(config.BACKUP_DIR) : path.join(config.dataDir, "backups");

/** The archives in the folder, oldest first. */
export function archivesIn(folder: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => ARCHIVE.test(name))
      .sort()
      .map((name) => path.join(folder, name));
  } catch {
    return [];
  }
}

/** When the newest archive in the folder was taken; null when there is none. */
export function lastBackupAt(folder: string): Date | null {
  const newest = archivesIn(folder).at(-1);
  const parts = newest ? ARCHIVE.exec(path.basename(newest)) : null;
  return parts ? new Date(`${parts[1]}T${parts[2]}:${parts[3]}:${parts[4]}Z`) : null;
}
