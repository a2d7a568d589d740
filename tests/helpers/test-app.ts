import { RouterContextProvider } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import { type AppServices, appContext } from "~/lib/app-context.server";
import { loadConfig } from "~/lib/env.server";
import { createMember } from "~/lib/members.server";
import { createSessionStore } from "~/lib/session.server";
import { createThrottle } from "~/lib/throttle.server";

export const TEST_SECRET = "a-test-secret-that-is-at-least-32-characters";
export const WEBHOOK_SECRET = "whsec_test_webhook_secret_0123456789";

/**
 * The app's real services on a test database, with a clock the test moves by hand, so
 * loaders and actions run exactly as the server runs them.
 */
export function createTestApp(
  database: DatabaseHandle,
  start = new Date("2026-03-02T09:00:00Z"),
  /** More environment, such as VAPID keys for the push tests. */
  env: Record<string, string> = {},
) {
  const clock = { now: start };
  const now = () => clock.now;
  const config = loadConfig({
    NODE_ENV: "test",
    SESSION_SECRET: TEST_SECRET,
    DATA_DIR: "/tmp/wb50-unused",
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...env,
  });
  const services: AppServices = {
    config,
    database,
    sessions: createSessionStore({ db: database.db, secret: TEST_SECRET, secure: false, now }),
    throttle: createThrottle({ db: database.db, now }),
    now,
  };

  /** Route-handler arguments for a request from `clientAddress`, carrying `cookie`. */
  function args<Params extends Record<string, string> = Record<string, string>>(
    path: string,
    options: {
      cookie?: string;
      /** A list value is sent as repeated fields, as checkboxes are. */
      form?: Record<string, string | readonly string[]>;
      clientAddress?: string;
      params?: Params;
    } = {},
  ) {
    const headers = new Headers();
    if (options.cookie) headers.set("Cookie", options.cookie);
    const request = options.form
      ? new Request(`http://localhost${path}`, {
          method: "POST",
          headers,
          body: new URLSearchParams(
            Object.entries(options.form).flatMap(([key, value]) =>
              (typeof value === "string" ? [value] : value).map((item) => [key, item]),
            ),
          ),
        })
      : new Request(`http://localhost${path}`, { headers });
    const context = new RouterContextProvider();
    context.set(appContext, {
      ...services,
      nonce: "",
      clientAddress: options.clientAddress ?? "203.0.113.7",
      receivedAt: performance.now(),
    });
    const params = options.params ?? ({} as Params);
    return { request, context, params, url: new URL(request.url), pattern: path };
  }

  return {
    services,
    clock,
    args,
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
}

/** What a loader or action produced, returned or thrown: status, body data and cookies. */
export type Outcome = { status: number; data: unknown; location: string | null; cookies: string[] };

export async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      data: null,
      location: result.headers.get("Location"),
      cookies: result.headers.getSetCookie(),
    };
  }
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const wrapped = result as unknown as { data: unknown; init: ResponseInit | null };
    const headers = new Headers(wrapped.init?.headers);
    return {
      status: wrapped.init?.status ?? 200,
      data: wrapped.data,
      location: null,
      cookies: headers.getSetCookie(),
    };
  }
  if (result instanceof Error) throw result;
  return { status: 200, data: result, location: null, cookies: [] };
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(setCookies: readonly string[]): string {
  return setCookies
    .map((header) => header.split(";")[0] ?? "")
    .filter((pair) => pair.includes("=") && !pair.endsWith("="))
    .join("; ");
}

/**
 * A new account, signed in on this app: her row and the Cookie header her browser would send.
 * Most integration tests start with a coach and a member like this.
 */
export async function signedIn(
  app: ReturnType<typeof createTestApp>,
  person: { name: string; email: string; role?: "member" | "coach" },
) {
  const row = await createMember(app.services.database.db, { ...person, password: "a-long-enough-password" });
  if (!row) throw new Error(`could not create ${person.email}`);
  const cookie = cookieFrom([(await app.services.sessions.create({ memberId: row.id })).setCookie]);
  return { ...row, cookie };
}
