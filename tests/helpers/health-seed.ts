import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { FUNCTION_TEST_IDS } from "~/content/function-tests";
import type { Database } from "~/db/client.server";
import {
  checkInSymptoms,
  checkIns,
  functionTestBirths,
  functionTestResults,
  habitEntries,
  sessionChecks,
  workoutLogs,
} from "~/db/schema";
import { addDays, weekOf } from "~/lib/dates";
import { insertInChunks } from "./training-seed";

// Issue 39's health records beside a training history (training-seed.ts), for
// `npm run bench:training`: /progress with two years of function tests, symptoms and habits.
// Every workout gets its before-session answer; every week a check-in with its symptom set;
// every 8 weeks the whole battery; every day protein, sleep and steps.

export async function seedHealthHistory(
  db: Database,
  memberId: string,
  options: { weeks: number; endDay: string },
): Promise<{ checkIns: number; sessionChecks: number; functionTests: number; habitTaps: number }> {
  const lastMonday = weekOf(options.endDay)[0] as string;
  const weeks = Array.from({ length: options.weeks }, (_, index) =>
    addDays(lastMonday, -7 * (options.weeks - 1 - index)),
  );
  const ins = weeks.map((week, index) => ({
    id: randomUUID(),
    memberId,
    week,
    energy: 1 + (index % 5),
    sleep: 1 + ((index + 2) % 5),
    stress: 1 + ((index + 1) % 5),
    painLevel: index % 4,
    painArea: index % 4 === 0 ? "" : "knee",
    sessionsDone: 2 + (index % 2),
    eating: 3,
    submittedAt: new Date(`${addDays(week, 6)}T18:00:00Z`),
  }));
  await insertInChunks(ins, (chunk) => db.insert(checkIns).values(chunk));
  await insertInChunks(
    ins.map((row, index) => ({
      checkInId: row.id,
      memberId,
      week: row.week,
      joints: index % 5,
      sleep: (index + 1) % 5,
      hotFlushes: (index + 2) % 5,
      exhaustion: (index + 3) % 5,
      mood: (index + 4) % 5,
    })),
    (chunk) => db.insert(checkInSymptoms).values(chunk),
  );

  const logs = await db
    .select({ id: workoutLogs.id, day: workoutLogs.day })
    .from(workoutLogs)
    .where(eq(workoutLogs.memberId, memberId));
  await insertInChunks(
    logs.map((log, index) => ({
      logId: log.id,
      memberId,
      day: log.day,
      joints: index % 3,
      sleepHours: 5.5 + (index % 4),
      choice: index % 3 === 2 ? ("easier" as const) : null,
    })),
    (chunk) => db.insert(sessionChecks).values(chunk),
  );

  await db.insert(functionTestBirths).values({ memberId, birthYear: 1958, birthMonth: 4 });
  const testDays = weeks.filter((_, index) => index % 8 === 0);
  const results = testDays.flatMap((day, round) =>
    FUNCTION_TEST_IDS.map((test) => ({
      id: randomUUID(),
      memberId,
      test,
      day,
      value: test === "up-and-go" ? 7 - round * 0.1 : 10 + round,
      secondValue: test === "single-leg-stance" ? 12 + round : null,
      age: 66 + Math.floor(round / 6),
      stopped: null,
    })),
  );
  await insertInChunks(results, (chunk) => db.insert(functionTestResults).values(chunk));

  const days = Array.from({ length: options.weeks * 7 }, (_, index) => addDays(weeks[0] as string, index));
  const taps = days.flatMap((day) => [
    ...[1, 2, 3].map(() => ({ id: randomUUID(), memberId, habit: "protein" as const, day, amount: 1 })),
    { id: randomUUID(), memberId, habit: "sleep" as const, day, amount: 7 },
    { id: randomUUID(), memberId, habit: "steps" as const, day, amount: 8000 },
  ]);
  await insertInChunks(taps, (chunk) => db.insert(habitEntries).values(chunk));
  return {
    checkIns: ins.length,
    sessionChecks: logs.length,
    functionTests: results.length,
    habitTaps: taps.length,
  };
}
