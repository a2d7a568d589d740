import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from "react-router";
import { ServerRouter } from "react-router";
import { getAppContext } from "~/lib/app-context.server";
import { joinedWrites } from "~/lib/joined-writes.server";
import { NonceProvider } from "~/lib/nonce";

export const streamTimeout = 5_000;

/**
 * `Server-Timing` (issue 21), shown in DevTools' Network > Timing: `data` is the loaders and
 * actions (the database included), from the request reaching React Router to the render;
 * `render` is React rendering the page, up to its first byte.
 */
function serverTiming(durations: Record<string, number>): string {
  return Object.entries(durations)
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(", ");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, receivedAt } = getAppContext(loadContext);
  const started = performance.now();
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.append("Server-Timing", serverTiming({ data: started - receivedAt }));
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Decision 0086: React sends a finished Suspense boundary out of line, revealed by a
        // script up to 300 ms after first paint, once 12.8 KB of the page has gone before it:
        // that was her header's account menu, on every page. Her page is sent whole instead.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = joinedWrites(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.append(
            "Server-Timing",
            serverTiming({ data: started - receivedAt, render: performance.now() - started }),
          );
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** A client-side navigation's data: the loaders' time, as above. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  const { receivedAt } = getAppContext(context as RouterContextProvider);
  response.headers.append("Server-Timing", serverTiming({ data: performance.now() - receivedAt }));
  return response;
};

/** Every server-side error is logged with its stack; the person only ever sees the error view. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const route = new URL(request.url).pathname;
  const requestId = request.headers.get("x-request-id") ?? "";
  console.error(
    `Server error on ${request.method} ${route} (request ${requestId || "?"}):`,
    error instanceof Error ? error.stack : error,
  );
  getAppContext(context as RouterContextProvider).reportError?.(error, {
    method: request.method,
    route,
    requestId,
  });
};
