import type { AppContext } from "~/lib/app-context.server";
import { backupFolder, lastBackupAt } from "~/lib/backups.server";
import { formatDateTime } from "./coach-dates.server";

export type BackupStatusView =
  | { kind: "embedded"; last: string | null; folder: string; keep: number }
  | { kind: "postgres" };

/** The last good nightly backup, for the coach's account page (issue 37 §5). */
export function backupStatus(app: Pick<AppContext, "config" | "database">): BackupStatusView {
  if (app.database.kind !== "pglite") return { kind: "postgres" };
  const folder = backupFolder(app.config);
  const last = lastBackupAt(folder);
  return { kind: "embedded", last: last ? formatDateTime(last) : null, folder, keep: app.config.BACKUP_KEEP };
}
