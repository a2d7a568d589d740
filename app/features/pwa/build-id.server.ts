import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

// Which build of the app this process serves (issue 20 "Versions", decision 0038). A phone learns
// of a deployment through it twice: the offline kit's version (her kept pages are fetched again)
// and the bytes of /sw.js (a new worker installs). Set once at start by server/app.ts; under
// Vite's dev server and in tests it stays "dev".

let current = "dev";

export function buildId(): string {
  return current;
}

export function setBuildId(id: string): void {
  current = id;
}

/**
 * The id of a production build: a hash of the server bundle's bytes, read once at start (a few
 * milliseconds). The bundle holds the server code and the client's manifest with every hashed
 * file name, so any change a page could show changes it; the same build gives the same id on
 * every instance, so phones behind a load balancer do not see a "new" worker on each request.
 */
export function buildIdOf(serverBundle: string): string {
  return createHash("sha256").update(readFileSync(serverBundle)).digest("hex").slice(0, 12);
}
