import { createHash } from "node:crypto";
import type { Express } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpApp } from "./http";
import { listen, type RunningServer } from "./listen";
import { acceptsCoding, acceptsGzip, createPageCache, inlineScriptHashes } from "./page-cache";

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

const PAGE =
  '<!doctype html><html><script nonce="">window.__data = 1;</script><script src="/a.js"></script></html>';

/**
 * The real HTTP stack with the cache in front of a page that counts its renderings; the cache's
 * fast path answers hits before Express, as in the app, and logs into `lines`.
 */
async function serve(options: { setCookie?: boolean; ttlMs?: number } = {}) {
  const clock = { now: 0, version: 1 };
  let renders = 0;
  const lines: string[] = [];
  const cache = createPageCache({
    paths: new Set(["/", "/about"]),
    now: () => clock.now,
    ttlMs: options.ttlMs ?? 60_000,
    version: () => clock.version,
    render: async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      if (options.setCookie) headers.set("Set-Cookie", "wb50_flash=x");
      return new Response(`${PAGE}<!-- ${renders} -->`, { headers });
    },
  });
  const app = createHttpApp({
    database: { ping: async () => {} },
    production: true,
    trustProxy: 1,
    log: (line) => lines.push(`express ${line}`),
    mount(app: Express) {
      app.use(cache.middleware);
      app.get("/{*path}", (_req, res) => res.send("rendered per request"));
    },
  });
  const server = await listen(app, {
    host: "127.0.0.1",
    port: 0,
    onClose: async () => {},
    fastPath: cache.fastPath({ production: true, trustProxy: 1, log: (line) => lines.push(`fast ${line}`) }),
  });
  running.push(server);
  return { url: server.url, clock, renders: () => renders, lines };
}

/** A response's headers, minus those that change with every response. */
function stableHeaders(response: Response) {
  const headers = Object.fromEntries(response.headers);
  // Each request has its own id; that it has one is checked apart.
  for (const name of ["date", "connection", "keep-alive", "x-request-id"]) delete headers[name];
  return headers;
}

describe("acceptsGzip", () => {
  it("reads Accept-Encoding as Express does", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsCoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsCoding("gzip, deflate", "br")).toBe(false);
    expect(acceptsCoding("br;q=0, gzip", "br")).toBe(false);
  });
});

describe("public page cache", () => {
  it("hashes inline scripts, not external ones or JSON-LD", () => {
    const hash = `'sha256-${createHash("sha256").update("window.__data = 1;").digest("base64")}'`;
    expect(inlineScriptHashes(`${PAGE}<script type="application/ld+json">{"a":1}</script>`)).toEqual([hash]);
  });

  it("hashes a script's UTF-8 bytes alike from the text and from a one-byte view of the bytes", () => {
    const page = '<p>Café</p><script>enqueue("Week 1 — 2 rounds, Zoë");</script>';
    const hash = `'sha256-${createHash("sha256").update('enqueue("Week 1 — 2 rounds, Zoë");').digest("base64")}'`;
    expect(inlineScriptHashes(page)).toEqual([hash]);
    expect(inlineScriptHashes(Buffer.from(page).toString("latin1"), "latin1")).toEqual([hash]);
  });

  it("renders a public page once for many visitors at once, gzipped, with a hash-based CSP", async () => {
    const { url, renders } = await serve();
    const responses = await Promise.all(Array.from({ length: 8 }, () => fetch(`${url}/`)));
    expect(renders()).toBe(1);
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<!-- 1 -->");
      expect(response.headers.get("Content-Encoding")).toBe("gzip");
      expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
      expect(response.headers.get("Content-Security-Policy")).not.toContain("nonce-");
    }
  });

  it("renders again after a minute", async () => {
    const { url, clock, renders } = await serve();
    await fetch(`${url}/about`);
    clock.now += 59_999;
    await fetch(`${url}/about`);
    expect(renders()).toBe(1);
    clock.now += 1;
    expect(await (await fetch(`${url}/about`)).text()).toContain("<!-- 2 -->");
  });

  it("renders again as soon as a new revision of the content is live, well before the minute", async () => {
    const { url, clock, renders } = await serve();
    await fetch(`${url}/about`);
    clock.now += 1_000;
    clock.version = 2;
    expect(await (await fetch(`${url}/about`)).text()).toContain("<!-- 2 -->");
    expect(await (await fetch(`${url}/about`)).text()).toContain("<!-- 2 -->");
    expect(renders()).toBe(2);
  });

  it("leaves signed-in visitors, query strings and other paths to the normal renderer", async () => {
    const { url, renders } = await serve();
    for (const [path, headers] of [
      ["/", { Cookie: "wb50_session=abc" }],
      ["/", { Cookie: "theme=dark; wb50_flash=welcome" }],
      ["/?utm_source=mail", {}],
      ["/coach", {}],
    ] as const) {
      expect(await (await fetch(`${url}${path}`, { headers })).text(), path).toBe("rendered per request");
    }
    expect(renders()).toBe(0);
    // Someone else's cookies do not stop the cache.
    expect(await (await fetch(`${url}/`, { headers: { Cookie: "theme=dark" } })).text()).toContain(
      "<!-- 1 -->",
    );
  });

  it("answers a hit before Express with exactly the headers Express would send, and logs it", async () => {
    const { url, lines } = await serve();
    const viaExpress = await fetch(`${url}/about`, { headers: { "X-Forwarded-Proto": "https" } });
    const bodyViaExpress = await viaExpress.text();
    const viaFastPath = await fetch(`${url}/about`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(await viaFastPath.text()).toBe(bodyViaExpress);
    expect(stableHeaders(viaFastPath)).toEqual(stableHeaders(viaExpress));
    expect(viaFastPath.headers.get("X-Request-Id")).toMatch(/^[\w-]{36}$/);
    expect(viaFastPath.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(lines.map((line) => line.replace(/ [\d.]+ms$/, ""))).toEqual([
      "express GET /about 200",
      "fast GET /about 200",
    ]);
    // Without gzip, and a HEAD: the same choices as Express's.
    const plain = await fetch(`${url}/about`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(bodyViaExpress);
    const head = await fetch(`${url}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(lines.filter((line) => line.startsWith("fast"))).toHaveLength(3);
  });

  it("leaves a request with a body, another method or our cookie to Express, even on a hit", async () => {
    const { url, lines, renders } = await serve();
    await fetch(`${url}/`);
    lines.length = 0;
    await fetch(`${url}/`, { method: "POST", body: "a=1", headers: { Origin: url } });
    await fetch(`${url}/`, { headers: { Cookie: "wb50_session=abc" } });
    await fetch(`${url}/?a=1`);
    expect(
      lines.every((line) => line.startsWith("express")),
      lines.join("\n"),
    ).toBe(true);
    expect(lines).toHaveLength(3);
    expect(renders()).toBe(1);
  });

  it("never keeps a response that sets a cookie", async () => {
    const { url, renders } = await serve({ setCookie: true });
    expect(await (await fetch(`${url}/`)).text()).toBe("rendered per request");
    await fetch(`${url}/`);
    expect(renders()).toBe(2);
  });
});
