// The process entry for `npm start` (production) and `npm run dev` (NODE_ENV=development).
// Plain JavaScript so Node runs it directly; everything else is TypeScript built by Vite.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfNeeded, serverBundle } from "./build-if-needed.js";

process.env.NODE_ENV ??= "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

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
