import { rmSync } from "node:fs";
import { archivesIn, lastBackupAt } from "~/lib/backups.server";
import { localDay } from "~/lib/dates";
import { gauge } from "~/lib/metrics";
import { writeArchive } from "./backup.js";

// Backups that run by themselves (issue 37 §5): with the embedded database, every night after
// BACKUP_HOUR in the gym's zone, one archive into the backup folder through the open database
// (consistent, while it serves), keeping the newest BACKUP_KEEP. PostgreSQL is backed up by the
// operator's pg_dump routine (docs/deploy.md), not here.

export const lastBackupGauge = gauge(
  "wb50_backup_last_success_timestamp_seconds",
  "When the last good backup of the embedded database was written (Unix time; 0 before any).",
);

/** 03:00 in the gym's zone: the quietest hour for her and the coach. */
export const NIGHTLY_BACKUP_HOUR = 3;

export type NightlyOptions = {
  dump: () => Promise<Buffer>;
  folder: string;
  /** How many archives to keep; older ones are deleted after a good backup. */
  keep: number;
  /** The hour of the night (0-23, in `zone`) from which the day's backup is due. */
  hour: number;
  zone: string;
  log?: (line: string) => void;
};

/**
 * One check: writes today's backup when it is due (past `hour` in `zone`, and none written since
 * today's `hour`), then keeps the newest `keep`. Returns the file written, or null.
 */
export async function backupIfDue(options: NightlyOptions, now: Date): Promise<string | null> {
  const hourNow = Number(
    new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: options.zone }).format(
      now,
    ),
  );
  if (hourNow < options.hour) return null;
  const last = lastBackupAt(options.folder);
  // Today's backup exists when the newest archive is from today, at or after the hour.
  if (last && localDay(last, options.zone) === localDay(now, options.zone)) {
    const lastHour = Number(
      new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: options.zone }).format(
        last,
      ),
    );
    if (lastHour >= options.hour) return null;
  }
  const file = writeArchive(options.folder, await options.dump(), now);
  lastBackupGauge.set(Math.round(now.getTime() / 1000));
  for (const old of archivesIn(options.folder).slice(0, -options.keep)) rmSync(old, { force: true });
  options.log?.(`Nightly backup written: ${file}`);
  return file;
}

/** Checks every 10 minutes; a failure is logged and tried again at the next check. */
export function startNightlyBackups(options: NightlyOptions & { now: () => Date; everyMs?: number }) {
  const known = lastBackupAt(options.folder);
  lastBackupGauge.set(known ? Math.round(known.getTime() / 1000) : 0);
  let running: Promise<unknown> | null = null;
  const check = () => {
    if (running) return;
    running = backupIfDue(options, options.now())
      .catch((error) => console.error("Nightly backup failed:", error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, options.everyMs ?? 10 * 60_000);
  timer.unref();
  return async function stop() {
    clearInterval(timer);
    await running;
  };
}
