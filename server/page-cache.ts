import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { gzipSync } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler } from "express";
import {
  type AnsweredFields,
  answeredFields,
  baseSecurityHeaders,
  buildContentSecurityPolicy,
  type FastPath,
  logLine,
} from "./http";

/** How long an anonymous public page is served from memory before it is rendered again. */
export const PAGE_CACHE_TTL_MS = 60_000;

type Entry = { html: Buffer; gzipped: Buffer; csp: string; expires: number; version: number };

export type PageCacheOptions = {
  /** Paths whose anonymous rendering is the same for every visitor. */
  paths: ReadonlySet<string>;
  /** Renders the page as a visitor with no cookies would get it. */
  render: (request: Request) => Promise<Response>;
  now?: () => number;
  ttlMs?: number;
  /**
   * The live content revision (decision 0035): a copy rendered from an earlier one is never
   * served again, so a publish shows at once, on every instance that has heard of it.
   */
  version?: () => number;
};

/** Our cookies (session, flash): a request carrying any of them gets its own rendering. */
const OWN_COOKIE = /(?:^|;\s*)wb50_/;

function isCacheable(req: ExpressRequest, paths: ReadonlySet<string>) {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    paths.has(req.path) &&
    Object.keys(req.query).length === 0 &&
    !OWN_COOKIE.test(req.headers.cookie ?? "")
  );
}

/**
 * The inline scripts React Router writes (hydration data, the module loader) are the same in
 * every copy of a cached page, so the copy is allowed by their hashes instead of a nonce that
 * would otherwise be shared between visitors. `latin1`: the page is a one-byte view of its UTF-8
 * bytes, so each script is hashed as those bytes.
 */
export function inlineScriptHashes(html: string, encoding: "utf8" | "latin1" = "utf8"): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    // JSON-LD and other data blocks are not run, so they need no permission.
    if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", encoding)
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** True when the Accept-Encoding header takes `coding` (named, or `*`, with a q above 0). */
export function acceptsCoding(header: string | undefined, coding: "gzip" | "br"): boolean {
  if (!header) return false;
  let named: boolean | undefined;
  let any = false;
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const takes = q === undefined || Number(q) > 0;
    if (name.trim() === coding) named = takes;
    else if (name.trim() === "*") any = takes;
  }
  return named ?? any;
}

/** True when the Accept-Encoding header takes gzip. */
export const acceptsGzip = (header: string | undefined) => acceptsCoding(header, "gzip");

/** What the fast path needs to answer as the Express chain would. */
export type FastPathOptions = {
  production: boolean;
  /** Reverse-proxy hops trusted for X-Forwarded-Proto, as Express's `trust proxy`. */
  trustProxy: number;
  /** The readable line, and the fields for the structured log and the numbers. */
  log: (line: string, fields: AnsweredFields) => void;
};

/**
 * DESIGN §6 / issue 6: public pages served at close to static-file speed. A visitor without
 * our cookies gets the page from memory (pre-compressed), rendered at most once a minute per
 * path; anyone signed in, mid-flash or sending a query string is rendered as usual. Only a 200
 * without Set-Cookie is kept, so nothing personal can be cached.
 *
 * `middleware` fills and serves the cache inside Express. `fastPath` (issue 21, decision 0040)
 * answers a hit on a fresh copy before Express runs at all, with the same headers and log line;
 * anything else (a miss, an old copy, a cookie of ours, a query, a body) goes on to Express.
 */
export function createPageCache(options: PageCacheOptions): {
  middleware: RequestHandler;
  fastPath: (fastOptions: FastPathOptions) => FastPath;
} {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const version = options.version ?? (() => 0);

  async function fill(req: ExpressRequest, rendering: number): Promise<Entry | null> {
    const url = `${req.protocol}://${req.host}${req.path}`;
    const response = await options.render(new Request(url, { headers: { Accept: "text/html" } }));
    if (
      response.status !== 200 ||
      response.headers.has("Set-Cookie") ||
      !response.headers.get("Content-Type")?.startsWith("text/html")
    ) {
      return null;
    }
    const text = await response.text();
    const html = Buffer.from(text);
    const entry = {
      html,
      gzipped: gzipSync(html),
      csp: buildContentSecurityPolicy({ scriptHashes: inlineScriptHashes(text) }),
      expires: now() + ttl,
      version: rendering,
    };
    // A slow rendering of an earlier revision never replaces a newer copy.
    if ((entries.get(req.path)?.version ?? -1) <= rendering) entries.set(req.path, entry);
    return entry;
  }

  /** The headers of a cached copy; the Express path and the fast path send the same. */
  function cachedHeaders(entry: Entry, gzip: boolean, bodyLength: number): Record<string, string> {
    const headers: Record<string, string> = {
      "Content-Security-Policy": entry.csp,
      "Content-Type": "text/html; charset=utf-8",
      // The same bytes for every cookie-less visitor; checked again on each use (Vary: Cookie).
      "Cache-Control": "public, no-cache",
      Vary: "Accept-Encoding, Cookie",
      "Content-Length": String(bodyLength),
    };
    if (gzip) headers["Content-Encoding"] = "gzip";
    return headers;
  }

  const fresh = (path: string) => {
    const entry = entries.get(path);
    return entry && entry.expires > now() && entry.version === version() ? entry : undefined;
  };

  const fastPath =
    ({ production, trustProxy, log }: FastPathOptions): FastPath =>
    (req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? "";
      if (
        (req.method !== "GET" && req.method !== "HEAD") ||
        url.includes("?") ||
        req.headers["content-length"] !== undefined ||
        req.headers["transfer-encoding"] !== undefined ||
        OWN_COOKIE.test(req.headers.cookie ?? "") ||
        !options.paths.has(url)
      ) {
        return false;
      }
      const entry = fresh(url);
      if (!entry) return false;
      const started = process.hrtime.bigint();
      const forwardedProto = String(req.headers["x-forwarded-proto"] ?? "")
        .split(",")[0]
        ?.trim();
      const secure =
        (req.socket as TLSSocket).encrypted === true || (trustProxy > 0 && forwardedProto === "https");
      const gzip = acceptsGzip(req.headers["accept-encoding"]);
      const body = gzip ? entry.gzipped : entry.html;
      res.writeHead(200, {
        ...baseSecurityHeaders({ production, secure }),
        ...cachedHeaders(entry, gzip, body.length),
      });
      res.end(req.method === "HEAD" ? undefined : body);
      log(logLine(req.method, url, 200, started), answeredFields(req, 200, started));
      return true;
    };

  const middleware: RequestHandler = async (req, res, next) => {
    if (!isCacheable(req, options.paths)) return next();
    try {
      let entry = fresh(req.path);
      if (!entry) {
        const current = version();
        // One rendering per path and revision at a time, however many visitors arrive together.
        const key = `${current} ${req.path}`;
        let filling = pending.get(key);
        if (!filling) {
          filling = fill(req, current).finally(() => pending.delete(key));
          pending.set(key, filling);
        }
        entry = (await filling) ?? undefined;
      }
      if (!entry) return next();
      const gzip = req.acceptsEncodings("gzip") === "gzip";
      const body = gzip ? entry.gzipped : entry.html;
      for (const [name, value] of Object.entries(cachedHeaders(entry, gzip, body.length)))
        res.setHeader(name, value);
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  };

  return { middleware, fastPath };
}
