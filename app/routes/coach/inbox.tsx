import { Link } from "react-router";
import { EmailAddress } from "~/components/ui/email-address";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { CoachIcon } from "~/features/coaching/coach-icons";
import { listInbox } from "~/features/coaching/inbox.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/inbox";

// The coach's inbox (issue 36 §1): every client with a message the coach has not read, the one
// waiting longest first, each a link to her thread to answer. Messages can carry health news,
// so each view is audited like the client list (decision 0032).

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Inbox · Coach area", "Messages from your clients that you have not read."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const threads = await listInbox(db);
  await recordAudit(
    db,
    { id: coach.id, email: coach.email },
    { action: "viewed inbox", detail: `${threads.length} clients with unread messages` },
    app.now(),
  );
  return {
    threads: threads.map((thread) => ({
      memberId: thread.memberId,
      name: thread.name,
      email: thread.email,
      unread: thread.unread,
      firstLine: thread.latest.firstLine,
      at: thread.latest.at.toISOString(),
      when: formatDateTime(thread.latest.at),
      waitingSince: formatDateTime(thread.waitingSince),
    })),
  };
}

export default function CoachInbox({ loaderData }: Route.ComponentProps) {
  const { threads } = loaderData;
  const total = threads.reduce((sum, thread) => sum + thread.unread, 0);
  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-4 text-lg">
      <h2 id="inbox-heading" className="text-2xl">
        Inbox
      </h2>
      <p>
        {threads.length === 0
          ? "You have read every message. New ones from your clients appear here."
          : `${total} unread ${total === 1 ? "message" : "messages"} from ${threads.length} ${threads.length === 1 ? "client" : "clients"}, the one waiting longest first. Open a conversation to read and answer it: once you have opened it, it leaves the inbox.`}
      </p>
      {threads.length > 0 && (
        <ul className="flex flex-col gap-4">
          {threads.map((thread) => (
            <li key={thread.memberId} className="rounded-lg border border-border bg-card p-4 md:p-5">
              <article aria-labelledby={`inbox-${thread.memberId}`} className="flex flex-col gap-2">
                <h3 id={`inbox-${thread.memberId}`} className="text-xl">
                  {thread.name}
                </h3>
                <p className="text-base text-muted-foreground">
                  <EmailAddress email={thread.email} />
                </p>
                <p className="flex items-center gap-2 font-semibold">
                  <CoachIcon name="mail" className="size-5 shrink-0" />
                  {thread.unread} unread {thread.unread === 1 ? "message" : "messages"}
                  {thread.unread > 1 ? `, waiting since ${thread.waitingSince}` : ""}
                </p>
                <blockquote className="border-l-4 border-primary pl-4 break-words">
                  {thread.firstLine}
                </blockquote>
                <p className="text-muted-foreground">
                  Sent <time dateTime={thread.at}>{thread.when}</time>
                </p>
                <Link
                  to={`/coach/clients/${thread.memberId}#thread`}
                  className="inline-flex min-h-11 items-center self-start font-semibold"
                >
                  Read and reply to {thread.name}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
