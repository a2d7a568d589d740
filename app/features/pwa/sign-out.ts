// Signing out on a phone that kept her program (issue 20 §2, decision 0038). Small on purpose:
// the header imports it on every page.

/** The service worker's caches (public/sw.js). */
const CACHES = ["wb50-pages", "wb50-assets"];
/** Set when she signed out with no connection: the server's session ends when one returns. */
export const SIGN_OUT_PENDING = "wb50-sign-out-pending";

/** Deletes everything the worker kept for her, from the page itself (works with no worker running). */
export async function clearKept(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: "clear" });
  if (typeof caches === "undefined") return;
  await Promise.all(CACHES.map((name) => caches.delete(name)));
}

/**
 * Called as she signs out. Her kept pages go at once, connection or not. True: send the sign-out
 * to the server now. False (offline): it is sent when the connection is back (offline-client.ts),
 * and this page goes to the home page, which her phone no longer holds anything of hers for.
 */
export function signOutOnThisPhone(): boolean {
  const cleared = clearKept();
  if (navigator.onLine !== false) return true;
  try {
    window.localStorage.setItem(SIGN_OUT_PENDING, "1");
  } catch {
    // Storage refused: she is signed out on this phone; the server's session runs out by itself.
  }
  void cleared.finally(() => location.assign("/"));
  return false;
}

/** Whether this page must start the offline support even for a visitor: something may be left. */
export function mayHoldSomething(): boolean {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return false;
  try {
    return (
      navigator.serviceWorker.controller !== null || window.localStorage.getItem(SIGN_OUT_PENDING) === "1"
    );
  } catch {
    return navigator.serviceWorker.controller !== null;
  }
}
