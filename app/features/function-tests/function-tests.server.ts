import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { FunctionTestId, StopReason } from "~/content/function-tests";
import type { Database } from "~/db/client.server";
import { functionTestBirths, functionTestResults } from "~/db/schema";
import { clearClientFlag, raiseClientFlag } from "~/features/coaching/client-flags.server";
import { ageOn, FALL_RISK_TESTS, fallRisk } from "~/lib/function-norms";
import type { ResultRow } from "./scorecard";

// Issue 39 §1 (h1, decision 0064): her function test results and her year of birth. A result and
// the coach's fall-risk flag it decides are written in one transaction: the flag is raised when
// the latest result of any test with a cut-off is under it, and cleared when the latest result of
// every one of them is over it.

export type Birth = { year: number; month: number };

export async function getBirth(db: Database, memberId: string): Promise<Birth | null> {
  const [row] = await db.select().from(functionTestBirths).where(eq(functionTestBirths.memberId, memberId));
  return row ? { year: row.birthYear, month: row.birthMonth } : null;
}

/** Saves her year and month of birth, and places her results without an age in their band. */
export async function saveBirth(db: Database, memberId: string, birth: Birth): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(functionTestBirths)
      .values({ memberId, birthYear: birth.year, birthMonth: birth.month })
      .onConflictDoUpdate({
        target: functionTestBirths.memberId,
        set: { birthYear: birth.year, birthMonth: birth.month, updatedAt: new Date() },
      });
    const unplaced = await tx
      .select({ id: functionTestResults.id, day: functionTestResults.day })
      .from(functionTestResults)
      .where(and(eq(functionTestResults.memberId, memberId), isNull(functionTestResults.age)));
    for (const row of unplaced) {
      await tx
        .update(functionTestResults)
        .set({ age: ageOn(row.day, birth) })
        .where(eq(functionTestResults.id, row.id));
    }
    await decideFallRisk(tx, memberId);
  });
}

/** All her results and stops, oldest first. */
export async function listResults(db: Database, memberId: string): Promise<ResultRow[]> {
  return db
    .select({
      id: functionTestResults.id,
      test: functionTestResults.test,
      day: functionTestResults.day,
      value: functionTestResults.value,
      secondValue: functionTestResults.secondValue,
      age: functionTestResults.age,
      stopped: functionTestResults.stopped,
    })
    .from(functionTestResults)
    .where(eq(functionTestResults.memberId, memberId))
    .orderBy(asc(functionTestResults.day), asc(functionTestResults.seq));
}

export type SaveInput = {
  memberId: string;
  test: FunctionTestId;
  day: string;
  now: Date;
} & ({ value: number; second: number | null } | { stopped: StopReason });

/** Saves one result (or a stop) and decides the coach's fall-risk flag in the same transaction. */
export async function saveResult(db: Database, input: SaveInput): Promise<void> {
  await db.transaction(async (tx) => {
    const birth = await getBirth(tx, input.memberId);
    await tx.insert(functionTestResults).values({
      id: randomUUID(),
      memberId: input.memberId,
      test: input.test,
      day: input.day,
      value: "value" in input ? input.value : null,
      secondValue: "value" in input ? input.second : null,
      age: birth ? ageOn(input.day, birth) : null,
      stopped: "stopped" in input ? input.stopped : null,
      createdAt: input.now,
    });
    if ("value" in input && FALL_RISK_TESTS.includes(input.test)) await decideFallRisk(tx, input.memberId);
  });
}

/**
 * Raises the fall-risk flag with every reason her latest results give, or clears it when none
 * does. A stop is not a result: it neither raises nor clears.
 */
export async function decideFallRisk(db: Database, memberId: string): Promise<string | null> {
  const rows = await db
    .select()
    .from(functionTestResults)
    .where(
      and(
        eq(functionTestResults.memberId, memberId),
        inArray(functionTestResults.test, [...FALL_RISK_TESTS]),
        isNull(functionTestResults.stopped),
      ),
    )
    .orderBy(desc(functionTestResults.day), desc(functionTestResults.seq));
  const reasons: string[] = [];
  for (const test of FALL_RISK_TESTS) {
    const latest = rows.find((row) => row.test === test);
    if (!latest || latest.value === null) continue;
    const reason = fallRisk({ test, age: latest.age, value: latest.value, second: latest.secondValue });
    if (reason) reasons.push(reason);
  }
  if (reasons.length === 0) {
    await clearClientFlag(db, memberId, "fall-risk");
    return null;
  }
  const detail = reasons.join("; ");
  await raiseClientFlag(db, memberId, "fall-risk", detail);
  return detail;
}

/** The day of her latest result (not a stop), or null. */
export async function lastTestDay(db: Database, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ day: functionTestResults.day })
    .from(functionTestResults)
    .where(and(eq(functionTestResults.memberId, memberId), isNull(functionTestResults.stopped)))
    .orderBy(desc(functionTestResults.day))
    .limit(1);
  return row?.day ?? null;
}
