import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

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
