import { getProfile } from "~/features/onboarding/profiles.server";
import { offlineKit } from "~/features/pwa/offline-kit.server";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer } from "~/lib/auth.server";
import type { Route } from "./+types/offline-kit";

// GET /offline-kit: the addresses her service worker keeps for the gym (decision 0038). Private
// and never cached by anything but her own worker.
export async function loader(args: Route.LoaderArgs) {
  const app = getAppContext(args.context);
  const [viewer, profile] = await Promise.all([getViewer(args), getProfile(args)]);
  const kit = await offlineKit(app.database.db, viewer, profile, app.now());
  return Response.json(kit, { headers: { "Cache-Control": "private, no-store" } });
}
