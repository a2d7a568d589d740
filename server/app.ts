import path from "node:path";
import * as serverBuild from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { site } from "~/content/site";
import { SiteConfigSchema } from "~/content/site-schema";
import { openDatabase } from "~/db/client.server";
import { type AppServices, appContext } from "~/utils/app-context.server";
import { loadConfig } from "~/utils/env.server";
import { createSessionStore } from "~/utils/session.server";
import { createHttpApp, listen } from "./http";

export type StartOptions =
  /** Production: serve the built client files from this folder. */
  | { clientDir: string; dev?: undefined }
  /** Development: Vite serves the client and rebuilds the server routes on change. */
  | {
      clientDir?: undefined;
      dev: { middlewares: express.RequestHandler; loadBuild: () => Promise<ServerBuild> };
    };

const HOUR_MS = 60 * 60 * 1000;

/** Reads the configuration, opens and migrates the database, then listens. */
export async function start(options: StartOptions) {
  const config = loadConfig();
  // A typo in a business fact (a link, an email) should stop the start, not reach a client.
  SiteConfigSchema.parse(site);
  const production = config.NODE_ENV === "production";
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  const services: AppServices = {
    config,
    database,
    sessions: createSessionStore({ db: database.db, secret: config.SESSION_SECRET, secure: production }),
  };

  const purge = setInterval(() => {
    services.sessions.purgeExpired().catch((error) => console.error("Session purge failed:", error));
  }, HOUR_MS);
  purge.unref();

  const app = createHttpApp({
    database,
    production,
    trustProxy: config.TRUST_PROXY,
    contentSecurityPolicy: !options.dev,
    mount(app) {
      if (options.dev) {
        app.use(options.dev.middlewares);
      } else {
        // Hashed file names never change content, so browsers may keep them for a year.
        app.use(
          "/assets",
          express.static(path.join(options.clientDir, "assets"), {
            immutable: true,
            maxAge: "1y",
            index: false,
            fallthrough: false,
          }),
        );
        app.use(express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false }));
      }
      app.all(
        "/{*path}",
        createRequestHandler({
          build: options.dev ? options.dev.loadBuild : (serverBuild as unknown as ServerBuild),
          mode: production ? "production" : "development",
          getLoadContext(_req, res) {
            const context = new RouterContextProvider();
            context.set(appContext, { ...services, nonce: String(res.locals.cspNonce ?? "") });
            return context;
          },
        }),
      );
    },
  });

  const running = await listen(app, {
    host: config.HOST,
    port: config.PORT,
    onClose: async () => {
      clearInterval(purge);
      await database.close();
    },
  });
  console.log(
    `Ready on ${running.url} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`,
  );
  return running;
}
