import { Link } from "react-router";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { CoachTable, cellClass } from "~/features/coach/coach-table";
import { listOutbox } from "~/features/email/outbox.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/emails";

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const app = getAppContext(args.context);
  const rows = await listOutbox(app.database.db);
  return {
    sending: Boolean(app.config.SMTP_URL),
    emails: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      reply: row.lastReply ?? "",
      when: formatDateTime(row.sentAt ?? row.createdAt),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Emails · Coach area", "Every email the site has sent or queued."),
  { name: "robots", content: "noindex" },
];

export const STATUS_LABELS = {
  queued: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
} as const;

export default function CoachEmails({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="emails-heading">
      <h2 id="emails-heading" className="text-2xl">
        Emails
      </h2>
      <p className="mt-2 text-muted-foreground">
        Every email the site sends, newest first (last 100): reset links, sign-in codes, confirmations and
        welcomes.
      </p>
      {!loaderData.sending && (
        <p className="mt-4 rounded-lg border border-border bg-accent p-4">
          No mail server is set up (<code>SMTP_URL</code>), so emails wait here and are not sent. Open one to
          see it and follow its link.
        </p>
      )}
      <div className="mt-4">
        <CoachTable
          caption="Emails"
          headers={["When", "To", "Subject", "Status", "Tries", "Mail server's reply"]}
          rowCount={loaderData.emails.length}
          empty="No emails yet."
        >
          {loaderData.emails.map((email) => (
            <tr key={email.id}>
              <td className={`${cellClass} whitespace-nowrap`}>{email.when}</td>
              <td className={cellClass}>{email.to}</td>
              <td className={cellClass}>
                <Link to={`/coach/emails/${email.id}`}>{email.subject}</Link>
              </td>
              <td className={cellClass}>{STATUS_LABELS[email.status]}</td>
              <td className={cellClass}>{email.attempts}</td>
              <td className={`${cellClass} break-all`}>{email.reply}</td>
            </tr>
          ))}
        </CoachTable>
      </div>
    </section>
  );
}
