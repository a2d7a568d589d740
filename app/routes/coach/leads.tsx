import { count } from "drizzle-orm";
import { Form, useActionData } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { FormAlert } from "~/components/ui/field";
import { COUNTED_STEPS, countedStep, describeAnswers } from "~/content/onboarding";
import { newsletterSignups } from "~/db/schema";
import { coachZone, formatDateTime } from "~/features/coach/coach-dates.server";
import { CoachTable, cellClass } from "~/features/coach/coach-table";
import { consultationLeads } from "~/features/coach-calendar/consultations.server";
import { ConsultationsTable } from "~/features/coach-calendar/consultations-table";
import { listSignups, removeSignup, signupStatus } from "~/features/newsletter/newsletter.server";
import { countProfiles, listProfiles } from "~/features/onboarding/profiles.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { serialIdField } from "~/lib/ids";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/leads";

const SHOWN = 200;

const SIGNUP_STATUS_LABELS = {
  confirmed: "Confirmed",
  waiting: "Waiting for her to confirm",
  unsubscribed: "Unsubscribed",
} as const;

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const [rows, [total], profiles, profileCounts, consultations] = await Promise.all([
    listSignups(db, SHOWN),
    db.select({ value: count() }).from(newsletterSignups),
    listProfiles(db, SHOWN),
    countProfiles(db),
    consultationLeads(db, { zone: coachZone(), limit: SHOWN }),
  ]);
  return {
    consultations,
    questionnaire: {
      ...profileCounts,
      rows: profiles.map((row) => ({
        id: row.id,
        who: row.email ? `${row.name} (${row.email})` : "Visitor without an account",
        status: row.completedAt
          ? `Completed ${formatDateTime(row.completedAt)}`
          : `In progress, at step ${countedStep(row.step) ?? 0} of ${COUNTED_STEPS}`,
        ...describeAnswers(row.answers),
      })),
    },
    total: total?.value ?? 0,
    signups: rows.map((row) => ({
      id: row.id,
      email: row.email,
      source: row.source === "live-classes" ? "Live Classes" : row.source,
      consented: formatDateTime(row.consentedAt),
      status: SIGNUP_STATUS_LABELS[signupStatus(row)],
    })),
  };
}

const RemoveSchema = z.object({
  intent: z.literal("remove-signup"),
  id: serialIdField("That sign-up is not known."),
});

/** She asked to leave the list: the coach removes her, and the audit log keeps the record. */
export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const parsed = await readSubmission(args.request, RemoveSchema);
  if (!parsed.ok) return parsed.failure;
  const app = getAppContext(args.context);
  const email = await removeSignup(app.database.db, parsed.data.id);
  if (!email) return formFailure(parsed.form, 404, { formError: "That sign-up was already removed." });
  await recordAudit(
    app.database.db,
    { id: coach.id, email: coach.email },
    { action: "remove newsletter sign-up", target: email },
    app.now(),
  );
  return { removed: email };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Leads · Coach area", "Questionnaire answers and newsletter sign-ups."),
  { name: "robots", content: "noindex" },
];

export default function CoachLeads({ loaderData }: Route.ComponentProps) {
  const { total, signups, questionnaire, consultations } = loaderData;
  const answer = useActionData<typeof action>();
  const failure = formFailureOf(answer);
  return (
    <section aria-labelledby="leads-heading" className="flex flex-col gap-8">
      <h2 id="leads-heading" className="text-2xl">
        Leads
      </h2>
      <ConsultationsTable consultations={consultations} />
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
          box; newsletters go only to those who then confirmed by email and have not unsubscribed.
        </p>
        {answer && "removed" in answer && (
          <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
            {answer.removed} was removed from the list.
          </p>
        )}
        {failure && <FormAlert>{failureMessage(failure)}</FormAlert>}
        <CoachTable
          caption="Newsletter sign-ups"
          headers={["Email", "Status", "Signed up from", "Consent given", "Remove"]}
          rowCount={signups.length}
          empty="No sign-ups yet. They appear here when visitors join from the Live Classes tab."
        >
          {signups.map((row) => (
            <tr key={row.id}>
              <td className={cellClass}>
                <EmailAddress email={row.email} />
              </td>
              <td className={cellClass}>{row.status}</td>
              <td className={cellClass}>{row.source}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{row.consented}</td>
              <td className={cellClass}>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-signup" />
                  <input type="hidden" name="id" value={row.id} />
                  <Button type="submit" variant="outline" size="sm" aria-label={`Remove ${row.email}`}>
                    Remove
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </CoachTable>
      </section>
      <section aria-labelledby="onboarding-leads" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h3 id="onboarding-leads" className="text-xl">
            Questionnaire answers ({questionnaire.completed} completed,{" "}
            {questionnaire.started - questionnaire.completed} in progress)
          </h3>
          <Button asChild variant="outline">
            <a href="/coach/export/onboarding.csv" download>
              Export answers (CSV)
            </a>
          </Button>
        </div>
        <p className="text-muted-foreground">
          Everyone who has answered the Get Started questionnaire, most recently active first
          {questionnaire.started > SHOWN ? ` (the latest ${SHOWN}; the CSV has all of them)` : ""}.
        </p>
        <CoachTable
          caption="Questionnaire answers"
          headers={["Who", "Status", "Fitness", "Goals", "Eats", "Time per workout"]}
          rowCount={questionnaire.rows.length}
          empty="No answers yet. They appear here as visitors answer the Get Started questionnaire."
        >
          {questionnaire.rows.map((row) => (
            <tr key={row.id}>
              <td className={cellClass}>{row.who}</td>
              <td className={cellClass}>{row.status}</td>
              <td className={cellClass}>{row.fitness}</td>
              <td className={cellClass}>{row.goals}</td>
              <td className={cellClass}>{row.diet}</td>
              <td className={cellClass}>{row.time}</td>
            </tr>
          ))}
        </CoachTable>
      </section>
    </section>
  );
}
