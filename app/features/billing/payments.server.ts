import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { pendingGrants, webhookEvents } from "~/db/schema";
import { queueWelcome } from "~/features/account/welcome.server";
import { PAYMENT_PROVIDER_ACTOR, recordAudit } from "~/lib/audit.server";
import {
  findMemberByEmail,
  findMemberById,
  grantEntitlement,
  isAddressConfirmed,
  normalizeEmail,
} from "~/lib/members.server";
import { lockBilling, recordPayment } from "./billing.server";
import { LIFECYCLE_EVENTS, type PaymentFacts, readLifecycleEvent } from "./provider-events.server";

export type WebhookResult = { status: number; message: string };

/** Events that mean the money arrived; an unpaid checkout (bank debit) completes later. */
const GRANTING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/** Text the database can store (PostgreSQL refuses NUL) and a log line can hold. */
const field = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes("\u0000"));

/**
 * The parts of an event this handler reads, checked after the signature: a signed event is
 * the provider's, but a malformed one (or a test sent by hand) is a 400, never a 500.
 */
const EventSchema = z.object({
  // Provider ids are short ASCII (evt_…); the id is the idempotency key.
  id: z.string().regex(/^[\x21-\x7e]{1,255}$/),
  type: field(200).pipe(z.string().min(1)),
  /** When the provider made the event (seconds): the order lifecycle events are applied in. */
  created: z.number().int().min(0).max(100_000_000_000).optional(),
  data: z.object({ object: z.looseObject({}) }),
});

/** A provider id on a checkout (a subscription, customer or payment intent), or its expanded object's. */
const CheckoutRef = z
  .union([
    z.string().regex(/^[\x21-\x7e]{1,255}$/),
    z.looseObject({ id: z.string().regex(/^[\x21-\x7e]{1,255}$/) }),
  ])
  .nullish()
  .transform((value) => (typeof value === "string" ? value : (value?.id ?? null)));

const CheckoutSchema = z.looseObject({
  client_reference_id: field(200).nullish(),
  customer_email: field(320).nullish(),
  customer_details: z.looseObject({ email: field(320).nullish() }).nullish(),
  payment_status: field(100).nullish(),
  subscription: CheckoutRef,
  customer: CheckoutRef,
  payment_intent: CheckoutRef,
  amount_total: z.number().int().min(0).max(1_000_000_000_000).nullish(),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/)
    .nullish()
    .transform((value) => value?.toLowerCase() ?? null),
});

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
  /** The site's address, for the welcome email's link. */
  appUrl: string;
}): Promise<WebhookResult> {
  if (!input.secret) return { status: 503, message: "The payment webhook is not configured." };
  if (!input.signature) return { status: 400, message: "Missing signature." };
  let body: unknown;
  try {
    // Verifies the signature on the raw bytes, then parses them.
    body = Stripe.webhooks.constructEvent(input.payload, input.signature, input.secret);
  } catch (error) {
    // Thrown by JSON.parse only once the signature matched.
    if (error instanceof SyntaxError) return { status: 400, message: "The event is not JSON." };
    return { status: 400, message: "Invalid signature." };
  }
  const parsed = EventSchema.safeParse(body);
  if (!parsed.success) return { status: 400, message: "The event is malformed." };
  const event = parsed.data;
  const occurredAt = event.created === undefined ? input.now : new Date(event.created * 1000);
  if (LIFECYCLE_EVENTS.has(event.type)) return handleLifecycle(input, event, occurredAt);
  if (!GRANTING_EVENTS.has(event.type)) return { status: 200, message: `Ignored ${event.type}.` };

  const session = CheckoutSchema.safeParse(event.data.object);
  if (!session.success) return { status: 400, message: "The checkout in the event is malformed." };
  const checkout = session.data;
  if (checkout.payment_status === "unpaid") return { status: 200, message: "Not paid yet." };

  const { db, now } = input;
  return db.transaction(async (tx) => {
    await lockBilling(tx);
    const [claimed] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, outcome: "processing", createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!claimed) return { status: 200, message: "Already processed." };

    const source = `payment:${event.id}`;
    const email = checkout.customer_details?.email ?? checkout.customer_email ?? null;
    const reference = checkout.client_reference_id ?? null;
    // The account she was signed in to when she paid; else the account with the buyer's
    // address, but only once that address is confirmed as its owner's (decision 0029):
    // otherwise whoever signed up first with someone else's address would get what they paid for.
    const byReference = reference ? await findMemberById(tx, reference) : null;
    const byEmail = !byReference && email ? await findMemberByEmail(tx, email) : null;
    // Locked, so a confirmation committing meanwhile either comes first (and is seen) or waits
    // for this grant to be pending (and attaches it): the grant is never left behind.
    const member = byReference ?? (byEmail && (await isAddressConfirmed(tx, byEmail.id)) ? byEmail : null);

    // The payment joins her history; a subscription's checkout ties the subscription to her,
    // so its renewals, cancellation and refunds move her access from now on (decision 0034).
    const facts: PaymentFacts = {
      eventId: event.id,
      memberId: member?.id ?? null,
      kind: checkout.subscription ? "subscription-checkout" : "purchase",
      subscriptionId: checkout.subscription,
      customerId: checkout.customer,
      invoiceId: null,
      chargeId: null,
      paymentIntentId: checkout.payment_intent,
      amount: checkout.amount_total ?? null,
      currency: checkout.currency,
      occurredAt,
      periodEnd: null,
      cancelAtPeriodEnd: null,
    };

    let outcome: string;
    if (member) {
      await grantEntitlement(tx, { memberId: member.id, kind: "premium", endsAt: null, source });
      await recordPayment(tx, facts, { appUrl: input.appUrl, now });
      await queueWelcome(tx, { appUrl: input.appUrl, now }, member, "premium", source);
      outcome = `granted premium to ${member.email}`;
    } else if (email) {
      await recordPayment(
        tx,
        { ...facts, outcome: "paid: waiting for the buyer's account" },
        { appUrl: input.appUrl, now },
      );
      await tx
        .insert(pendingGrants)
        .values({ email: normalizeEmail(email), kind: "premium", source })
        .onConflictDoNothing();
      outcome = `premium kept for ${normalizeEmail(email)} until that address is confirmed by its owner`;
    } else {
      outcome = "no member and no email on the checkout: nothing granted";
      await recordPayment(tx, { ...facts, outcome }, { appUrl: input.appUrl, now });
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

/**
 * A subscription renewed, cancelled or failing, a refund or a dispute (decision 0034): stored
 * once per event id, then her access is folded again from all her payment events, so a replay
 * changes nothing and an older event delivered late cannot undo a newer one.
 */
async function handleLifecycle(
  input: { db: Database; now: Date; appUrl: string },
  event: z.infer<typeof EventSchema>,
  occurredAt: Date,
): Promise<WebhookResult> {
  const facts = readLifecycleEvent({ id: event.id, type: event.type, object: event.data.object }, occurredAt);
  if (facts === "malformed") return { status: 400, message: `The ${event.type} in the event is malformed.` };
  if (facts === "ignored") return { status: 200, message: `Ignored ${event.type}.` };
  const { db, now } = input;
  return db.transaction(async (tx) => {
    await lockBilling(tx);
    const [claimed] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, outcome: "processing", createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!claimed) return { status: 200, message: "Already processed." };
    const { outcome } = await recordPayment(tx, facts, { appUrl: input.appUrl, now });
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
