import { handlePaymentWebhook } from "~/features/billing/payments.server";
import { getAppContext } from "~/lib/app-context.server";
import { webhookRejections } from "~/lib/metrics";
import type { Route } from "./+types/payment-webhook";

export function loader() {
  return new Response("Use POST.", { status: 405, headers: { Allow: "POST" } });
}

/** The payment provider's events (Stripe's format); see utils/payments.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return new Response("Use POST.", { status: 405, headers: { Allow: "POST" } });
  const app = getAppContext(context);
  const result = await handlePaymentWebhook({
    db: app.database.db,
    secret: app.config.PAYMENT_WEBHOOK_SECRET,
    // The signature covers the exact bytes sent, so the body is read raw, never re-encoded.
    payload: Buffer.from(await request.arrayBuffer()),
    signature: request.headers.get("Stripe-Signature"),
    now: app.now(),
    appUrl: app.config.appUrl,
  });
  if (result.status >= 400) {
    console.warn(`Payment webhook refused: ${result.status} ${result.message}`);
    webhookRejections.inc({ status: String(result.status) });
  }
  return new Response(result.message, {
    status: result.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
