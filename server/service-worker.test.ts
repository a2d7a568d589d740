import { mkdtempSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Express } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpApp } from "./http";
import { listen, type RunningServer } from "./listen";
import { serviceWorkerScript, TEST_BUILD_COOKIE } from "./service-worker";

// Decision 0038, "Versions": each deployment serves the worker with other bytes, so phones
// install it even when public/sw.js did not change.

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

async function serveWorker(build: string, testProbes = false) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "wb50-sw-")), "sw.js");
  writeFileSync(file, 'self.addEventListener("fetch", () => {});\n');
  const app = createHttpApp({
    database: { ping: async () => {} },
    production: true,
    trustProxy: 0,
    log: () => {},
    mount(app: Express) {
      app.get("/sw.js", serviceWorkerScript(file, build, { testProbes }));
    },
  });
  const server = await listen(app, { host: "127.0.0.1", port: 0, onClose: async () => {} });
  running.push(server);
  return `${server.url}/sw.js`;
}

/** Node's own client: fetch() adds `Cache-Control: no-cache` to a conditional request, which no server answers with a 304. */
function statusWith(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

describe("the service worker's script", () => {
  it("ends with the build's id, as JavaScript the phone asks for again on each visit", async () => {
    const response = await fetch(await serveWorker("0123456789ab"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const text = await response.text();
    expect(text.startsWith('self.addEventListener("fetch"')).toBe(true);
    expect(text.trimEnd().split("\n").at(-1)).toBe("// Build 0123456789ab (added by the server).");
  });

  it("changes bytes with the build, and answers an unchanged worker with a 304", async () => {
    const first = await fetch(await serveWorker("0123456789ab"));
    const second = await fetch(await serveWorker("ba9876543210"));
    expect(await first.text()).not.toBe(await second.text());
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(second.headers.get("etag")).not.toBe(etag);
    const url = await serveWorker("0123456789ab");
    expect(await statusWith(url, { "If-None-Match": etag ?? "" })).toBe(304);
  });

  it("sends another build to a browser test's phone only when test probes are on", async () => {
    const cookie = { Cookie: `other=1; ${TEST_BUILD_COOKIE}=e2e-next` };
    const probed = await fetch(await serveWorker("0123456789ab", true), { headers: cookie });
    expect(await probed.text()).toContain("// Build e2e-next (added by the server).");
    const plain = await fetch(await serveWorker("0123456789ab"), { headers: cookie });
    expect(await plain.text()).toContain("// Build 0123456789ab (added by the server).");
    // Only a name-like value is written into the script.
    const odd = await fetch(await serveWorker("0123456789ab", true), {
      headers: { Cookie: `${TEST_BUILD_COOKIE}=alert(1)` },
    });
    expect(await odd.text()).toContain("// Build 0123456789ab (added by the server).");
  });
});
