import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { liveRevision } from "~/content/live.server";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import {
  applySiteForm,
  applyStructure,
  discardSiteDraft,
  publishSite,
  readSiteEditor,
  STRUCTURE_INTENT,
  saveSiteDraft,
  siteProblems,
  structureAnchor,
} from "~/features/content/site-editor.server";
import { labelsByName, MARKETING_PARTS, SITE_PARTS } from "~/features/content/site-fields";
import { EditorParts, ProblemSummary } from "~/features/content/site-form";
import { reelChoices } from "~/features/media/media-admin.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, notAForm, parseForm, readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/content-site";

// Issue 19 §1: the coach edits her business facts and her pages' words, previews them and
// publishes them, with no developer. Two draft sections ("site", "marketing"), one revision.

const PATH = "/coach/content/site";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(
    matches,
    "Site settings · Coach area",
    "Your business details, prices, links and your pages' words.",
  ),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const state = await readSiteEditor(db);
  return {
    // Issue 38 (h2): the mobility reel may be any library entry with a clip everyone may watch.
    clipChoices: await reelChoices(db),
    site: state.site,
    marketing: state.marketing,
    draftSavedAt: state.draftSavedAt ? formatDateTime(state.draftSavedAt) : null,
    // A saved draft may not be publishable yet: its problems show until she fixes them.
    problems: state.draftSavedAt ? siteProblems(state) : {},
    // The form is drawn again from the server's values after every save (items may have moved).
    version: state.draftSavedAt ? `draft-${state.draftSavedAt.getTime()}` : `live-${liveRevision()}`,
  };
}

const USE_THE_BUTTONS = "Please use the buttons on this page.";

/** The editor's buttons: the four of the form, and add/remove/move on a testimonial. */
const SiteIntentSchema = z.object({
  intent: z.union(
    [
      z.enum(["save", "preview", "publish", "discard"], { error: USE_THE_BUTTONS }),
      z.string().max(60, { error: USE_THE_BUTTONS }).regex(STRUCTURE_INTENT, { error: USE_THE_BUTTONS }),
    ],
    { error: USE_THE_BUTTONS },
  ),
});

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const parsed = parseForm(form, SiteIntentSchema);
  if (!parsed.ok) return parsed.failure;
  const { intent } = parsed.data;
  const author = { id: coach.id, name: coach.name };
  const now = app.now();

  if (intent === "discard") {
    await discardSiteDraft(db);
    return redirect(PATH);
  }

  const next = applySiteForm(await readSiteEditor(db), form);

  if (intent === "publish") {
    const result = await publishSite(db, next, author, now);
    if (!result.ok) {
      // Nothing she typed is lost: it is her draft now, and the page is drawn from it.
      await saveSiteDraft(db, next, author, now);
      const failure = formFailure(form, 400, {
        fieldErrors: result.fieldErrors,
        formError: result.formError,
      });
      return data({ ...failure.data, submitted: next }, failure.init ?? undefined);
    }
    await recordAudit(
      db,
      { id: coach.id, email: coach.email },
      {
        action: "published content",
        target: "site",
        detail: `revision ${result.revision}, ${result.changes} ${result.changes === 1 ? "change" : "changes"}`,
      },
      now,
    );
    return redirect(PATH, { headers: { "Set-Cookie": flashCookie("content-published") } });
  }

  if (intent === "save" || intent === "preview") {
    await saveSiteDraft(db, next, author, now);
    return redirect(intent === "preview" ? `${PATH}/preview/home` : PATH);
  }

  await saveSiteDraft(
    db,
    { site: next.site, marketing: applyStructure(next.marketing, intent) },
    author,
    now,
  );
  const anchor = structureAnchor(intent);
  return redirect(anchor ? `${PATH}#${anchor}` : PATH);
}

export default function ContentSite({ loaderData, actionData }: Route.ComponentProps) {
  const failure = formFailureOf(actionData);
  // What she sent with a refused publish (the serialised type of open-ended content is `{}`).
  const submitted =
    actionData && "submitted" in actionData
      ? (actionData.submitted as { site: unknown; marketing: unknown })
      : null;
  const values = submitted ?? { site: loaderData.site, marketing: loaderData.marketing };
  const errors = submitted && failure ? failure.fieldErrors : loaderData.problems;
  const labels = labelsByName(values.site, values.marketing);
  const busy = useNavigation().state !== "idle";
  const parts = { values, errors, busy };

  return (
    <section aria-labelledby="site-title" className="flex flex-col gap-6">
      <p>
        <Link to="/coach/content" className="inline-flex min-h-11 items-center">
          Back to Site & content
        </Link>
      </p>
      <div>
        <h2 id="site-title" className="text-2xl">
          Site settings
        </h2>
        <p className="mt-2 max-w-3xl text-lg">
          Your business details and the words on your Home, About and Work with Me pages. Save a draft as
          often as you like: nobody else sees it until you publish.
        </p>
      </div>
      <p
        role="status"
        className={
          loaderData.draftSavedAt
            ? "rounded-md border-2 border-primary bg-accent p-4 text-lg font-semibold"
            : "rounded-md border-2 border-border bg-muted p-4 text-lg"
        }
      >
        {loaderData.draftSavedAt
          ? `Draft — not published. Saved ${loaderData.draftSavedAt}. Visitors see the published version until you publish.`
          : "You are looking at the published version."}
      </p>
      {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
      <ProblemSummary errors={errors} labels={labels} id="site-problems" />

      <Form
        key={loaderData.version}
        method="post"
        // The button bar stays at the bottom of the screen: a focused field scrolls clear of it.
        className="flex flex-col gap-8 [&_button]:scroll-mb-24 [&_input]:scroll-mb-24 [&_textarea]:scroll-mb-24"
        noValidate
      >
        {/* Enter in a field presses the form's first button: let that be "Save draft", not "Move down". */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          Save draft
        </button>
        <section aria-labelledby="business-title" className="flex flex-col gap-6">
          <h3 id="business-title" className="text-xl">
            Your business
          </h3>
          <EditorParts parts={SITE_PARTS} {...parts} />
        </section>
        <section aria-labelledby="words-title" className="flex flex-col gap-6">
          <h3 id="words-title" className="text-xl">
            Your pages' words
          </h3>
          <EditorParts parts={MARKETING_PARTS} {...parts} clipChoices={loaderData.clipChoices} />
        </section>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-2 border-t-2 border-border bg-background px-4 py-3 [&>button]:grow md:[&>button]:grow-0">
          <Button
            type="submit"
            name="intent"
            value="save"
            variant="outline"
            className="px-2 md:px-4"
            disabled={busy}
          >
            Save draft
          </Button>
          <Button
            type="submit"
            name="intent"
            value="preview"
            variant="outline"
            className="px-2 md:px-4"
            disabled={busy}
          >
            Preview
          </Button>
          <Button type="submit" name="intent" value="publish" className="px-2 md:px-4" disabled={busy}>
            Publish
          </Button>
        </div>
      </Form>

      {loaderData.draftSavedAt ? (
        <Form method="post" className="flex flex-col items-start gap-3 border-t border-border pt-6">
          <p className="text-lg">
            Changed your mind? Discarding the draft brings back the published version.
          </p>
          <Button type="submit" name="intent" value="discard" variant="outline" disabled={busy}>
            Discard draft
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
