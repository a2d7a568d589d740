// The service worker (issue 20 §2, decision 0038). Hand-written: it does four things and each
// fits on a screen.
//
// 1. Her program for the gym. A signed-in member's page asks the worker to sync; it reads
//    /offline-kit (the program she follows, each session's log page, her dashboard) and keeps
//    exactly those pages, plus the hashed files they load. Nothing else is ever kept: no public
//    page, no other person's page.
// 2. Pages: network first; when the network fails, her kept copy; else a small offline page.
// 3. Clearing: a "clear" message (signing out, a visitor's page) or an empty kit (access
//    lapsed, another member) deletes every cache.
// 4. Reminders: a push shows the notification; tapping it opens the app, or turns reminders off.
// 5. Demos (issue 38): the kit also names her program's exercise pages (cues, safety notes) and
//    their posters and stills, kept like her pages; clips are never kept.
//
// Versions: the server appends the build's id to this file (server/service-worker.ts), so every
// deployment is a new worker. It waits while a page of the old one is open, unless that page says
// it may take over (it never does during a session log, and asks again on each navigation), so a
// session in progress is not broken. The kit's version carries the same id: the first sync after
// a deployment fetches her pages again.

// Type-checked with the WebWorker library: npm run typecheck (public/tsconfig.json).
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** @typedef {{ owner: string | null, version: string, program: string | null, urls: string[], posters?: string[], syncedAt?: number, complete?: boolean }} Kit */

const PAGES = "wb50-pages";
const ASSETS = "wb50-assets";
/** Issue 38: the posters and stills of her program's exercise demos (never the clips). */
const POSTERS = "wb50-posters";
/** Where the kit in use is kept, inside the pages cache. */
const KIT_KEY = "/__wb50/kit";
/** Refetch her pages at least this often while she is online, even when the kit has not changed. */
const REFRESH_MS = 6 * 60 * 60 * 1000;
/** A sync that could not keep every page (a redirect, an error) is tried again after this. */
const RETRY_MS = 5 * 60 * 1000;
/** A page slower than this on a weak signal is answered from her kept copy (and still refreshed). */
const NETWORK_WAIT_MS = 5000;

/**
 * Requests this worker never answers go straight to the network, without waking it (the Static
 * Routing API, Chromium 123 and later; elsewhere the fetch handler below lets them pass as
 * before). Why: when a new worker takes over, Chromium stops the old one once it is idle; a
 * page's fetch that reached the old worker at that moment (React Router's `/__manifest` after a
 * link, on the page she moved to, before decision 0078 sent the whole route list) woke it
 * again, and the new worker then never took over without a page load (the known defect of
 * stop 44: about one run in six).
 */
const ROUTES = [
  { condition: { requestMode: "navigate" }, source: "fetch-event" },
  { condition: { urlPattern: { pathname: "/assets/*" } }, source: "fetch-event" },
  { condition: { urlPattern: { pathname: "/media/*" } }, source: "fetch-event" },
  { condition: { urlPattern: { pathname: "*" } }, source: "network" },
];

worker.addEventListener("install", (event) => {
  // The first worker has nothing to replace; a later one waits (see "Versions" above).
  const routed = /** @type {{ addRoutes?: (rules: unknown) => Promise<void> }} */ (event);
  // A browser that refuses the rules installs the worker all the same.
  if (typeof routed.addRoutes === "function") event.waitUntil(routed.addRoutes(ROUTES).catch(() => {}));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener("message", (event) => {
  const message = event.data ?? {};
  if (message.type === "sync" && typeof message.owner === "string") {
    event.waitUntil(sync(message.owner, Array.isArray(message.keep) ? message.keep : []));
  } else if (message.type === "clear") {
    event.waitUntil(clearAll());
  } else if (message.type === "skip-waiting") {
    worker.skipWaiting();
  }
});

async function clearAll() {
  await Promise.all([caches.delete(PAGES), caches.delete(ASSETS), caches.delete(POSTERS)]);
}

/** @returns {Promise<Kit | null>} */
async function readKit() {
  // Not caches.open: that would make an empty cache after a sign-out emptied them.
  const stored = await caches.match(KIT_KEY, { cacheName: PAGES });
  return stored ? stored.json() : null;
}

/** @type {Promise<void> | null} */
let syncing = null;

/**
 * One sync at a time: a second page's request waits for the one under way.
 * @param {string} owner the member the page says is signed in
 * @param {unknown[]} keep the hashed files that page runs on
 */
function sync(owner, keep) {
  syncing ??= runSync(owner, keep).finally(() => {
    syncing = null;
  });
  return syncing;
}

/** @param {string} owner @param {unknown[]} keep */
async function runSync(owner, keep) {
  const previous = await readKit();
  if (previous && previous.owner !== owner) await clearAll();
  /** @type {Kit} */
  let kit;
  try {
    const response = await fetch("/offline-kit", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) return;
    kit = await response.json();
  } catch {
    return; // Offline: keep what she has.
  }
  if (kit.owner !== owner || kit.urls.length === 0) {
    await clearAll();
    return;
  }
  // A sync that kept only part of her pages is no reason to wait 6 hours (issue 36 §7).
  const fresh =
    previous &&
    previous.owner === owner &&
    previous.version === kit.version &&
    Date.now() - (previous.syncedAt ?? 0) < (previous.complete ? REFRESH_MS : RETRY_MS);
  if (fresh) return;
  const pages = await caches.open(PAGES);
  const fetched = [];
  let complete = true;
  for (const url of kit.urls) {
    // A new deployment's worker is waiting: it can only take over once this sync has ended, and
    // the page asks it to sync once it has (offline-client.ts). Her kept pages stay as they are.
    if (worker.registration.waiting) return;
    try {
      const response = await fetch(url, {
        credentials: "same-origin",
        cache: "no-store",
        redirect: "manual",
        // Neither shows nor clears a message a form left for the page she is about to see
        // (app/lib/flash.ts OFFLINE_SYNC_HEADER).
        headers: { "X-Offline-Sync": "1" },
      });
      // A redirect (signed out, access gone, the screening to answer first) or an error is not
      // her page: it is not kept, and a copy from before a redirect goes (it is not hers now).
      if (response.status !== 200 || !isHtml(response)) {
        complete = false;
        if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 500)) {
          await pages.delete(url);
        }
        continue;
      }
      const html = await response.clone().text();
      await pages.put(url, response);
      fetched.push(html);
    } catch {
      return; // The connection went while syncing: try again on the next page.
    }
  }
  // Addresses no longer in her kit (a new program) go.
  for (const request of await pages.keys()) {
    const path = new URL(request.url).pathname;
    if (path !== KIT_KEY && !kit.urls.includes(path)) await pages.delete(request);
  }
  await keepAssets(fetched, keep);
  await keepPosters(Array.isArray(kit.posters) ? kit.posters : []);
  // Cut short for a waiting worker: not recorded as synced, so the next page syncs again.
  if (worker.registration.waiting) return;
  await pages.put(KIT_KEY, Response.json({ ...kit, syncedAt: Date.now(), complete }));
}

/** @param {Response} response */
const isHtml = (response) => (response.headers.get("Content-Type") ?? "").includes("text/html");

/**
 * The hashed files the kept pages load, fetched once each; files of older builds go.
 * @param {string[]} htmls @param {unknown[]} keep
 */
async function keepAssets(htmls, keep) {
  const wanted = new Set(
    keep.filter(
      /** @returns {url is string} */ (url) => typeof url === "string" && url.startsWith("/assets/"),
    ),
  );
  for (const html of htmls) {
    for (const match of html.matchAll(/["'](\/assets\/[^"'?#\s]+)["']/g)) wanted.add(match[1]);
  }
  const assets = await caches.open(ASSETS);
  const have = new Set((await assets.keys()).map((request) => new URL(request.url).pathname));
  for (const url of wanted) {
    if (have.has(url)) continue;
    // As in runSync: a waiting worker takes over only once this sync has ended.
    if (worker.registration.waiting) return;
    try {
      const response = await fetch(url);
      if (response.ok) await assets.put(url, response);
    } catch {
      return;
    }
  }
  for (const path of have) if (!wanted.has(path)) await assets.delete(path);
}

/**
 * Issue 38 (decision 0060): her program's demo posters and stills, by their immutable address
 * (named by digest), fetched once each; those no longer in her kit go. Clips are never kept.
 * @param {string[]} wanted
 */
async function keepPosters(wanted) {
  const posters = await caches.open(POSTERS);
  const have = new Set((await posters.keys()).map((request) => new URL(request.url).pathname));
  for (const url of wanted) {
    if (have.has(url) || !url.startsWith("/media/")) continue;
    if (worker.registration.waiting) return;
    try {
      const response = await fetch(url, { credentials: "same-origin" });
      if (response.ok) await posters.put(url, response);
    } catch {
      return;
    }
  }
  for (const path of have) if (!wanted.includes(path)) await posters.delete(path);
}

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(request));
  } else if (url.pathname.startsWith("/media/") && !request.headers.has("range")) {
    event.respondWith(poster(request));
  } else if (request.mode === "navigate") {
    event.respondWith(page(request, url));
  }
});

/**
 * Hashed file names never change content: her copy if she has one, else the network.
 * @param {Request} request
 */
async function asset(request) {
  const cached = await caches.match(request, { cacheName: ASSETS, ignoreSearch: true });
  return cached ?? fetch(request);
}

/**
 * A kept poster or still answers from her phone; anything else under /media/ (a clip, which
 * the browser asks for in ranges) goes to the network as before.
 * @param {Request} request
 */
async function poster(request) {
  const cached = await caches.match(request, { cacheName: POSTERS, ignoreSearch: true });
  return cached ?? fetch(request);
}

/** @param {Request} request @param {URL} url */
async function page(request, url) {
  const kit = await readKit();
  const kept = kit && !url.search && kit.urls.includes(url.pathname);
  const network = fetch(request);
  if (!kept) return network.catch(() => offlinePage());
  const copy = async () => (await caches.open(PAGES)).match(url.pathname);
  // On a weak signal her copy answers after a few seconds rather than a blank screen.
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, "slow"));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== "slow") return first;
    return (await copy()) ?? (await network);
  } catch {
    return (await copy()) ?? offlinePage();
  }
}

/** @param {string} text */
const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The program this phone really holds: its page is in the cache, not only named in the kit
 * (issue 36 §7: a kit whose sync kept only a redirect said "saved" when nothing was).
 * @returns {Promise<string | null>}
 */
async function keptProgram() {
  const kit = await readKit();
  if (!kit?.program) return null;
  const copy = await caches.match(`/client-portal/${kit.program}`, { cacheName: PAGES });
  return copy?.status === 200 ? kit.program : null;
}

/**
 * Reloads when the connection is back: the `online` event, or every 15 seconds a quiet check,
 * since a phone can say it is online long before pages load (issue 36 §8). The check is the
 * offline sync's kind of request: it leaves a message a form set for the page that reloads.
 */
const RECOVER = `<script>
(function () {
  var back = function () { location.reload(); };
  window.addEventListener("online", back);
  setInterval(function () {
    if (navigator.onLine === false) return;
    fetch(location.href, { method: "HEAD", cache: "no-store", headers: { "X-Offline-Sync": "1" } }).then(function (r) { if (r.status < 500) back(); }, function () {});
  }, 15000);
})();
</script>`;

/** The page for an address she has no copy of, offline: what she can still open. */
async function offlinePage() {
  const program = await keptProgram().catch(() => null);
  const kept = program
    ? `<p>Your program is saved on this phone: you can open it and log your session, and your sets are sent when you are back online.</p><p><a href="/client-portal/${escapeHtml(program)}">Open your program</a></p><p><a href="/dashboard">Your dashboard</a></p>`
    : "<p>Please try again when you have a signal.</p>";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline</title><style>body{font:18px/1.6 system-ui,sans-serif;background:#fffaf5;color:#2b211c;margin:0;padding:2rem 1.25rem;max-width:36rem}h1{font-size:1.75rem}a{display:inline-block;min-height:44px;line-height:44px;color:#8a3b22;font-weight:600}</style></head><body><main><h1>You are offline</h1><p>This page needs a connection.</p>${kept}<p>This page opens by itself when your connection is back.</p><p><a href="">Try again</a></p></main>${RECOVER}</body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

worker.addEventListener("push", (event) => {
  let payload;
  try {
    payload = event.data?.json();
  } catch {
    return;
  }
  if (!payload || typeof payload.title !== "string") return;
  /** @type {NotificationOptions & { actions?: { action: string, title: string }[] }} */
  const options = {
    body: payload.body,
    tag: payload.tag,
    icon: "/icons/icon-192.png",
    badge: "/icons/icon-192.png",
    data: { url: payload.url, offUrl: payload.offUrl },
    // Chrome and Edge show the button; elsewhere the notification's page has the off link.
    actions: payload.offUrl ? [{ action: "off", title: "Turn off reminders" }] : [],
  };
  event.waitUntil(worker.registration.showNotification(payload.title, options));
});

worker.addEventListener("notificationclick", (event) => {
  const { url, offUrl } = event.notification.data ?? {};
  event.notification.close();
  /** @param {unknown} path @returns {path is string} */
  const sameOrigin = (path) => typeof path === "string" && path.startsWith("/") && !path.startsWith("//");
  if (event.action === "off" && sameOrigin(offUrl)) {
    event.waitUntil(turnOff(offUrl));
    return;
  }
  event.waitUntil(worker.clients.openWindow(sameOrigin(url) ? url : "/dashboard"));
});

/**
 * One tap: the same one-click POST a mail app sends (RFC 8058); the page if that fails.
 * @param {string} offUrl
 */
async function turnOff(offUrl) {
  try {
    const response = await fetch(offUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      credentials: "same-origin",
    });
    if (!response.ok) throw new Error(String(response.status));
    await worker.registration.showNotification("Reminders are off", {
      body: "You can turn them on again from your account.",
      tag: "reminders-off",
      icon: "/icons/icon-192.png",
    });
  } catch {
    await worker.clients.openWindow(offUrl);
  }
}
