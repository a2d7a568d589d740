import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createErrorReporter, parseDsn } from "./error-reports";
import { createHttpApp } from "./http";
import { listen, type RunningServer } from "./listen";

// Issue 37 §4: an unhandled error is reported to the tracker named by SENTRY_DSN, here a
// loopback server that reads Sentry's envelope; with no DSN nothing is sent.

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** A tracker on loopback: every request it receives, with its path, auth and body. */
async function tracker() {
  const received: { path: string; auth: string; body: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", auth: String(req.headers["x-sentry-auth"] ?? ""), body });
      res.end("{}");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  stops.push(() => new Promise((done) => server.close(() => done())));
  return { port: (server.address() as AddressInfo).port, received };
}

describe("errors that reach someone", () => {
  it("reads a DSN as its envelope endpoint, and refuses what is not one", () => {
    expect(parseDsn("https://abc123@errors.example.com/42")).toEqual({
      url: "https://errors.example.com/api/42/envelope/",
      auth: "Sentry sentry_version=7, sentry_key=abc123, sentry_client=wb50/1.0",
    });
    expect(parseDsn("https://errors.example.com/42")).toBeNull();
    expect(parseDsn("not a dsn")).toBeNull();
  });

  it("sends an unhandled error with its request id and route, never the query", async () => {
    const { port, received } = await tracker();
    const report = createErrorReporter(`http://key42@127.0.0.1:${port}/7`, {
      release: "test",
      environment: "production",
    });
    const app = createHttpApp({
      database: { ping: async () => {} },
      production: true,
      trustProxy: 0,
      log: () => {},
      reportError: report,
      mount(app: Express) {
        app.get("/boom", () => {
          throw new Error("secret internals");
        });
      },
    });
    const server: RunningServer = await listen(app, { host: "127.0.0.1", port: 0, onClose: async () => {} });
    stops.push(() => server.stop());
    const answer = await fetch(`${server.url}/boom?token=do-not-send`);
    expect(answer.status).toBe(500);
    const id = answer.headers.get("X-Request-Id");
    await expect.poll(() => received.length).toBe(1);
    const [sent] = received;
    expect(sent?.path).toBe("/api/7/envelope/");
    expect(sent?.auth).toContain("sentry_key=key42");
    const [header, item, event] = (sent?.body ?? "").split("\n").map((line) => JSON.parse(line));
    expect(header.event_id).toBe(event.event_id);
    expect(item).toEqual({ type: "event" });
    expect(event.exception.values[0]).toMatchObject({ type: "Error", value: "secret internals" });
    expect(event.tags).toEqual({ method: "GET", route: "/boom", requestId: id });
    expect(sent?.body).not.toContain("do-not-send");
  });

  it("sends nothing without a DSN", () => {
    const report = createErrorReporter(undefined, { release: "test", environment: "production" });
    expect(() => report(new Error("kept here"))).not.toThrow();
  });
});
