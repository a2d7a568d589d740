// Reading her billing back (decision 0034): her payments, her subscriptions and her provider
// customer id, for the Account page and the coach's member page.
import { and, desc, eq, sql } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { payments, subscriptions } from "~/db/schema";

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** "3 March 2027", in the business's time zone. */
export function formatLongDate(date: Date, timeZone = liveSite().timeZone): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(date);
}

/** Her payment events, newest first; the provider's two notices of one paid invoice show once. */
export async function paymentHistory(db: Database, memberId: string, limit = 100): Promise<PaymentRow[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.memberId, memberId))
    .orderBy(desc(payments.occurredAt), desc(payments.eventId))
    .limit(limit);
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (!row.invoiceId) return true;
    const key = `${row.kind}:${row.invoiceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function subscriptionsOf(db: Database, memberId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.memberId, memberId))
    .orderBy(desc(subscriptions.lastEventAt));
}

/** The provider's customer id for her billing portal, from her newest subscription or payment. */
export async function customerIdOf(db: Database, memberId: string): Promise<string | null> {
  const [sub] = await db
    .select({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId), sql`${subscriptions.customerId} is not null`))
    .orderBy(desc(subscriptions.lastEventAt))
    .limit(1);
  if (sub?.customerId) return sub.customerId;
  const [paid] = await db
    .select({ customerId: payments.customerId })
    .from(payments)
    .where(and(eq(payments.memberId, memberId), sql`${payments.customerId} is not null`))
    .orderBy(desc(payments.occurredAt))
    .limit(1);
  return paid?.customerId ?? null;
}
