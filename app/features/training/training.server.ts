import { eq, sql } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import { getProgram } from "~/content/programs/index.server";
import type { Session } from "~/content/programs/schema";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { profiles, trainingPreferences, type WeightUnit } from "~/db/schema";
import { DEFAULT_STEP, fromUnit } from "~/features/training/units";
import { getAppContext } from "~/lib/app-context.server";
import { type GuardArgs, requireMember } from "~/lib/auth.server";
import { localDay } from "~/lib/dates";
import { forgetMemberReads, keptMemberRead } from "~/lib/member-reads-kept.server";

// Her training log (decision 0031), what every part of it reads first: her preferences, her
// time zone and day, and the program session a log belongs to. Her workouts are read in
// workout-reads.server.ts and written in workout-writes.server.ts. Every function takes the
// member's id from the guard, never from the form; a log id that is not hers is "not found".

export type Preferences = { unit: WeightUnit; plateStep: number; goalWeightKg: number | null };

const preferencesOf = prepared("training_preferences", (db, name) =>
  db
    .select()
    .from(trainingPreferences)
    .where(eq(trainingPreferences.memberId, sql.placeholder("memberId")))
    .prepare(name),
);

/** Kept in memory until she changes them (decision 0098): the caller must not change them. */
export async function getPreferences(db: Database, memberId: string): Promise<Preferences> {
  return keptMemberRead(db, memberId, "preferences", async (): Promise<Preferences> => {
    const [row] = await preferencesOf(db).execute({ memberId });
    return row
      ? { unit: row.unit, plateStep: row.plateStep, goalWeightKg: row.goalWeightKg }
      : { unit: "kg", plateStep: DEFAULT_STEP.kg, goalWeightKg: null };
  });
}

export async function savePreferences(
  db: Database,
  memberId: string,
  preferences: Preferences,
): Promise<void> {
  await db
    .insert(trainingPreferences)
    .values({ memberId, ...preferences })
    .onConflictDoUpdate({
      target: trainingPreferences.memberId,
      set: { ...preferences, updatedAt: new Date() },
    });
  forgetMemberReads(db, memberId);
}

/**
 * The guard of her progress pages (`/progress`, its PDF and CSV, `/progress/body`): she must be
 * signed in; with her settings and today's date in her time zone, read together.
 */
export async function requireTrainingMember(args: GuardArgs) {
  const { member } = await requireMember(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const [preferences, zone] = await Promise.all([
    getPreferences(db, member.id),
    memberTimeZone(db, member.id, liveSite().timeZone),
  ]);
  return { member, app, db, preferences, today: localDay(app.now(), zone) };
}

/** Her plate step in kilograms, for the progression rules. */
export const stepInKg = (preferences: Preferences) => fromUnit(preferences.plateStep, preferences.unit);

const timeZoneOf = prepared("member_time_zone", (db, name) =>
  db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.memberId, sql.placeholder("memberId")))
    .prepare(name),
);

/** The time zone her days are counted in: her profile's, else the gym's. */
export async function memberTimeZone(db: Database, memberId: string, fallback: string): Promise<string> {
  const [row] = await timeZoneOf(db).execute({ memberId });
  return row?.timeZone ?? fallback;
}

/** The program session a log belongs to, or null when the slug or session id is unknown. */
export function findSession(program: string, sessionId: string): Session | null {
  return getProgram(program).sessions.find((session) => session.id === sessionId) ?? null;
}

/** Her local day for a workout started now. */
export function logDay(now: Date, timeZone: string) {
  return localDay(now, timeZone);
}
