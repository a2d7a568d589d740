import { rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as serverBuild from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import {
  createRequestHandler as createFetchHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { liveRevision, liveSite } from "~/content/live.server";
import { PUBLIC_PATHS } from "~/content/public-pages";
import { openDatabase } from "~/db/client.server";
import { isAccountChange } from "~/db/data-changes.server";
import { setBookingLinksBase } from "~/features/calendar/booking-emails.server";
import { ensureCoach } from "~/features/coach/coaches.server";
import { keepClientRows } from "~/features/coaching/client-rows-kept.server";
import { loadLiveContent, startContentSync } from "~/features/content/content-store.server";
import { createOutboxWorker, createSmtpTransport, logQueuedEmails } from "~/features/email/outbox.server";
import { keepProgramStarts } from "~/features/promise/promise-starts-kept.server";
import { buildId, buildIdOf, setBuildId } from "~/features/pwa/build-id.server";
import { createPushWorker } from "~/features/reminders/push.server";
import { type AppServices, appContext } from "~/lib/app-context.server";
import { backupFolder } from "~/lib/backups.server";
import { EnvError, loadConfig } from "~/lib/env.server";
import { keepMemberReads } from "~/lib/member-reads-kept.server";
import { isActive } from "~/lib/members.server";
import { ensurePortalCode } from "~/lib/portal-code.server";
import { createSessionStore, type SessionLookup } from "~/lib/session.server";
import { keepSessions } from "~/lib/sessions-kept.server";
import { createThrottle } from "~/lib/throttle.server";
import { BACKUP_FOLDER, PID_FILE, runningServer, writeArchive } from "./backup.js";
import { createErrorReporter } from "./error-reports";
import { createHttpApp, type FastPath } from "./http";
import { listen, listenWhileStarting } from "./listen";
import { createMemberPageCache, type Viewed } from "./member-page-cache";
import { collectGauges } from "./metrics-gauges";
import { NIGHTLY_BACKUP_HOUR, startNightlyBackups } from "./nightly-backup";
import { cacheLookups, createLogger, logUnhandledRejections, recordRequest } from "./observability";
import { createPageCache } from "./page-cache";
import { startScheduler } from "./scheduler";
import { serviceWorkerScript } from "./service-worker";
import { topLevelStatic } from "./static-files";
import { startWatchdog } from "./watchdog";

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
  // The embedded database allows one process per folder: claim it before opening it, so a
  // second server, a backup or a restore sees this one even while it is still starting.
  const claim = config.DATABASE_URL ? null : claimDataDir(config.dataDir);
  let early: Server | undefined;
  try {
    // Live at once, ready only once the database is migrated (server/listen.ts).
    early = await listenWhileStarting(config.HOST, config.PORT);
    return await serve(options, config, claim, early);
  } catch (error) {
    early?.close();
    claim?.release();
    throw error;
  }
}

async function serve(
  options: StartOptions,
  config: ReturnType<typeof loadConfig>,
  claim: ReturnType<typeof claimDataDir> | null,
  early: Server,
) {
  const production = config.NODE_ENV === "production";
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  const now = () => new Date();
  const reportError = createErrorReporter(config.SENTRY_DSN, {
    release: options.dev ? "dev" : buildIdOf(fileURLToPath(import.meta.url)),
    environment: config.NODE_ENV,
  });
  const services: AppServices = {
    reportError,
    config,
    database,
    sessions: createSessionStore({ db: database.db, secret: config.SESSION_SECRET, secure: production, now }),
    throttle: createThrottle({ db: database.db, now }),
    now,
  };
  await prepareAccess(services);
  // The editable content (decision 0035): the shipped files are revision 1; the latest is live,
  // and every instance hears of the next one at once.
  await loadLiveContent(database.db, now());
  const stopContentSync = await startContentSync(database);

  const purge = setInterval(() => {
    services.sessions.purgeExpired().catch((error) => console.error("Session purge failed:", error));
    services.throttle.purgeOld().catch((error) => console.error("Throttle purge failed:", error));
    database.analyze?.().catch((error) => console.error("Analyze failed:", error));
  }, HOUR_MS);
  purge.unref();

  // Emails (decision 0029): delivered by this process's worker when SMTP_URL is set; otherwise
  // kept in the outbox and announced in the log, link included, for trying the app locally.
  const mailer = config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null;
  const worker = mailer
    ? createOutboxWorker({ db: database.db, transport: mailer, from: config.MAIL_FROM, now })
    : null;
  const stopLogging = mailer ? null : logQueuedEmails(config.appUrl);
  // Issue 40: booking emails are queued inside the booking service's transaction; their links use APP_URL.
  setBookingLinksBase(config.appUrl);
  worker?.start();
  // Web push (issue 20): always delivered by this process, push needs no SMTP. Without VAPID
  // keys (SESSION_SECRET set but no VAPID_* keys), devices cannot subscribe and nothing is queued.
  const pushWorker = config.vapid
    ? createPushWorker({ db: database.db, vapid: config.vapid, allowedHosts: config.PUSH_ALLOWED_HOSTS, now })
    : null;
  pushWorker?.start();
  if (!config.vapid) console.warn("Push notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.");
  // One scheduler (decision 0036): the digest, check-in invites and reminders, every minute on
  // every instance; the outbox dedupe keys make one of them send.
  // The embedded database backs itself up every night (issue 37 §5); PostgreSQL has pg_dump.
  const stopBackups = database.dump
    ? startNightlyBackups({
        dump: database.dump,
        folder: backupFolder(config),
        keep: config.BACKUP_KEEP,
        hour: NIGHTLY_BACKUP_HOUR,
        zone: liveSite().timeZone,
        now,
        log: (line) => console.log(line),
      })
    : null;
  const stopScheduler = startScheduler({
    db: database.db,
    appUrl: config.appUrl,
    secret: config.SESSION_SECRET,
    now,
  });

  // In production this module is the server bundle itself (build/server/index.js), so its own
  // bytes identify the build; Vite's dev server rebuilds on every change and stays "dev".
  if (!options.dev) setBuildId(buildIdOf(fileURLToPath(import.meta.url)));

  const mode = production ? "production" : "development";
  const contextFor = (nonce: string, clientAddress: string, own: Partial<AppServices> = {}) => {
    const context = new RouterContextProvider();
    context.set(appContext, { ...services, ...own, nonce, clientAddress, receivedAt: performance.now() });
    return context;
  };
  const renderForCache = createFetchHandler(serverBuild as unknown as ServerBuild, mode);
  // Anonymous public pages from memory (decision 0022); a cached copy carries no nonce. A hit
  // on a fresh copy is answered before Express (decision 0040).
  const pageCache = options.dev
    ? null
    : createPageCache({
        paths: new Set(PUBLIC_PATHS),
        // A copy rendered from an earlier revision of the content is not served again.
        version: liveRevision,
        render: (request) => renderForCache(request, contextFor("", "page-cache")),
      });
  // A signed-in member's most opened pages from memory (decision 0043), ended by any change to
  // her data that the database announces, on every instance.
  const memberCache = options.dev
    ? null
    : createMemberPageCache({
        version: liveRevision,
        onLookup: (outcome) => cacheLookups.inc({ cache: "member", outcome }),
        async render(request, clientAddress) {
          let found: SessionLookup | null = null;
          const sessions = {
            ...services.sessions,
            get: async (asked: Request) => (found = await services.sessions.get(asked)),
          };
          const response = await renderForCache(request, contextFor("", clientAddress, { sessions }));
          return { response, viewed: found && viewedBy(found, now()) };
        },
      });
  const stopWatching = memberCache
    ? await database.watchDataChanges(
        (whose) => {
          // Her page changes with the plain announcement each of these rows also makes.
          if (!isAccountChange(whose)) memberCache.changed(whose);
        },
        () => memberCache.resumed(),
        () => memberCache.lost(),
      )
    : null;
  // The coach's client rows, each kept until her data changes (decision 0069).
  const stopClientRows = await keepClientRows(database);
  // Every client's program start, for the coach home's 4-week promise counts (decision 0092).
  const stopProgramStarts = await keepProgramStarts(database);
  // Her session lookup and her settings' reads, kept until they change (decisions 0095, 0098).
  const stopKept = await Promise.all([keepSessions(database), keepMemberReads(database)]);
  const logger = createLogger(production);
  // A main thread that never takes another turn ends the process for its supervisor (decision 0079).
  const stopWatchdog = options.dev ? null : startWatchdog();
  logUnhandledRejections(logger, reportError);
  const app = createHttpApp({
    database,
    production,
    logger,
    reportError,
    metricsToken: config.METRICS_TOKEN,
    collectMetrics: () => collectGauges(database),
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
        // The service worker is asked for on each visit and carries the build's id, so each
        // deployment reaches phones at once (decision 0038).
        app.get(
          "/sw.js",
          serviceWorkerScript(path.join(options.clientDir, "sw.js"), buildId(), {
            testProbes: config.TEST_PROBES,
          }),
        );
        app.use(topLevelStatic(options.clientDir));
      }
      const build = options.dev ? options.dev.loadBuild : (serverBuild as unknown as ServerBuild);
      if (pageCache) app.use(pageCache.middleware);
      if (memberCache) app.use(memberCache.writes, memberCache.middleware);
      app.all(
        "/{*path}",
        createRequestHandler({
          build,
          mode,
          // Express resolves req.ip through TRUST_PROXY hops, so a client cannot pick her own.
          getLoadContext: (req, res) => contextFor(String(res.locals.cspNonce ?? ""), req.ip ?? "unknown"),
        }),
      );
    },
  });

  if (database.dump) claim?.serve(database.dump);
  const running = await listen(app, {
    host: config.HOST,
    port: config.PORT,
    server: early,
    fastPath: fastPaths(
      (
        [
          ["public", pageCache],
          ["member", memberCache],
        ] as const
      ).flatMap(([name, cache]) =>
        cache
          ? [
              cache.fastPath({
                production,
                trustProxy: config.TRUST_PROXY,
                log: (_line, fields) => {
                  cacheLookups.inc({ cache: name, outcome: "hit" });
                  recordRequest(logger, fields);
                },
              }),
            ]
          : [],
      ),
    ),
    onClose: async () => {
      stopWatchdog?.();
      clearInterval(purge);
      memberCache?.stop();
      await stopWatching?.();
      for (const stop of [stopClientRows, stopProgramStarts, ...stopKept]) await stop();
      await stopScheduler();
      await stopBackups?.();
      await stopContentSync();
      stopLogging?.();
      await worker?.stop();
      await pushWorker?.stop();
      mailer?.close();
      await database.close();
      claim?.release();
    },
  });
  console.log(
    `Ready on ${running.url} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"}; ${mailer ? "emails sent over SMTP" : "emails kept in the outbox: no SMTP_URL"})`,
  );
  return running;
}

/** Whose page a rendering was, and until when her session and access last. */
function viewedBy(found: SessionLookup, now: Date): Viewed {
  const ends = found.entitlements
    .filter((entitlement) => isActive(entitlement, now) && entitlement.endsAt !== null)
    .map((entitlement) => entitlement.endsAt?.getTime() ?? Number.POSITIVE_INFINITY);
  return { owner: found.member?.id ?? null, until: Math.min(found.session.expiresAt.getTime(), ...ends) };
}

/** The first fast path that answers, or Express. */
function fastPaths(paths: FastPath[]): FastPath | undefined {
  if (paths.length === 0) return undefined;
  return (req, res) => paths.some((path) => path(req, res));
}

/**
 * Claims DATA_DIR for this process (DATA_DIR/server.pid), refusing to start when another live
 * server holds it, and answers `npm run backup`: the script finds this process by the pid file
 * and sends SIGUSR2; once the database is open (`serve`), the archive is taken through it and
 * written to DATA_DIR/backups. The handler is there from the start, so an early signal cannot
 * end the process (SIGUSR2's default).
 */
function claimDataDir(dataDir: string) {
  const other = runningServer(dataDir);
  if (other && other !== process.pid) {
    throw new EnvError(
      `Another server (pid ${other}) is using the embedded database in ${dataDir}. Stop it first, or give this one its own DATA_DIR.`,
    );
  }
  const pidFile = path.join(dataDir, PID_FILE);
  writeFileSync(pidFile, String(process.pid));
  let dump: (() => Promise<Buffer>) | undefined;
  const onSignal = () => {
    if (!dump) {
      console.error("Backup requested while the database is still opening; ask again in a moment.");
      return;
    }
    dump()
      .then((archive) =>
        console.log(`Backup written to ${writeArchive(path.join(dataDir, BACKUP_FOLDER), archive)}`),
      )
      .catch((error) => console.error("Backup failed:", error));
  };
  process.on("SIGUSR2", onSignal);
  return {
    serve(take: () => Promise<Buffer>) {
      dump = take;
    },
    release() {
      process.off("SIGUSR2", onSignal);
      rmSync(pidFile, { force: true });
    },
  };
}

/** The portal code and the first coach exist before the first request. */
async function prepareAccess({ config, database }: AppServices) {
  const { generated } = await ensurePortalCode(database.db, config.PORTAL_PASSWORD);
  if (generated) {
    // Printed once, on the start that created it; only its hash is stored.
    console.log(
      `Client portal code (generated; shown only now, the coach can change it at /coach/portal-code): ${generated}`,
    );
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    // Only an account that proves it knows ADMIN_PASSWORD is promoted: a stranger who signed up
    // with the coach's email first must not become the coach.
    const result = await ensureCoach(
      database.db,
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: "Coach" },
      { promote: "if-password-matches" },
    );
    if (result.outcome === "created") console.log(`Coach account created for ${config.ADMIN_EMAIL}.`);
    if (result.outcome === "refused") {
      console.warn(
        `ADMIN_EMAIL ${config.ADMIN_EMAIL} belongs to a member account whose password is not ADMIN_PASSWORD, so it was not made a coach. If that account is yours, run npm run create-coach.`,
      );
    }
  }
}

/** `npm run create-coach`: the same database the server opens, then one coach account. */
export async function createCoachFromCli(input: { email: string; name: string; password: string }) {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  try {
    return await ensureCoach(database.db, input, { promote: "always" });
  } finally {
    await database.close();
  }
}
