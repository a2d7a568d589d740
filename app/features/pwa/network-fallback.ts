// "Lie-fi": a phone that says it is online with no signal to speak of. Her offline support follows
// a link as a page load only when the phone says it is offline (offline-client.ts); otherwise
// the router fetches the next page's data from the network, around her worker, and that fetch
// fails ("Failed to fetch") or waits without end. A page load instead reaches her worker, which
// answers from her kept copy after a few seconds or with the offline page (public/sw.js).
// Only a member's pages, on a phone her worker controls (decision 0084).

import { useEffect } from "react";
import { useNavigation } from "react-router";

/**
 * How long a link's data may take before her kept copy of the page is loaded instead. Under
 * the worker's own wait for a kept page (NETWORK_WAIT_MS, 5 s), so she waits at most about 9 s
 * for her copy; far over a first view on a fair signal (under 2 s, docs/benchmarks.md).
 */
export const SLOW_NAVIGATION_MS = 4000;

/** The cache her worker keeps her pages in (public/sw.js, PAGES). */
const KEPT_PAGES = "wb50-pages";

/** A fetch that never reached the server, as Chromium, Firefox and Safari word it. */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network connection/i.test(error.message)
  );
}

/**
 * The page a data request is for: React Router asks `/path.data?_routes=…` for `/path`, and
 * `/_root.data` for `/`. Null for anything else.
 */
export function pageOfDataRequest(url: URL): string | null {
  if (!url.pathname.endsWith(".data")) return null;
  const path = url.pathname.slice(0, -".data".length);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return `${path === "/_root" ? "/" : path}${query ? `?${query}` : ""}`;
}

const workerAnswers = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  navigator.serviceWorker.controller !== null;

/** Whether her phone holds this page: only then is a page load on a weak signal faster. */
async function keptOnPhone(path: string): Promise<boolean> {
  if (typeof caches === "undefined" || path.includes("?")) return false;
  return Boolean(await caches.match(path, { cacheName: KEPT_PAGES }).catch(() => undefined));
}

/**
 * While `member` is true: a link still loading after `SLOW_NAVIGATION_MS` is loaded as a page
 * when her phone holds that page (a page it does not hold would only wait on the network again).
 * A link's navigation only: a form keeps its own state.
 */
export function useSlowNavigationFallback(member: boolean): void {
  const navigation = useNavigation();
  const target =
    member && navigation.state === "loading" && !navigation.formMethod
      ? `${navigation.location.pathname}${navigation.location.search}`
      : null;
  const hash = navigation.location?.hash ?? "";
  useEffect(() => {
    if (!target || !workerAnswers()) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if ((await keptOnPhone(target)) && !cancelled) window.location.assign(`${target}${hash}`);
    }, SLOW_NAVIGATION_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [target, hash]);
}

/**
 * On her pages, a GET of a page's data that fails on the network loads that page instead, for
 * her worker to answer (her copy, or the offline page that reloads when the signal is back):
 * the router would have shown "Something went wrong". A post (a form, a tick) is left to fail as
 * before, so nothing she typed is thrown away unsaid. Returns the remover.
 */
export function loadPagesWhenDataFails(): () => void {
  const original = window.fetch;
  const wrapped: typeof window.fetch = async (input, init) => {
    try {
      return await original(input, init);
    } catch (error) {
      const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      const page = url.origin === window.location.origin ? pageOfDataRequest(url) : null;
      if (method !== "GET" || !page || !isNetworkFailure(error) || !workerAnswers()) throw error;
      window.location.assign(page);
      // The page is going: the router waits on, rather than drawing an error page meanwhile.
      return new Promise<Response>(() => {});
    }
  };
  window.fetch = wrapped;
  return () => {
    if (window.fetch === wrapped) window.fetch = original;
  };
}
