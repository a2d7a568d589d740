// "Lie-fi": a phone that says it is online with no signal to speak of. Her offline support follows
// a link as a page load only when the phone says it is offline (offline-client.ts); otherwise
// the router fetches the next page's data from the network, around her worker, and that fetch
// fails ("Failed to fetch") or waits without end. A page load instead reaches her worker, which
// answers from her kept copy after a few seconds or with the offline page (public/sw.js).

import { useEffect } from "react";
import { useNavigation } from "react-router";

/**
 * How long a link's data may take before the page is loaded whole instead. Under the worker's
 * own wait for a kept page (NETWORK_WAIT_MS, 5 s), so she waits at most about 9 s for her copy;
 * far over a first view on a fair signal (under 2 s, docs/benchmarks.md).
 */
export const SLOW_NAVIGATION_MS = 4000;

/** A fetch that never reached the server, as Chromium, Firefox and Safari word it. */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network connection/i.test(error.message)
  );
}

/** Whether a page load is answered by her phone's worker (a member's phone, once installed). */
const workerAnswers = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  navigator.serviceWorker.controller !== null;

/**
 * A link whose data has not come in `SLOW_NAVIGATION_MS` is loaded as a page. Only a link's
 * (a form's navigation keeps its own state), and only where her worker answers page loads.
 */
export function useSlowNavigationFallback(): void {
  const navigation = useNavigation();
  const target =
    navigation.state === "loading" && !navigation.formMethod
      ? `${navigation.location.pathname}${navigation.location.search}`
      : null;
  useEffect(() => {
    if (!target || !workerAnswers()) return;
    const timer = window.setTimeout(() => window.location.assign(target), SLOW_NAVIGATION_MS);
    return () => window.clearTimeout(timer);
  }, [target]);
}

/**
 * On an error page that a failed fetch put up (the address is already the page she asked for),
 * loads that page whole, for her worker to answer. A page load never shows this boundary for a
 * fetch of its own, so it cannot repeat. True while that load is on its way: the boundary then
 * says so rather than "Something went wrong".
 */
export function usePageLoadOnNetworkFailure(error: unknown): boolean {
  const reloading = isNetworkFailure(error) && workerAnswers();
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  return reloading;
}

/** What the page says while it loads again after a failed fetch. */
export const RELOADING_WORDS =
  "The signal is weak. Opening this page again, or the copy saved on this phone…";
