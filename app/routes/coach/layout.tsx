import type { ReactNode } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { coachZone, zoneLabel } from "~/features/coach/coach-dates.server";
import { CoachIconSprite } from "~/features/coaching/coach-icons";
import { unreadMessageCount } from "~/features/coaching/inbox.server";
import { AreaErrorBoundary } from "~/features/errors/area-error";
import { responseErrorView } from "~/features/errors/response-error";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/layout";

// Each child route checks again: React Router runs the loaders of a page in parallel, so a
// layout's check alone would not stop a child's loader from answering.
export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireCoach(args);
  const unread = await unreadMessageCount(getAppContext(args.context).database.db);
  return { coachName: member.name, unread, zone: zoneLabel(coachZone()) };
}

const sections = [
  { to: "/coach", label: "Home", end: true },
  { to: "/coach/inbox", label: "Inbox", end: false },
  { to: "/coach/calendar", label: "Calendar", end: false },
  { to: "/coach/clients", label: "Clients", end: false },
  { to: "/coach/check-ins", label: "Check-ins", end: false },
  { to: "/coach/members", label: "Members", end: false },
  { to: "/coach/portal-code", label: "Portal code", end: false },
  { to: "/coach/leads", label: "Leads", end: false },
  { to: "/coach/content", label: "Site & content", end: false },
  { to: "/coach/library", label: "Exercise library", end: false },
  { to: "/coach/newsletters", label: "Newsletters", end: false },
  { to: "/coach/emails", label: "Emails", end: false },
  { to: "/coach/audit", label: "Audit log", end: false },
  { to: "/coach/account", label: "Account", end: false },
] as const;

type ShellData = { coachName: string; unread: number; zone: string };

/**
 * The coach's frame: who is signed in, the area's heading, its sections with the unread count
 * beside Inbox, and the one time zone every time on the page is in (issue 36 §6).
 */
function CoachShell({ data, children }: { data: ShellData; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <CoachIconSprite />
      <p className="text-muted-foreground">
        Signed in as {data.coachName} · Times are {data.zone}
      </p>
      <h1 className="mt-1 text-3xl md:text-4xl">Coach area</h1>
      <nav aria-label="Coach area" className="mt-6 border-b border-border">
        <ul className="flex flex-wrap gap-1">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center rounded-t-md px-4 font-semibold text-foreground no-underline hover:bg-muted",
                    isActive && "border-b-4 border-primary text-primary",
                  )
                }
              >
                {section.label}
                {section.to === "/coach/inbox" && data.unread > 0 && (
                  <span className="ml-2 rounded-full bg-primary px-2 text-base text-primary-foreground">
                    {data.unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">{children}</div>
    </div>
  );
}

export default function CoachLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CoachShell data={loaderData}>
      <Outlet />
    </CoachShell>
  );
}

/**
 * A page of the coach area that fails keeps the area's sections around it, so she carries on
 * from the next one. A refusal (403 for a member), a 404 (a missing client) or a 503 is shown as
 * the root shows it. A failure of this layout's own loader leaves nothing to frame the message.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const answered = responseErrorView(error, pathname);
  if (answered) return answered;
  if (!loaderData) return <AreaErrorBoundary area="coach" error={error} />;
  return (
    <CoachShell data={loaderData}>
      <AreaErrorBoundary area="coach" error={error} headingLevel={2} />
    </CoachShell>
  );
}
