import { randomUUID, timingSafeEqual } from "node:crypto";
import type { Express, RequestHandler } from "express";
import { counter, gauge, histogram, renderMetrics } from "~/lib/metrics";

// What an operator reads (issue 37 §2-3): one log line per request with its request id (also
// sent back as X-Request-Id), JSON in production and a readable line in development; request
// counts and durations by route and status on /metrics, behind a token; liveness and readiness
// apart. The log names the path without its query (a query can carry a token) and nothing of
// the body, the cookies or the headers.

const requests = counter("wb50_http_requests_total", "HTTP requests answered, by method, route and status.");
const durations = histogram("wb50_http_request_duration_seconds", "Time to answer a request, by route.");
export const cacheLookups = counter(
  "wb50_page_cache_lookups_total",
  "Kept pages asked for, by cache (public, member) and outcome (hit, miss).",
);
export const schedulerLastTick = gauge(
  "wb50_scheduler_last_success_timestamp_seconds",
  "When the scheduler last finished a tick with every job done (Unix time).",
);
export const schedulerLag = gauge(
  "wb50_scheduler_lag_seconds",
  "How late the last tick started against its minute, in seconds.",
);

/** An id sent by a proxy is kept when it is plain; anything else gets a new one. */
const PLAIN_ID = /^[\w.:-]{1,64}$/;

/**
 * A route label with few values: ids, hashes and numbers in a path become ":id", hashed assets
 * one label, so the series stay countable however many members there are.
 */
export function routeLabel(path: string): string {
  if (path.startsWith("/assets/")) return "/assets/*";
  return (
    path
      .replace(/\.data$/, "")
      .split("/")
      .map((segment) =>
        /^[0-9a-f-]{16,}$/i.test(segment) || /^\d+$/.test(segment) || segment.length > 40 ? ":id" : segment,
      )
      .join("/") || "/"
  );
}

export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type Logger = (level: "info" | "warn" | "error", message: string, fields?: LogFields) => void;

/** JSON lines in production (one object per line, for a log shipper); readable lines otherwise. */
export function createLogger(
  json: boolean,
  write: (line: string) => void = (line) => console.log(line),
): Logger {
  return (level, message, fields = {}) => {
    if (json) {
      write(JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields }));
      return;
    }
    const { method, route, status, ms, requestId } = fields;
    write(
      method !== undefined
        ? `${method} ${route} ${status} ${Number(ms).toFixed(1)}ms`
        : `${level === "info" ? "" : `${level}: `}${message}${requestId ? ` (${requestId})` : ""}`,
    );
  };
}

/** One request's line and numbers, written when the answer is finished. */
export function recordRequest(
  log: Logger,
  fields: { requestId: string; method: string; path: string; status: number; started: bigint },
) {
  const seconds = Number(process.hrtime.bigint() - fields.started) / 1e9;
  const route = routeLabel(fields.path);
  requests.inc({ method: fields.method, route, status: String(fields.status) });
  durations.observe({ route }, seconds);
  log("info", "request", {
    requestId: fields.requestId,
    method: fields.method,
    route: fields.path,
    status: fields.status,
    ms: Math.round(seconds * 10_000) / 10,
  });
}

/** The request id (kept from a proxy, else new), on the response and for the log. */
export function requestIdOf(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && PLAIN_ID.test(sent) ? sent : randomUUID();
}

/** Express middleware: the request id and, when the answer is sent, its log line and numbers. */
export const requestLog =
  (log: Logger): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers["x-request-id"]);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () =>
      recordRequest(log, { requestId, method: req.method, path: req.path, status: res.statusCode, started }),
    );
    next();
  };

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export type HealthOptions = {
  /** Resolves when the database answers. */
  ping: () => Promise<void>;
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`; unset, it is off. */
  metricsToken?: string;
  /** Reads what is measured at scrape time (outbox depth, pool use) into gauges. */
  collect?: () => Promise<void>;
};

/**
 * /livez: the process answers (restart it if not). /readyz (and /healthz, kept for the image's
 * HEALTHCHECK and existing monitors): the database answers, so send traffic. The server listens
 * only once its migrations ran; until then server/listen.ts answers them 503. /metrics: Prometheus text.
 */
export function mountHealth(app: Express, options: HealthOptions) {
  app.get("/livez", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  const ready: RequestHandler = async (_req, res) => {
    try {
      await options.ping();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      console.error("Readiness check failed:", error);
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  };
  app.get("/readyz", ready);
  app.get("/healthz", ready);
  app.get("/metrics", async (req, res) => {
    const token = options.metricsToken;
    if (!token) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (!sameSecret(given, token)) {
      res.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("Unauthorized");
      return;
    }
    try {
      await options.collect?.();
    } catch (error) {
      console.error("Metrics collection failed:", error);
    }
    res.set("Cache-Control", "no-store").type("text/plain; version=0.0.4").send(renderMetrics());
  });
}

let guarding = false;

/**
 * A promise a background job forgot to catch is logged, not fatal: Node would otherwise end the
 * process, and every member's request with it. Installed once per process.
 */
export function logUnhandledRejections(
  log: Logger,
  report: (error: unknown, context?: Record<string, string>) => void = () => {},
) {
  if (guarding) return;
  guarding = true;
  process.on("unhandledRejection", (reason) => {
    report(reason, { source: "unhandled rejection" });
    log("error", "unhandled rejection", {
      error: reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  });
}
