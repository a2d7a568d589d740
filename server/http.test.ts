import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Express } from "express";
import { afterEach, describe, expect, it } from "vitest";
import {
  createHttpApp,
  finalCacheControl,
  type HttpAppOptions,
  isValidHost,
  MAX_BODY_BYTES,
  PRIVATE_CACHE_CONTROL,
} from "./http";
import { listen, type RunningServer } from "./listen";

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

async function serve(overrides: Partial<HttpAppOptions> = {}, onClose = async () => {}) {
  const lines: string[] = [];
  const app = createHttpApp({
    database: { ping: async () => {} },
    production: true,
    trustProxy: 1,
    log: (line) => lines.push(line),
    mount(app: Express) {
      app.get("/", (_req, res) => {
        res.send(`<p>${res.locals.cspNonce}</p>`);
      });
      app.post("/form", (req, res) => {
        req.resume();
        req.on("end", () => res.send("ok"));
      });
      app.get("/boom", () => {
        throw new Error("secret internals");
      });
    },
    ...overrides,
  });
  const server = await listen(app, { host: "127.0.0.1", port: 0, onClose });
  running.push(server);
  return { url: server.url, lines, server };
}

describe("HTTP server", () => {
  it("sends the security headers with a fresh CSP nonce on every response", async () => {
    const { url } = await serve();
    const first = await fetch(`${url}/`);
    const second = await fetch(`${url}/`);
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await first.text()).toContain(nonce);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-powered-by")).toBeNull();
  });

  it("sends HSTS only in production behind HTTPS", async () => {
    const { url } = await serve();
    expect((await fetch(`${url}/`)).headers.get("strict-transport-security")).toBeNull();
    const behindHttps = await fetch(`${url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(behindHttps.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);

    const dev = await serve({ production: false });
    const devHttps = await fetch(`${dev.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(devHttps.headers.get("strict-transport-security")).toBeNull();
  });

  it("compresses responses", async () => {
    const { url } = await serve({
      mount(app) {
        app.get("/", (_req, res) => {
          res.type("html").send("x".repeat(5000));
        });
      },
    });
    const response = await fetch(`${url}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("streams a long compressed page without piling drain listeners on the gzip stream", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    // Random bytes do not compress, so gzip falls behind and the writer waits for drains.
    const chunks = Array.from({ length: 16 }, () => randomBytes(64 * 1024));
    try {
      const { url } = await serve({
        mount(app) {
          app.get("/", async (_req, res) => {
            res.type("html");
            let index = 0;
            const body = new ReadableStream<Uint8Array>({
              pull(controller) {
                const chunk = chunks[index++];
                if (chunk) controller.enqueue(chunk);
                else controller.close();
              },
            });
            // React Router's own writer: `once("drain")`, then `off("drain")`, per wait.
            await writeReadableStreamToWritable(body, res);
          });
        },
      });
      const response = await fetch(`${url}/`, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.concat(chunks));
      // A warning is emitted on the next tick: a turn of the event loop lets any arrive.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.includes("drain"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("logs one line per request with method, path, status and milliseconds", async () => {
    const { url, lines } = await serve();
    await fetch(`${url}/?token=private`);
    await fetch(`${url}/missing`);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/ 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^GET \/missing 404 \d+\.\dms$/);
  });

  it("answers /healthz 200 while the database answers, 503 when it does not", async () => {
    let healthy = true;
    const { url } = await serve({
      database: {
        ping: async () => {
          if (!healthy) throw new Error("connection refused");
        },
      },
    });
    const ok = await fetch(`${url}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok" });
    healthy = false;
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
  });

  it("refuses a body over the limit with 413, and accepts one within it", async () => {
    const { url } = await serve();
    const small = await fetch(`${url}/form`, { method: "POST", body: "a=1" });
    expect(small.status).toBe(200);
    const large = await fetch(`${url}/form`, { method: "POST", body: "a".repeat(MAX_BODY_BYTES + 1) });
    expect(large.status).toBe(413);
    expect(await large.text()).toContain("too large");
  });

  it("refuses a chunked body of unknown length with 411", async () => {
    const { url } = await serve();
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${url}/form`, { method: "POST" }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.write("chunk");
      req.end();
    });
    expect(status).toBe(411);
  });

  it("refuses a write from another origin with 403 and lets same-origin and origin-less writes through", async () => {
    const { url } = await serve();
    const post = (headers: Record<string, string>) =>
      fetch(`${url}/form`, { method: "POST", body: "a=1", headers });
    expect((await post({ Origin: url })).status).toBe(200);
    expect((await post({})).status).toBe(200);
    const forged = await post({ Origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("sent from another website");
    expect((await post({ Origin: "null" })).status).toBe(403);
    // Behind a proxy that terminates HTTPS, her own origin is the https one.
    const proxied = await post({ Origin: url.replace("http:", "https:"), "X-Forwarded-Proto": "https" });
    expect(proxied.status).toBe(200);
    // Reading is never refused.
    expect((await fetch(`${url}/`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });

  it("answers an unexpected error with a 500 page that hides the details", async () => {
    const { url } = await serve();
    const response = await fetch(`${url}/boom`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain("Something went wrong");
    expect(body).not.toContain("secret internals");
  });

  it("answers TRACE, PUT, DELETE and PATCH with 405 and the methods it takes", async () => {
    const { url } = await serve();
    // fetch refuses to send TRACE, so it goes through node:http.
    const raw = (method: string, path: string) =>
      new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
        const req = httpRequest(
          `${url}${path}`,
          { method, headers: { Cookie: "wb50_session=secret" } },
          (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk) => {
              body += chunk;
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      for (const path of ["/", "/form", "/missing"]) {
        const answer = await raw(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.allow).toBe("GET, HEAD, POST");
        // TRACE must not echo the request (and its cookies) back.
        expect(answer.body).not.toContain("wb50_session");
      }
    }
    expect((await raw("OPTIONS", "/form")).allow).toBe("GET, HEAD, POST");
    expect((await raw("POST", "/form")).status).toBe(200);
  });

  it("sends private, no-store unless a response declared itself public and sets no cookie", async () => {
    const { url } = await serve({
      mount(app) {
        app.get("/plain", (_req, res) => {
          res.send("hers");
        });
        app.get("/weak", (_req, res) => {
          res.set("Cache-Control", "no-store").send("hers");
        });
        app.get("/public", (_req, res) => {
          res.set("Cache-Control", "public, max-age=60").send("everyone's");
        });
        app.get("/public-with-cookie", (_req, res) => {
          res.set("Cache-Control", "public, max-age=60").cookie("wb50_session", "x").send("hers");
        });
        app.get("/moved", (_req, res) => {
          res.redirect(303, "/plain");
        });
        app.get("/streamed", (_req, res) => {
          res.write("a");
          res.end("b");
        });
      },
    });
    const header = async (path: string) =>
      (await fetch(`${url}${path}`, { redirect: "manual" })).headers.get("cache-control");
    expect(await header("/plain")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await header("/weak")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await header("/public")).toBe("public, max-age=60");
    expect(await header("/public-with-cookie")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await header("/moved")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await header("/streamed")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await header("/missing")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await header("/healthz")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps only public or immutable policies", () => {
    expect(finalCacheControl(undefined, false)).toBe(PRIVATE_CACHE_CONTROL);
    expect(finalCacheControl("no-cache", false)).toBe(PRIVATE_CACHE_CONTROL);
    expect(finalCacheControl("max-age=3600", false)).toBe(PRIVATE_CACHE_CONTROL);
    expect(finalCacheControl("private, max-age=60", false)).toBe(PRIVATE_CACHE_CONTROL);
    expect(finalCacheControl("public, no-cache", false)).toBe("public, no-cache");
    expect(finalCacheControl("max-age=31536000,immutable", false)).toBe("max-age=31536000,immutable");
    expect(finalCacheControl("public, max-age=60", true)).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("lets a request in flight finish before closing the database", async () => {
    const events: string[] = [];
    let arrived = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { url, server } = await serve(
      {
        mount(app) {
          app.get("/slow", (_req, res) => {
            res.on("finish", () => events.push("response sent"));
            arrived();
            void finished.then(() => res.send("finished"));
          });
        },
      },
      async () => {
        events.push("database closed");
      },
    );
    const slow = fetch(`${url}/slow`);
    await inFlight;
    const stopped = server.stop();
    // The request is still in flight while the server stops; it finishes after.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    finish();
    const response = await slow;
    expect(await response.text()).toBe("finished");
    await stopped;
    expect(events).toEqual(["response sent", "database closed"]);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
  });
});

describe("isValidHost (security review, issue 37)", () => {
  it("takes a name or an address with a port up to 65535, and nothing else", () => {
    for (const host of [
      "example.com",
      "localhost:3000",
      "127.0.0.1:65535",
      "[::1]",
      "[::1]:8080",
      "xn--bcher-kva.example",
    ])
      expect(isValidHost(host), host).toBe(true);
    for (const host of [
      "",
      "[::1",
      "a b",
      "x:99999999",
      "x:65536",
      "a/b",
      "a@b",
      "a\\b",
      "a?b",
      "a#b",
      "x".repeat(256),
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});
