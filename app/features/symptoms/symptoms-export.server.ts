import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkInSymptoms, sessionChecks } from "~/db/schema";
import { jointFaceLabel } from "./symptoms";

// Her symptoms as a CSV part of her export (issue 39 §2): health data, so a download of its own
// that she asks for by name, never folded into the training or check-in files.

/** One row per answer, oldest first: before-session answers and check-in symptom sets. */
export async function symptomsTable(db: Database, memberId: string) {
  const [checks, sets] = await Promise.all([
    db
      .select()
      .from(sessionChecks)
      .where(eq(sessionChecks.memberId, memberId))
      .orderBy(asc(sessionChecks.day)),
    db
      .select()
      .from(checkInSymptoms)
      .where(eq(checkInSymptoms.memberId, memberId))
      .orderBy(asc(checkInSymptoms.week)),
  ]);
  const rows: (string | number | null)[][] = [
    ...checks.map((row) => [
      row.day,
      "before session",
      row.joints === null ? "" : jointFaceLabel(row.joints),
      row.sleepHours,
      row.choice ?? "",
      null,
      null,
      null,
      null,
      null,
    ]),
    ...sets.map((row) => [
      row.week,
      "weekly check-in",
      "",
      null,
      "",
      row.joints,
      row.sleep,
      row.hotFlushes,
      row.exhaustion,
      row.mood,
    ]),
  ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return {
    headers: [
      "day",
      "source",
      "joints_today",
      "sleep_hours",
      "choice",
      "joints_0_4",
      "sleep_0_4",
      "hot_flushes_0_4",
      "tiredness_0_4",
      "mood_0_4",
    ],
    rows,
  };
}
