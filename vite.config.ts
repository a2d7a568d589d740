import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The SSR bundle's entry is our Express app, so one build holds the server and the routes.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // Few, larger scripts: on a slow phone connection each extra request costs a round trip
    // before the page is ready, and 29 small chunks cost more than 25 KB of shared code that
    // a page may not use (decision 0026, measured by `npm run lighthouse`).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                { name: "shared", minShareCount: 2, priority: 1 },
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
