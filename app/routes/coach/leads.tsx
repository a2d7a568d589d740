import { requireCoach } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/leads";

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  return null;
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Leads · Coach area", "Questionnaire answers and newsletter sign-ups."),
  { name: "robots", content: "noindex" },
];

// The questionnaire (issue 7) and the newsletter form (issue 5) add their tables and CSV
// exports here when they start saving to the database.
export default function CoachLeads() {
  return (
    <section aria-labelledby="leads-heading" className="flex max-w-3xl flex-col gap-6">
      <h2 id="leads-heading" className="text-2xl">
        Leads
      </h2>
      <section aria-labelledby="onboarding-leads" className="rounded-xl border border-border bg-card p-6">
        <h3 id="onboarding-leads" className="text-xl">
          Questionnaire answers
        </h3>
        <p className="mt-2">
          No answers yet. When visitors complete the Get Started questionnaire, their answers will be listed
          here, with a CSV export.
        </p>
      </section>
      <section aria-labelledby="newsletter-leads" className="rounded-xl border border-border bg-card p-6">
        <h3 id="newsletter-leads" className="text-xl">
          Newsletter sign-ups
        </h3>
        <p className="mt-2">
          No sign-ups yet. When visitors join the Live Classes newsletter, their emails and consent will be
          listed here, with a CSV export.
        </p>
      </section>
    </section>
  );
}
