import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_REDIRECT_MS, type CheckoutEffects, startCheckout } from "./checkout";

function effects(overrides: Partial<CheckoutEffects> = {}) {
  const calls: string[] = [];
  const value: CheckoutEffects = {
    setState: (state) => calls.push(`state:${state}`),
    redirecting: () => calls.push("toast:redirecting"),
    failed: () => calls.push("toast:error"),
    navigate: (url) => calls.push(`navigate:${url}`),
    schedule: (run, ms) => setTimeout(run, ms),
    ...overrides,
  };
  return { calls, value };
}

describe("startCheckout", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows processing and the toast at once, and navigates after exactly 1.5 s", () => {
    const { calls, value } = effects();
    startCheckout("https://buy.stripe.com/test_kickstart", null, value);
    expect(calls).toEqual(["state:processing", "toast:redirecting"]);
    vi.advanceTimersByTime(CHECKOUT_REDIRECT_MS - 1);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe("navigate:https://buy.stripe.com/test_kickstart");
    expect(CHECKOUT_REDIRECT_MS).toBe(1500);
  });

  it("carries a signed-in member's id as client_reference_id", () => {
    const { calls, value } = effects();
    startCheckout(
      "https://buy.stripe.com/test_signature",
      { id: "mem_42", email: "joan@example.com" },
      value,
    );
    vi.runAllTimers();
    const url = new URL(String(calls.at(-1)).replace("navigate:", ""));
    expect(url.searchParams.get("client_reference_id")).toBe("mem_42");
    expect(url.searchParams.get("prefilled_email")).toBe("joan@example.com");
  });

  it.each([undefined, "", "not a url", "javascript:alert(1)", "http://buy.stripe.com/plain-http"])(
    "refuses %j: back to idle with the error toast, and no navigation",
    (link) => {
      const { calls, value } = effects();
      startCheckout(link, null, value);
      vi.runAllTimers();
      expect(calls).toEqual(["state:idle", "toast:error"]);
    },
  );

  it("returns to idle with the error toast when the navigation itself fails", () => {
    const { calls, value } = effects({
      navigate: () => {
        throw new Error("blocked");
      },
    });
    startCheckout("https://buy.stripe.com/test_continuum_1on1", null, value);
    vi.advanceTimersByTime(CHECKOUT_REDIRECT_MS);
    expect(calls).toEqual(["state:processing", "toast:redirecting", "state:idle", "toast:error"]);
  });
});
