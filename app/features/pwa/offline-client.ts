// The page's side of the service worker (issue 20 §2, decision 0038), loaded only on pages of a
// signed-in member or when a worker is already installed, so a visitor's pages carry none of it.

import { loadPagesWhenDataFails } from "./network-fallback";
import { clearKept, SIGN_OUT_PENDING } from "./sign-out";

const hasWorkers = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The hashed files this page runs on, so a sync never deletes them from under it. */
function pageAssets(): string[] {
  const urls = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]")]
    .map((element) => ("src" in element ? element.src : element.href))
    .map((href) => new URL(href, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  return [...new Set(urls)];
}

/** Her session log must not change worker under her; any other page lets a new one take over. */
const inSessionLog = (pathname: string) => /\/log\//.test(pathname);

function takeOverUnlessLogging(registration: ServiceWorkerRegistration, pathname: string): void {
  const waiting = registration.waiting;
  if (waiting && !inSessionLog(pathname)) waiting.postMessage({ type: "skip-waiting" });
}

/**
 * Called on every navigation, client-side ones included (root.tsx): a new deployment's worker
 * that waited while she logged a session takes over on the first other page she opens, without
 * a page load.
 */
export async function takeOverIfWaiting(pathname: string): Promise<void> {
  if (!hasWorkers()) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  if (registration) takeOverUnlessLogging(registration, pathname);
}

async function register(owner: string): Promise<void> {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  // Read when the check runs: a worker found mid-page installs after she may have moved on.
  const takeOver = () => takeOverUnlessLogging(registration, location.pathname);
  takeOver();
  registration.addEventListener("updatefound", () => {
    registration.installing?.addEventListener("statechange", takeOver);
  });
  const askToSync = (worker: ServiceWorker | null | undefined) =>
    worker?.postMessage({ type: "sync", owner, keep: pageAssets() });
  askToSync((await navigator.serviceWorker.ready).active);
  // The old worker stops syncing once a new one waits, so that it can take over at once; the new
  // one then fetches her pages for its own build.
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => askToSync(navigator.serviceWorker.controller),
    {
      once: true,
    },
  );
}

/**
 * Offline, a link is followed as a page load, which her worker answers from what it kept; the
 * router's own fetch of the next page's data would fail. Returns the listener's remover.
 */
function followLinksAsPagesWhenOffline(): () => void {
  const onClick = (event: MouseEvent) => {
    if (navigator.onLine !== false || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    location.assign(url.href);
  };
  // Capture, before React's handler: a prevented click is one the router leaves alone.
  window.addEventListener("click", onClick, true);
  return () => window.removeEventListener("click", onClick, true);
}

/** Ends the server's session of an offline sign-out, then starts again as a visitor. */
async function finishPendingSignOut(): Promise<boolean> {
  if (storage()?.getItem(SIGN_OUT_PENDING) !== "1" || navigator.onLine === false) return false;
  const response = await fetch("/logout", {
    method: "POST",
    credentials: "same-origin",
    redirect: "manual",
  }).catch(() => null);
  if (!response) return false;
  storage()?.removeItem(SIGN_OUT_PENDING);
  await clearKept();
  location.assign("/");
  return true;
}

/**
 * Starts the phone's offline support for this page: a member's worker and her kept program, or,
 * for a visitor, nothing of anyone's left behind. Returns a stop function.
 */
export function startOfflineSupport(account: { id: string; role: string } | null): () => void {
  if (!hasWorkers()) return () => {};
  const stopLinks = followLinksAsPagesWhenOffline();
  // Her pages only: a visitor's or the coach's phone may still have the worker, not her pages.
  const stopDataFallback = account && account.role !== "coach" ? loadPagesWhenDataFails() : () => {};
  const run = async () => {
    if (await finishPendingSignOut()) return;
    if (!account || account.role === "coach") {
      // Signed out elsewhere, a session that ran out, another person on this phone.
      await clearKept();
      return;
    }
    if (storage()?.getItem(SIGN_OUT_PENDING) === "1") return;
    await register(account.id);
  };
  const onOnline = () => void run().catch(() => {});
  void run().catch(() => {});
  window.addEventListener("online", onOnline);
  return () => {
    stopLinks();
    stopDataFallback();
    window.removeEventListener("online", onOnline);
  };
}
