import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const COACH_ROUTE = /app[\\/]routes[\\/]coach[\\/]/;

/**
 * True for a module that only the coach area's routes reach, so that a visitor's or a member's
 * page never loads the coach's code: walks up the importers, and any entry reached that is not
 * a coach route (a module nobody imports) makes it everyone's.
 */
function coachOnly(
  moduleId: string,
  ctx: {
    getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
  },
): boolean {
  const queue = [moduleId];
  const seen = new Set(queue);
  for (const id of queue) {
    if (COACH_ROUTE.test(id)) continue;
    const info = ctx.getModuleInfo(id);
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    if (importers.length === 0) return false;
    for (const importer of importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return true;
}

export default defineConfig({
  // The SSR bundle's entry is our Express app, so one build holds the server and the routes.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // Few, larger scripts: on a slow phone connection each extra request costs a round trip
    // before the page is ready, and 29 small chunks cost more than 25 KB of shared code that
    // a page may not use (decision 0026, measured by `npm run lighthouse`). But not the coach's
    // code: that goes in its own chunk (decision 0039).
    client: {
      build: {
        rolldownOptions: {
          // A route's zod schemas are built at the top of its module and used only by its action,
          // which the client build drops. Marking `z.…()` pure lets the schemas, and zod, go too:
          // zod's first schema probes `new Function("")`, which our CSP refuses (decision 0039).
          treeshake: { manualPureFunctions: ["z"] },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 3,
                },
                // Shared before the coach's group: a group takes its modules' dependencies with it,
                // and the coach's would otherwise take shared ones (lucide's icon base).
                {
                  name: (id, ctx) => (coachOnly(id, ctx) ? null : "shared"),
                  debugName: "shared",
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  name: (id, ctx) => (coachOnly(id, ctx) ? "coach" : null),
                  debugName: "coach",
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
});
