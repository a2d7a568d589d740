import { and, asc, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkInSymptoms, sessionChecks, setLogs, workoutLogs } from "~/db/schema";
import { clearClientFlag, raiseClientFlag } from "~/features/coaching/client-flags.server";
import { exerciseNameFor } from "~/features/library/library.server";
import { addDays, type Day } from "~/lib/dates";
import {
  type JointReading,
  jointsSettled,
  jointsWorsening,
  loadIncreases,
  mondayOf,
  painJump,
  poorSleep,
  type SessionAnswer,
  type SessionChoice,
  type SymptomScores,
  symptomWeeks,
  type WeeklySymptoms,
  type WorkingWeight,
} from "./symptoms";

// Symptoms as stored (issue 39 §2, decision 0065): her answer before each session, the weekly
// check-in's symptom set, and the coach's three flags, raised or cleared in the transaction of
// the write that decides them. Every function takes her id from the guard, never from a form.

export type SessionCheck = typeof sessionChecks.$inferSelect;

/** Her answer before one session (the log's id), or null before she answered or skipped. */
export async function findSessionCheck(db: Database, memberId: string, logId: string) {
  const [row] = await db
    .select()
    .from(sessionChecks)
    .where(and(eq(sessionChecks.logId, logId), eq(sessionChecks.memberId, memberId)));
  return row ?? null;
}

/**
 * Saves her answer before a session (one row per log, so a resend edits it) and decides the
 * "sleep" and "pain-jump" flags in the same transaction. The log must be claimed (hers) first.
 * `joints` null is a skip.
 */
export async function saveSessionCheck(
  db: Database,
  input: { memberId: string; logId: string; day: Day; joints: number | null; sleepHours: number | null },
  now: Date,
): Promise<void> {
  const answer = { joints: input.joints, sleepHours: input.sleepHours, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(sessionChecks)
      .values({ logId: input.logId, memberId: input.memberId, day: input.day, ...answer, createdAt: now })
      .onConflictDoUpdate({ target: sessionChecks.logId, set: answer });
    await decideSleep(tx, input.memberId, input.day);
    if (input.joints !== null) {
      const [previous] = await tx
        .select({ day: sessionChecks.day, joints: sessionChecks.joints })
        .from(sessionChecks)
        .where(
          and(
            eq(sessionChecks.memberId, input.memberId),
            isNotNull(sessionChecks.joints),
            sql`${sessionChecks.logId} <> ${input.logId}`,
            sql`${sessionChecks.day} <= ${input.day}`,
          ),
        )
        .orderBy(desc(sessionChecks.day), desc(sessionChecks.createdAt))
        .limit(1);
      const reading: JointReading = { day: input.day, value: input.joints, scale: "faces" };
      await decidePainJump(
        tx,
        input.memberId,
        previous ? { day: previous.day, value: previous.joints as number, scale: "faces" } : null,
        reading,
      );
    }
  });
}

/** What she chose after a "sore": the easier versions (already recorded as swaps) or the plan. */
export async function recordSessionChoice(
  db: Database,
  memberId: string,
  logId: string,
  choice: SessionChoice,
  now: Date,
): Promise<void> {
  await db
    .update(sessionChecks)
    .set({ choice, updatedAt: now })
    .where(and(eq(sessionChecks.logId, logId), eq(sessionChecks.memberId, memberId)));
}

/**
 * Saves a check-in's symptom set (inside the check-in's transaction: pass it as `db`) and
 * decides the "joints", "sleep" and "pain-jump" flags there too.
 */
export async function saveCheckInSymptoms(
  db: Database,
  input: { memberId: string; checkInId: string; week: Day; today: Day; scores: SymptomScores },
  now: Date,
): Promise<void> {
  const scores = { ...input.scores, week: input.week, updatedAt: now };
  await db
    .insert(checkInSymptoms)
    .values({ checkInId: input.checkInId, memberId: input.memberId, ...scores, createdAt: now })
    .onConflictDoUpdate({ target: checkInSymptoms.checkInId, set: scores });
  const weeks = await weeklySymptoms(db, input.memberId, addDays(input.week, -35));
  const joints = jointsWorsening(weeks);
  if (joints) await raiseClientFlag(db, input.memberId, "joints", joints);
  else await clearClientFlag(db, input.memberId, "joints");
  await decideSleep(db, input.memberId, input.today, weeks);
  if (input.scores.joints !== null) {
    const previous = [...weeks].reverse().find((week) => week.week < input.week && week.joints !== null);
    await decidePainJump(
      db,
      input.memberId,
      previous ? { day: previous.week, value: previous.joints as number, scale: "check-in" } : null,
      { day: input.today, value: input.scores.joints, scale: "check-in" },
    );
  }
}

/** Her check-ins' joints and sleep items since `from`, oldest first. */
async function weeklySymptoms(db: Database, memberId: string, from: Day): Promise<WeeklySymptoms[]> {
  return db
    .select({ week: checkInSymptoms.week, joints: checkInSymptoms.joints, sleep: checkInSymptoms.sleep })
    .from(checkInSymptoms)
    .where(and(eq(checkInSymptoms.memberId, memberId), gte(checkInSymptoms.week, from)))
    .orderBy(asc(checkInSymptoms.week));
}

async function sessionAnswers(db: Database, memberId: string, from: Day): Promise<SessionAnswer[]> {
  return db
    .select({ day: sessionChecks.day, joints: sessionChecks.joints, sleepHours: sessionChecks.sleepHours })
    .from(sessionChecks)
    .where(and(eq(sessionChecks.memberId, memberId), gte(sessionChecks.day, from)));
}

async function decideSleep(db: Database, memberId: string, today: Day, known?: WeeklySymptoms[]) {
  const weeks = known ?? (await weeklySymptoms(db, memberId, addDays(today, -35)));
  const answers = await sessionAnswers(db, memberId, addDays(today, -13));
  const sleep = poorSleep(weeks, answers, today);
  if (sleep) await raiseClientFlag(db, memberId, "sleep", sleep);
  else await clearClientFlag(db, memberId, "sleep");
}

/** Raises "pain-jump" on the rule, clears it once her joints settle; otherwise leaves it. */
async function decidePainJump(
  db: Database,
  memberId: string,
  previous: JointReading | null,
  current: JointReading,
) {
  const weights = await workingWeights(db, memberId, addDays(current.day, -42), addDays(current.day, 1));
  const jump = painJump(previous, current, loadIncreases(weights));
  if (jump) await raiseClientFlag(db, memberId, "pain-jump", jump);
  else if (jointsSettled(current)) await clearClientFlag(db, memberId, "pain-jump");
}

/** The heaviest ticked weight of each exercise in each of her sessions between two days. */
async function workingWeights(db: Database, memberId: string, from: Day, to: Day): Promise<WorkingWeight[]> {
  const rows = await db
    .select({
      day: workoutLogs.day,
      exercise: setLogs.exerciseKey,
      weightKg: sql<number>`max(${setLogs.weightKg})`,
    })
    .from(setLogs)
    .innerJoin(workoutLogs, eq(workoutLogs.id, setLogs.logId))
    .where(
      and(
        eq(setLogs.memberId, memberId),
        eq(setLogs.done, true),
        isNotNull(setLogs.weightKg),
        gte(workoutLogs.day, from),
        lt(workoutLogs.day, to),
      ),
    )
    .groupBy(workoutLogs.day, workoutLogs.id, setLogs.exerciseKey);
  return rows.map((row) => ({
    ...row,
    weightKg: Number(row.weightKg),
    name: exerciseNameFor(row.exercise) ?? row.exercise,
  }));
}

/** How many weeks /progress and the coach's page show. */
export const SYMPTOM_WEEKS = 12;

/** Symptoms beside training volume, week by week, for /progress and the coach's page. */
export async function loadSymptomWeeks(db: Database, memberId: string, today: Day) {
  const from = addDays(mondayOf(today), -7 * (SYMPTOM_WEEKS - 1));
  const [workouts, checkIns, answers] = await Promise.all([
    db
      .select({
        day: workoutLogs.day,
        volumeKg: sql<number>`coalesce(sum(case when ${setLogs.done} then coalesce(${setLogs.reps}, 0) * coalesce(${setLogs.weightKg}, 0) else 0 end), 0)`,
      })
      .from(workoutLogs)
      .leftJoin(setLogs, eq(setLogs.logId, workoutLogs.id))
      .where(
        and(
          eq(workoutLogs.memberId, memberId),
          isNotNull(workoutLogs.finishedAt),
          gte(workoutLogs.day, from),
        ),
      )
      .groupBy(workoutLogs.id, workoutLogs.day),
    db
      .select({
        week: checkInSymptoms.week,
        joints: checkInSymptoms.joints,
        sleep: checkInSymptoms.sleep,
        hotFlushes: checkInSymptoms.hotFlushes,
        exhaustion: checkInSymptoms.exhaustion,
        mood: checkInSymptoms.mood,
      })
      .from(checkInSymptoms)
      .where(and(eq(checkInSymptoms.memberId, memberId), gte(checkInSymptoms.week, addDays(from, -6)))),
    sessionAnswers(db, memberId, from),
  ]);
  const weeks = symptomWeeks(
    {
      workouts: workouts.map((row) => ({ day: row.day, volumeKg: Number(row.volumeKg) })),
      checkIns,
      answers,
    },
    today,
    SYMPTOM_WEEKS,
  );
  const any = weeks.some((week) => week.answers > 0 || Object.values(week.scores).some((v) => v !== null));
  return { weeks, any };
}

export type SymptomWeeksView = Awaited<ReturnType<typeof loadSymptomWeeks>>;

/** Her check-in's symptom set, to prefill the form, or null. */
export async function findCheckInSymptoms(db: Database, checkInId: string) {
  const [row] = await db.select().from(checkInSymptoms).where(eq(checkInSymptoms.checkInId, checkInId));
  return row ?? null;
}
