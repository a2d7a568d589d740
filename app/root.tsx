import type * as React from "react";
import { useEffect, useRef } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { TOAST_DURATION_MS, TOAST_LIMIT, Toaster, toast } from "~/components/ui/sonner";
import { liveSite } from "~/content/live.server";
import { ONBOARDING_MESSAGES } from "~/content/onboarding";
import { site } from "~/content/site";
import { isDatabaseUnavailable } from "~/db/client.server";
import type { AccountSummary } from "~/features/account/use-account";
import { CHECKOUT_REDIRECT_MS, CHECKOUT_TEXT } from "~/features/checkout/checkout";
import {
  ForbiddenView,
  RenderErrorView,
  RouterErrorView,
  UnavailableView,
} from "~/features/errors/error-views";
import { NotFoundView } from "~/features/errors/not-found-view";
import { Footer } from "~/features/layout/footer";
import { Header } from "~/features/layout/header";
import { focusMainContent, MAIN_CONTENT_ID } from "~/features/layout/main-content";
import { PageBehaviourScript } from "~/features/layout/page-behaviour";
import { PublicWidgetsScript } from "~/features/layout/public-widgets";
import { useSiteLinkNavigation } from "~/features/layout/site-links";
import { PortalSessionMirror } from "~/features/portal/portal-session-mirror";
import { useSlowNavigationFallback } from "~/features/pwa/network-fallback";
import { mayHoldSomething } from "~/features/pwa/sign-out";
import { DEFAULT_TEXT_SIZE, readTextSizeCookie, type TextSizeChoice } from "~/features/text-size/text-size";
import { getViewer } from "~/lib/auth.server";
import { clearFlashCookie, FLASH_MESSAGES, type FlashKey, flashFor } from "~/lib/flash";
import { useNonce } from "~/lib/nonce";
import { sendsWithoutScripts } from "~/lib/static-page";
import { StaticPageProvider } from "~/lib/static-page-context";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable on her phone (issue 20 §1): the manifest, and the icon iPhones use instead.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.site.businessName ?? site.businessName}: ${loaderData?.site.tagline ?? site.tagline}`,
  },
  {
    name: "description",
    content: "Strength training, Mediterranean nutrition and a supportive community for women over 50.",
  },
];

/** Who is asking, as the server decides it: the header, the portal mirror and flash toasts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer({ request, context }).catch((error: unknown) => {
    // Every page asks for the viewer first: the database being away is a 503, not a 500.
    if (isDatabaseUnavailable(error)) throw data(null, { status: 503, statusText: "Service Unavailable" });
    throw error;
  });
  const member = viewer.member;
  const flash = flashFor(request);
  return data(
    {
      // Decision 0037: her profile's size when signed in, else the visitor's cookie; the Layout
      // puts it on <html> in the server's HTML, so the page never jumps.
      textSize: (member
        ? member.textSize
        : readTextSizeCookie(request.headers.get("Cookie"))) satisfies TextSizeChoice,
      account: (member
        ? { id: member.id, name: member.name, email: member.email, role: member.role }
        : null) satisfies AccountSummary | null,
      portal: viewer.portal ? { expiresAt: viewer.portal.expiresAt.toISOString() } : null,
      flash,
      // The business facts as published (decision 0035), for the header, footer and titles.
      site: liveSite(),
    },
    // The message is shown once: this response already clears it.
    flash ? { headers: { "Set-Cookie": clearFlashCookie } } : undefined,
  );
}

/** Shows a message an action left for the page it redirected to, once. */
function useFlashToast(flash: FlashKey | null) {
  useEffect(() => {
    if (!flash) return;
    const message = FLASH_MESSAGES[flash];
    if (message.type === "success") toast.success(message.text);
    else toast.info(message.text);
  }, [flash]);
}

/** The spec's words and timings the public widgets script needs (decision 0068). */
const WIDGET_TEXT = {
  ...CHECKOUT_TEXT,
  redirectMs: CHECKOUT_REDIRECT_MS,
  toastMs: TOAST_DURATION_MS,
  toastLimit: TOAST_LIMIT,
  noSelection: ONBOARDING_MESSAGES.noSelection,
  tooMany: ONBOARDING_MESSAGES.tooManyGoals,
};

const NO_SCRIPT_PANELS =
  '[role="tabpanel"][hidden],[data-accordion-item] section[hidden]{display:block}[role="tablist"],[data-gate-toggle]+div{display:none}';

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Decided once, by the server: a page React runs in was sent with its scripts, and client-side
  // navigations keep ScrollRestoration whatever page they reach.
  const root = useRouteLoaderData<typeof loader>("root");
  const withoutScripts = sendsWithoutScripts(
    typeof document === "undefined",
    useMatches().at(-1)?.handle,
    root,
    // No error: useRouteError gives null, not undefined, in the layout.
    useRouteError() != null,
  );
  return (
    // The page behaviour script marks the page ready (data-interactive) before React does.
    <html lang="en" data-text-size={root?.textSize ?? DEFAULT_TEXT_SIZE} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffaf5" />
        <Meta />
        <Links />
        {/* Decision 0068: a public page sent without React gets its tabs, toasts and checkout here. */}
        {withoutScripts && <PublicWidgetsScript nonce={nonce} text={WIDGET_TEXT} />}
        {withoutScripts && (
          // Decision 0068: with scripts turned off, every tab and day of a page sent without
          // React shows, one after another, so the page reads fully.
          <noscript>
            <style>{NO_SCRIPT_PANELS}</style>
          </noscript>
        )}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-3 focus:text-primary-foreground"
        >
          Skip to main content
        </a>
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-(--header-height) outline-none">
          <StaticPageProvider value={withoutScripts}>{children}</StaticPageProvider>
        </main>
        <Footer />
        <Toaster />
        <PageBehaviourScript staticPage={withoutScripts} nonce={nonce} />
        {!withoutScripts && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * After a client-side navigation, focus moves to the new page's main content, as a full page
 * load would reset it; keyboard and screen-reader users start at the top of the new page
 * instead of on the link they left.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each new pathname, which it does not read.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusMainContent();
  }, [pathname]);
}

/**
 * The phone's offline support (decision 0038): a member's service worker and kept program, or
 * clearing what a signed-out phone still holds. Loaded only then, so a visitor's pages carry none.
 */
function useOfflineSupport(account: { id: string; role: string } | null) {
  const id = account?.id ?? null;
  const role = account?.role ?? null;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!(id && role !== "coach") && !mayHoldSomething()) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import("~/features/pwa/offline-client")
      .then(({ startOfflineSupport }) => {
        if (!cancelled) stop = startOfflineSupport(id && role ? { id, role } : null);
      })
      .catch(() => {
        // Offline with the file not kept: the page works without it.
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [id, role]);
  // A new deployment's worker waits while she logs a session; the check runs again on each
  // navigation, so leaving the log through a link (no page load) lets it take over.
  useEffect(() => {
    if (!id || role === "coach") return;
    import("~/features/pwa/offline-client")
      .then(({ takeOverIfWaiting }) => takeOverIfWaiting(pathname))
      .catch(() => {
        // Offline with the file not kept, or no worker yet: the next navigation asks again.
      });
  }, [id, role, pathname]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFocusMainOnNavigation();
  useSiteLinkNavigation();
  useFlashToast(loaderData.flash);
  useOfflineSupport(loaderData.account);
  useSlowNavigationFallback(Boolean(loaderData.account && loaderData.account.role !== "coach"));
  // Marks the page interactive, so browser tests wait for hydration rather than a timer.
  useEffect(() => {
    document.documentElement.dataset.interactive = "react";
  }, []);
  return (
    <>
      <PortalSessionMirror expiresAt={loaderData.portal?.expiresAt ?? null} />
      <Outlet />
    </>
  );
}

function RedirectTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return <p className="mx-auto max-w-2xl px-4 py-16">Taking you to the Client Portal...</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const navigate = useNavigate();

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView pathname={location.pathname} />;
    if (error.status === 403) return <ForbiddenView />;
    // A portal page's data refused on a client-side navigation: to the password form, as a
    // page load would have been redirected.
    if (error.status === 401) return <RedirectTo to="/client-portal" />;
    if (error.status === 503) return <UnavailableView />;
    // A 5xx response is a failure on our side, not a refusal by the router.
    if (error.status < 500) {
      return <RouterErrorView status={error.status} statusText={error.statusText} />;
    }
  }
  // In production React Router replaces server error messages with "Unexpected Server
  // Error", so no internals or stack ever reach the page.
  const message = error instanceof Error ? error.message : "Unexpected Server Error";
  // Navigating to the same address re-runs the loaders and resets the error boundary.
  const retry = () => navigate(`${location.pathname}${location.search}`, { replace: true });
  return <RenderErrorView message={message} onRetry={retry} />;
}
