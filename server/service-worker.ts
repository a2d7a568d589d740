import { readFileSync } from "node:fs";
import type { RequestHandler } from "express";

/**
 * Browser tests only (TEST_PROBES=true): a phone with this cookie is sent the worker of another
 * build, so a test can "deploy" to its own phone while the server, shared by every test, stays as
 * it is. The browser's check for a new worker is made outside the page, where Playwright's
 * routes do not reach, but it carries the site's cookies.
 */
export const TEST_BUILD_COOKIE = "wb50-test-build";
const TEST_BUILD = new RegExp(`(?:^|;\\s*)${TEST_BUILD_COOKIE}=([\\w-]{1,40})(?:;|$)`);

/**
 * GET /sw.js in production (decision 0038, "Versions"): the built worker with the build's id as
 * its last line. A phone compares the worker's bytes to decide whether a new one installs, so
 * without the line a deployment that leaves public/sw.js as it was would keep the old worker.
 * Read once at start; `no-cache` makes the phone ask on each visit, and the ETag Express adds
 * to `send` answers an unchanged worker with a 304.
 */
export function serviceWorkerScript(
  file: string,
  buildId: string,
  options: { testProbes: boolean } = { testProbes: false },
): RequestHandler {
  const script = readFileSync(file, "utf8").trimEnd();
  const withBuild = (id: string) => `${script}\n\n// Build ${id} (added by the server).\n`;
  const text = withBuild(buildId);
  return (req, res) => {
    const testBuild = options.testProbes ? TEST_BUILD.exec(req.headers.cookie ?? "")?.[1] : undefined;
    res.setHeader("Cache-Control", "public, no-cache");
    res.type("text/javascript").send(testBuild ? withBuild(testBuild) : text);
  };
}
