import { type ReactElement, useEffect } from "react";
import { isRouteErrorResponse, useNavigate } from "react-router";
import { ForbiddenView, RouterErrorView, UnavailableView } from "~/features/errors/error-views";
import { NotFoundView } from "~/features/errors/not-found-view";

/** A client-side navigation the server refused: on, as a page load would have been redirected. */
export function RedirectTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return <p className="mx-auto max-w-2xl px-4 py-16">Taking you to the Client Portal...</p>;
}

/**
 * Decision 0004's answers to a thrown response, the same in the root's boundary and in every
 * area's: null for a failure (an Error, or a 5xx other than 503), which the caller shows its
 * own way.
 */
export function responseErrorView(error: unknown, pathname: string): ReactElement | null {
  if (!isRouteErrorResponse(error)) return null;
  if (error.status === 404) return <NotFoundView pathname={pathname} />;
  if (error.status === 403) return <ForbiddenView />;
  // A portal page's data refused on a client-side navigation: to the password form, as a
  // page load would have been redirected.
  if (error.status === 401) return <RedirectTo to="/client-portal" />;
  if (error.status === 503) return <UnavailableView />;
  // A 5xx response is a failure on our side, not a refusal by the router.
  if (error.status < 500) return <RouterErrorView status={error.status} statusText={error.statusText} />;
  return null;
}
