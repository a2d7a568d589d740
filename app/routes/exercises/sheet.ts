import { demoPageFor } from "~/features/library/demo-page.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireDemoViewer } from "~/lib/auth.server";
import type { Route } from "./+types/sheet";

// The demo sheet's data (issue 38 §3): the same as /exercises/:id, as JSON, so a sheet that
// cannot load (a visitor, an entry gone) offers the page instead of breaking the page it is on.

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireDemoViewer(args);
  const { db } = getAppContext(args.context).database;
  const page = await demoPageFor(db, viewer, args.params.id);
  return Response.json(page, {
    status: page ? 200 : 404,
    headers: { "Cache-Control": "private, no-cache" },
  });
}
