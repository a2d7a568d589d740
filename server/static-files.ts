import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

/**
 * The build's own top-level files and folders (favicon, icons, images), served for an hour.
 * Only a request whose first path segment names one of them reaches `express.static`: every
 * page request stat'ed a file that is not there before it rendered (about 0.2 ms of a
 * member's first view, issue 41), and the miss's error object was most of it.
 * `assets/` and `sw.js` have their own handlers; `tsconfig.json` (the service worker's
 * typecheck settings, copied from public/) is not for the browser.
 */
export function topLevelStatic(clientDir: string): RequestHandler {
  const names = new Set(
    readdirSync(clientDir).filter((name) => !["assets", "sw.js", "tsconfig.json"].includes(name)),
  );
  const serve = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    if (!names.has(first)) return next();
    return serve(req, res, next);
  };
}
