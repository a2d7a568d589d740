import { Outlet } from "react-router";
import { AreaErrorBoundary } from "~/features/errors/area-error";
import type { Route } from "./+types/layout";

// The Client Portal and its programs share this pathless layout (app/routes.ts) for its error
// boundary: a failure there keeps the site's header and offers the way back to the portal,
// instead of the root's general message.

export default function PortalLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorBoundary area="portal" error={error} />;
}
