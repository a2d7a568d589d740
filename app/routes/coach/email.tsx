import { data, Link } from "react-router";
import { EmailAddress } from "~/components/ui/email-address";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { findOutboxEmail } from "~/features/email/outbox.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/email";
import { STATUS_LABELS } from "./emails";

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const email = await findOutboxEmail(getAppContext(args.context).database.db, args.params.emailId);
  if (!email) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    id: email.id,
    to: email.to,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    reply: email.lastReply,
    queuedAt: formatDateTime(email.createdAt),
    sentAt: email.sentAt ? formatDateTime(email.sentAt) : null,
    text: email.text,
    // A sign-in link or code is blanked once delivered (decision 0029).
    blanked: email.html === "",
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, `${data?.subject ?? "Email"} · Coach area`, "One email and its delivery."),
  { name: "robots", content: "noindex" },
];

export default function CoachEmail({ loaderData: email }: Route.ComponentProps) {
  return (
    <section aria-labelledby="email-heading" className="flex flex-col gap-6">
      <p>
        <Link to="/coach/emails" className="inline-flex min-h-11 items-center">
          Back to all emails
        </Link>
      </p>
      <h2 id="email-heading" className="text-2xl">
        {email.subject}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 [&>dd]:min-w-0 [&>dd]:break-words">
        <dt className="font-semibold">To</dt>
        <dd>
          <EmailAddress email={email.to} />
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          {STATUS_LABELS[email.status]} ({email.attempts} {email.attempts === 1 ? "try" : "tries"})
        </dd>
        <dt className="font-semibold">Queued</dt>
        <dd>{email.queuedAt}</dd>
        {email.sentAt && (
          <>
            <dt className="font-semibold">Sent</dt>
            <dd>{email.sentAt}</dd>
          </>
        )}
        {email.reply && (
          <>
            <dt className="font-semibold">Mail server's reply</dt>
            <dd className="break-all">{email.reply}</dd>
          </>
        )}
      </dl>
      {email.blanked ? (
        <p className="rounded-lg border border-border bg-muted p-4">
          This email held a sign-in link or code. Once it was delivered, its words were removed from the site,
          so they cannot be used by anyone else.
        </p>
      ) : (
        <>
          <h3 className="text-xl">As she sees it</h3>
          <iframe
            title={`Preview of "${email.subject}"`}
            src={`/coach/emails/${email.id}/preview`}
            sandbox=""
            className="h-[720px] w-full rounded-lg border border-border bg-white"
          />
          <details>
            <summary className="min-h-11 cursor-pointer font-semibold">Plain-text version</summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-lg bg-muted p-4 text-base">
              {email.text}
            </pre>
          </details>
        </>
      )}
    </section>
  );
}
