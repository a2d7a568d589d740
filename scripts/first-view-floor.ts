// `npm run floor`: issue 41 §1, the floor under a member page's first view. On the bench's seed
// (a client with a year of workouts and check-ins), signed in, for the portal program page,
// `/dashboard` and `/progress`:
//   - the server's CPU per first view (a cookie of its own on each request, so the member page
//     cache never answers), from /proc, as `npm run bench` measures it;
//   - what the bytes it sends cost at the least, measured alone in this process on the page's
//     own HTML: Brotli as the member page cache compresses it for a browser, and React DOM
//     rendering the same elements, attributes and text from plain elements (`renderToString`
//     of the HTML parsed back into `createElement` calls: no components, hooks, context or
//     data, so any render of this page costs at least this);
//   - the same elements through React's stream renderer, as the server sends a page (decision
//     0094: what streaming adds to the string render, with the server's patched React DOM);
//   - the rest: the database, React Router, the app's loaders and components, the cache's own
//     work and garbage collection, which `npm run profile -- --first-view` breaks down;
//   - each page's own part: its CPU less the shared row's (the privacy policy signed in).
// A target below the floor cannot be met by this stack; above it, the rest is where to look.
// Usage: npm run floor [-- --requests 200]

import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { createElement, type ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { compress } from "../server/member-page-cache";
import { cpuMs } from "./lib/bench-servers.mjs";
import { BROWSER_ENCODINGS, signIn } from "./lib/http.mjs";
import { scratchDatabase } from "./lib/scratch-database";
import { FIRST_CLIENT_EMAIL, PASSWORD, seedClients } from "./lib/seed-clients";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({ options: { requests: { type: "string", default: "200" } } });
const REQUESTS = Number(values.requests);
/**
 * Issue 41 §1's targets, CPU ms per request on PGlite at 10 connections. The legal page, signed
 * in, has no data of its own: it is the part every member page shares (her session, React
 * Router, the root's loader, header and footer, compression), so each page's own cost is its
 * row less this one.
 */
const PAGES = [
  { page: "shared: /privacy-policy signed in", path: "/privacy-policy", target: null },
  { page: "portal program page", path: "/client-portal/level-1", target: 3.5 },
  { page: "/dashboard", path: "/dashboard", target: 6.5 },
  { page: "/progress", path: "/progress", target: 9.5 },
] as const;

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const RAW = new Set(["script", "style"]);
const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;
const decode = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

/** React's props for an element's attributes: the names React expects, every value as text. */
function propsOf(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [, name = "", value = ""] of attributes.matchAll(ATTRIBUTE)) {
    if (name === "style") continue; // React wants an object; a handful per page
    const key = name === "class" ? "className" : name === "for" ? "htmlFor" : name;
    props[key] = decode(value);
  }
  return props;
}

type Built = { type: string; props: Record<string, unknown>; children: (Built | string)[] };

/** The page's HTML (React's own well-formed output) back into elements to render. */
function parse(html: string): ReactNode {
  const root: Built = { type: "root", props: {}, children: [] };
  const stack: Built[] = [root];
  const tokens = /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<(\/?)([a-zA-Z][\w-]*)((?:[^>"]|"[^"]*")*)>|([^<]+)/g;
  let match: RegExpExecArray | null = tokens.exec(html);
  while (match) {
    const [whole, closing, tag, attributes = "", text] = match;
    const top = stack.at(-1) as Built;
    if (text !== undefined) top.children.push(decode(text));
    else if (tag && closing) stack.pop();
    else if (tag) {
      const element: Built = { type: tag.toLowerCase(), props: propsOf(attributes), children: [] };
      top.children.push(element);
      if (RAW.has(element.type)) {
        const end = html.indexOf(`</${tag}>`, tokens.lastIndex);
        element.props.dangerouslySetInnerHTML = { __html: html.slice(tokens.lastIndex, end) };
        tokens.lastIndex = end + tag.length + 3;
      } else if (!VOID.has(element.type) && !whole.endsWith("/>")) stack.push(element);
    }
    match = tokens.exec(html);
  }
  const build = (node: Built | string): ReactNode =>
    typeof node === "string"
      ? node
      : createElement(
          node.type,
          node.props,
          ...(node.props.dangerouslySetInnerHTML ? [] : node.children.map(build)),
        );
  const html_ = root.children.find((node): node is Built => typeof node !== "string" && node.type === "html");
  return html_ ? build(html_) : null;
}

/** Milliseconds per call of `work`, over enough calls to take half a second or more. */
function perCall(work: () => unknown): number {
  for (let warm = 0; warm < 20; warm += 1) work();
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < 500 || calls < 20) {
    work();
    calls += 1;
  }
  return (performance.now() - started) / calls;
}

/** Milliseconds per render of `tree` through React's stream renderer, as the server sends a page. */
async function perStreamedRender(tree: ReactNode): Promise<number> {
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const sink = new Writable({
        write: (_chunk, _encoding, callback) => callback(),
        final: (callback) => {
          callback();
          resolve();
        },
      });
      const { pipe } = renderToPipeableStream(tree, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady: () => pipe(sink),
        onShellError: reject,
      });
    });
  for (let warm = 0; warm < 20; warm += 1) await once();
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < 500 || calls < 20) {
    await once();
    calls += 1;
  }
  return (performance.now() - started) / calls;
}

const scratch = await scratchDatabase("PGlite", "floor");
await seedClients(scratch.options, { clients: 3, weeks: 52 });
const app = await startProductionServer({}, { dataDir: scratch.dataDir, keepData: true });
const rows = [];
/** The shared row's CPU per first view, taken from each page's for its own part. */
let shared: number | null = null;
try {
  const cookie = await signIn(app.url, FIRST_CLIENT_EMAIL, PASSWORD);
  const pid = app.child.pid as number;
  let visit = 0;
  const firstView = async (path: string) => {
    visit += 1;
    const response = await fetch(`${app.url}${path}`, {
      headers: { Cookie: `${cookie}; bench_visit=${visit}`, "accept-encoding": BROWSER_ENCODINGS },
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  };
  for (const { page, path, target } of PAGES) {
    for (let warm = 0; warm < 20; warm += 1) await firstView(path);
    const before = cpuMs(pid);
    for (let request = 0; request < REQUESTS; request += 1) await firstView(path);
    const server = (cpuMs(pid) - before) / REQUESTS;
    const html = await firstView(path);
    const brotli = perCall(() => compress(html, "br"));
    const tree = parse(html);
    const rendered = renderToString(tree);
    const react = perCall(() => renderToString(tree));
    const streamed = await perStreamedRender(tree);
    const floor = brotli + react;
    if (target === null) shared = server;
    rows.push({
      page,
      "HTML KB": (html.length / 1024).toFixed(1),
      "rendered back KB": (rendered.length / 1024).toFixed(1),
      "first view CPU ms": server.toFixed(2),
      "floor: Brotli ms": brotli.toFixed(2),
      "floor: React DOM ms": react.toFixed(2),
      "floor ms": floor.toFixed(2),
      "React DOM streamed ms": streamed.toFixed(2),
      "target ms": target ?? "",
      "rest ms": (server - floor).toFixed(2),
      "own ms (less shared)": target === null || shared === null ? "" : (server - shared).toFixed(2),
    });
  }
} finally {
  await app.stop();
  await scratch.remove();
}
console.table(rows);
console.log(
  "The floor is what the page's bytes cost alone; the rest is the database, React Router, the loaders and components, the cache and GC (npm run profile -- --first-view).",
);
