import { useEffect, useEffectEvent } from "react";
import { useLocation, useSubmit } from "react-router";
import { toast } from "~/components/ui/sonner";

/** product.md §2.5: the browser keys the spec reads. They mirror the server; they grant nothing. */
export const PORTAL_AUTH_KEY = "clientPortalAuth";
export const PORTAL_EXPIRY_KEY = "clientPortalExpiry";
export const PORTAL_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";
/** product.md §4.2: checked at load and then every hour. */
export const PORTAL_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The portal index and every program page under it. */
const PORTAL_PAGE = /^\/client-portal(?:\/|$)/;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes can refuse storage; the server session still works.
    return null;
  }
}

function storedExpiryPassed(store: Storage, now: number): boolean {
  const expiry = Date.parse(store.getItem(PORTAL_EXPIRY_KEY) ?? "");
  return Number.isFinite(expiry) && expiry <= now;
}

/**
 * Keeps `clientPortalAuth`/`clientPortalExpiry` in step with the server's answer: set while
 * the server grants portal access, removed when it does not. When the stored expiry passes,
 * she sees the spec's toast and the server ends this browser's code access too (decision
 * 0027): on a portal page she lands on the password form; elsewhere the page's data is asked
 * for again.
 */
export function PortalSessionMirror({ expiresAt }: { expiresAt: string | null }) {
  const submit = useSubmit();
  const { key: locationKey } = useLocation();

  const check = useEffectEvent(() => {
    const store = storage();
    if (!store) return;
    if (store.getItem(PORTAL_AUTH_KEY) === "true" && storedExpiryPassed(store, Date.now())) {
      store.removeItem(PORTAL_AUTH_KEY);
      store.removeItem(PORTAL_EXPIRY_KEY);
      toast.info(PORTAL_EXPIRED_MESSAGE);
      const expire = { intent: "expire" };
      if (PORTAL_PAGE.test(window.location.pathname)) {
        // A navigation: the action ends the code access, then /client-portal loads without it.
        void submit(expire, { method: "post", action: "/client-portal", replace: true });
      } else {
        // A fetcher: she stays where she is, and the page's data is revalidated afterwards.
        void submit(expire, {
          method: "post",
          action: "/client-portal",
          navigate: false,
          fetcherKey: "portal-expiry",
        });
      }
      return;
    }
    if (expiresAt) {
      store.setItem(PORTAL_AUTH_KEY, "true");
      store.setItem(PORTAL_EXPIRY_KEY, expiresAt);
    } else {
      // Forged by hand, or revoked on the server: the mirror follows the server.
      store.removeItem(PORTAL_AUTH_KEY);
      store.removeItem(PORTAL_EXPIRY_KEY);
    }
  });

  // At load, after every navigation, and whenever the server's answer changes...
  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these is a moment to check again; `check` reads the latest values itself.
  useEffect(() => {
    check();
  }, [expiresAt, locationKey]);

  // ...and every hour while the page stays open.
  useEffect(() => {
    const timer = window.setInterval(() => check(), PORTAL_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return null;
}
