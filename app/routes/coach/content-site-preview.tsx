import { data, Form, Link, NavLink, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { sitePreview } from "~/features/content/site-preview.server";
import {
  isPreviewPage,
  PREVIEW_PAGES,
  type PreviewPage,
  PREVIEW_TITLES as TITLES,
} from "~/features/content/site-preview-pages";
import { AboutView } from "~/features/marketing/about-view";
import { HomeView } from "~/features/marketing/home-view";
import { WorkWithMeView } from "~/features/marketing/work-with-me-view";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/content-site-preview";

// Issue 19 §1: the public page with the coach's draft, drawn by the page's own view, before she
// publishes it. Only the coach gets here; signed-in answers are private, no-store.

export const meta: Route.MetaFunction = ({ matches, params }) => [
  ...pageMeta(
    matches,
    `Preview: ${isPreviewPage(params.page) ? TITLES[params.page] : "page"} · Coach area`,
    "Your draft as visitors would see it.",
  ),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { page } = args.params;
  if (!isPreviewPage(page)) throw data(null, { status: 404, statusText: "Not Found" });
  const app = getAppContext(args.context);
  return sitePreview(app.database.db, page, app.now());
}

function PreviewBanner({
  page,
  hasDraft,
  canPublish,
}: {
  page: PreviewPage;
  hasDraft: boolean;
  canPublish: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <section
      aria-labelledby="preview-title"
      className="flex flex-col gap-4 rounded-xl border-4 border-primary bg-accent p-5"
    >
      <h2 id="preview-title" className="text-2xl">
        Preview — not published yet
      </h2>
      <p className="text-lg">
        {hasDraft
          ? `This is the ${TITLES[page]} page as visitors will see it once you publish your draft.`
          : "You have no draft: this is the page as visitors see it now."}
      </p>
      <nav aria-label="Pages to preview">
        <ul className="flex flex-wrap gap-2">
          {PREVIEW_PAGES.map((other) => (
            <li key={other}>
              <NavLink
                to={`/coach/content/site/preview/${other}`}
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center rounded-md border-2 border-primary px-4 font-semibold no-underline",
                    isActive
                      ? "bg-primary text-primary-foreground"
                      : "bg-background text-primary hover:bg-accent",
                  )
                }
              >
                {TITLES[other]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline">
          <Link to="/coach/content/site">Back to the editor</Link>
        </Button>
        {hasDraft && canPublish ? (
          <Form method="post" action="/coach/content/site">
            <Button type="submit" name="intent" value="publish" disabled={busy}>
              Publish
            </Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

export default function ContentSitePreview({ loaderData }: Route.ComponentProps) {
  const preview = loaderData;
  const canPublish = !("problems" in preview);
  return (
    <div className="flex flex-col gap-8">
      <PreviewBanner page={preview.page} hasDraft={preview.hasDraft} canPublish={canPublish} />
      {"problems" in preview ? (
        <section aria-labelledby="problems-title" className="flex flex-col gap-3">
          <h3 id="problems-title" className="text-xl">
            The draft cannot be shown yet
          </h3>
          <p className="text-lg">Fix these in the editor first; then the preview shows the page.</p>
          <ul className="list-disc pl-6 text-lg">
            {preview.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      ) : (
        // The page as visitors get it, framed so it is clearly not the coach area's own content.
        <div className="-mx-4 overflow-hidden border-y-4 border-dashed border-primary md:mx-0 md:rounded-xl md:border-4">
          {preview.page === "home" && "props" in preview ? <HomeView {...preview.props} /> : null}
          {preview.page === "about" && "props" in preview ? <AboutView {...preview.props} /> : null}
          {preview.page === "work-with-me" && "props" in preview ? (
            <WorkWithMeView {...preview.props} />
          ) : null}
        </div>
      )}
    </div>
  );
}
