import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSignups } from "~/db/schema";

export type SignupOutcome = "added" | "already-registered";

/**
 * Adds her to the newsletter. The unique email makes this idempotent: a second sign-up, or two
 * submits racing each other, leave one row and answer "already-registered".
 */
export async function subscribe(
  db: Database,
  signup: { email: string; source: string },
  now: Date,
): Promise<SignupOutcome> {
  const inserted = await db
    .insert(newsletterSignups)
    .values({ email: signup.email.toLowerCase(), source: signup.source, consentedAt: now, createdAt: now })
    .onConflictDoNothing({ target: newsletterSignups.email })
    .returning({ id: newsletterSignups.id });
  return inserted.length > 0 ? "added" : "already-registered";
}

export async function listSignups(db: Database, limit: number) {
  return db.select().from(newsletterSignups).orderBy(desc(newsletterSignups.createdAt)).limit(limit);
}

/** Removes a sign-up (she asked to leave the list); the removed email, or null if none. */
export async function removeSignup(db: Database, id: number): Promise<string | null> {
  const [removed] = await db
    .delete(newsletterSignups)
    .where(eq(newsletterSignups.id, id))
    .returning({ email: newsletterSignups.email });
  return removed?.email ?? null;
}
