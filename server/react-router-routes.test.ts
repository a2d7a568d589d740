// Decision 0089: patches/react-router+7.18.4.patch keeps the route tree React Router builds for
// server rendering, so a request no longer rebuilds its hundred routes. These tests fail on the
// unpatched library: without the patch, each render reads every route module again and
// createStaticRouter converts the routes afresh.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { EntryContext, StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";

type ReactRouter = typeof import("react-router");

// Node loads the ES module build (the production server does); Vitest's import here and any
// require() get the CommonJS one. The patch covers both, and so do these tests.
const require = createRequire(import.meta.url);
const commonJs = require("react-router") as ReactRouter;
const esModuleFile = path.join(path.dirname(require.resolve("react-router")), "index.mjs");
const esModule = (await import(/* @vite-ignore */ pathToFileURL(esModuleFile).href)) as ReactRouter;

function Home() {
  return createElement("p", null, "Her programme");
}

/** A one-route app's entry context, with a count of how often its module's component is read. */
async function entryContext({ createStaticHandler }: ReactRouter) {
  let reads = 0;
  const rootModule = {
    get default() {
      reads += 1;
      return Home;
    },
  };
  const handler = createStaticHandler([{ id: "root", path: "/", Component: Home }]);
  const staticHandlerContext = (await handler.query(
    new Request("http://localhost/"),
  )) as StaticHandlerContext;
  const context = {
    manifest: {
      entry: { imports: [], module: "" },
      url: "",
      version: "test",
      routes: {
        root: {
          id: "root",
          path: "/",
          module: "",
          hasLoader: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasAction: false,
          hasClientAction: false,
          hasErrorBoundary: false,
        },
      },
    },
    routeModules: { root: rootModule },
    staticHandlerContext,
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "initial" },
  } as unknown as EntryContext;
  return { context, reads: () => reads };
}

describe.each([
  ["CommonJS", commonJs],
  ["ES module", esModule],
])("React Router's server routes, %s build (decision 0089)", (_, reactRouter) => {
  const { ServerRouter, createStaticRouter } = reactRouter;

  it("are built once for a build, not on every render", async () => {
    const { context, reads } = await entryContext(reactRouter);
    const first = renderToString(createElement(ServerRouter, { context, url: "http://localhost/" }));
    const afterFirst = reads();
    // React Router hands each request a new map of the same route modules.
    const nextRequest = { ...context, routeModules: { ...context.routeModules } };
    const second = renderToString(
      createElement(ServerRouter, { context: nextRequest, url: "http://localhost/" }),
    );

    expect(first).toContain("Her programme");
    expect(second).toBe(first);
    expect(afterFirst).toBeGreaterThan(0);
    expect(reads()).toBe(afterFirst);
  });

  it("are built again for another build's route modules", async () => {
    const { context } = await entryContext(reactRouter);
    renderToString(createElement(ServerRouter, { context, url: "http://localhost/" }));
    // A new build (a reload in development) brings new module objects.
    let reads = 0;
    const rebuiltModule = {
      get default() {
        reads += 1;
        return Home;
      },
    };
    const rebuilt = { ...context, routeModules: { root: rebuiltModule } };
    renderToString(createElement(ServerRouter, { context: rebuilt, url: "http://localhost/" }));
    expect(reads).toBeGreaterThan(0);
  });

  it("are converted to data routes once per route tree", async () => {
    const routes = [{ id: "root", path: "/", Component: Home }];
    const { staticHandlerContext } = (await entryContext(reactRouter)).context;
    const first = createStaticRouter(routes, staticHandlerContext);
    const second = createStaticRouter(routes, staticHandlerContext);
    expect(second.routes).toBe(first.routes);
    expect(createStaticRouter([...routes], staticHandlerContext).routes).not.toBe(first.routes);
  });
});
