import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

// The Host header checked before anything builds a URL from it (issue 37, decision 0054).

/** The health checks a probe may ask for without a Host header. */
const PROBES = new Set(["/healthz", "/livez", "/readyz"]);

/**
 * Whether a Host (or X-Forwarded-Host) value names a host a URL can be built from: a name or
 * an IP address, with at most a port of 0-65535, and nothing else. React Router builds the
 * request's URL from it and throws on anything else ("[::1", "a b", "x:99999999").
 */
export function isValidHost(value: string): boolean {
  if (value === "" || value.length > 255 || /[\s/\\?#@]/.test(value)) return false;
  const port = /:(\d+)$/.exec(value)?.[1];
  if (port !== undefined && Number(port) > 65_535) return false;
  try {
    return new URL(`http://${value}`).pathname === "/";
  } catch {
    return false;
  }
}

/** Whether the Host header (present) and any X-Forwarded-Host value are valid hosts. */
export function hostHeadersValid(req: IncomingMessage): boolean {
  const forwarded = req.headers["x-forwarded-host"];
  const hosts = [req.headers.host, ...(typeof forwarded === "string" ? forwarded.split(",") : [])];
  return (
    req.headers.host !== undefined && hosts.every((host) => host === undefined || isValidHost(host.trim()))
  );
}

/**
 * Security review (issue 37): a malformed Host header is the client's mistake, a 400, not a
 * 500 from inside the request builder. So is none at all (HTTP/1.0), except for the health
 * checks, which a load balancer's probe may ask without one.
 */
export const validHost: RequestHandler = (req, res, next) => {
  const forwarded = req.app.enabled("trust proxy") ? req.headers["x-forwarded-host"] : undefined;
  const hosts = [req.headers.host, ...(typeof forwarded === "string" ? forwarded.split(",") : [])];
  const missing = req.headers.host === undefined && !PROBES.has(req.path);
  if (!missing && hosts.every((host) => host === undefined || isValidHost(host.trim()))) {
    next();
    return;
  }
  res.status(400).type("text/plain").send("That request's Host header is not a valid host name.");
};
