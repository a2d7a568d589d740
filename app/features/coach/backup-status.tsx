import type { BackupStatusView } from "./backup-status.server";

/** When her data was last backed up, in words (issue 37 §5). */
export function BackupStatus({ status }: { status: BackupStatusView }) {
  return (
    <section aria-labelledby="backup-heading" className="rounded-xl border border-border bg-card p-6">
      <h3 id="backup-heading" className="text-xl">
        Backups
      </h3>
      <p className="mt-2 text-lg">
        {status.kind === "postgres"
          ? "Your data is in PostgreSQL: whoever runs the server backs it up with pg_dump (see docs/deploy.md)."
          : status.last
            ? `The last backup was taken ${status.last}. A new one is taken every night after 03:00; the newest ${status.keep} are kept.`
            : `No backup has been taken yet. The first is taken tonight after 03:00; the newest ${status.keep} are kept.`}
      </p>
    </section>
  );
}
