import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import {
  answeredFields,
  BROTLI_QUALITY,
  baseSecurityHeaders,
  buildContentSecurityPolicy,
  type FastPath,
  finalCacheControl,
  logLine,
} from "./http";
import { acceptsCoding, type FastPathOptions, inlineScriptHashes } from "./page-cache";

/**
 * Decision 0043: how long a member's page is served from memory at most. Her own writes, the
 * coach's and any shared change end it at once; this bounds what only the clock changes
 * ("today", an access that runs out).
 */
export const MEMBER_PAGE_TTL_MS = 30_000;
/** About 20 KB each (kept gzipped): a few megabytes at most. */
export const MEMBER_PAGE_MAX_ENTRIES = 500;

/** The member pages opened most, and whose loaders only read. */
export const MEMBER_PAGE_PATH = /^\/(?:dashboard|progress|client-portal(?:\/[a-z0-9-]+)?)$/;

const SESSION_COOKIE = /(?:^|;\s*)wb50_session=([^;]+)/;
const FLASH_COOKIE = /(?:^|;\s*)wb50_flash=/;

/** Who a rendering was for, as the session lookup during it found her. */
export type Viewed = {
  /** Her member id; null for a portal-code session without an account (named by its cookie). */
  owner: string | null;
  /** The session's end, and any access of hers that ends sooner. */
  until: number;
};

export type MemberPageCacheOptions = {
  /**
   * Renders the request as React Router would, and says whose session it found (null: none).
   * The page is rendered without a nonce; a kept copy's scripts are allowed by their hashes.
   */
  render: (request: Request, clientAddress: string) => Promise<{ response: Response; viewed: Viewed | null }>;
  /** The live content revision: a copy of an earlier one is not served. */
  version: () => number;
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
  /** Counts each page asked for in Express: kept (a hit) or rendered (a miss); for /metrics. */
  onLookup?: (outcome: "hit" | "miss") => void;
};

type Coding = "br" | "gzip";

type Entry = {
  /** The page as sent: compressed once, with the coding her browser asked for when it rendered. */
  body: Buffer;
  coding: Coding;
  csp: string;
  headers: [string, string][];
  /** The change counter when its rendering began: any change to her after that ends it. */
  seq: number;
  owner: string;
  sessionKey: string;
  revision: number;
  expires: number;
};

/** Server-Timing of a page answered from memory: nothing was asked of the database or React. */
const HIT = 'cache;desc="hit"';
/** Server-Timing of a page another request of hers was already rendering, and shared. */
const SHARED = 'cache;desc="shared"';

export function compress(page: Buffer | string, coding: Coding): Buffer {
  if (coding === "gzip") return gzipSync(page);
  return brotliCompressSync(page, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page),
    },
  });
}

/** What the request takes of the kept copy: its coding, or (null) the page decompressed. */
const codingFor = (entry: Entry, acceptEncoding: string | undefined): Coding | null =>
  acceptsCoding(acceptEncoding, entry.coding) ? entry.coding : null;

/** The coding a new copy is kept in: Brotli when her browser takes it. */
const codingToKeep = (acceptEncoding: string | undefined): Coding =>
  acceptsCoding(acceptEncoding, "br") ? "br" : "gzip";

const hash = (value: string) => createHash("sha256").update(value).digest("base64url");

/** Response headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "content-security-policy",
  "server-timing",
  "set-cookie",
  "transfer-encoding",
  "connection",
  "date",
  "keep-alive",
]);

/**
 * Issue 21, decision 0043: a signed-in member's page kept in memory, keyed by her exact cookies
 * and the path, so that nobody else's request can ever find it. It is served only while nothing
 * it could show has changed:
 * - every committed change names whose data it touched (`changed`, fed by the database's
 *   NOTIFY on every instance), or "*" for shared rows; one to her, or to everyone, ends it;
 * - a form she sends (any non-GET with her session) ends her copies when it arrives and again
 *   as its answer goes out, so the page after her own save is never an old one, even before
 *   another instance's notice arrives;
 * - a new content revision, the end of her session or access, and MEMBER_PAGE_TTL_MS end it.
 * Only a 200 HTML page without Set-Cookie is kept, for a request without a flash message.
 * A request that arrives while the same key's page is rendering waits for that rendering and
 * is sent its copy, if nothing of hers changed since it began (the many-at-once case of issue
 * 21: 200 connections asking for one page not yet kept rendered it 200 times).
 */
export function createMemberPageCache(options: MemberPageCacheOptions) {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? MEMBER_PAGE_TTL_MS;
  const maxEntries = options.maxEntries ?? MEMBER_PAGE_MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  /**
   * Renderings under way, by the same key: a request that finds one waits for it instead of
   * rendering the same page again (her reload, a second tab, 200 connections at once).
   */
  const rendering = new Map<string, Promise<Entry | null>>();
  /** Requests waiting for another's rendering of their page, for the tests to wait on. */
  let waitingForRendering = 0;
  /** Whose data changed last, and when: the counter value, and the time for pruning. */
  const changes = new Map<string, { seq: number; at: number }>();
  let seq = 0;
  /**
   * False while this instance cannot hear the database's announcements (its LISTEN connection
   * is down): another instance may then change her data unheard, so nothing is served or kept
   * from memory until the connection is back. A stopped database therefore answers its 503.
   */
  let hearing = true;

  function changed(owner: string) {
    seq += 1;
    changes.set(owner, { seq, at: now() });
    if (owner === "*") entries.clear();
  }

  const changedSince = (owner: string, since: number) => (changes.get(owner)?.seq ?? 0) > since;

  function valid(entry: Entry | null | undefined): entry is Entry {
    return (
      entry != null &&
      hearing &&
      entry.expires > now() &&
      entry.revision === options.version() &&
      !changedSince("*", entry.seq) &&
      !changedSince(entry.owner, entry.seq) &&
      !changedSince(entry.sessionKey, entry.seq)
    );
  }

  /** The request's cache key and session key, or null when it is not a member page request. */
  function keysOf(method: string | undefined, url: string, cookie: string | undefined) {
    if (method !== "GET" && method !== "HEAD") return null;
    if (!MEMBER_PAGE_PATH.test(url) || !cookie || FLASH_COOKIE.test(cookie)) return null;
    const session = SESSION_COOKIE.exec(cookie)?.[1];
    if (!session) return null;
    return { key: `${hash(cookie)} ${url}`, sessionKey: `session:${hash(session)}` };
  }

  function headersOf(
    entry: Entry,
    coding: Coding | null,
    length: number,
    timing = HIT,
  ): Record<string, string> {
    const headers: Record<string, string> = Object.fromEntries(entry.headers);
    headers["Content-Security-Policy"] = entry.csp;
    // What Express's cache rule makes of the page's own policy: private, no-store for a member.
    headers["Cache-Control"] = finalCacheControl(headers["cache-control"], false);
    delete headers["cache-control"];
    headers["Server-Timing"] = timing;
    headers["Content-Length"] = String(length);
    headers.Vary = "Accept-Encoding, Cookie";
    if (coding) headers["Content-Encoding"] = coding;
    return headers;
  }

  const bodyOf = (entry: Entry, coding: Coding | null) =>
    coding ? entry.body : entry.coding === "br" ? brotliDecompressSync(entry.body) : gunzipSync(entry.body);

  /** Answers a hit before Express; anything else goes on to Express. */
  const fastPath =
    ({ production, trustProxy, log }: FastPathOptions): FastPath =>
    (req: IncomingMessage, res: ServerResponse) => {
      if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined)
        return false;
      const url = req.url ?? "";
      const keys = keysOf(req.method, url, req.headers.cookie);
      if (!keys) return false;
      const entry = entries.get(keys.key);
      if (!valid(entry)) return false;
      const started = process.hrtime.bigint();
      const forwardedProto = String(req.headers["x-forwarded-proto"] ?? "")
        .split(",")[0]
        ?.trim();
      const secure =
        (req.socket as TLSSocket).encrypted === true || (trustProxy > 0 && forwardedProto === "https");
      const coding = codingFor(entry, req.headers["accept-encoding"]);
      const body = bodyOf(entry, coding);
      res.writeHead(200, {
        ...baseSecurityHeaders({ production, secure }),
        ...headersOf(entry, coding, body.length),
      });
      res.end(req.method === "HEAD" ? undefined : body);
      log(logLine(req.method ?? "GET", url, 200, started), answeredFields(req, 200, started));
      return true;
    };

  function keep(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // The oldest copy goes first; a Map keeps insertion order.
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function send(res: ExpressResponse, req: ExpressRequest, entry: Entry, timing?: string) {
    const coding = codingFor(entry, req.headers["accept-encoding"]);
    const body = bodyOf(entry, coding);
    for (const [name, value] of Object.entries(headersOf(entry, coding, body.length, timing)))
      res.setHeader(name, value);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }

  /** Serves a hit, or renders, keeps the copy if it may be kept, and answers with it. */
  const middleware: RequestHandler = async (req, res, next) => {
    const keys = keysOf(req.method, req.originalUrl, req.headers.cookie);
    if (!keys) return next();
    try {
      const kept = entries.get(keys.key);
      if (valid(kept)) {
        options.onLookup?.("hit");
        return send(res, req, kept);
      }
      options.onLookup?.("miss");
      const under = rendering.get(keys.key);
      if (under) {
        // Shared only if nothing of hers changed since that rendering began, which is also
        // before this request arrived; otherwise (or if it was not a page to keep) it renders.
        waitingForRendering++;
        const shared = await under.finally(() => waitingForRendering--);
        if (valid(shared)) return send(res, req, shared, SHARED);
      }
      const rendered = renderPage(req, keys);
      if (!rendering.has(keys.key)) {
        // A rendering that fails, or is not a page to keep, lets the waiting requests render.
        const shareable = rendered.then(
          (page) => page.entry,
          () => null,
        );
        rendering.set(keys.key, shareable);
        void shareable.then(() => {
          if (rendering.get(keys.key) === shareable) rendering.delete(keys.key);
        });
      }
      const { entry, response, page, csp } = await rendered;
      if (entry) return send(res, req, entry, response.headers.get("Server-Timing") ?? "");
      // Not a page to keep (a redirect, a refusal, a flash): sent as React Router answered.
      res.status(response.status);
      for (const [name, value] of response.headers) {
        if (name === "set-cookie" || name === "content-length" || name === "content-encoding") continue;
        res.setHeader(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      if (csp) res.setHeader("Content-Security-Policy", csp);
      res.end(req.method === "HEAD" ? undefined : page);
    } catch (error) {
      next(error);
    }
  };

  /** Renders the request's page, and keeps the copy when it may be kept (`entry`: a page to keep). */
  async function renderPage(req: ExpressRequest, keys: { key: string; sessionKey: string }) {
    const startedSeq = seq;
    const startedAt = now();
    const revision = options.version();
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    const { response, viewed } = await options.render(
      new Request(`${req.protocol}://${req.host}${req.originalUrl}`, { method: "GET", headers }),
      req.ip ?? "unknown",
    );
    const type = response.headers.get("Content-Type") ?? "";
    // Kept as bytes: decoding 120 KB of UTF-8 into a string, only to encode it again for the
    // compressor, was 0.4 ms of a `/progress` first view. The scripts are found in a one-byte
    // view of the same bytes (all markup is ASCII) and hashed as those bytes.
    const page = Buffer.from(await response.arrayBuffer());
    const csp = type.startsWith("text/html")
      ? buildContentSecurityPolicy({ scriptHashes: inlineScriptHashes(page.toString("latin1"), "latin1") })
      : null;
    let entry: Entry | null = null;
    if (response.status === 200 && csp && viewed && !response.headers.has("Set-Cookie")) {
      const coding = codingToKeep(req.headers["accept-encoding"]);
      entry = {
        body: compress(page, coding),
        coding,
        csp,
        headers: [...response.headers.entries()].filter(([name]) => !PER_RESPONSE.has(name)),
        seq: startedSeq,
        owner: viewed.owner ?? keys.sessionKey,
        sessionKey: keys.sessionKey,
        revision,
        expires: Math.min(startedAt + ttl, viewed.until),
      };
      // Something of hers may have changed while it rendered: then it is sent, not kept.
      if (valid(entry)) keep(keys.key, entry);
    }
    return { entry, response, page, csp };
  }

  /**
   * A form sent with a session (a set saved, a message, signing out) ends that session's copies
   * when it arrives and again when its answer is written, after the change is committed.
   */
  const writes: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const session = SESSION_COOKIE.exec(req.headers.cookie ?? "")?.[1];
    if (!session) return next();
    const sessionKey = `session:${hash(session)}`;
    changed(sessionKey);
    const writeHead = res.writeHead;
    res.writeHead = function (this: ExpressResponse, ...args: Parameters<typeof writeHead>) {
      changed(sessionKey);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };

  /** The announcements stopped (a dropped connection): every copy is unknown until `resumed`. */
  function lost() {
    hearing = false;
    entries.clear();
  }

  /** Heard again: whatever was announced meanwhile is lost, so everything counts as changed. */
  function resumed() {
    changed("*");
    hearing = true;
  }

  /** Forgets changes older than any copy could be, and copies past their time. */
  function prune() {
    const before = now() - ttl;
    for (const [owner, change] of changes) if (change.at < before) changes.delete(owner);
    for (const [key, entry] of entries) if (!valid(entry)) entries.delete(key);
  }
  const pruning = setInterval(prune, ttl);
  pruning.unref();

  return {
    middleware,
    writes,
    fastPath,
    /** A committed change to `owner`'s data (a member id, a session key) or "*" (everyone's). */
    changed,
    lost,
    resumed,
    prune,
    size: () => entries.size,
    waiting: () => waitingForRendering,
    stop: () => clearInterval(pruning),
  };
}

export type MemberPageCache = ReturnType<typeof createMemberPageCache>;
