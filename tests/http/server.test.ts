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
