import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { PUBLIC_PATHS } from "../../app/content/public-pages";
import { httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

/**
 * Issue 41 §3 and decision 0068: a visitor's public pages need no framework to read. Each is
 * sent without React Router's module scripts and preloads, and what script it does carry (the
 * inline page behaviour and public widgets scripts, plus any `src` script) is at most 50 KB
 * gzipped before she interacts. Read from the HTML the server sends, so no browser is needed.
 */

const SCRIPT_BUDGET_BYTES = 50 * 1024;
/** React Router's module entry, its preloads and any script fetched by address. */
const FRAMEWORK = /<script[^>]*type="module"|<link[^>]*rel="modulepreload"|<script[^>]*\ssrc=/;

/** Every inline script's text; JSON data (structured data) is not script. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => body ?? "",
  );
}

const server = withProductionServer();

describe("a visitor's public pages", { timeout: 60_000 }, () => {
  test("carry no framework bundle and at most 50 KB of script, gzipped", async () => {
    const visitor = httpClient(server.url);
    const sizes: Record<string, number> = {};
    // Every public page, the free portal programs among them (decision 0071).
    for (const path of PUBLIC_PATHS) {
      const response = await visitor.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, `${path} sends React Router's scripts`).not.toMatch(FRAMEWORK);
      sizes[path] = gzipSync(inlineScripts(html).join("\n")).length;
    }
    for (const [path, bytes] of Object.entries(sizes)) {
      expect(bytes, `${path}: ${bytes} bytes of script`).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    }
  });
});
