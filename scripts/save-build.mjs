// `node scripts/save-build.mjs DIR`: a copy of this production build that runs on its own (the
// build, the server entry, the migrations, package.json; node_modules linked), for
// `npm run bench:pair -- --a-root DIR` to measure against the build made after a change. Without
// `app/` in it, the server entry does not try to rebuild it (server/build-if-needed.js).
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/server.mjs";

const target = process.argv[2];
if (!target) {
  console.error("Usage: node scripts/save-build.mjs DIR");
  process.exit(1);
}
if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
for (const entry of ["build", "server", "drizzle", "public", "package.json"]) {
  if (existsSync(path.join(root, entry)))
    cpSync(path.join(root, entry), path.join(target, entry), { recursive: true });
}
symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"));
console.log(`Saved the build in ${target}: npm run bench:pair -- --a-root ${target}`);
