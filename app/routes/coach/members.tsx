import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { Input } from "~/components/ui/input";
import { AccessBadges } from "~/features/coach/access-badges";
import { accessUntil } from "~/features/coach/access-until.server";
import { formatDate } from "~/features/coach/coach-dates.server";
import { CoachTable, StackedCell, StackedRow, StackedRowHeader } from "~/features/coach/coach-table";
import { searchMembers } from "~/features/coach/member-search.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { cleanText } from "~/lib/forms.server";
import { isActive } from "~/lib/members.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/members";

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const app = getAppContext(args.context);
  const query = cleanText(new URL(args.request.url).searchParams.get("q") ?? "").slice(0, 100);
  const now = app.now();
  const members = await searchMembers(app.database.db, query);
  return {
    query,
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      joined: formatDate(member.createdAt),
      portalCode: member.portalCodeAt ? formatDate(member.portalCodeAt) : null,
      entitlements: member.entitlements
        .filter((entitlement) => isActive(entitlement, now))
        .map((entitlement) => ({
          kind: entitlement.kind,
          until: accessUntil(entitlement.endsAt),
        })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Members · Coach area", "Members and their access."),
  { name: "robots", content: "noindex" },
];

export default function CoachMembers({ loaderData }: Route.ComponentProps) {
  const { members, query } = loaderData;
  return (
    <section aria-labelledby="members-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="members-heading" className="text-2xl">
          Members
        </h2>
        <Button asChild variant="outline">
          <a href="/coach/export/members.csv" download>
            Export members (CSV)
          </a>
        </Button>
      </div>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-[min(16rem,100%)] flex-1 flex-col gap-2">
          <label htmlFor="member-search" className="font-semibold">
            Search by name or email
          </label>
          <Input id="member-search" type="search" name="q" defaultValue={query} />
        </div>
        <Button type="submit">Search</Button>
      </Form>
      <p className="mt-4 text-muted-foreground" aria-live="polite">
        {query
          ? `${members.length} found for "${query}".`
          : `${members.length} member${members.length === 1 ? "" : "s"}.`}
      </p>
      <div className="mt-4">
        <CoachTable
          caption="Members"
          headers={MEMBER_HEADERS}
          rowCount={members.length}
          stacked
          empty={
            query
              ? "No member matches that search."
              : "No members yet. They appear here when they create an account."
          }
        >
          {members.map((member) => (
            <StackedRow key={member.id}>
              <StackedRowHeader>
                {member.role === "coach" ? (
                  <span className="font-semibold">
                    {member.name} <span className="text-sm text-muted-foreground">(coach)</span>
                  </span>
                ) : (
                  <Link
                    to={`/coach/clients/${member.id}`}
                    className="inline-flex min-h-11 min-w-11 items-center font-semibold"
                  >
                    {member.name}
                  </Link>
                )}
                <span className="block text-sm text-muted-foreground">
                  <EmailAddress email={member.email} />
                </span>
              </StackedRowHeader>
              <StackedCell label={MEMBER_HEADERS[1]}>
                <AccessBadges entitlements={member.entitlements} />
                {member.portalCode && (
                  <span className="mt-1 block text-sm">Entered the portal code on {member.portalCode}</span>
                )}
              </StackedCell>
              <StackedCell label={MEMBER_HEADERS[2]} className="whitespace-nowrap">
                {member.joined}
              </StackedCell>
              <StackedCell label={MEMBER_HEADERS[3]} wide>
                <ul className="flex flex-col @max-3xl:flex-row @max-3xl:flex-wrap @max-3xl:gap-x-6">
                  {member.role !== "coach" && (
                    <li>
                      <Link
                        to={`/coach/clients/${member.id}`}
                        aria-label={`Client page of ${member.name}`}
                        className="inline-flex min-h-11 items-center"
                      >
                        Client page
                      </Link>
                    </li>
                  )}
                  <li>
                    <Link
                      to={`/coach/members/${member.id}`}
                      aria-label={`Manage ${member.name}`}
                      className="inline-flex min-h-11 items-center"
                    >
                      Manage access
                    </Link>
                  </li>
                </ul>
              </StackedCell>
            </StackedRow>
          ))}
        </CoachTable>
      </div>
    </section>
  );
}

const MEMBER_HEADERS = ["Member", "Access", "Joined", "Actions"] as const;
