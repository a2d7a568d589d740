import { Link } from "react-router";
import { PORTAL_PROGRAMS } from "~/content/portal-programs";
import { allPrograms } from "~/content/programs/index.server";
import { formatDateTime } from "~/features/coach/coach-table";
import { programSection } from "~/features/content/program-editor.server";
import { getAppContext } from "~/utils/app-context.server";
import { requireCoach } from "~/utils/auth.server";
import { listDrafts } from "~/utils/content-store.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/content-programs";

// Issue 19 §2: the 14 portal programs, each opening its editor. The catalog (slugs, tiers,
// cards) stays in code; the words and workouts are the live content.

const TIERS = { free: "Free", premium: "Premium", portal: "Portal clients" } as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Programs · Coach area", "Edit the sessions and exercises of every program."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const drafts = new Map(
    (await listDrafts(getAppContext(args.context).database.db)).map((draft) => [
      draft.section,
      draft.updatedAt,
    ]),
  );
  const live = new Map(allPrograms().map((program) => [program.slug, program]));
  return {
    programs: PORTAL_PROGRAMS.map((record) => {
      const draft = drafts.get(programSection(record.slug));
      const program = live.get(record.slug);
      return {
        slug: record.slug,
        title: program?.title ?? record.title,
        tier: TIERS[record.tier],
        sessions: program?.sessions.length ?? 0,
        draftSavedAt: draft ? formatDateTime(draft) : null,
      };
    }),
  };
}

export default function ContentPrograms({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="programs-title" className="flex flex-col gap-6">
      <p>
        <Link to="/coach/content">Back to Site & content</Link>
      </p>
      <div>
        <h2 id="programs-title" className="text-2xl">
          Programs
        </h2>
        <p className="mt-2 max-w-3xl text-lg">
          Change a program's sessions, exercises, sets, reps and notes. Your clients see the change on the
          program's page and in its PDF as soon as you publish it.
        </p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {loaderData.programs.map((program) => (
          <li key={program.slug}>
            <Link
              to={`/coach/content/programs/${program.slug}`}
              className="flex min-h-11 flex-col gap-1 rounded-xl border border-border bg-card p-4 text-foreground no-underline shadow-sm hover:bg-muted"
            >
              <span className="font-serif text-xl font-semibold">{program.title}</span>
              <span className="text-lg">
                {program.tier} · {program.sessions} {program.sessions === 1 ? "session" : "sessions"}
              </span>
              {program.draftSavedAt ? (
                <span className="self-start rounded-full bg-secondary px-3 py-0.5 font-semibold text-secondary-foreground">
                  Draft<span className="sr-only">, saved {program.draftSavedAt}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
