// Finds the Chromium the browser tests drive: CHROMIUM_PATH first, then Debian's package.
// Run directly, it fails early with instructions instead of deep inside Playwright.
import { accessSync, constants } from "node:fs";
import { fileURLToPath } from "node:url";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium() {
  for (const candidate of CANDIDATES) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error(
    [
      "No Chromium found for the browser tests.",
      "Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary:   CHROMIUM_PATH=/path/to/chrome npm test",
    ].join("\n"),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`Chromium: ${findChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
