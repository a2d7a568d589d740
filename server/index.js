// The process entry for `npm start` (production) and `npm run dev` (NODE_ENV=development).
// Plain JavaScript so Node runs it directly; everything else is TypeScript built by Vite.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBundle = path.join(root, "build/server/index.js");

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

function buildIfNeeded() {
  if (existsSync(serverBundle) && statSync(serverBundle).mtimeMs >= newestSource()) return;
  console.log("No up-to-date production build: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  if (process.env.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ root, server: { middlewareMode: true } });
    const { start } = await devServer.ssrLoadModule("./server/app.ts");
    await start({
      dev: {
        middlewares: devServer.middlewares,
        loadBuild: () => devServer.ssrLoadModule("virtual:react-router/server-build"),
      },
    });
    return;
  }
  buildIfNeeded();
  const { start } = await import(serverBundle);
  await start({ clientDir: path.join(root, "build/client") });
}

main().catch((error) => {
  // A configuration error is a message for the operator, not a stack trace.
  console.error(error?.name === "EnvError" ? error.message : error);
  process.exit(1);
});
