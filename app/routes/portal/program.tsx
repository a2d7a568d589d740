import { useEffect, useMemo, useState } from "react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ArrowLeftIcon } from "~/components/ui/icons/arrow-left";
import { DownloadIcon } from "~/components/ui/icons/download";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { programRecord } from "~/content/catalog.server";
import { getProgram, RECOVERY_GUIDELINES } from "~/content/programs/index.server";
import { needsScreening, screeningGate, toScreening } from "~/features/coaching/screening.server";
import { ProgramSession } from "~/features/portal/program-session";
import { programFor } from "~/features/training/swaps.server";
import { getAppContext } from "~/lib/app-context.server";
import { requirePortalProgram } from "~/lib/auth.server";
import { pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/program";

export async function loader(args: Route.LoaderArgs) {
  const slug = args.params.program;
  // Only the live catalog's programs exist; anything else (a draft among them) is a 404.
  const record = programRecord(slug);
  if (!record) throw data(null, { status: 404 });
  const viewer = await requirePortalProgram(args, record.slug);
  // A member answers the health check before her first program, and every 12 months (issue 18).
  // A visitor has no account to screen: the free month 1 stays public, and its shared page
  // cache (decision 0022) only ever renders for a request without our cookies, never hers.
  if (viewer.member) {
    const app = getAppContext(args.context);
    const { status } = await screeningGate(app.database.db, viewer.member, app.now());
    if (needsScreening(status)) throw toScreening(args.request);
  }
  // Issue 38 (decision 0060): members and portal clients get each exercise's demo sheet, and a
  // member her coach's substitutions; a visitor's page stays the shared one (decision 0022).
  const demos = viewer.member !== null || viewer.portal !== null;
  const program = demos
    ? await programFor(getAppContext(args.context).database.db, viewer.member?.id ?? null, record.slug)
    : getProgram(record.slug);
  return { program, demos, free: record.tier === "free", recovery: RECOVERY_GUIDELINES };
}

// Issue 41 §3: a visitor reads the free month without React (decision 0068's rule, decision
// 0071): the tabs are driven by the page's small inline script, which remembers her tab too.
export const handle = STATIC_PAGE;

// A free program is public and in the sitemap (decision 0018); the rest stay out of search.
export const meta: Route.MetaFunction = ({ loaderData, params, matches }) => {
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  return loaderData.free
    ? pageMeta(
        matches,
        loaderData.program.title,
        "A free month of strength training for women over 50, session by session.",
        `/client-portal/${params.program}`,
      )
    : [
        ...pageMeta(matches, loaderData.program.title, "Your program, session by session."),
        { name: "robots", content: "noindex" },
      ];
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const span = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min}-${max}`);

/** The storage key of her last tab: the same for the hydrated page and the page without React. */
const rememberKey = (slug: string) => `portal-tab:${slug}`;

/** The tab she was on last time for this program, so the gym's Day 3 opens on Day 3. */
function useRememberedTab(slug: string, first: string, known: readonly string[]) {
  const key = rememberKey(slug);
  const [tab, setTab] = useState(first);
  useEffect(() => {
    try {
      const stored = localStorage.getItem(key);
      setTab(stored && known.includes(stored) ? stored : first);
    } catch {
      // Storage can be refused (private mode); the first tab is a fine default.
    }
  }, [key, first, known]);
  const choose = (value: string) => {
    setTab(value);
    try {
      localStorage.setItem(key, value);
    } catch {
      // As above: remembering is a convenience.
    }
  };
  return [tab, choose] as const;
}

/** Notes, progression, recovery: a heading and its lines, kept together on a printed page. */
function TextList({
  id,
  title,
  lines,
  ordered = false,
  className,
}: {
  id: string;
  title: string;
  lines: readonly string[];
  ordered?: boolean;
  className: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <section aria-labelledby={`${id}-heading`} className={`break-inside-avoid ${className}`}>
      <h2 id={`${id}-heading`} className="text-3xl">
        {title}
      </h2>
      <List className={`mt-4 flex flex-col gap-3 pl-6 text-lg ${ordered ? "list-decimal" : "list-disc"}`}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </List>
    </section>
  );
}

export default function PortalProgram({ loaderData }: Route.ComponentProps) {
  const { program, recovery, demos } = loaderData;
  // Stable between renders, so the remembered tab is read once, not on every render.
  const ids = useMemo(() => program.sessions.map((session) => session.id), [program]);
  const [tab, setTab] = useRememberedTab(program.slug, ids[0] ?? "", ids);
  const { sessionsPerWeek, sessionMinutes, weeks } = program.schedule;

  return (
    <article className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <Link
        to="/client-portal"
        className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold print:hidden"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-5" />
        Back to Portal
      </Link>
      <h1 className="mt-4 text-4xl md:text-5xl">{program.title}</h1>
      <p className="mt-4 text-xl">{program.summary}</p>
      <ul className="mt-5 flex flex-wrap gap-2 text-base font-semibold" aria-label="Schedule">
        <li className="rounded-full bg-accent px-4 py-1.5">{span(sessionsPerWeek)} sessions a week</li>
        <li className="rounded-full bg-accent px-4 py-1.5">{span(sessionMinutes)} minutes</li>
        <li className="rounded-full bg-accent px-4 py-1.5">
          {weeks.min === weeks.max ? plural(weeks.min, "week") : `${span(weeks)} weeks`}
        </li>
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-4 print:hidden">
        <Button asChild size="lg">
          <a href={`/client-portal/${program.slug}/pdf`} download>
            <DownloadIcon aria-hidden="true" />
            Download PDF Version
          </a>
        </Button>
        <a
          href={`/client-portal/${program.slug}/pdf?paper=letter`}
          download
          className="min-h-11 content-center"
        >
          US Letter size
        </a>
      </div>

      <Tabs value={tab} onValueChange={setTab} className="mt-10">
        <TabsList
          aria-label={program.tabKind === "day" ? "Days" : "Sessions"}
          data-remember={rememberKey(program.slug)}
        >
          {program.sessions.map((session) => (
            <TabsTrigger key={session.id} value={session.id} data-value={session.id}>
              {session.label}
              {session.badge && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-sm text-primary-foreground">
                  {session.badge}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {program.sessions.map((session) => (
          // Printing gives the open session with the notes; the PDF holds every session.
          <TabsContent key={session.id} value={session.id}>
            <ProgramSession
              session={session}
              logHref={`/client-portal/${program.slug}/log/${session.id}`}
              demos={demos}
            />
          </TabsContent>
        ))}
      </Tabs>

      <TextList id="notes" title="Notes" lines={program.notes} className="mt-12" />
      <TextList id="progression" title="Progression" lines={program.progression} ordered className="mt-10" />
      <TextList id="recovery" title="Recovery" lines={recovery} className="mt-10 rounded-xl bg-muted p-6" />
    </article>
  );
}
