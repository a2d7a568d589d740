import { request } from "node:http";
import { expect, test } from "vitest";
import { httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

const server = withProductionServer();

test("hashed assets are cached for a year as immutable, pages are compressed", async () => {
  const request = httpClient(server.url);
  // The hashed files the home page names (style sheet, scripts, preloads), as a browser loads them.
  const page = await (await request.get("/")).text();
  const assets = [...page.matchAll(/\b(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, url]) => url ?? "");
  expect(assets.length).toBeGreaterThan(0);
  for (const url of assets.slice(0, 3)) {
    const response = await request.get(url);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  const home = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(home.headers()["content-encoding"]).toBe("gzip");
  expect((await request.get("/assets/missing-file.js")).status()).toBe(404);
});

test("/healthz answers 200 when the database answers", async () => {
  const response = await httpClient(server.url).get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("an oversized request body is refused with 413", async () => {
  const response = await httpClient(server.url).post("/", { data: "x".repeat(300 * 1024) });
  expect(response.status()).toBe(413);
});

test("the favicon answers", async () => {
  const response = await httpClient(server.url).get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
});

test("the build's top-level files are served, and nothing else of the folder", async () => {
  const request = httpClient(server.url);
  for (const path of ["/favicon.svg", "/icons/apple-touch-icon.png"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("public, max-age=3600");
  }
  // The service worker's typecheck settings sit in the same folder and are not for the browser.
  expect((await request.get("/tsconfig.json")).status()).toBe(404);
  expect((await request.get("/icons/missing.png")).status()).toBe(404);
});

/** A GET with a Host header of our choosing (fetch sets its own), its status. */
function statusWithHost(base: string, host: string, path = "/"): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

test("a malformed Host header is answered 400, not 500 (security review, issue 37)", async () => {
  // "/" is also served from the page cache, before Express; /login is rendered each time.
  for (const path of ["/login", "/"]) {
    for (const host of ["[::1", "a b", "x:99999999", "exa mple.com:80", "a/b"]) {
      expect(await statusWithHost(server.url, host, path), `${host} ${path}`).toBe(400);
    }
  }
  expect(await statusWithHost(server.url, new URL(server.url).host)).toBe(200);
});
