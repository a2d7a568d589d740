// The coach's daily digest (issue 16): new questionnaire leads and newsletter confirmations,
// one email a day, not one per event.
import { and, desc, eq, gt, isNotNull, ne } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { digests, members, newsletterSignups, profiles } from "~/db/schema";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { localDay } from "~/lib/dates";

/** The digest goes out at or after this hour, in the business's time zone. */
export const DIGEST_HOUR = 7;

function localHour(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format(now);
  return Number(hour);
}

export type DigestOutcome = "too-early" | "already-sent" | "nothing-new" | "sent";

/**
 * Sends today's digest if it is due. Inserting today's row is the claim: with several
 * instances, only the one whose insert succeeds goes on, and the emails are queued in the same
 * transaction, so the coach hears once. It covers everything since the previous digest (or the
 * last day, the first time); a day with nothing new sends nothing.
 */
export async function sendDailyDigest({
  db,
  appUrl,
  now,
}: {
  db: Database;
  appUrl: string;
  now: Date;
}): Promise<DigestOutcome> {
  if (localHour(now, liveSite().timeZone) < DIGEST_HOUR) return "too-early";
  const day = localDay(now, liveSite().timeZone);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(digests)
      .values({ day, summary: "", createdAt: now })
      .onConflictDoNothing()
      .returning({ day: digests.day });
    if (!claimed) return "already-sent";
    const [previous] = await tx
      .select({ at: digests.createdAt })
      .from(digests)
      .where(ne(digests.day, day))
      .orderBy(desc(digests.createdAt))
      .limit(1);
    const since = previous?.at ?? new Date(now.getTime() - 24 * 60 * 60 * 1000);

    const leads = await tx
      .select({ name: members.name, email: members.email, completedAt: profiles.completedAt })
      .from(profiles)
      .leftJoin(members, eq(members.id, profiles.memberId))
      .where(and(isNotNull(profiles.completedAt), gt(profiles.completedAt, since)))
      .orderBy(profiles.completedAt);
    const confirmations = await tx
      .select({ email: newsletterSignups.email })
      .from(newsletterSignups)
      .where(and(isNotNull(newsletterSignups.confirmedAt), gt(newsletterSignups.confirmedAt, since)))
      .orderBy(newsletterSignups.confirmedAt);

    const summary = `${leads.length} questionnaires, ${confirmations.length} newsletter confirmations`;
    await tx.update(digests).set({ summary }).where(eq(digests.day, day));
    if (leads.length === 0 && confirmations.length === 0) return "nothing-new";

    const coaches = await tx
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(eq(members.role, "coach"));
    const message = messages.digest({
      day,
      leads: leads.map((lead) =>
        lead.email ? `${lead.name} (${lead.email})` : "a visitor without an account",
      ),
      confirmations: confirmations.map((row) => row.email),
      url: `${appUrl}/coach/leads`,
    });
    for (const coach of coaches) {
      await enqueueEmail(tx, { to: coach.email, message, dedupeKey: `digest:${day}:${coach.id}` }, now);
    }
    return "sent";
  });
}
