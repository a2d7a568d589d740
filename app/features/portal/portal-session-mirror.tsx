import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";

/** SPEC §3: the browser keys the spec reads. They mirror the server; they grant nothing. */
export const PORTAL_AUTH_KEY = "clientPortalAuth";
export const PORTAL_EXPIRY_KEY = "clientPortalExpiry";
export const PORTAL_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";
/** SPEC §4: checked at load and then every hour. */
export const PORTAL_CHECK_INTERVAL_MS = 60 * 60 * 1000;

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
 * she sees the spec's toast and the page asks the server again.
 */
export function PortalSessionMirror({ expiresAt }: { expiresAt: string | null }) {
  const { revalidate } = useRevalidator();

  useEffect(() => {
    const store = storage();
    if (!store) return;
    const check = () => {
      if (store.getItem(PORTAL_AUTH_KEY) === "true" && storedExpiryPassed(store, Date.now())) {
        store.removeItem(PORTAL_AUTH_KEY);
        store.removeItem(PORTAL_EXPIRY_KEY);
        toast.info(PORTAL_EXPIRED_MESSAGE);
        void revalidate();
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
    };
    check();
    const timer = window.setInterval(check, PORTAL_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [expiresAt, revalidate]);

  return null;
}
