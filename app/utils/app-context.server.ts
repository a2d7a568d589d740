import { createContext, type RouterContextProvider } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import type { AppConfig } from "./env.server";
import type { SessionStore } from "./session.server";

/** Process-wide services, created once at start-up by the server entry. */
export type AppServices = {
  config: AppConfig;
  database: DatabaseHandle;
  sessions: SessionStore;
};

/** What loaders and actions read from `context`: the services plus this request's CSP nonce. */
export type AppContext = AppServices & { nonce: string };

export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
