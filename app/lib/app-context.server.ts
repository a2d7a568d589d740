import { createContext, type RouterContextProvider } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import type { AppConfig } from "./env.server";
import type { SessionStore } from "./session.server";
import type { Throttle } from "./throttle.server";

/** Process-wide services, created once at start-up by the server entry. */
export type AppServices = {
  config: AppConfig;
  database: DatabaseHandle;
  sessions: SessionStore;
  throttle: Throttle;
  /** The clock every expiry and throttle window is measured by; tests replace it. */
  now: () => Date;
  /** Sends an unhandled error to the error tracker when SENTRY_DSN is set (issue 37 §4). */
  reportError?: (error: unknown, context?: Record<string, string>) => void;
};

/** What loaders and actions read from `context`: the services plus this request's facts. */
export type AppContext = AppServices & {
  nonce: string;
  /** The client's address (behind TRUST_PROXY hops), for per-address throttling. */
  clientAddress: string;
  /** `performance.now()` when the request reached React Router: the start of Server-Timing. */
  receivedAt: number;
};

export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
