// `npm run size`: what each page's JavaScript costs a phone, from the production build (run
// `npm run build` first). For every route: the gzipped bytes of the scripts its first load
// fetches (entry, root and the route, with their imports, each file once). Then the shared
// chunks, and what the phone's offline support adds: the service worker (fetched by the
// browser, not by the page) and the offline client (loaded only for a member or an existing
// worker, decision 0038). Prints tables; exits 1 if a visitor's page loads the coach's chunk.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./lib/server.mjs";

const client = path.join(root, "build", "client");
const assets = path.join(client, "assets");
const manifestFile = readdirSync(assets).find(
  (name) => name.startsWith("manifest-") && statSync(path.join(assets, name)).size > 0,
);
if (!manifestFile) throw new Error("No build found: run `npm run build` first.");
/** @type {{ entry: { module: string; imports: string[] }; routes: Record<string, { id: string; parentId?: string; hasDefaultExport: boolean; module: string; imports?: string[] }> }} */
const manifest = JSON.parse(
  readFileSync(path.join(assets, manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;$/, ""),
);

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} url */
function gzipKb(url) {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(client, url))).length / 1024;
    gzipCache.set(url, size);
  }
  return size;
}

/** @param {{ module: string; imports?: string[] }[]} parts */
function filesOf(parts) {
  return new Set(parts.flatMap((part) => [part.module, ...(part.imports ?? [])]));
}

const rootRoute = manifest.routes.root;
if (!rootRoute) throw new Error("The build's manifest has no root route.");
const entryFiles = filesOf([manifest.entry, rootRoute]);
const rows = [];
const misses = [];
for (const route of Object.values(manifest.routes)) {
  // Resource routes (files, feeds, webhooks) render no page and load no script.
  if (route.id === "root" || !route.hasDefaultExport) continue;
  const chain = [];
  /** @type {typeof route | undefined} */
  let current = route;
  while (current) {
    chain.push(current);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  const files = new Set([...entryFiles, ...filesOf(chain)]);
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const coachChunk = [...files].some((file) => /\/coach-[^/]+\.js$/.test(file));
  rows.push({
    route: route.id,
    files: files.size,
    "JS KB (gzip)": total.toFixed(1),
    coach: coachChunk ? "yes" : "",
  });
  if (coachChunk && !route.id.startsWith("routes/coach/")) misses.push(route.id);
}
rows.sort((a, b) => Number(b["JS KB (gzip)"]) - Number(a["JS KB (gzip)"]));
console.table(rows);

const chunkRows = readdirSync(assets)
  .filter((name) =>
    /^(framework|shared|coach|root|entry\.client|offline-client|rolldown-runtime)-.*\.js$/.test(name),
  )
  .map((name) => ({ file: name, "KB (gzip)": gzipKb(`/assets/${name}`).toFixed(1) }));
chunkRows.push({ file: "sw.js (the service worker)", "KB (gzip)": gzipKb("/sw.js").toFixed(1) });
console.table(chunkRows);

if (misses.length > 0) {
  console.log(`These pages load the coach's chunk: ${misses.join(", ")}`);
  process.exit(1);
}
