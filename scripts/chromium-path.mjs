// Finds the Chromium the browser tests drive: CHROMIUM_PATH first, then Debian's package.
// Run directly (`npm run check:chromium`, the first step of `npm test`), it installs Debian's
// package when it can (root with apt-get), so a fresh machine needs no step of its own; where
// it cannot, it fails early with instructions instead of deep inside Playwright. Imported
// (playwright.config.ts, lighthouse.mjs), it only looks: nothing installs as a side effect.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  for (const candidate of CANDIDATES) {
    if (candidate && isExecutable(candidate)) return candidate;
  }
  throw new Error(
    [
      "No Chromium found for the browser tests.",
      "Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary:   CHROMIUM_PATH=/path/to/chrome npm test",
    ].join("\n"),
  );
}

function canInstallWithApt() {
  if (process.getuid?.() !== 0) return false;
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir && isExecutable(join(dir, "apt-get")));
}

/**
 * Runs apt-get with its output streamed to ours; true when it exited 0.
 * @param {string[]} args
 */
function aptGet(args) {
  console.log(`$ apt-get ${args.join(" ")}`);
  const result = spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

function installChromium() {
  console.log("Chromium not found: installing Debian's chromium with apt-get…");
  // A failed update can still leave usable lists behind, so the install is tried regardless.
  aptGet(["update"]);
  return aptGet(["install", "-y", "chromium"]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let chromium;
  try {
    chromium = findChromium();
  } catch (error) {
    if (canInstallWithApt()) {
      installChromium();
      try {
        chromium = findChromium();
      } catch (again) {
        console.error("apt-get did not provide a Chromium.");
        console.error(again instanceof Error ? again.message : again);
        process.exit(1);
      }
    } else {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  console.log(`Chromium: ${chromium}`);
}
