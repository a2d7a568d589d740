import { data, useLocation } from "react-router";
import { NotFoundView } from "~/features/errors/not-found-view";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

// The catch-all route: the page renders normally, with a 404 status for browsers and crawlers.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Page not found", "The page you're looking for cannot be found.");

export default function NotFound() {
  const { pathname } = useLocation();
  return <NotFoundView pathname={pathname} />;
}
