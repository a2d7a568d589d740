// What she has and until when, and what she paid, in plain words for the Account page and the
// coach's member page (issue 19 §5, decision 0034). Dates are formatted here, on the server,
// in the business's time zone, so both renders agree.
import type { Database } from "~/db/client.server";
import type { PaymentKind } from "~/db/schema";
import {
  customerIdOf,
  formatLongDate,
  type PaymentRow,
  paymentHistory,
  type SubscriptionRow,
  subscriptionsOf,
} from "~/features/billing/billing-records.server";
import { type Entitlement, listEntitlements, type Member } from "~/lib/members.server";

export type AccessLine = {
  /** "Premium", "Client portal". */
  title: string;
  /** Where it came from: "Given by your coach", "Paid subscription"… */
  from: string;
  /** "Renews on 3 March 2027", "Ends on …", "Payment failed: …", "Ended on …". */
  status: string;
  tone: "active" | "warning" | "ended";
};

export type HistoryLine = {
  id: string;
  date: string;
  what: string;
  amount: string;
  outcome: string;
};

const TITLES = { premium: "Premium", portal: "Client portal" } as const;

/** "A$29.00": the amount in its currency, from the provider's smallest unit. */
export function formatAmount(amount: number | null, currency: string | null): string {
  if (amount === null || !currency) return "";
  try {
    const format = new Intl.NumberFormat("en-AU", { style: "currency", currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    // An unknown currency code is shown as sent rather than refusing the page.
    return `${amount} ${currency.toUpperCase()}`;
  }
}

const WHAT: Record<PaymentKind, string> = {
  purchase: "Payment",
  "subscription-checkout": "Subscription started",
  renewal: "Subscription payment",
  "payment-failed": "Payment failed",
  refund: "Refund",
  "partial-refund": "Partial refund",
  dispute: "Payment disputed",
  "subscription-updated": "Subscription changed",
  "subscription-ended": "Subscription ended",
};

function describeWhat(row: PaymentRow): string {
  if (row.kind === "subscription-updated") {
    return row.cancelAtPeriodEnd ? "Cancelled: ends at the end of the paid period" : "Subscription renews";
  }
  return WHAT[row.kind];
}

export function historyLines(rows: readonly PaymentRow[]): HistoryLine[] {
  return rows.map((row) => ({
    id: row.eventId,
    date: formatLongDate(row.occurredAt),
    what: describeWhat(row),
    amount: formatAmount(row.amount, row.currency),
    outcome: row.outcome,
  }));
}

/** One subscription's state in her words. */
export function describeSubscription(sub: SubscriptionRow, now: Date): Omit<AccessLine, "title" | "from"> {
  const end = sub.accessEndsAt;
  const on = end ? formatLongDate(end) : null;
  if (sub.status === "revoked" && on) {
    return { status: `Ended on ${on}, after a refund or dispute`, tone: "ended" };
  }
  if (end && on && end.getTime() <= now.getTime()) return { status: `Ended on ${on}`, tone: "ended" };
  if (sub.status === "past-due" && on) {
    return { status: `Payment failed: access continues until ${on} — update your card`, tone: "warning" };
  }
  if (sub.status === "canceled" || sub.status === "ending") {
    return { status: on ? `Ends on ${on}` : "Ends at the end of the period you paid for", tone: "active" };
  }
  return {
    status: on ? `Renews on ${on}` : "Active: the renewal date shows here once the payment is confirmed",
    tone: "active",
  };
}

function describeEntitlement(entitlement: Entitlement, now: Date): Omit<AccessLine, "title" | "from"> {
  if (!entitlement.endsAt) return { status: "No end date", tone: "active" };
  const on = formatLongDate(entitlement.endsAt);
  return entitlement.endsAt.getTime() > now.getTime()
    ? { status: `Ends on ${on}`, tone: "active" }
    : { status: `Ended on ${on}`, tone: "ended" };
}

/**
 * Her access, one line per kind: the coach's gift or what she paid (a subscription's state, a
 * one-off payment), active or ended. `portalCode` is portal access this browser holds through
 * the shared code.
 */
export async function accessSummary(
  db: Database,
  member: Pick<Member, "id" | "role">,
  now: Date,
  portalCode: { expiresAt: Date } | null,
): Promise<{ lines: AccessLine[]; subscriptions: SubscriptionRow[] }> {
  const [held, subs] = await Promise.all([listEntitlements(db, member.id), subscriptionsOf(db, member.id)]);
  const lines: AccessLine[] = [];
  if (member.role === "coach") {
    lines.push({ title: "Everything", from: "You are the coach", status: "No end date", tone: "active" });
  }
  const premium = held.find((entitlement) => entitlement.kind === "premium");
  const paid = premium?.source.startsWith("payment:") ?? false;
  if (premium && !paid) {
    lines.push({ title: TITLES.premium, from: "Given by your coach", ...describeEntitlement(premium, now) });
  } else if (subs.length > 0) {
    // The subscription that sets her access: the one reaching furthest (open first).
    const [main] = [...subs].sort(
      (a, b) =>
        (b.accessEndsAt?.getTime() ?? Number.POSITIVE_INFINITY) -
        (a.accessEndsAt?.getTime() ?? Number.POSITIVE_INFINITY),
    );
    if (main)
      lines.push({ title: TITLES.premium, from: "Paid subscription", ...describeSubscription(main, now) });
  } else if (premium) {
    lines.push({
      title: TITLES.premium,
      from: "Paid once",
      ...(premium.endsAt
        ? describeEntitlement(premium, now)
        : { status: "No end date", tone: "active" as const }),
    });
  }
  const portal = held.find((entitlement) => entitlement.kind === "portal");
  if (portal) {
    lines.push({ title: TITLES.portal, from: "Given by your coach", ...describeEntitlement(portal, now) });
  } else if (portalCode) {
    lines.push({
      title: TITLES.portal,
      from: "The client portal code, on this device",
      status: `Until ${formatLongDate(portalCode.expiresAt)}`,
      tone: "active",
    });
  }
  return { lines, subscriptions: subs };
}

/** Everything the Account page shows about her billing. */
export async function billingSummary(
  db: Database,
  member: Pick<Member, "id" | "role">,
  now: Date,
  portalCode: { expiresAt: Date } | null,
) {
  const [{ lines }, history, customerId] = await Promise.all([
    accessSummary(db, member, now, portalCode),
    paymentHistory(db, member.id),
    customerIdOf(db, member.id),
  ]);
  return { access: lines, history: historyLines(history), hasCustomer: customerId !== null };
}
