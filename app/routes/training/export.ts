import { data } from "react-router";
import { site } from "~/content/site";
import { localDay } from "~/features/dashboard/calendar";
import { exportCsv } from "~/utils/account-data.server";
import { getAppContext } from "~/utils/app-context.server";
import { requireMember } from "~/utils/auth.server";
import { getPreferences, memberTimeZone } from "~/utils/training.server";
import type { Route } from "./+types/export";

/** `/progress/export.csv?part=training|body`: one part of her records as a CSV download. */
export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const part = args.url.searchParams.get("part") ?? "training";
  const [preferences, timeZone] = await Promise.all([
    getPreferences(db, member.id),
    memberTimeZone(db, member.id, site.timeZone),
  ]);
  const file = await exportCsv(db, member.id, part, preferences.unit, localDay(app.now(), timeZone));
  if (!file) throw data(null, { status: 404 });
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      // Her health records: never kept by a shared cache or the browser's.
      "Cache-Control": "private, no-store",
    },
  });
}
