import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { CoachTable, cellClass } from "~/features/coach/coach-table";
import {
  confirmedSubscribers,
  findNewsletter,
  newsletterRecipients,
  sendNewsletter,
  sendNewsletterTest,
  updateNewsletter,
} from "~/features/newsletter/newsletter.server";
import { NewsletterDraftSchema } from "~/features/newsletter/newsletter-draft";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter";
import { STATUS_LABELS } from "./emails";
import { BodyField } from "./newsletters";

async function loadNewsletter(args: Route.LoaderArgs | Route.ActionArgs) {
  const newsletter = await findNewsletter(getAppContext(args.context).database.db, args.params.newsletterId);
  if (!newsletter) throw data(null, { status: 404, statusText: "Not Found" });
  return newsletter;
}

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const newsletter = await loadNewsletter(args);
  const { db } = getAppContext(args.context).database;
  const [subscribers, recipients] = await Promise.all([
    newsletter.status === "draft" ? confirmedSubscribers(db) : Promise.resolve([]),
    newsletterRecipients(db, newsletter.id),
  ]);
  return {
    id: newsletter.id,
    subject: newsletter.subject,
    body: newsletter.body,
    draft: newsletter.status === "draft",
    sentAt: newsletter.sentAt ? formatDateTime(newsletter.sentAt) : null,
    subscribers: subscribers.length,
    recipients: recipients.map((row) => ({
      to: row.to,
      status: STATUS_LABELS[row.status],
      reply: row.lastReply ?? "",
      sentAt: row.sentAt ? formatDateTime(row.sentAt) : "",
    })),
    // Cache-busting for the preview frame after each save.
    version: newsletter.updatedAt.getTime(),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(
    matches,
    `${data?.subject ?? "Newsletter"} · Coach area`,
    "Edit, preview and send a newsletter.",
  ),
  { name: "robots", content: "noindex" },
];

const NewsletterActionSchema = z.discriminatedUnion(
  "intent",
  [
    NewsletterDraftSchema.extend({ intent: z.literal("save") }),
    z.object({ intent: z.literal("test") }),
    z.object({
      intent: z.literal("send"),
      checked: z.literal("yes", { error: "Please tick the box once you have read the preview." }),
    }),
  ],
  { error: "Please use the buttons on this page." },
);

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const newsletter = await loadNewsletter(args);
  const submission = await readSubmission(args.request, NewsletterActionSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const app = getAppContext(args.context);
  const now = app.now();
  const mail = { db: app.database.db, appUrl: app.config.appUrl, now, secret: app.config.SESSION_SECRET };
  const actor = { id: coach.id, email: coach.email };
  const sentAlready = "This newsletter has been sent already; it cannot change. Write a new one instead.";

  switch (input.intent) {
    case "save": {
      if (!(await updateNewsletter(mail.db, newsletter.id, input, now))) {
        return formFailure(form, 409, { formError: sentAlready });
      }
      return { done: "Saved. The preview below shows the new version." };
    }
    case "test": {
      await sendNewsletterTest(mail, newsletter, coach.email);
      return { done: `A test copy is on its way to ${coach.email}.` };
    }
    case "send": {
      const count = await sendNewsletter(mail, newsletter.id);
      if (count === null) return formFailure(form, 409, { formError: sentAlready });
      await recordAudit(
        mail.db,
        actor,
        { action: "send newsletter", target: newsletter.subject, detail: `${count} recipients` },
        now,
      );
      return {
        done: `Sending to ${count} ${count === 1 ? "subscriber" : "subscribers"}. Their status is below.`,
      };
    }
  }
}

export default function CoachNewsletter({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const failure = formFailureOf(result);
  const done = result && "done" in result ? result.done : null;
  const busy = useNavigation().state !== "idle";
  const newsletter = loaderData;

  return (
    <section aria-labelledby="newsletter-heading" className="flex flex-col gap-8">
      <p>
        <Link to="/coach/newsletters">Back to all newsletters</Link>
      </p>
      <h2 id="newsletter-heading" className="text-2xl">
        {newsletter.subject}
      </h2>
      {done && (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
          {done}
        </p>
      )}
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}

      {newsletter.draft && (
        <Form method="post" className="flex max-w-3xl flex-col gap-5" noValidate>
          <input type="hidden" name="intent" value="save" />
          <Field
            label="Subject"
            name="subject"
            required
            maxLength={150}
            defaultValue={typedValue(failure, "subject") ?? newsletter.subject}
            error={failure?.fieldErrors.subject}
          />
          <BodyField
            defaultValue={typedValue(failure, "body") ?? newsletter.body}
            error={failure?.fieldErrors.body}
          />
          <Button type="submit" size="lg" variant="outline" className="self-start" disabled={busy}>
            Save and update the preview
          </Button>
        </Form>
      )}

      <section aria-labelledby="preview-heading" className="flex flex-col gap-3">
        <h3 id="preview-heading" className="text-xl">
          Preview
        </h3>
        <iframe
          key={newsletter.version}
          title={`Preview of "${newsletter.subject}"`}
          src={`/coach/newsletters/${newsletter.id}/preview?v=${newsletter.version}`}
          sandbox=""
          className="h-[640px] w-full max-w-3xl rounded-lg border border-border bg-white"
        />
      </section>

      {newsletter.draft ? (
        <section aria-labelledby="send-heading" className="flex max-w-3xl flex-col gap-4">
          <h3 id="send-heading" className="text-xl">
            Send
          </h3>
          <Form method="post">
            <input type="hidden" name="intent" value="test" />
            <Button type="submit" variant="outline" disabled={busy}>
              Send a test to myself
            </Button>
          </Form>
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="send" />
            <div className="flex min-h-11 items-center gap-3">
              <input
                id="newsletter-checked"
                type="checkbox"
                name="checked"
                value="yes"
                required
                aria-invalid={failure?.fieldErrors.checked ? true : undefined}
                aria-describedby={failure?.fieldErrors.checked ? "newsletter-checked-error" : undefined}
                className="mt-1 size-6 shrink-0 accent-primary"
              />
              <label htmlFor="newsletter-checked" className="text-lg">
                I have read the preview and it is ready to go.
              </label>
            </div>
            {failure?.fieldErrors.checked && (
              <p id="newsletter-checked-error" className="text-sm font-semibold text-destructive">
                {failure.fieldErrors.checked}
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              className="self-start"
              disabled={busy || newsletter.subscribers === 0}
            >
              Send to {newsletter.subscribers} {newsletter.subscribers === 1 ? "subscriber" : "subscribers"}
            </Button>
            {newsletter.subscribers === 0 && (
              <p className="text-muted-foreground">
                Nobody has confirmed a sign-up yet, so there is no one to send to.
              </p>
            )}
          </Form>
        </section>
      ) : (
        <section aria-labelledby="recipients-heading" className="flex flex-col gap-3">
          <h3 id="recipients-heading" className="text-xl">
            Sent {newsletter.sentAt} to {newsletter.recipients.length}{" "}
            {newsletter.recipients.length === 1 ? "subscriber" : "subscribers"}
          </h3>
          <CoachTable
            caption="Recipients"
            headers={["To", "Status", "Sent", "Mail server's reply"]}
            rowCount={newsletter.recipients.length}
            empty="It went to nobody: there were no confirmed subscribers."
          >
            {newsletter.recipients.map((row) => (
              <tr key={row.to}>
                <td className={cellClass}>{row.to}</td>
                <td className={cellClass}>{row.status}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{row.sentAt}</td>
                <td className={`${cellClass} break-all`}>{row.reply}</td>
              </tr>
            ))}
          </CoachTable>
        </section>
      )}
    </section>
  );
}
