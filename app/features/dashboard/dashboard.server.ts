import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import { completeAnswers } from "~/content/onboarding";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { activities, challengeMembers } from "~/db/schema";
import type { Profile } from "~/features/onboarding/profiles.server";
import { addDays, type Day, isValidTimeZone, localDay, streak, weekOf } from "~/lib/dates";
import { type FinishedLogs, type Recorded, summarise } from "./progress";

/** The one weekly challenge there is today (product.md §1.5). */
export const STEPS_CHALLENGE = "10k-steps-daily";

/**
 * The zone her days are counted in: what her browser just sent when valid, else what it sent
 * last time, else the gym's. Returns whether the profile should store the new value.
 */
export function resolveTimeZone(profile: Profile | null, submitted: string | null) {
  if (submitted && isValidTimeZone(submitted)) {
    return { timeZone: submitted, changed: submitted !== profile?.timeZone };
  }
  return { timeZone: profile?.timeZone ?? liveSite().timeZone, changed: false };
}

/** Days of her ticks read first: this week, and a streak shorter than this, need no more. */
export const RECENT_RECORD_DAYS = 62;

/** Her ticks on or after (`gte`) or before (`lt`) a day: built once (decision 0081). */
const recordsFrom = (name: string, compare: typeof gte | typeof lt) =>
  prepared(name, (db, statement) =>
    db
      .select({ kind: activities.kind, day: activities.day })
      .from(activities)
      .where(
        and(
          eq(activities.profileId, sql.placeholder("profileId")),
          compare(activities.day, sql.placeholder("since")),
        ),
      )
      .prepare(statement),
  );
/** Every dashboard view reads them. */
const recentRecords = recordsFrom("dashboard_recent_records", gte);
/** Only when her streak reaches back past the recent ones. */
const olderRecords = recordsFrom("dashboard_older_records", lt);

/**
 * Her plan ticks and ticked step days: those of the last `RECENT_RECORD_DAYS` days, and all of
 * them only when her streak reaches back to the first of those (its start may be older). What
 * the page counts (this week, the streak) is the same either way; the cost of the usual view
 * no longer grows with every year she has been ticking.
 */
export async function listRecords(db: Database, profileId: string, today: Day): Promise<Recorded[]> {
  const since = addDays(today, -RECENT_RECORD_DAYS);
  const recent = await recentRecords(db).execute({ profileId, since });
  const planDays = recent.filter((record) => record.kind !== "steps").map((record) => record.day);
  const days = streak(planDays, today);
  // The day that ended her streak was read, and was empty: nothing older can change it.
  const streakEnd = addDays(planDays.includes(today) ? today : addDays(today, -1), -days);
  return streakEnd >= since ? recent : [...recent, ...(await olderRecords(db).execute({ profileId, since }))];
}

/** How many joined, and whether she (null: nobody) is one of them: one round trip, built once. */
const challengeCounts = prepared("dashboard_challenge_counts", (db, name) =>
  db
    .select({
      participants: count(),
      joined: sql<boolean>`coalesce(bool_or(${challengeMembers.profileId} = ${sql.placeholder("profileId")}), false)`,
    })
    .from(challengeMembers)
    .where(eq(challengeMembers.challenge, sql.placeholder("challenge")))
    .prepare(name),
);

export async function challengeStatus(db: Database, profileId: string | null) {
  // A null profile id equals no row's: bool_or gives null, coalesced to false.
  const [row] = await challengeCounts(db).execute({ profileId, challenge: STEPS_CHALLENGE });
  return { participants: row?.participants ?? 0, joined: row?.joined === true };
}

/**
 * Records one plan card (or a challenge day) as done. The (profile, kind, day) key means a
 * double click, a retried request or two tabs record it once; returns false when it already was.
 */
export async function recordActivity(
  db: Database,
  entry: { profileId: string; kind: Recorded["kind"]; day: Day; title: string },
): Promise<boolean> {
  const inserted = await db
    .insert(activities)
    .values(entry)
    .onConflictDoNothing()
    .returning({ day: activities.day });
  return inserted.length > 0;
}

export async function removeActivity(
  db: Database,
  entry: { profileId: string; kind: Recorded["kind"]; day: Day },
): Promise<void> {
  await db
    .delete(activities)
    .where(
      and(
        eq(activities.profileId, entry.profileId),
        eq(activities.kind, entry.kind),
        eq(activities.day, entry.day),
      ),
    );
}

export async function joinChallenge(db: Database, profileId: string, now: Date): Promise<void> {
  await db
    .insert(challengeMembers)
    .values({ challenge: STEPS_CHALLENGE, profileId, joinedAt: now })
    .onConflictDoNothing();
}

/** Her finished training logs per day in [from, to); the training log answers it for a member. */
export type FinishedLogsReader = (from: Day, to: Day) => Promise<FinishedLogs[]>;

/**
 * Her summary for `now` in her zone; null until she has completed the questionnaire. A member's
 * finished training logs of this week count towards her weekly workouts.
 */
export async function ownSummary(
  db: Database,
  profile: Profile,
  now: Date,
  finishedLogs: FinishedLogsReader | null = null,
) {
  const answers = completeAnswers(profile.answers);
  if (!profile.completedAt || !answers) return null;
  const { timeZone } = resolveTimeZone(profile, null);
  const today = localDay(now, timeZone);
  const week = weekOf(today);
  const [records, logs] = await Promise.all([
    listRecords(db, profile.id, today),
    finishedLogs ? finishedLogs(week[0] ?? today, addDays(week[6] ?? today, 1)) : Promise.resolve([]),
  ]);
  return { answers, today, timeZone, records, summary: summarise(records, today, logs) };
}
