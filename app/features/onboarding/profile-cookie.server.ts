import { and, eq, isNull, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { Answers } from "~/content/onboarding";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { activities, challengeMembers, profiles } from "~/db/schema";
import { getAppContext } from "~/lib/app-context.server";
import { signedCookie } from "~/lib/signed-cookie.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

// Her questionnaire profile. A visitor's is named by a signed cookie ("wb50_" like every cookie
// of ours, so the public page cache steps aside for her); once she signs up or in, it belongs
// to her account and the cookie is cleared, so signing out on a shared device shows nothing.

export const PROFILE_COOKIE_NAME = "wb50_profile";
const PROFILE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export type Profile = typeof profiles.$inferSelect & { answers: Answers };

export const profileCookie = signedCookie(PROFILE_COOKIE_NAME, PROFILE_COOKIE_MAX_AGE);

export async function cookieProfileId(args: Args): Promise<string | null> {
  const value: unknown = await profileCookie(args).parse(args.request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export async function anonymousProfile(db: Database, id: string | null): Promise<Profile | null> {
  if (!id) return null;
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), isNull(profiles.memberId)));
  return (row as Profile | undefined) ?? null;
}

const profileOf = prepared("member_profile", (db, name) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.memberId, sql.placeholder("memberId")))
    .prepare(name),
);

export async function memberProfile(db: Database, memberId: string): Promise<Profile | null> {
  const [row] = await profileOf(db).execute({ memberId });
  return (row as Profile | undefined) ?? null;
}

/**
 * At sign-in or sign-up: the questionnaire she filled in as a visitor becomes her account's.
 * If her account already has a profile (another device), the one she completed most recently
 * wins and her records from both are kept. Returns the Set-Cookie that clears the visitor
 * cookie, or null when she had none.
 */
export async function attachProfile(args: Args, memberId: string): Promise<string | null> {
  const id = await cookieProfileId(args);
  if (!id) return null;
  const { db } = getAppContext(args.context).database;
  const clear = await profileCookie(args).serialize("", { maxAge: 0, expires: new Date(0) });
  const visitor = await anonymousProfile(db, id);
  if (!visitor) return clear;
  const own = await memberProfile(db, memberId);
  if (!own) {
    await db
      .update(profiles)
      .set({ memberId })
      .where(and(eq(profiles.id, visitor.id), isNull(profiles.memberId)));
    return clear;
  }
  const visitorIsNewer =
    Object.keys(visitor.answers).length > 0 &&
    (!own.completedAt || (visitor.completedAt !== null && visitor.completedAt > own.completedAt));
  await db.transaction(async (tx) => {
    if (visitorIsNewer) {
      await tx
        .update(profiles)
        .set({
          answers: visitor.answers,
          step: visitor.step,
          completedAt: visitor.completedAt ?? own.completedAt,
          timeZone: visitor.timeZone ?? own.timeZone,
        })
        .where(eq(profiles.id, own.id));
    }
    await tx.execute(sql`
      insert into ${activities} (profile_id, kind, day, title, created_at)
      select ${own.id}, kind, day, title, created_at from ${activities} where profile_id = ${visitor.id}
      on conflict do nothing`);
    await tx.execute(sql`
      insert into ${challengeMembers} (challenge, profile_id, joined_at)
      select challenge, ${own.id}, joined_at from ${challengeMembers} where profile_id = ${visitor.id}
      on conflict do nothing`);
    await tx.delete(profiles).where(eq(profiles.id, visitor.id));
  });
  return clear;
}
