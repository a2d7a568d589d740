import { data } from "react-router";
import { exportCsv } from "~/features/account/account-data.server";
import { requireTrainingMember } from "~/features/training/training.server";
import type { Route } from "./+types/export";

/** `/progress/export.csv?part=training|body|check-ins`: one part of her records as a CSV download. */
export async function loader(args: Route.LoaderArgs) {
  const { member, db, preferences, today } = await requireTrainingMember(args);
  const part = args.url.searchParams.get("part") ?? "training";
  const file = await exportCsv(db, member.id, part, preferences.unit, today);
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
