import { randomUUID } from "node:crypto";

// Errors that reach someone (issue 37 §4): an unhandled error or rejection is reported to an
// error tracker when SENTRY_DSN (Sentry's, or a compatible service's such as GlitchTip) is set,
// as one event in Sentry's envelope format over fetch, with no SDK. Unset, nothing leaves the
// machine. What is sent: the error's name, message and stack, the request id, method and route
// (never the query, the body, cookies or headers), the release and the environment.

export type ErrorReporter = (error: unknown, context?: Record<string, string>) => void;

type Target = { url: string; auth: string };

/** "https://<key>@<host>/<project>" → the envelope endpoint and its auth header; null if malformed. */
export function parseDsn(dsn: string): Target | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const project = url.pathname.replace(/^\/+|\/+$/g, "");
  if (!url.username || !project || !/^https?:$/.test(url.protocol)) return null;
  const base = `${url.protocol}//${url.host}`;
  return {
    url: `${base}/api/${project}/envelope/`,
    auth: `Sentry sentry_version=7, sentry_key=${url.username}, sentry_client=wb50/1.0`,
  };
}

/** A reporter for the DSN; a no-op when it is unset or malformed. Sending never throws. */
export function createErrorReporter(
  dsn: string | undefined,
  meta: { release: string; environment: string },
): ErrorReporter {
  const target = dsn ? parseDsn(dsn) : null;
  if (!target) return () => {};
  return (error, context = {}) => {
    const eventId = randomUUID().replaceAll("-", "");
    const thrown = error instanceof Error ? error : new Error(String(error));
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: "node",
      level: "error",
      release: meta.release,
      environment: meta.environment,
      tags: context,
      exception: {
        values: [{ type: thrown.name, value: thrown.message, stacktrace: { frames: framesOf(thrown) } }],
      },
    };
    const body = [
      JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
      JSON.stringify({ type: "event" }),
      JSON.stringify(event),
    ].join("\n");
    void fetch(target.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-sentry-envelope", "X-Sentry-Auth": target.auth },
      body,
      signal: AbortSignal.timeout(5_000),
    }).catch((failure) => console.error(`Error report not sent: ${String(failure)}`));
  };
}

/** The stack's lines as frames, innermost last, as the tracker shows them. */
function framesOf(error: Error) {
  return (error.stack ?? "")
    .split("\n")
    .slice(1)
    .map((line) => ({ function: line.trim().replace(/^at /, "") }))
    .reverse();
}
