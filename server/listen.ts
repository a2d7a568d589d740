import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Express } from "express";
import { hostHeadersValid } from "./host-header";
import type { FastPath } from "./http";
import { requestIdOf } from "./observability";

/**
 * The port is taken before the database opens and its migrations run, so an orchestrator sees
 * the process start: /livez answers 200 at once, while /readyz and /healthz (and every page)
 * answer 503 "starting" until `listen` hands the same server to the app (issue 37 §3). A load
 * balancer therefore sends nobody here while a migration runs, and nothing is refused.
 */
export function listenWhileStarting(host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(answerWhileStarting);
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

function answerWhileStarting(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? "/").split("?")[0];
  res.setHeader("Cache-Control", "no-store");
  if (path === "/livez") {
    res.writeHead(200, { "Content-Type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  res.setHeader("Retry-After", "5");
  if (path === "/readyz" || path === "/healthz") {
    res.writeHead(503, { "Content-Type": "application/json" }).end('{"status":"starting"}');
    return;
  }
  res
    .writeHead(503, { "Content-Type": "text/html; charset=utf-8" })
    .end(
      '<!doctype html><html lang="en"><title>Starting up</title>' +
        "<h1>Starting up</h1><p>Wellness Beyond 50 is starting. Please try again in a moment.</p></html>",
    );
}

export type RunningServer = { server: Server; url: string; stop(): Promise<void> };

/**
 * Listens, and on SIGTERM or SIGINT stops taking new connections, lets requests in flight
 * finish, then closes the database (an open PGlite would otherwise keep Node alive).
 */
export function listen(
  app: Express,
  {
    host,
    port,
    onClose,
    fastPath,
    server: started,
  }: {
    host: string;
    port: number;
    onClose: () => Promise<void>;
    fastPath?: FastPath;
    /** The server `listenWhileStarting` opened: it keeps its port and now answers with the app. */
    server?: Server;
  },
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const handle = (req: IncomingMessage, res: ServerResponse) => {
      // One id per request, kept from a proxy when plain, for the fast paths and Express alike.
      const requestId = requestIdOf(req.headers["x-request-id"]);
      req.headers["x-request-id"] = requestId;
      res.setHeader("X-Request-Id", requestId);
      // A malformed host skips the fast path, so Express answers it 400 like any other page.
      if (!(fastPath && hostHeadersValid(req) && fastPath(req, res))) app(req, res);
    };
    const server = started ?? createServer(handle);
    if (started) {
      started.removeAllListeners("request");
      started.on("request", handle);
    }
    // An idle keep-alive connection is kept longer than a client or proxy keeps it (Node's 5 s
    // default is shorter than most), so a request sent on it as the server closes it (a reset
    // the client sees as ECONNRESET) does not happen; the headers timeout must exceed it.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    const listening = () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
      let stopping: Promise<void> | undefined;
      const onSignal = (signal: NodeJS.Signals) => {
        console.log(`${signal} received: finishing requests in flight, then stopping.`);
        const force = setTimeout(() => {
          console.error("Requests still open after 10 s; stopping anyway.");
          process.exit(1);
        }, 10_000);
        force.unref();
        void stop().then(() => process.exit(0));
      };
      const stop = () => {
        // A stopped server no longer answers signals (tests start many in one process).
        for (const signal of ["SIGTERM", "SIGINT"] as const) process.off(signal, onSignal);
        stopping ??= new Promise<void>((done) => {
          // Keep-alive connections left idle by finished requests would hold close() open
          // for the whole keep-alive timeout; close them as soon as they go idle.
          const sweep = setInterval(() => server.closeIdleConnections(), 50);
          server.close(() => {
            clearInterval(sweep);
            onClose().then(done, (closeError) => {
              console.error("Error while closing the database:", closeError);
              done();
            });
          });
          server.closeIdleConnections();
        });
        return stopping;
      };
      for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, onSignal);
      resolve({ server, url: `http://${shownHost}:${actualPort}`, stop });
    };
    if (started) {
      listening();
      return;
    }
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      listening();
    });
  });
}
