// Issue 19 §5: the email when her subscription's payment fails, while her access lasts.
import type { Database } from "~/db/client.server";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { findMemberById } from "~/lib/members.server";
import { formatLongDate, type PaymentRow } from "./billing-records.server";

/** A failed payment of hers still in its grace, and when her access ends if it stays unpaid. */
export type OpenPaymentFailure = { memberId: string; failure: PaymentRow; until: Date };

/**
 * Queues one email per unpaid invoice, however often the provider retries or redelivers: the
 * outbox's key keeps the second and later ones out. A member no longer here gets none.
 */
export async function queuePaymentFailedEmails(
  db: Database,
  failing: readonly OpenPaymentFailure[],
  mail: { appUrl: string; now: Date },
): Promise<void> {
  for (const { memberId, failure, until } of failing) {
    const member = await findMemberById(db, memberId);
    if (!member) continue;
    await enqueueEmail(
      db,
      {
        to: member.email,
        message: messages.paymentFailed({
          name: member.name,
          until: formatLongDate(until),
          url: `${mail.appUrl}/account`,
        }),
        dedupeKey: `payment-failed:${memberId}:${failure.invoiceId ?? failure.eventId}`,
      },
      mail.now,
    );
  }
}
