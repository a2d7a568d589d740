// Decisions 0089 and 0090: patches/react-router+7.18.4.patch keeps the route tree React Router
// builds for server rendering, so a request no longer rebuilds its hundred routes, and remembers
// which route a path matched, so a request no longer tries every route before it. These tests
// fail on the unpatched library: without the patch, each render reads every route module again,
// createStaticRouter converts the routes afresh, and every request reads every earlier route.
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

type Branch = { routesMeta: unknown };
type Handler = { _internalRouteBranches: Branch[] };

/** A handler over a few routes, and a count of how often its first-ranked route is tried. */
function handlerWithCount({ createStaticHandler }: ReactRouter) {
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "programme", path: "programme/:level" },
        { id: "privacy", path: "privacy-policy" },
        { id: "client", path: "coach/clients/:clientId" },
        { id: "messages", path: "messages/*" },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const [first] = (handler as unknown as Handler)._internalRouteBranches;
  if (!first) throw new Error("React Router ranked no routes");
  let tries = 0;
  const meta = first.routesMeta;
  Object.defineProperty(first, "routesMeta", {
    get() {
      tries += 1;
      return meta;
    },
  });
  const match = async (pathname: string) => {
    const context = (await handler.query(new Request(`http://localhost${pathname}`))) as
      | StaticHandlerContext
      | Response;
    if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
    return {
      status: context.statusCode,
      matches: context.matches.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname })),
    };
  };
  return { routes, match, tries: () => tries };
}

describe.each([
  ["CommonJS", commonJs],
  ["ES module", esModule],
])("React Router's route matching, %s build (decision 0090)", (_, reactRouter) => {
  it("tries the routes before the one a path matched only the first time", async () => {
    const { match, tries } = handlerWithCount(reactRouter);
    const first = await match("/privacy-policy");
    const afterFirst = tries();
    const second = await match("/privacy-policy");
    expect(first.matches.map((m) => m.id)).toEqual(["root", "privacy"]);
    expect(second).toEqual(first);
    expect(afterFirst).toBeGreaterThan(0);
    expect(tries()).toBe(afterFirst);
  });

  it("matches every path as the unpatched matcher does, fresh each time", async () => {
    const { routes, match } = handlerWithCount(reactRouter);
    const paths = [
      "/",
      "/programme/level-1",
      "/programme/level-2",
      "/coach/clients/abc",
      "/coach/clients/xyz",
      "/messages/a/b",
      "/nowhere",
    ];
    for (const round of [1, 2]) {
      for (const pathname of paths) {
        const found = await match(pathname);
        // The public matchRoutes has no precomputed branches, so the patch never answers it.
        const expected = reactRouter.matchRoutes(routes, pathname);
        if (!expected) {
          expect(found.status, `${pathname}, round ${round}`).toBe(404);
          continue;
        }
        expect(
          found.matches.map((m) => m.id),
          `${pathname}, round ${round}`,
        ).toEqual(expected.map((m) => m.route.id));
        expect(found.matches.map((m) => m.params)).toEqual(expected.map((m) => m.params));
      }
    }
    const [a, b] = [await match("/coach/clients/abc"), await match("/coach/clients/xyz")];
    expect(a.matches.at(-1)?.params).toEqual({ clientId: "abc" });
    expect(b.matches.at(-1)?.params).toEqual({ clientId: "xyz" });
    expect(a.matches.at(-1)?.params).not.toBe(b.matches.at(-1)?.params);
  });

  it("stays right after more paths than it remembers", async () => {
    const { match } = handlerWithCount(reactRouter);
    for (let index = 0; index < 1_050; index += 1) {
      const found = await match(`/coach/clients/c${index}`);
      expect(found.matches.at(-1)?.params).toEqual({ clientId: `c${index}` });
    }
    expect((await match("/privacy-policy")).matches.map((m) => m.id)).toEqual(["root", "privacy"]);
  });
});
