// Shared by the server entry and the command-line tools: build once when sources changed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverBundle = path.join(root, "build/server/index.js");

/** Newest modification time under the folders and files the build is made from. */
function newestSource() {
  let newest = 0;
  /** @param {string} entry */
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const source of [
    "app",
    "server",
    "public",
    "drizzle",
    "package.json",
    "vite.config.ts",
    "react-router.config.ts",
  ]) {
    visit(path.join(root, source));
  }
  return newest;
}

export function buildIfNeeded() {
  // A deployed image ships the build without the sources (Dockerfile): nothing to compare.
  if (existsSync(serverBundle) && !existsSync(path.join(root, "app"))) return;
  if (existsSync(serverBundle) && statSync(serverBundle).mtimeMs >= newestSource()) return;
  console.log("No up-to-date production build: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
