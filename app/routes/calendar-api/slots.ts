import { data } from "react-router";
import { availableSlots } from "~/features/calendar/availability.server";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer } from "~/lib/auth.server";
import { isValidTimeZone } from "~/lib/dates";
import type { Route } from "./+types/slots";

// Issue 40 (h4): a type's free slots as JSON (`?typeId=…&days=14&zone=Europe/London`): what the
// viewer may book from now, in the gym's zone for in-person types and in `zone` for online ones.

const DAY_MS = 86_400_000;

export async function loader(args: Route.LoaderArgs) {
  const app = getAppContext(args.context);
  const viewer = await getViewer(args);
  const url = new URL(args.request.url);
  const typeId = url.searchParams.get("typeId") ?? "";
  const days = Number(url.searchParams.get("days") ?? "14");
  const zone = url.searchParams.get("zone");
  if (!/^[a-z0-9-]{1,64}$/.test(typeId) || !Number.isInteger(days) || days < 1 || days > 62)
    throw data({ reason: "Please ask for a type and from 1 to 62 days." }, { status: 400 });
  const now = app.now();
  const slots = await availableSlots(app.database.db, {
    typeId,
    from: now,
    to: new Date(now.getTime() + days * DAY_MS),
    viewer,
    now,
    viewerZone: zone && isValidTimeZone(zone) ? zone : null,
  });
  return data({
    slots: slots.map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      placesLeft: slot.placesLeft,
      zone: slot.zone,
    })),
  });
}
