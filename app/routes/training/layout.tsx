import { Outlet } from "react-router";
import { AreaErrorBoundary } from "~/features/errors/area-error";
import type { Route } from "./+types/layout";

// The session log, progress and body pages share this pathless layout (app/routes.ts) for its
// error boundary: a failure there keeps the site's header and offers the way back to her
// program or her progress, instead of the root's general message.

export default function TrainingLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorBoundary area="training" error={error} />;
}
