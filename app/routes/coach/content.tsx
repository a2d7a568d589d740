import { Link } from "react-router";
import { DumbbellIcon } from "~/components/ui/icons/dumbbell";
import { FileTextIcon } from "~/components/ui/icons/file-text";
import { HistoryIcon } from "~/components/ui/icons/rotate-ccw-clock";
import { SaladIcon } from "~/components/ui/icons/salad";
import { StoreIcon } from "~/components/ui/icons/store";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { listDrafts, listRevisions } from "~/features/content/content-store.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/content";

// The coach's content hub (issue 19): where she edits her site, programs and nutrition, and
// the revisions she can go back to.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Site & content · Coach area", "Edit your site, programs and nutrition."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const [drafts, revisions] = await Promise.all([listDrafts(db), listRevisions(db, 1)]);
  const latest = revisions[0];
  return {
    drafts: drafts.map((draft) => ({ section: draft.section, savedAt: formatDateTime(draft.updatedAt) })),
    latest: latest
      ? {
          id: latest.id,
          summary: latest.summary,
          by: latest.authorName,
          at: formatDateTime(latest.createdAt),
        }
      : null,
  };
}

const AREAS = [
  {
    to: "/coach/content/site",
    icon: StoreIcon,
    title: "Site settings",
    text: "Your business details, prices, links, dates, offers, testimonials and your story.",
  },
  {
    to: "/coach/content/programs",
    icon: FileTextIcon,
    title: "Programs",
    text: "Sessions, exercises, sets, reps, rest and notes of every program.",
  },
  {
    to: "/coach/content/nutrition",
    icon: SaladIcon,
    title: "Nutrition",
    text: "Meal plans with their daily totals, recipes, and new recipes, free or premium.",
  },
  {
    to: "/coach/library",
    icon: DumbbellIcon,
    title: "Exercise library",
    text: "Every exercise's cues, safety notes, variations, swaps and demo videos.",
  },
  {
    to: "/coach/content/revisions",
    icon: HistoryIcon,
    title: "Revisions",
    text: "Everything you published, what changed, and a way back to any earlier version.",
  },
] as const;

/** "program:level-1" → the editor it belongs to. */
function draftLink(section: string): string {
  const [kind, id] = section.split(":");
  if (kind === "site" || kind === "marketing") return "/coach/content/site";
  if (kind === "program" && id) return `/coach/content/programs/${id}`;
  if (kind === "new-recipe") return "/coach/content/nutrition/new-recipe";
  if (kind === "new-program") return "/coach/content/programs/new-program";
  if (kind === "exercise" && id) return `/coach/library/${id}`;
  return id ? `/coach/content/nutrition/${id}` : "/coach/content";
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { drafts, latest } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="content-title">
        <h2 id="content-title" className="text-2xl">
          Site & content
        </h2>
        <p className="mt-2 max-w-3xl text-lg">
          Change anything here, look at it, then publish: everyone sees it at once. Nothing you save as a
          draft is shown to anyone but you, and every publish can be undone from Revisions.
        </p>
        {latest ? (
          <p className="mt-2 text-muted-foreground">
            Live now: revision {latest.id}, "{latest.summary}", by {latest.by}, {latest.at}.
          </p>
        ) : null}
      </section>
      <ul className="grid gap-4 md:grid-cols-2">
        {AREAS.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className="flex min-h-11 gap-4 rounded-xl border border-border bg-card p-5 text-foreground no-underline shadow-sm hover:bg-muted"
            >
              <area.icon aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
              <span>
                <span className="block font-serif text-xl font-semibold">{area.title}</span>
                <span className="mt-1 block text-lg">{area.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="drafts-title">
        <h2 id="drafts-title" className="text-2xl">
          Unpublished drafts
        </h2>
        {drafts.length === 0 ? (
          <p className="mt-2 text-lg">None: everything you saved is published.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2 text-lg">
            {drafts.map((draft) => (
              <li key={draft.section}>
                <Link to={draftLink(draft.section)}>{draft.section}</Link>, saved {draft.savedAt}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
