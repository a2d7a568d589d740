import { Form, Link, redirect, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { CoachTable, cellClass } from "~/features/coach/coach-table";
import {
  confirmedSubscribers,
  createNewsletter,
  listNewsletters,
  subscribedMembers,
} from "~/features/newsletter/newsletter.server";
import { NEWSLETTER_STARTER, NewsletterDraftSchema } from "~/features/newsletter/newsletter-draft";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletters";

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const [rows, subscribers, clients] = await Promise.all([
    listNewsletters(db),
    confirmedSubscribers(db),
    subscribedMembers(db),
  ]);
  return {
    subscribers: subscribers.length,
    clients,
    newsletters: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      status: row.status === "draft" ? "Draft" : `Sent to ${row.recipients}`,
      when: formatDateTime(row.sentAt ?? row.updatedAt),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Newsletters · Coach area", "Write and send the newsletter."),
  { name: "robots", content: "noindex" },
];

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const submission = await readSubmission(args.request, NewsletterDraftSchema);
  if (!submission.ok) return submission.failure;
  const app = getAppContext(args.context);
  const now = app.now();
  const id = await createNewsletter(app.database.db, { ...submission.data, authorId: coach.id }, now);
  await recordAudit(
    app.database.db,
    { id: coach.id, email: coach.email },
    { action: "write newsletter", target: submission.data.subject },
    now,
  );
  throw redirect(`/coach/newsletters/${id}`);
}

export default function CoachNewsletters({ loaderData }: Route.ComponentProps) {
  const failure = formFailureOf(useActionData<typeof action>());
  return (
    <section aria-labelledby="newsletters-heading" className="flex flex-col gap-8">
      <div>
        <h2 id="newsletters-heading" className="text-2xl">
          Newsletters
        </h2>
        <p className="mt-2 text-muted-foreground">
          {loaderData.subscribers} confirmed {loaderData.subscribers === 1 ? "subscriber" : "subscribers"},{" "}
          {loaderData.clients} of them with an account of yours. Write a newsletter, look at the preview, send
          yourself a test, then send it.
        </p>
        <details className="mt-3 max-w-3xl rounded-lg border border-border bg-card p-4">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">Who receives it, and why</summary>
          <ul className="mt-2 flex list-disc flex-col gap-2 pl-6 text-lg">
            <li>
              Only people who asked for it: they ticked the consent box when signing up for the newsletter and
              then clicked the link in the confirmation email. Your clients are included when they chose "Send
              me the newsletter" on their account page (their address is already confirmed there) or signed up
              with their account's address.
            </li>
            <li>
              Having an account, a program or a paid plan with you is not agreement: a client who has not
              signed up is never sent a newsletter.
            </li>
            <li>Every newsletter has a one-click unsubscribe link; after it, nothing more is sent.</li>
          </ul>
        </details>
      </div>
      <CoachTable
        caption="Newsletters"
        headers={["Subject", "Status", "Last change"]}
        rowCount={loaderData.newsletters.length}
        empty="No newsletters yet."
      >
        {loaderData.newsletters.map((row) => (
          <tr key={row.id}>
            <td className={cellClass}>
              <Link to={`/coach/newsletters/${row.id}`}>{row.subject}</Link>
            </td>
            <td className={cellClass}>{row.status}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{row.when}</td>
          </tr>
        ))}
      </CoachTable>
      <section aria-labelledby="new-newsletter" className="flex max-w-3xl flex-col gap-4">
        <h3 id="new-newsletter" className="text-xl">
          Write a newsletter
        </h3>
        <Form method="post" className="flex flex-col gap-5" noValidate>
          {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
          <Field
            label="Subject"
            name="subject"
            required
            maxLength={150}
            defaultValue={typedValue(failure, "subject")}
            error={failure?.fieldErrors.subject}
          />
          <BodyField
            defaultValue={typedValue(failure, "body") ?? NEWSLETTER_STARTER}
            error={failure?.fieldErrors.body}
          />
          <Button type="submit" size="lg" className="self-start">
            Save draft and preview
          </Button>
        </Form>
      </section>
    </section>
  );
}

/** The Markdown body, with the few rules she needs next to it. */
export function BodyField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="newsletter-body" className="font-semibold">
        Message
      </label>
      <p id="newsletter-body-hint" className="text-muted-foreground">
        A blank line starts a new paragraph. **Two stars** make bold, a line starting with "- " is a list
        item, and [words](https://example.com) make a link.
      </p>
      <textarea
        id="newsletter-body"
        name="body"
        rows={14}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "newsletter-body-hint newsletter-body-error" : "newsletter-body-hint"}
        className="rounded-md border-2 border-input bg-card p-3 text-lg"
      />
      {error && (
        <p id="newsletter-body-error" className="text-sm font-semibold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
