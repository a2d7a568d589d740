import type { Express } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { webhookRejections } from "~/lib/metrics";
import { createHttpApp } from "./http";
import { listen, type RunningServer } from "./listen";
import { createLogger, routeLabel } from "./observability";

// Issue 37 §2-3: a request id on every answer and in its log line, JSON lines in production,
// /metrics behind a token, liveness apart from readiness.

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

const TOKEN = "a-metrics-token-of-enough-length";

async function serve(ping: () => Promise<void> = async () => {}) {
  const lines: string[] = [];
  const app = createHttpApp({
    database: { ping },
    production: true,
    trustProxy: 0,
    logger: createLogger(true, (line) => lines.push(line)),
    metricsToken: TOKEN,
    mount(app: Express) {
      app.get("/client-portal/:program", (_req, res) => {
        res.send("ok");
      });
    },
  });
  const server = await listen(app, { host: "127.0.0.1", port: 0, onClose: async () => {} });
  running.push(server);
  return { url: server.url, lines };
}

describe("what the operator reads", () => {
  it("logs one JSON line per request with its id, which the answer carries, and no query", async () => {
    const { url, lines } = await serve();
    const answer = await fetch(`${url}/client-portal/bootcamp?token=secret-value`);
    const id = answer.headers.get("X-Request-Id");
    expect(id).toMatch(/^[\w-]{36}$/);
    const kept = await fetch(`${url}/client-portal/bootcamp`, { headers: { "X-Request-Id": "proxy-id-42" } });
    expect(kept.headers.get("X-Request-Id")).toBe("proxy-id-42");
    const forged = await fetch(`${url}/livez`, { headers: { "X-Request-Id": "bad id\twith spaces" } });
    expect(forged.headers.get("X-Request-Id")).not.toContain(" ");

    const [first] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({
      level: "info",
      msg: "request",
      requestId: id,
      method: "GET",
      route: "/client-portal/bootcamp",
      status: 200,
    });
    expect(typeof first?.ms).toBe("number");
    expect(new Date(String(first?.time)).getTime()).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toContain("secret-value");
  });

  it("answers /metrics only with the token, in Prometheus's format", async () => {
    const { url } = await serve();
    await fetch(`${url}/client-portal/bootcamp`);
    webhookRejections.inc({ status: "400" });
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
    const scraped = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("content-type")).toContain("text/plain");
    const text = await scraped.text();
    expect(text).toContain("# TYPE wb50_http_requests_total counter");
    expect(text).toMatch(
      /wb50_http_requests_total\{method="GET",route="\/client-portal\/bootcamp",status="200"\} \d+/,
    );
    expect(text).toContain(
      'wb50_http_request_duration_seconds_bucket{route="/client-portal/bootcamp",le="+Inf"}',
    );
    expect(text).toMatch(/wb50_webhook_rejected_total\{status="400"\} \d+/);
  });

  it("keeps the process alive on /livez while /readyz says the database is away", async () => {
    const { url } = await serve(async () => {
      throw new Error("database away");
    });
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
  });

  it("labels routes with few values", () => {
    expect(routeLabel("/coach/clients/3f2a9c1e-8b7d-4e5f-a1b2-c3d4e5f6a7b8")).toBe("/coach/clients/:id");
    expect(routeLabel("/assets/root-B3uaZM-x.js")).toBe("/assets/*");
    expect(routeLabel("/dashboard.data")).toBe("/dashboard");
    expect(routeLabel("/")).toBe("/");
  });
});
