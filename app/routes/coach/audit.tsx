import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { CoachTable, cellClass } from "~/features/coach/coach-table";
import { getAppContext } from "~/lib/app-context.server";
import { listAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/audit";

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const rows = await listAudit(getAppContext(args.context).database.db);
  return rows.map((row) => ({
    id: row.id,
    when: formatDateTime(row.createdAt),
    who: row.actorEmail,
    action: row.action,
    target: row.target,
    detail: row.detail,
  }));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Audit log · Coach area", "Every change made in the coach area."),
  { name: "robots", content: "noindex" },
];

export default function CoachAudit({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="audit-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="audit-heading" className="text-2xl">
          Audit log
        </h2>
        <Button asChild variant="outline">
          <a href="/coach/export/audit.csv" download>
            Export audit log (CSV)
          </a>
        </Button>
      </div>
      <p className="mt-2 text-muted-foreground">
        Every change made in the coach area and every payment that granted access, newest first (last 200).
      </p>
      <div className="mt-4">
        <CoachTable
          caption="Audit log"
          headers={["When", "Who", "What", "Member", "Detail"]}
          rowCount={loaderData.length}
          empty="Nothing has been changed yet."
        >
          {loaderData.map((row) => (
            <tr key={row.id}>
              <td className={`${cellClass} whitespace-nowrap`}>{row.when}</td>
              <td className={cellClass}>{row.who}</td>
              <td className={cellClass}>{row.action}</td>
              <td className={cellClass}>{row.target}</td>
              <td className={cellClass}>{row.detail}</td>
            </tr>
          ))}
        </CoachTable>
      </div>
    </section>
  );
}
