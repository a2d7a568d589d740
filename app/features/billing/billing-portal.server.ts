// The provider's customer portal, where she updates her card or ends her subscription.
import { z } from "zod";

const PortalAnswer = z.object({ url: z.url({ protocol: /^https?$/ }) });

export type PortalResult = { ok: true; url: string } | { ok: false; reason: "unconfigured" | "provider" };

/**
 * Asks the provider for a customer-portal session (Stripe's `POST /v1/billing_portal/sessions`)
 * and returns the address to send her to. Any failure of the provider (down, slow, refusing,
 * answering nonsense) is `provider`, for a calm message: never a 500.
 */
export async function createPortalSession(input: {
  apiUrl: string;
  apiKey: string | undefined;
  customerId: string;
  returnUrl: string;
  timeoutMs?: number;
}): Promise<PortalResult> {
  if (!input.apiKey) return { ok: false, reason: "unconfigured" };
  try {
    const response = await fetch(new URL("/v1/billing_portal/sessions", input.apiUrl), {
      method: "POST",
      headers: {
        Authorization: `Bearer ${input.apiKey}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ customer: input.customerId, return_url: input.returnUrl }),
      signal: AbortSignal.timeout(input.timeoutMs ?? 10_000),
      redirect: "error",
    });
    if (!response.ok) {
      console.warn(`Billing portal refused: ${response.status}`);
      return { ok: false, reason: "provider" };
    }
    const answer = PortalAnswer.safeParse(await response.json());
    if (!answer.success) return { ok: false, reason: "provider" };
    return { ok: true, url: answer.data.url };
  } catch (error) {
    console.warn(`Billing portal unreachable: ${error instanceof Error ? error.name : "error"}`);
    return { ok: false, reason: "provider" };
  }
}
