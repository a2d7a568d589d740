import { Link, redirect } from "react-router";
import { liveContent } from "~/content/live.server";
import { coachZone, zoneLabel } from "~/features/coach/coach-dates.server";
import { clientRows } from "~/features/coaching/client-rows-kept.server";
import { AttentionBadges } from "~/features/coaching/clients-view";
import { unreadMessageCount } from "~/features/coaching/inbox.server";
import { LaunchChecklist } from "~/features/content/launch-checklist";
import { launchChecklist } from "~/features/content/launch-checklist.server";
import { promiseHome } from "~/features/promise/promise-coach.server";
import { PromiseHomeSections } from "~/features/promise/promise-home";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

// The coach's home (issue 36 §6): where she lands after signing in. Who needs her today, heaviest
// first, the messages waiting for her, and the way to every list. The list shows health flags, so
// each view is audited like the client list (decision 0032).

/** Clients the home lists by name; the rest are a link to the full list. */
const HOME_LIMIT = 8;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Coach area", "Who needs you today."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member: coach } = await requireCoach(args);
  // The member list lived here before the home did: an old search link still finds it.
  const query = new URL(args.request.url).searchParams.get("q");
  if (query !== null) throw redirect(`/coach/members?${new URLSearchParams({ q: query })}`);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const [rows, unread, promises] = await Promise.all([
    clientRows(db, now),
    unreadMessageCount(db),
    promiseHome(db, now),
  ]);
  const needing = rows.filter((row) => row.reasons.length > 0);
  await recordAudit(
    db,
    { id: coach.id, email: coach.email },
    { action: "viewed coach home", detail: `${needing.length} clients needing attention` },
    now,
  );
  return {
    firstName: coach.name.trim().split(/\s+/)[0] ?? coach.name,
    clients: rows.length,
    unread,
    needing: needing.slice(0, HOME_LIMIT).map((row) => ({
      id: row.id,
      name: row.name,
      reasons: row.reasons,
      newSigns: row.newSigns,
      flags: row.flags.map(({ kind, detail }) => ({ kind, detail })),
    })),
    more: Math.max(0, needing.length - HOME_LIMIT),
    zone: zoneLabel(coachZone()),
    // Every placeholder still live until she replaces it (issue 36 §6).
    launchChecklist: launchChecklist(liveContent()),
    // Issue 39 §3 (h3): the redesigns to do and the 4-week promise's numbers.
    promises,
  };
}

export default function CoachHome({ loaderData }: Route.ComponentProps) {
  const { needing, more, unread, clients } = loaderData;
  return (
    <div className="flex flex-col gap-10 text-lg">
      <LaunchChecklist items={loaderData.launchChecklist} />
      <section aria-labelledby="today-heading" className="flex flex-col gap-4">
        <h2 id="today-heading" className="text-2xl">
          Who needs you today
        </h2>
        {needing.length === 0 ? (
          <p>
            {clients === 0
              ? "No clients yet. A member appears here as soon as she enters the portal code, buys premium, answers the health screening, logs a session, checks in or writes to you."
              : "All is well: no client needs you today."}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {needing.map((client) => (
              <li
                key={client.id}
                className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 md:flex-row md:items-start md:justify-between"
              >
                <Link
                  to={`/coach/clients/${client.id}`}
                  className="inline-flex min-h-11 min-w-11 items-center text-xl font-semibold"
                >
                  {client.name}
                </Link>
                <AttentionBadges reasons={client.reasons} newSigns={client.newSigns} flags={client.flags} />
              </li>
            ))}
          </ul>
        )}
        {(more > 0 || clients > 0) && (
          <Link to="/coach/clients" className="inline-flex min-h-11 items-center self-start font-semibold">
            {more > 0
              ? `See ${more} more in Clients`
              : `All ${clients} ${clients === 1 ? "client" : "clients"}`}
          </Link>
        )}
      </section>
      <PromiseHomeSections home={loaderData.promises} />
      <section aria-labelledby="inbox-summary-heading" className="flex flex-col gap-3">
        <h2 id="inbox-summary-heading" className="text-2xl">
          Messages
        </h2>
        <p>
          {unread === 0
            ? "No unread messages."
            : `${unread} unread ${unread === 1 ? "message" : "messages"} from your clients.`}
        </p>
        <Link to="/coach/inbox" className="inline-flex min-h-11 items-center self-start font-semibold">
          Open the inbox
        </Link>
      </section>
    </div>
  );
}
