import { data } from "react-router";
import { feedCalendar, feedOwner } from "~/features/booking/feeds.server";
import { getAppContext } from "~/lib/app-context.server";
import type { Route } from "./+types/feed";

// Issue 40 §4: her private calendar feed, for Google, Apple or Outlook to poll. The token in
// the address is the only key (calendar apps send no cookie); a revoked or unknown one is a 404.
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  // In the query: the request log prints paths, never query strings.
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const owner = await feedOwner(app.database.db, token);
  if (!owner) throw data("Not found", { status: 404 });
  const body = await feedCalendar(app.database.db, owner, app.now());
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bookings.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
