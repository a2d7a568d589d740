import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { archivesIn, lastBackupAt } from "~/lib/backups.server";
import { renderMetrics } from "~/lib/metrics";
import { backupIfDue } from "./nightly-backup";

// Issue 37 §5: the embedded database backs itself up every night, by the injected clock.

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function options() {
  const folder = mkdtempSync(path.join(tmpdir(), "wb50-nightly-"));
  folders.push(folder);
  let dumps = 0;
  return {
    folder,
    dumps: () => dumps,
    options: {
      folder,
      keep: 3,
      hour: 3,
      zone: "Australia/Sydney",
      dump: async () => {
        dumps += 1;
        return Buffer.from(`archive ${dumps}`);
      },
    },
  };
}

describe("the nightly backup", () => {
  it("writes one archive a night after 03:00 in the gym's zone, and keeps the newest three", async () => {
    const { folder, dumps, options: nightly } = options();
    // 02:59 in Sydney (AEDT, UTC+11) on 28 November: not yet.
    expect(await backupIfDue(nightly, new Date("2026-11-27T15:59:00Z"))).toBeNull();
    // 03:00: due, written once; the checks after it that night write nothing.
    expect(await backupIfDue(nightly, new Date("2026-11-27T16:00:00Z"))).toMatch(/wb50-2026-11-27T16-00-00Z/);
    expect(await backupIfDue(nightly, new Date("2026-11-27T16:10:00Z"))).toBeNull();
    expect(await backupIfDue(nightly, new Date("2026-11-28T10:00:00Z"))).toBeNull();
    expect(dumps()).toBe(1);
    expect(lastBackupAt(folder)?.toISOString()).toBe("2026-11-27T16:00:00.000Z");
    expect(renderMetrics()).toMatch(/wb50_backup_last_success_timestamp_seconds 1795795200/);

    // Four more nights: five written, the newest three kept.
    for (const night of ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"]) {
      expect(await backupIfDue(nightly, new Date(`${night}T16:30:00Z`))).not.toBeNull();
    }
    expect(dumps()).toBe(5);
    expect(archivesIn(folder).map((file) => path.basename(file))).toEqual([
      "wb50-2026-11-29T16-30-00Z.tar.gz",
      "wb50-2026-11-30T16-30-00Z.tar.gz",
      "wb50-2026-12-01T16-30-00Z.tar.gz",
    ]);
  });

  it("writes tonight's backup even when last night's ran late, and tries again after a failure", async () => {
    const { options: nightly } = options();
    // Written at 01:00 (a manual backup): tonight's, after 03:00, is still due.
    expect(await backupIfDue(nightly, new Date("2026-11-27T14:00:00Z"))).toBeNull();
    const failing = { ...nightly, dump: async () => Promise.reject(new Error("disk full")) };
    await expect(backupIfDue(failing, new Date("2026-11-27T16:00:00Z"))).rejects.toThrow("disk full");
    expect(await backupIfDue(nightly, new Date("2026-11-27T16:10:00Z"))).not.toBeNull();
  });
});
