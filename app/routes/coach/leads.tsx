import { count } from "drizzle-orm";
import { Button } from "~/components/ui/button";
import { newsletterSignups } from "~/db/schema";
import { CoachTable, cellClass, formatDateTime } from "~/features/coach/coach-table";
import { getAppContext } from "~/utils/app-context.server";
import { requireCoach } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import { listSignups } from "~/utils/newsletter.server";
import type { Route } from "./+types/leads";

const SHOWN = 200;

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const [rows, [total]] = await Promise.all([
    listSignups(db, SHOWN),
    db.select({ value: count() }).from(newsletterSignups),
  ]);
  return {
    total: total?.value ?? 0,
    signups: rows.map((row) => ({
      id: row.id,
      email: row.email,
      source: row.source === "live-classes" ? "Live Classes" : row.source,
      consented: formatDateTime(row.consentedAt),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Leads · Coach area", "Questionnaire answers and newsletter sign-ups."),
  { name: "robots", content: "noindex" },
];

// The questionnaire (issue 7) adds its table and CSV export here when it saves to the database.
export default function CoachLeads({ loaderData }: Route.ComponentProps) {
  const { total, signups } = loaderData;
  return (
    <section aria-labelledby="leads-heading" className="flex flex-col gap-8">
      <h2 id="leads-heading" className="text-2xl">
        Leads
      </h2>
      <section aria-labelledby="newsletter-leads" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h3 id="newsletter-leads" className="text-xl">
            Newsletter sign-ups ({total})
          </h3>
          <Button asChild variant="outline">
            <a href="/coach/export/newsletter.csv" download>
              Export sign-ups (CSV)
            </a>
          </Button>
        </div>
        <p className="text-muted-foreground">
          Visitors who asked to hear when Live Classes open, newest first
          {total > SHOWN ? ` (the latest ${SHOWN}; the CSV has all ${total})` : ""}. Each ticked the consent
          box.
        </p>
        <CoachTable
          caption="Newsletter sign-ups"
          headers={["Email", "Signed up from", "Consent given"]}
          rowCount={signups.length}
          empty="No sign-ups yet. They appear here when visitors join from the Live Classes tab."
        >
          {signups.map((row) => (
            <tr key={row.id}>
              <td className={cellClass}>{row.email}</td>
              <td className={cellClass}>{row.source}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{row.consented}</td>
            </tr>
          ))}
        </CoachTable>
      </section>
      <section aria-labelledby="onboarding-leads" className="rounded-xl border border-border bg-card p-6">
        <h3 id="onboarding-leads" className="text-xl">
          Questionnaire answers
        </h3>
        <p className="mt-2">
          No answers yet. When visitors complete the Get Started questionnaire, their answers will be listed
          here, with a CSV export.
        </p>
      </section>
    </section>
  );
}
