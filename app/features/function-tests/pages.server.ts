import { eq } from "drizzle-orm";
import { FUNCTION_TEST_INTERVAL_WEEKS } from "~/content/function-tests";
import type { Database } from "~/db/client.server";
import { coachingPlans } from "~/db/schema";
import { latestScreening, mayLog, screeningStatus } from "~/features/coaching/screening.server";
import { lengthUnitFor } from "~/features/training/body.server";
import type { Preferences } from "~/features/training/training.server";
import { addDays } from "~/lib/dates";
import { getBirth, lastTestDay, listResults } from "./function-tests.server";
import { scorecard } from "./scorecard";

// Issue 39 §1 (h1): what her test pages read. The tests open once her health screening lets her
// log (no yes, or a yes cleared or reviewed); otherwise the page says where to go first.

/** Continuum clients are the ones the coach put on a coaching plan (decision 0064). */
export async function isContinuumClient(db: Database, memberId: string): Promise<boolean> {
  const rows = await db
    .select({ plan: coachingPlans.plan })
    .from(coachingPlans)
    .where(eq(coachingPlans.memberId, memberId))
    .limit(1);
  return rows.length > 0;
}

/** The day her next tests are due (8 weeks after her latest result), or null when never tested. */
export const nextTestsDue = (last: string | null) =>
  last === null ? null : addDays(last, FUNCTION_TEST_INTERVAL_WEEKS * 7);

/** May she take the tests now: her screening lets her train. */
export async function testsOpen(db: Database, memberId: string, now: Date): Promise<boolean> {
  return mayLog(screeningStatus(await latestScreening(db, memberId), now));
}

/** Her scorecard page: the gate, her year of birth, every test's card and her schedule. */
export async function loadScorecard(
  db: Database,
  memberId: string,
  { now, today, preferences }: { now: Date; today: string; preferences: Preferences },
) {
  const [open, birth, rows, continuum, last] = await Promise.all([
    testsOpen(db, memberId, now),
    getBirth(db, memberId),
    listResults(db, memberId),
    isContinuumClient(db, memberId),
    lastTestDay(db, memberId),
  ]);
  const due = nextTestsDue(last);
  return {
    open,
    birth,
    today,
    cards: scorecard(rows, lengthUnitFor(preferences.unit)),
    schedule: { continuum, last, due, dueNow: continuum && (due === null || due <= today) },
  };
}

export type ScorecardData = Awaited<ReturnType<typeof loadScorecard>>;

/** The /progress page's line about her tests: her latest day and when the next are due. */
export async function progressTestsSummary(db: Database, memberId: string) {
  const [last, continuum] = await Promise.all([lastTestDay(db, memberId), isContinuumClient(db, memberId)]);
  return { last, due: continuum ? nextTestsDue(last) : null };
}
