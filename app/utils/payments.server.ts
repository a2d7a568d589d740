import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { pendingGrants, webhookEvents } from "~/db/schema";
import { PAYMENT_PROVIDER_ACTOR, recordAudit } from "./audit.server";
import { findMemberByEmail, findMemberById, grantEntitlement, normalizeEmail } from "./members.server";

export type WebhookResult = { status: number; message: string };

/** Events that mean the money arrived; an unpaid checkout (bank debit) completes later. */
const GRANTING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

type CheckoutSession = {
  client_reference_id?: string | null;
  customer_email?: string | null;
  customer_details?: { email?: string | null } | null;
  payment_status?: string | null;
};

/**
 * POST /webhooks/payments. The signature is checked on the raw bytes with the provider's own
 * library; an event is handled at most once, keyed by its id, inside one transaction, so a
 * replay or a concurrent second delivery changes nothing. Only a failure that a retry could
 * fix (the database) surfaces as a 5xx, which the provider retries.
 */
export async function handlePaymentWebhook(input: {
  db: Database;
  secret: string | undefined;
  payload: Buffer;
  signature: string | null;
  now: Date;
}): Promise<WebhookResult> {
  if (!input.secret) return { status: 503, message: "The payment webhook is not configured." };
  if (!input.signature) return { status: 400, message: "Missing signature." };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(input.payload, input.signature, input.secret);
  } catch {
    return { status: 400, message: "Invalid signature." };
  }
  if (!GRANTING_EVENTS.has(event.type)) return { status: 200, message: `Ignored ${event.type}.` };

  const checkout = event.data.object as CheckoutSession;
  if (checkout.payment_status === "unpaid") return { status: 200, message: "Not paid yet." };

  const { db, now } = input;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, outcome: "processing", createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!claimed) return { status: 200, message: "Already processed." };

    const source = `payment:${event.id}`;
    const email = checkout.customer_details?.email ?? checkout.customer_email ?? null;
    const reference = checkout.client_reference_id ?? null;
    const member =
      (reference ? await findMemberById(tx, reference) : null) ??
      (email ? await findMemberByEmail(tx, email) : null);

    let outcome: string;
    if (member) {
      await grantEntitlement(tx, { memberId: member.id, kind: "premium", endsAt: null, source });
      outcome = `granted premium to ${member.email}`;
    } else if (email) {
      await tx
        .insert(pendingGrants)
        .values({ email: normalizeEmail(email), kind: "premium", source })
        .onConflictDoNothing();
      outcome = `premium kept for ${normalizeEmail(email)} until that email signs up`;
    } else {
      outcome = "no member and no email on the checkout: nothing granted";
    }
    await tx.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.id, event.id));
    await recordAudit(
      tx,
      PAYMENT_PROVIDER_ACTOR,
      { action: "payment", target: event.id, detail: outcome },
      now,
    );
    return { status: 200, message: "Processed." };
  });
}
