import { Link, redirect } from "react-router";
import { z } from "zod";
import { buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { ChangeList } from "~/features/content/change-list";
import { listRevisions } from "~/features/content/content-store.server";
import { restoreFromRevision } from "~/features/content/revision-restore.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { serialIdField } from "~/lib/ids";
import { pageMeta } from "~/lib/meta";
import { plainMessage } from "~/lib/plain-issues";
import type { Route } from "./+types/content-revisions";

// Issue 19 §3: every publish is a revision (who, when, what changed); any earlier one can be
// published again. Restoring writes a new revision, so a restore can itself be undone. Issue 36
// §6: the page names changes in plain words and marks the changed words; restoring starts on the
// revision's own page (content-revision.tsx), which compares it with the live content section by
// section and asks for confirmation. This action stays for a restore posted here (whole, or one
// section with `section`).

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Revisions · Coach area", "Everything published, and a way back."),
  { name: "robots", content: "noindex" },
];

const SHOWN = 50;
/** A long diff is cut, with a count of what is not shown. */
const CHANGES_SHOWN = 30;

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const revisions = await listRevisions(db, SHOWN);
  return {
    revisions: revisions.map((revision, index) => ({
      id: revision.id,
      summary: revision.summary,
      by: revision.authorName,
      at: formatDateTime(revision.createdAt),
      restoredFrom: revision.restoredFrom,
      live: index === 0,
      changes: revision.changes.slice(0, CHANGES_SHOWN),
      more: Math.max(0, revision.changes.length - CHANGES_SHOWN),
    })),
  };
}

const RestoreSchema = z.object({
  intent: z.literal("restore"),
  revision: serialIdField("That version is not known."),
  section: z.string().min(1).max(120).default("all"),
});

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const submission = await readSubmission(args.request, RestoreSchema);
  if (!submission.ok) return submission.failure;
  const { revision, section } = submission.data;
  const now = app.now();
  const author = { id: coach.id, name: coach.name };
  const result = await restoreFromRevision(db, { id: revision, section, author }, now);
  if (result === "not-found") {
    return formFailure(submission.form, 404, {
      formError:
        section === "all" ? "That revision does not exist." : "That revision or section does not exist.",
    });
  }
  if (!result.ok) {
    // An old revision that the content's rules no longer accept (they changed since).
    return formFailure(submission.form, 409, {
      formError: `Revision ${revision} cannot be published again: ${result.issues[0] ? plainMessage(result.issues[0]) : "it is invalid"}.`,
    });
  }
  await recordAudit(
    db,
    { id: coach.id, email: coach.email },
    {
      action: "restored content",
      target: `revision ${revision}${section === "all" ? "" : ` (${section})`}`,
      detail: `now revision ${result.revision}`,
    },
    now,
  );
  return redirect("/coach/content/revisions", {
    headers: { "Set-Cookie": flashCookie(section === "all" ? "revision-restored" : "section-restored") },
  });
}

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const failure = formFailureOf(actionData);
  return (
    <section aria-labelledby="revisions-title" className="flex flex-col gap-6">
      <div>
        <h2 id="revisions-title" className="text-2xl">
          Revisions
        </h2>
        <p className="mt-2 max-w-3xl text-lg">
          Newest first. The first is what everyone sees now. Open an earlier one to compare it with what is
          live and restore all of it or just one part; a restore is published as a new revision, so you can
          always come back.
        </p>
      </div>
      {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
      <ol className="flex flex-col gap-4">
        {loaderData.revisions.map((revision) => (
          <li key={revision.id} className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h3 className="text-xl">
              Revision {revision.id}: {revision.summary}
              {revision.live ? (
                <span className="ml-2 rounded-full bg-secondary px-3 py-0.5 align-middle text-base text-secondary-foreground">
                  Live
                </span>
              ) : null}
            </h3>
            <p className="mt-1 text-muted-foreground">
              {revision.by}, {revision.at}
              {revision.restoredFrom ? ` · brought back revision ${revision.restoredFrom}` : ""}
            </p>
            {revision.changes.length > 0 ? (
              <details className="mt-3">
                <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                  What changed ({revision.changes.length + revision.more})
                </summary>
                <ChangeList changes={revision.changes} more={revision.more} />
              </details>
            ) : null}
            {revision.live ? null : (
              <Link
                to={`/coach/content/revisions/${revision.id}`}
                className={`${buttonVariants({ variant: "outline" })} mt-4`}
              >
                Compare and restore revision {revision.id}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
