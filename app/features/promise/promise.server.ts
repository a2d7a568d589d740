import { and, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { promises, setLogs, workoutLogs } from "~/db/schema";
import { raiseClientFlag } from "~/features/coaching/client-flags.server";
import { listResults } from "~/features/function-tests/function-tests.server";
import { changesSince } from "~/features/function-tests/scorecard";
import { lengthUnitFor } from "~/features/training/body.server";
import { exerciseNames } from "~/features/training/progress-data.server";
import { getPreferences } from "~/features/training/training.server";
import { type Day, dayNumber, localDay, longDate } from "~/lib/dates";
import type { PromiseCardView } from "./promise-card";
import { changeSummary, type PromiseDay, type StrengthChange, strengthChanges } from "./promise-changes";
import { PROMISE_NOTICE_DAYS, promiseTiming } from "./promise-due";
import { type KnownStartRows, type ProgramStart, programStarts } from "./promise-starts.server";

// Her side of the 4-week promise (issue 39 §3, decision 0066): the dashboard card and her answer.

/** The card's one form: "Do you feel noticeably stronger?" Yes or No. */
export const PromiseAnswerSchema = z.object({
  answer: z.enum(["yes", "no"], { error: "Please choose Yes or No." }),
});

/** Her days of each exercise between the start and the due day, added up in SQL per day. */
async function promiseDays(db: Database, memberId: string, start: Day, due: Day): Promise<PromiseDay[]> {
  const lifted = sql`${setLogs.reps} > 0 and ${setLogs.weightKg} > 0`;
  const rows = await db
    .select({
      key: setLogs.exerciseKey,
      day: workoutLogs.day,
      pair: sql<unknown>`max(array[${setLogs.weightKg}, ${setLogs.reps}::float8]) filter (where ${lifted})`,
      mostReps: sql<number | null>`max(${setLogs.reps}) filter (where ${setLogs.reps} > 0)`,
      longest: sql<number | null>`max(${setLogs.seconds}) filter (where ${setLogs.seconds} > 0)`,
    })
    .from(setLogs)
    .innerJoin(workoutLogs, eq(workoutLogs.id, setLogs.logId))
    .where(
      and(
        eq(setLogs.memberId, memberId),
        eq(setLogs.done, true),
        isNotNull(workoutLogs.finishedAt),
        gte(workoutLogs.day, start),
        lt(workoutLogs.day, due),
      ),
    )
    .groupBy(setLogs.exerciseKey, workoutLogs.day);
  return rows.map((row) => {
    const pair = Array.isArray(row.pair) && row.pair.length === 2 ? row.pair.map(Number) : null;
    return {
      key: row.key,
      day: row.day,
      bestWeightKg: pair?.[0] ?? null,
      bestReps: pair?.[1] ?? null,
      mostReps: row.mostReps === null ? null : Number(row.mostReps),
      longestSeconds: row.longest === null ? null : Number(row.longest),
    };
  });
}

/** What changed over her 4 weeks, in her unit: the card's lines, the task's, the email's. */
export async function changesFor(db: Database, start: ProgramStart, due: Day): Promise<StrengthChange[]> {
  const [days, preferences] = await Promise.all([
    promiseDays(db, start.memberId, start.startDay, due),
    getPreferences(db, start.memberId),
  ]);
  const names = await exerciseNames(db, start.memberId, [...new Set(days.map((day) => day.key))]);
  return strengthChanges(days, { start: start.startDay, due, unit: preferences.unit, names });
}

/** Her five latest answers: every dashboard of hers asks. */
const latestAnswers = prepared("promise_latest_answers", (db, name) =>
  db
    .select()
    .from(promises)
    .where(eq(promises.memberId, sql.placeholder("memberId")))
    .orderBy(desc(promises.answeredAt))
    .limit(5)
    .prepare(name),
);

/**
 * Her dashboard's promise card, or null. A "no" waiting for the coach, then the coach's redesign
 * for PROMISE_NOTICE_DAYS, come first; then the question itself while it is due and unanswered;
 * a "yes" is thanked on the day she gave it, then the card is gone.
 */
export async function promiseCard(
  db: Database,
  memberId: string,
  now: Date,
  /** Her assignment and zone when the caller has read them (her dashboard). */
  known?: KnownStartRows,
): Promise<PromiseCardView | null> {
  const [starts, answered] = await Promise.all([
    programStarts(db, [memberId], known),
    latestAnswers(db).execute({ memberId }),
  ]);
  const start = starts.get(memberId);
  const timeZone = start?.timeZone;
  const today = (zone: string | undefined) => localDay(now, zone ?? "UTC");
  const open = answered.find((row) => row.answer === "no" && !row.resolvedAt);
  if (open) return { kind: "waiting", program: open.program };
  const redesigned = answered.find(
    (row) =>
      row.answer === "no" &&
      row.resolvedAt &&
      dayNumber(today(timeZone)) - dayNumber(localDay(row.resolvedAt, timeZone ?? "UTC")) <
        PROMISE_NOTICE_DAYS,
  );
  if (redesigned) return { kind: "redesigned", program: redesigned.program };
  if (!start) return null;
  const mine = answered.find((row) => row.startDay === start.startDay);
  if (mine) {
    return mine.answer === "yes" && localDay(mine.answeredAt, start.timeZone) === today(timeZone)
      ? { kind: "thanks", program: mine.program }
      : null;
  }
  const timing = promiseTiming(now, start.timeZone, start.startDay, start.pauses);
  if (timing.state !== "due") return null;
  const [changes, tests, preferences] = await Promise.all([
    changesFor(db, start, timing.due),
    listResults(db, memberId),
    getPreferences(db, memberId),
  ]);
  return {
    kind: "ask",
    program: start.program,
    since: longDate(start.startDay),
    summary: changeSummary(changes),
    changes: changes.map(({ key, name, before, after, up }) => ({ key, name, before, after, up })),
    // Her function tests too, if she did them (issue 39 §3): the scorecard's words.
    functionTestChanges: changesSince(tests, start.startDay, lengthUnitFor(preferences.unit)),
  };
}

/**
 * Records her answer to the question that is due for her now (decided here, never by the form).
 * Idempotent: a double tap or a retried request records the first answer once. A "no" raises
 * the coach's "redesign" flag in the same transaction. False when nothing is due.
 */
export async function answerPromise(
  db: Database,
  memberId: string,
  answer: "yes" | "no",
  now: Date,
): Promise<boolean> {
  const start = (await programStarts(db, [memberId])).get(memberId);
  if (!start) return false;
  const timing = promiseTiming(now, start.timeZone, start.startDay, start.pauses);
  if (timing.state !== "due") {
    // Already answered (the second tap of a double tap) counts as done.
    const [row] = await db
      .select({ answer: promises.answer })
      .from(promises)
      .where(and(eq(promises.memberId, memberId), eq(promises.startDay, start.startDay)));
    return Boolean(row);
  }
  const changes = await changesFor(db, start, timing.due);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(promises)
      .values({
        memberId,
        startDay: start.startDay,
        program: start.program,
        dueDay: timing.due,
        answer,
        changes: changes.map((change) => change.line),
        answeredAt: now,
      })
      .onConflictDoNothing()
      .returning({ memberId: promises.memberId });
    if (inserted.length > 0 && answer === "no") {
      await raiseClientFlag(
        tx,
        memberId,
        "redesign",
        `${start.program}: not noticeably stronger after 4 weeks`,
      );
    }
  });
  return true;
}
