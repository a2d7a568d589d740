import { Outlet } from "react-router";
import { AreaErrorBoundary } from "~/features/errors/area-error";
import type { Route } from "./+types/layout";

// The account pages, and signing in and up, share this pathless layout (app/routes.ts) for its
// error boundary: a failure there keeps the site's header and offers the way back to her
// account or to sign in, instead of the root's general message.

export default function AccountLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorBoundary area="account" error={error} />;
}
