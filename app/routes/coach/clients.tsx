import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { DownloadIcon } from "~/components/ui/icons/download";
import { Input } from "~/components/ui/input";
import { liveSite } from "~/content/live.server";
import { CoachTable, StackedCell, StackedRow, StackedRowHeader } from "~/features/coach/coach-table";
import { clientRows } from "~/features/coaching/client-rows-kept.server";
import { type ClientRow, SCREENING_LABELS } from "~/features/coaching/clients.server";
import { AttentionBadges, CheckInFlagBadges } from "~/features/coaching/clients-view";
import { CoachIcon } from "~/features/coaching/coach-icons";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { dayMonth, dayNumber, localDay } from "~/lib/dates";
import { cleanText } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/clients";

// The coach's clients at a glance (issue 18 §3): who needs her first. The list shows health
// flags (pain, screening answers), so every view is written to the audit log (decision 0032).
// Fifty to a page, in the attention order across all of them, with a search by name or email
// (decision 0069): the rows come from memory, kept until a client's data changes.

/** Clients a page shows. */
export const CLIENTS_PER_PAGE = 50;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Clients · Coach area", "Your clients, who needs you first."),
  { name: "robots", content: "noindex" },
];

/** "Today", "Yesterday", "5 days ago", "3 Oct": counted in the gym's days. */
function seenText(lastSeen: Date | null, now: Date): string {
  if (!lastSeen) return "Never";
  const zone = liveSite().timeZone;
  const seen = localDay(lastSeen, zone);
  const days = dayNumber(localDay(now, zone)) - dayNumber(seen);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 14) return `${days} days ago`;
  return dayMonth(seen);
}

function rowView(row: ClientRow, now: Date) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    reasons: row.reasons,
    newSigns: row.newSigns,
    flags: row.flags.map(({ kind, detail }) => ({ kind, detail })),
    lastSeen: row.lastSeen?.toISOString() ?? null,
    seen: seenText(row.lastSeen, now),
    week: `${row.sessionsThisWeek} of ${row.plannedPerWeek}`,
    plan: row.plan === "program" ? "planned by her program" : "the dashboard's target",
    streak:
      row.streakWeeks === 0
        ? "none"
        : `${row.streakWeeks}${row.streakAtLeast ? "+" : ""} ${row.streakWeeks === 1 && !row.streakAtLeast ? "week" : "weeks"}`,
    adherence: `${row.adherence}%`,
    checkIn: row.lastCheckIn
      ? {
          id: row.lastCheckIn.id,
          week: dayMonth(row.lastCheckIn.week),
          flags: row.lastCheckIn.flags,
          painLevel: row.lastCheckIn.painLevel,
          painArea: row.lastCheckIn.painArea,
        }
      : null,
    screening: SCREENING_LABELS[row.screening],
    unread: row.unread,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const asked = new URL(args.request.url).searchParams;
  const query = cleanText(asked.get("q") ?? "").slice(0, 100);
  const rows = await clientRows(db, now);
  const needing = rows.filter((row) => row.reasons.length > 0).length;
  const needle = query.toLowerCase();
  const found = needle
    ? rows.filter(
        (row) => row.name.toLowerCase().includes(needle) || row.email.toLowerCase().includes(needle),
      )
    : rows;
  const pages = Math.max(1, Math.ceil(found.length / CLIENTS_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Math.floor(Number(asked.get("page"))) || 1));
  const first = (page - 1) * CLIENTS_PER_PAGE;
  const shown = found.slice(first, first + CLIENTS_PER_PAGE);
  await recordAudit(
    db,
    { id: coach.id, email: coach.email },
    { action: "viewed client list", detail: `${rows.length} clients` },
    now,
  );
  return {
    total: rows.length,
    needing,
    query,
    found: found.length,
    page,
    pages,
    first: first + 1,
    clients: shown.map((row) => rowView(row, now)),
  };
}

/** The link to another page of the list, keeping the search. */
function pageHref(query: string, page: number) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/coach/clients?${search}` : "/coach/clients";
}

// Six columns, so the list fits a laptop without scrolling sideways: the week's numbers share
// one "Training" cell, and unread messages sit under her name.
const HEADERS = [
  "Client",
  "Needs attention",
  "Last seen",
  "Training",
  "Last check-in",
  "Health check",
] as const;

export default function CoachClients({ loaderData }: Route.ComponentProps) {
  const { clients, total, needing, query, found, page, pages, first } = loaderData;
  return (
    <section aria-labelledby="clients-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="clients-heading" className="text-2xl">
          Clients
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <a href="/coach/export/clients.csv" download>
              <DownloadIcon aria-hidden="true" />
              Export clients (CSV)
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href="/coach/export/clients.csv?health=1" download>
              <DownloadIcon aria-hidden="true" />
              Export with health answers (CSV)
            </a>
          </Button>
        </div>
      </div>
      <p className="text-lg">
        {total === 0
          ? "No clients yet."
          : `${total} ${total === 1 ? "client" : "clients"}, ${needing} needing you. Those who need you most come first: pain reported, a health check "yes" to review, someone new, an unread message, 7 days without activity, a check-in overdue.`}
      </p>
      {total > CLIENTS_PER_PAGE && (
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-[min(16rem,100%)] flex-1 flex-col gap-2">
            <label htmlFor="client-search" className="font-semibold">
              Find a client by name or email
            </label>
            <Input id="client-search" type="search" name="q" defaultValue={query} />
          </div>
          <Button type="submit">Search</Button>
        </Form>
      )}
      {(query || pages > 1) && (
        <p className="text-lg" aria-live="polite">
          {found === 0
            ? `No client matches "${query}".`
            : `Showing ${first} to ${first + clients.length - 1} of ${found}${query ? ` found for "${query}"` : ""}, who needs you first.`}
        </p>
      )}
      <CoachTable
        caption="Clients, who needs you first"
        headers={HEADERS}
        rowCount={clients.length}
        stacked
        empty={
          query
            ? "No client matches that search."
            : "No clients yet. A member appears here as soon as she enters the portal code, buys premium, answers the health screening, logs a session, checks in or writes to you, and when you give her access or a program."
        }
      >
        {clients.map((client) => (
          <StackedRow key={client.id}>
            <StackedRowHeader>
              <Link
                to={`/coach/clients/${client.id}`}
                className="inline-flex min-h-11 min-w-11 items-center font-semibold"
              >
                {client.name}
              </Link>
              <EmailAddress email={client.email} className="block text-sm text-muted-foreground" />
              {client.unread > 0 && (
                <Link
                  to={`/coach/clients/${client.id}#thread`}
                  className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold"
                >
                  <CoachIcon name="mail" className="size-4 shrink-0" />
                  {client.unread} new {client.unread === 1 ? "message" : "messages"}
                </Link>
              )}
            </StackedRowHeader>
            <StackedCell label={HEADERS[1]} wide className="min-w-56">
              <AttentionBadges reasons={client.reasons} newSigns={client.newSigns} flags={client.flags} />
            </StackedCell>
            <StackedCell label={HEADERS[2]} className="whitespace-nowrap">
              {client.lastSeen ? <time dateTime={client.lastSeen}>{client.seen}</time> : client.seen}
            </StackedCell>
            <StackedCell label={HEADERS[3]} className="whitespace-nowrap">
              <span className="block font-semibold tabular-nums">{client.week} this week</span>
              <span className="block text-sm text-muted-foreground">{client.plan}</span>
              <span className="block">Streak: {client.streak}</span>
              <span className="block tabular-nums">4 weeks: {client.adherence}</span>
            </StackedCell>
            <StackedCell label={HEADERS[4]} className="min-w-44">
              {client.checkIn ? (
                <>
                  <span className="block whitespace-nowrap">Week of {client.checkIn.week}</span>
                  <CheckInFlagBadges
                    flags={client.checkIn.flags}
                    painLevel={client.checkIn.painLevel}
                    painArea={client.checkIn.painArea}
                  />
                </>
              ) : (
                <span className="text-muted-foreground">None yet</span>
              )}
            </StackedCell>
            <StackedCell label={HEADERS[5]} className="min-w-36">
              {client.screening}
            </StackedCell>
          </StackedRow>
        ))}
      </CoachTable>
      {pages > 1 && (
        <nav aria-label="Pages of clients" className="flex flex-wrap items-center gap-3">
          {page > 1 && (
            <Button asChild variant="outline">
              <Link to={pageHref(query, page - 1)}>Previous {CLIENTS_PER_PAGE}</Link>
            </Button>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Button asChild variant="outline">
              <Link to={pageHref(query, page + 1)}>
                Next {Math.min(CLIENTS_PER_PAGE, found - page * CLIENTS_PER_PAGE)}
              </Link>
            </Button>
          )}
        </nav>
      )}
    </section>
  );
}
