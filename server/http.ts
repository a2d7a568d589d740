import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import type { DatabaseHandle } from "~/db/client.server";
import { validHost } from "./host-header";
import { createLogger, type Logger, mountHealth, requestLog } from "./observability";

export { isValidHost } from "./host-header";

/**
 * Decision 0080: Brotli at quality 3 is as small as gzip's default level on these pages (14.5 KB
 * of a 65 KB portal page) for 40% of its CPU (0.29 ms against 0.73 ms, alone). Every browser
 * asks for it over HTTPS; a client that asks only for gzip gets gzip's default.
 */
export const BROTLI_QUALITY = 3;

/** Forms and webhooks are small; anything larger than this is refused before it is read. */
export const MAX_BODY_BYTES = 256 * 1024;
/**
 * Progress photos come from phone cameras (3-8 MB). The photo form's own limit (10 MB) answers
 * with a message on the form; this outer one only stops bodies no photo needs.
 */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
const UPLOAD_PATHS = new Set(["/progress/body", "/progress/body.data"]);
/**
 * The coach's demo clips (issue 38 §2, decision 0059): the form takes 120 MB and says so; this
 * outer limit leaves room for the form's other fields.
 */
export const MAX_CLIP_UPLOAD_BYTES = 125 * 1024 * 1024;
const CLIP_UPLOAD_PATH = /^\/coach\/library\/[^/]+\/media(?:\.data)?$/;

export type HttpAppOptions = {
  database: Pick<DatabaseHandle, "ping">;
  production: boolean;
  /** Reverse-proxy hops to trust for X-Forwarded-* (HTTPS detection, client address). */
  trustProxy: number;
  /** Sends the Content-Security-Policy; off only under Vite's dev server, whose scripts carry no nonce. */
  contentSecurityPolicy?: boolean;
  /** Adds static files and the page handler. */
  mount: (app: Express) => void;
  /** Readable request lines to this function (the tests); otherwise `logger`'s. */
  log?: (line: string) => void;
  /** The process's logger: JSON lines in production (server/observability.ts). */
  logger?: Logger;
  /** Sends an unhandled error to the error tracker (server/error-reports.ts). */
  reportError?: (error: unknown, context?: Record<string, string>) => void;
  /** METRICS_TOKEN and the gauges read at scrape time, for /metrics. */
  metricsToken?: string;
  collectMetrics?: () => Promise<void>;
};

/** What a fast path tells the log of a request it answered itself. */
export type AnsweredFields = {
  requestId: string;
  method: string;
  path: string;
  status: number;
  started: bigint;
};

/** Scripts are allowed by this response's nonce, or (a cached page) by their hashes. */
export function buildContentSecurityPolicy(
  scripts: { nonce: string } | { scriptHashes: readonly string[] },
): string {
  const allowed = "nonce" in scripts ? `'nonce-${scripts.nonce}'` : scripts.scriptHashes.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed}`.trim(),
    // Radix and sonner set inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** One line per request: method, path (never the query: it can carry tokens), status, time. */
export function logLine(method: string, path: string, status: number, started: bigint): string {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return `${method} ${path.split("?")[0]} ${status} ${ms.toFixed(1)}ms`;
}

/** The fields a fast path hands its log: the id `listen` gave the request, and the rest. */
export function answeredFields(req: IncomingMessage, status: number, started: bigint): AnsweredFields {
  return {
    requestId: String(req.headers["x-request-id"] ?? ""),
    method: req.method ?? "GET",
    path: (req.url ?? "/").split("?")[0] ?? "/",
    status,
    started,
  };
}

/**
 * The coach's email previews, shown in a frame on her own pages. Their routes send a policy of
 * their own, stricter than the pages' (no scripts at all, `sandbox`), which must replace the
 * default rather than be added to it: browsers apply every policy they receive.
 */
const FRAMED_PREVIEW = /^\/coach\/(?:emails|newsletters)\/[^/]+\/preview$/;

/** The headers every page carries besides its CSP; also sent by the page cache's fast path. */
export function baseSecurityHeaders(options: {
  production: boolean;
  secure: boolean;
  framedPreview?: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": options.framedPreview ? "SAMEORIGIN" : "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (options.production && options.secure) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

const securityHeaders =
  (production: boolean, csp: boolean): RequestHandler =>
  (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const framedPreview = FRAMED_PREVIEW.test(req.path);
    if (csp && !framedPreview)
      res.setHeader("Content-Security-Policy", buildContentSecurityPolicy({ nonce }));
    for (const [name, value] of Object.entries(
      baseSecurityHeaders({ production, secure: req.secure, framedPreview }),
    ))
      res.setHeader(name, value);
    next();
  };

/**
 * React Router reads the request stream itself, so the limit is enforced on the declared
 * length; a body without one (chunked upload) is refused rather than read unbounded.
 */
const bodyLimit: RequestHandler = (req, res, next) => {
  const length = req.headers["content-length"];
  if (length === undefined) {
    if (req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("A Content-Length header is required.");
      return;
    }
    next();
    return;
  }
  const limit = CLIP_UPLOAD_PATH.test(req.path)
    ? MAX_CLIP_UPLOAD_BYTES
    : UPLOAD_PATHS.has(req.path)
      ? MAX_UPLOAD_BYTES
      : MAX_BODY_BYTES;
  if (Number(length) > limit) {
    res
      .status(413)
      .type("text/plain")
      .send(`That request is too large: the limit is ${limit / 1024} KB.`);
    return;
  }
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Every route here takes only these (OPTIONS is answered below with the same list). */
export const ALLOWED_METHODS = "GET, HEAD, POST";
const ACCEPTED_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

/**
 * TRACE would echo her cookies back; PUT, DELETE and PATCH reach no route. All are refused
 * here with 405 and the methods that are taken, instead of reaching the router.
 */
const knownMethods: RequestHandler = (req, res, next) => {
  if (ACCEPTED_METHODS.has(req.method)) {
    next();
    return;
  }
  res.status(405).set("Allow", ALLOWED_METHODS).type("text/plain").send("That method is not allowed here.");
};

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * The one cache rule (decision 0022 and docs/security.md §8): a response is private and never
 * stored unless its handler declared it the same for everyone (`public`, or an `immutable`
 * hashed asset) and it sets no cookie. So a page, a `.data` answer, a redirect, an action's
 * answer or a download that depends on the session can never be kept by a shared cache or
 * on her disk, even when a route forgets to say so. Applied as the headers are written, after
 * every handler has had its say.
 */
export function finalCacheControl(declared: string | undefined, setsCookie: boolean): string {
  if (!setsCookie && declared && /(?:^|,)\s*(?:public|immutable)\b/i.test(declared)) return declared;
  return PRIVATE_CACHE_CONTROL;
}

const privateByDefault: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  // Node writes the headers through writeHead, whether a handler calls it or not. (Headers
  // passed to writeHead itself would win; only Vite's dev server does that, for its modules.)
  res.writeHead = function writeHeadWithCacheRule(this: typeof res, ...args: unknown[]) {
    const declared = res.getHeader("Cache-Control");
    const cookie = res.getHeader("Set-Cookie");
    res.setHeader(
      "Cache-Control",
      finalCacheControl(
        declared === undefined ? undefined : String(declared),
        cookie !== undefined && !(Array.isArray(cookie) && cookie.length === 0),
      ),
    );
    return (writeHead as (...rest: unknown[]) => typeof res).apply(this, args);
  } as typeof res.writeHead;
  next();
};

/**
 * Cross-site request forgery: browsers send Origin with every POST, so a write whose Origin is
 * another site is refused. Requests without one (payment webhooks, curl) are not browsers
 * carrying her cookies, and pass; SameSite=Lax cookies are the second line.
 */
const sameOriginWrites: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  if (SAFE_METHODS.has(req.method) || origin === undefined || origin === `${req.protocol}://${req.host}`) {
    next();
    return;
  }
  res.status(403).type("text/plain").send("This form was sent from another website, so it was refused.");
};

/**
 * `compression` sends `res.on("drain")` to its gzip stream but leaves `res.off` on the response
 * (expressjs/compression#135). React Router's writer waits for each drain with `once` and then
 * `off`, so every wait left a listener on the gzip stream: a long page piled them up and, under
 * load, the log filled with MaxListenersExceededWarning. The drain listeners are held here
 * instead, behind one listener of ours, where `off` and `once` find them.
 */
const drainListenersLetGo: RequestHandler = (_req, res, next) => {
  const drains = new EventEmitter();
  const on = res.on; // compression's, which knows where the drain comes from
  const off = res.removeListener;
  let forwarding = false;
  const add = function (this: typeof res, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event !== "drain") return on.call(this, event, listener);
    if (!forwarding) {
      forwarding = true;
      on.call(this, "drain", () => drains.emit("drain"));
    }
    drains.on("drain", listener);
    return this;
  } as typeof res.on;
  const remove = function (this: typeof res, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event !== "drain") return off.call(this, event, listener);
    drains.removeListener("drain", listener);
    return this;
  } as typeof res.removeListener;
  res.on = add;
  res.addListener = add;
  res.removeListener = remove;
  res.off = remove;
  next();
};

export function createHttpApp(options: HttpAppOptions): Express {
  const logger = options.logger ?? createLogger(false, options.log ?? ((line) => console.log(line)));
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  app.use(requestLog(logger));
  app.use(validHost);
  // Every page not kept in memory (the coach's, a visitor's first view, her forms' answers) is
  // compressed as it streams, in Brotli at the kept pages' quality (decision 0080), not the
  // package's 4: 6-8% of the CPU of a coach's page (decision 0093).
  app.use(
    compression({
      brotli: {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        },
      },
    }),
  );
  app.use(drainListenersLetGo);
  app.use(securityHeaders(options.production, options.contentSecurityPolicy ?? true));
  app.use(privateByDefault);
  app.use(knownMethods);
  app.use(bodyLimit);
  app.use(sameOriginWrites);

  mountHealth(app, {
    ping: () => options.database.ping(),
    metricsToken: options.metricsToken,
    collect: options.collectMetrics,
  });
  // No cross-origin API here: a pre-flight or probe gets the allowed methods, not a router error.
  app.options("/{*path}", (_req, res) => {
    res.set("Allow", ALLOWED_METHODS).sendStatus(204);
  });
  // Browsers and tools ask for /favicon.ico whatever the page declares.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  options.mount(app);

  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    // Middleware such as express.static reports a missing file as an error with a 4xx status.
    const status = Number((error as { status?: unknown }).status);
    if (status >= 400 && status < 500 && !res.headersSent) {
      res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Not found" : "Bad request");
      return;
    }
    console.error(
      `Unhandled error on ${req.method} ${req.path} (request ${res.locals.requestId ?? "?"}):`,
      error,
    );
    options.reportError?.(error, {
      method: req.method,
      route: req.path,
      requestId: String(res.locals.requestId ?? ""),
    });
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(500)
      .type("html")
      .send(
        '<!doctype html><html lang="en"><title>Something went wrong</title>' +
          "<h1>Something went wrong</h1><p>Please try again in a moment.</p></html>",
      );
  };
  app.use(errorHandler);
  return app;
}

/** Answers a request before Express, or returns false to let Express have it. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;
