import { checkoutUrl } from "~/features/checkout/checkout-url";

/** product.md §6.1: the redirect waits 1.5 s, so she can read where she is going. */
export const CHECKOUT_REDIRECT_MS = 1500;

/** product.md §3.3 and §5: the button's and the toasts' words. */
export const CHECKOUT_TEXT = {
  processing: "Processing...",
  redirectingTitle: "Redirecting to checkout",
  redirectingDescription: "Taking you to our secure payment page...",
  errorTitle: "Error",
  errorDescription: "Unable to process your request. Please try again.",
} as const;

export type CheckoutState = "idle" | "processing";

export type CheckoutEffects = {
  setState: (state: CheckoutState) => void;
  redirecting: () => void;
  failed: () => void;
  navigate: (url: string) => void;
  schedule: (run: () => void, ms: number) => void;
};

/** Only a well-formed https link leaves the site; anything else is a failure, not a navigation. */
function paymentTarget(paymentUrl: string | undefined, member: { id: string; email: string } | null) {
  if (!paymentUrl) return null;
  try {
    const url = new URL(checkoutUrl(paymentUrl, member));
    return url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * product.md §3.3 Checkout button: idle → processing (toast), then after 1.5 s a full-page navigation
 * to the payment link, carrying her account as `client_reference_id` when she is signed in.
 * A missing or malformed link, or a navigation that throws, returns to idle with the error
 * toast. The effects are passed in so the timing is testable with fake timers.
 */
export function startCheckout(
  paymentUrl: string | undefined,
  member: { id: string; email: string } | null,
  effects: CheckoutEffects,
): void {
  const target = paymentTarget(paymentUrl, member);
  if (!target) {
    effects.setState("idle");
    effects.failed();
    return;
  }
  effects.setState("processing");
  effects.redirecting();
  effects.schedule(() => {
    try {
      effects.navigate(target);
    } catch {
      effects.setState("idle");
      effects.failed();
    }
  }, CHECKOUT_REDIRECT_MS);
}
