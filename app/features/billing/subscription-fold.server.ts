// The folds (decision 0034): a subscription's state and her paid access, from the whole history
// of her payment events. Pure: the same events give the same answer in any order, so a replay,
// a late event or two deliveries in any order end in the same dates.
import type { SubscriptionState } from "~/db/schema";
import type { PaymentRow, SubscriptionRow } from "./billing-records.server";
import { latest } from "./provider-events.server";

/** Issue 19 §5 (decision 0034): a failed payment keeps access this long after the first failure. */
export const GRACE_DAYS = 7;
const GRACE_MS = GRACE_DAYS * 24 * 60 * 60 * 1000;

const isRevocation = (row: Pick<PaymentRow, "kind">) => row.kind === "refund" || row.kind === "dispute";
const isPayment = (row: Pick<PaymentRow, "kind">) =>
  row.kind === "renewal" || row.kind === "subscription-checkout" || row.kind === "purchase";
/** Oldest first; events of the same second in a fixed order, so every fold agrees. */
export const byTime = (a: PaymentRow, b: PaymentRow) =>
  a.occurredAt.getTime() - b.occurredAt.getTime() || a.eventId.localeCompare(b.eventId);
const maxTime = (
  rows: readonly PaymentRow[],
  pick: (row: PaymentRow) => Date | null = (row) => row.occurredAt,
) => latest(rows.map((row) => pick(row)?.getTime()));

export type SubscriptionFold = Pick<
  SubscriptionRow,
  | "status"
  | "currentPeriodEnd"
  | "cancelAtPeriodEnd"
  | "canceledAt"
  | "graceUntil"
  | "revokedAt"
  | "accessEndsAt"
  | "lastEventAt"
>;

/**
 * One subscription's state from its events (and refunds of hers that name nothing more precise).
 * Pure: the same events give the same answer in any order.
 */
export function foldSubscription(own: readonly PaymentRow[], looseRevocations: readonly PaymentRow[]) {
  const rows = [...own].sort(byTime);
  const paid = rows.filter(isPayment);
  const lastPaidAt = maxTime(paid);
  const paidThrough = maxTime(
    rows.filter((row) => row.kind === "renewal"),
    (row) => row.periodEnd,
  );
  const snapshots = rows.filter(
    (row) => row.kind === "subscription-updated" || row.kind === "subscription-ended",
  );
  const lastSnapshot = snapshots.at(-1);
  // Without a paid invoice yet, the provider's own period end is the best word there is.
  const periodEnd = paidThrough ?? maxTime(snapshots, (row) => row.periodEnd);
  const ended = rows.find((row) => row.kind === "subscription-ended");
  // Retries of a failed payment do not stretch the grace: it runs from the first failure since
  // the last good payment.
  const failures = rows.filter(
    (row) => row.kind === "payment-failed" && (lastPaidAt === null || row.occurredAt.getTime() > lastPaidAt),
  );
  const graceUntil = failures[0] ? failures[0].occurredAt.getTime() + GRACE_MS : null;
  // A refund or dispute ends access, unless a payment came after it.
  const revokedAt = maxTime(
    [...rows.filter(isRevocation), ...looseRevocations].filter(
      (row) => lastPaidAt === null || row.occurredAt.getTime() >= lastPaidAt,
    ),
  );

  let status: SubscriptionState;
  let accessEndsAt: number | null;
  if (revokedAt !== null) {
    status = "revoked";
    accessEndsAt = revokedAt;
  } else if (graceUntil !== null) {
    status = "past-due";
    accessEndsAt = Math.max(periodEnd ?? 0, graceUntil);
  } else {
    status = ended ? "canceled" : lastSnapshot?.cancelAtPeriodEnd ? "ending" : "active";
    accessEndsAt = periodEnd;
  }
  const date = (time: number | null) => (time === null ? null : new Date(time));
  return {
    status,
    currentPeriodEnd: date(periodEnd),
    cancelAtPeriodEnd: lastSnapshot?.cancelAtPeriodEnd ?? false,
    canceledAt: ended?.occurredAt ?? null,
    graceUntil: date(graceUntil),
    revokedAt: date(revokedAt),
    accessEndsAt: date(accessEndsAt),
    lastEventAt: date(maxTime(rows)) ?? new Date(0),
  } satisfies SubscriptionFold;
}

/** The first failed payment since the last good one, while it still counts: what the email is about. */
export function openFailure(own: readonly PaymentRow[], folded: SubscriptionFold): PaymentRow | null {
  if (folded.status !== "past-due" || !folded.graceUntil) return null;
  const graceStart = folded.graceUntil.getTime() - GRACE_MS;
  return own.find((row) => row.kind === "payment-failed" && row.occurredAt.getTime() === graceStart) ?? null;
}

/** Refunds and disputes of hers that name no subscription and no purchase: they end all she paid for. */
export function looseRevocationsOf(rows: readonly PaymentRow[]): PaymentRow[] {
  const intents = new Set(
    rows.filter((row) => row.kind === "purchase" && row.paymentIntentId).map((row) => row.paymentIntentId),
  );
  return rows.filter(
    (row) =>
      isRevocation(row) && !row.subscriptionId && !(row.paymentIntentId && intents.has(row.paymentIntentId)),
  );
}

/**
 * When her paid premium ends: null for open (a one-off purchase, or a subscription whose first
 * period end is not known yet), a date otherwise, undefined when she paid for nothing we know of.
 */
export function foldPaidAccess(
  rows: readonly PaymentRow[],
  folded: readonly Pick<SubscriptionFold, "accessEndsAt">[],
  legacyOpen: boolean,
): Date | null | undefined {
  const loose = looseRevocationsOf(rows);
  const ends: (number | null)[] = folded.map((sub) => sub.accessEndsAt?.getTime() ?? null);
  for (const purchase of rows.filter((row) => row.kind === "purchase")) {
    const revokedAt = maxTime(
      rows
        .filter(
          (row) =>
            isRevocation(row) &&
            ((purchase.paymentIntentId && row.paymentIntentId === purchase.paymentIntentId) ||
              loose.includes(row)),
        )
        .filter((row) => row.occurredAt.getTime() >= purchase.occurredAt.getTime()),
    );
    ends.push(revokedAt);
  }
  if (legacyOpen) ends.push(null);
  if (ends.length === 0) return undefined;
  if (ends.includes(null)) return null;
  return new Date(Math.max(...(ends as number[])));
}
