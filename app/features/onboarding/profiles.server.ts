import { randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { Answers, OnboardingStepId } from "~/content/onboarding";
import type { Database } from "~/db/client.server";
import { members, profiles } from "~/db/schema";
import { getAppContext } from "~/lib/app-context.server";
import { type GuardArgs, getViewer } from "~/lib/auth.server";
import {
  anonymousProfile,
  cookieProfileId,
  memberProfile,
  type Profile,
  profileCookie,
} from "./profile-cookie.server";

export type { Profile };

/** Her profile: her account's when signed in, otherwise the one her cookie names; or null. */
export async function getProfile(args: GuardArgs): Promise<Profile | null> {
  const { db } = getAppContext(args.context).database;
  const { member } = await getViewer(args);
  if (member) return memberProfile(db, member.id);
  return anonymousProfile(db, await cookieProfileId(args));
}

/**
 * Her profile, created on her first answer. A new visitor's comes with the Set-Cookie that
 * names it; a member's is keyed by her account (two racing requests still make one row).
 */
export async function ensureProfile(
  args: GuardArgs,
): Promise<{ profile: Profile; setCookie: string | null }> {
  const existing = await getProfile(args);
  if (existing) return { profile: existing, setCookie: null };
  const { db } = getAppContext(args.context).database;
  const { member } = await getViewer(args);
  const id = randomBytes(18).toString("base64url");
  if (member) {
    await db.insert(profiles).values({ id, memberId: member.id }).onConflictDoNothing();
    const profile = await memberProfile(db, member.id);
    if (!profile) throw new Error("Profile insert returned no row");
    return { profile, setCookie: null };
  }
  const [row] = await db.insert(profiles).values({ id }).returning();
  if (!row) throw new Error("Profile insert returned no row");
  return { profile: row as Profile, setCookie: await profileCookie(args).serialize(id) };
}

export async function updateProfile(
  db: Database,
  id: string,
  fields: Partial<{
    answers: Answers;
    step: OnboardingStepId;
    completedAt: Date;
    timeZone: string;
  }>,
): Promise<void> {
  await db.update(profiles).set(fields).where(eq(profiles.id, id));
}

/** The questionnaire answers for the coach, newest first, with the account when there is one. */
export async function listProfiles(db: Database, limit: number) {
  const rows = await db
    .select({
      id: profiles.id,
      answers: profiles.answers,
      step: profiles.step,
      completedAt: profiles.completedAt,
      updatedAt: profiles.updatedAt,
      name: members.name,
      email: members.email,
    })
    .from(profiles)
    .leftJoin(members, eq(members.id, profiles.memberId))
    .where(sql`${profiles.answers} <> '{}'::jsonb`)
    .orderBy(desc(profiles.updatedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, answers: row.answers as Answers }));
}

export async function countProfiles(db: Database) {
  const [row] = await db
    .select({
      completed: sql<number>`count(*) filter (where ${profiles.completedAt} is not null)`.mapWith(Number),
      started: sql<number>`count(*) filter (where ${profiles.answers} <> '{}'::jsonb)`.mapWith(Number),
    })
    .from(profiles);
  return { completed: row?.completed ?? 0, started: row?.started ?? 0 };
}
