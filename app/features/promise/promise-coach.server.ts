import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { members, promises } from "~/db/schema";
import { coachZone } from "~/features/coach/coach-dates.server";
import { localDay, longDate } from "~/lib/dates";
import { promiseTiming } from "./promise-due";
import { allProgramStarts } from "./promise-starts-kept.server";

// The coach's side of the 4-week promise (issue 39 §3, decision 0066): the redesigns to do, each
// with what her log showed and her answer, and how many promises came due, were kept, were
// redesigned and are waiting.

export type RedesignTask = {
  memberId: string;
  name: string;
  program: string;
  /** "27 November 2026": when she answered, in the coach's zone. */
  answered: string;
  changes: string[];
};

export type PromiseCounts = {
  /** Every program that reached 4 weeks: answered, or due and not answered. */
  due: number;
  /** She felt noticeably stronger. */
  kept: number;
  /** She did not, and her coach has changed her program. */
  redesigned: number;
  /** She did not, and the redesign is still to do. */
  toRedesign: number;
  /** Due, and she has not answered yet. */
  unanswered: number;
};

export type PromiseHome = { tasks: RedesignTask[]; counts: PromiseCounts };

export async function promiseHome(db: Database, now: Date): Promise<PromiseHome> {
  const [answered, open, starts] = await Promise.all([
    db
      .select({
        memberId: promises.memberId,
        startDay: promises.startDay,
        answer: promises.answer,
        resolvedAt: promises.resolvedAt,
      })
      .from(promises),
    db
      .select({
        memberId: promises.memberId,
        name: members.name,
        program: promises.program,
        answeredAt: promises.answeredAt,
        changes: promises.changes,
      })
      .from(promises)
      .innerJoin(members, eq(members.id, promises.memberId))
      .where(and(eq(promises.answer, "no"), isNull(promises.resolvedAt)))
      .orderBy(asc(promises.answeredAt)),
    allProgramStarts(db),
  ]);
  const answeredKeys = new Set(answered.map((row) => `${row.memberId}:${row.startDay}`));
  let unanswered = 0;
  for (const start of starts.values()) {
    if (answeredKeys.has(`${start.memberId}:${start.startDay}`)) continue;
    if (promiseTiming(now, start.timeZone, start.startDay, start.pauses).state !== "running") unanswered++;
  }
  const kept = answered.filter((row) => row.answer === "yes").length;
  const redesigned = answered.filter((row) => row.answer === "no" && row.resolvedAt).length;
  const zone = coachZone();
  return {
    tasks: open.map((row) => ({
      memberId: row.memberId,
      name: row.name,
      program: row.program,
      answered: longDate(localDay(row.answeredAt, zone)),
      changes: row.changes,
    })),
    counts: {
      due: answered.length + unanswered,
      kept,
      redesigned,
      toRedesign: open.length,
      unanswered,
    },
  };
}
