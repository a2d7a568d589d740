import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { liveContent, liveRevision } from "~/content/live.server";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { ChangeList } from "~/features/content/change-list";
import {
  readRevision,
  restoreChanges,
  restoreFromRevision,
} from "~/features/content/revision-restore.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { plainMessage } from "~/lib/plain-issues";
import type { Route } from "./+types/content-revision";

// Issue 36 §6: an earlier revision, compared with what is live now, section by section; she
// restores all of it or one section, after a confirmation step that works without JavaScript
// (`?restore=<section>` shows it; only its button publishes).

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    `Revision ${loaderData?.revision.id ?? ""} · Coach area`,
    "What restoring an earlier revision would change.",
  ),
  { name: "robots", content: "noindex" },
];

const CHANGES_SHOWN = 40;
/** The revision a route's `:revisionId` names, or null for anything that is not one. */
const revisionIdOf = (param: string | undefined): number | null =>
  param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const id = revisionIdOf(args.params.revisionId);
  const revision = id === null ? null : await readRevision(db, id);
  if (!revision) throw data("That revision does not exist.", { status: 404 });
  const sections = restoreChanges(liveContent(), revision.content).map((section) => ({
    key: section.key,
    label: section.label,
    changes: section.changes.slice(0, CHANGES_SHOWN),
    more: Math.max(0, section.changes.length - CHANGES_SHOWN),
  }));
  const asked = new URL(args.request.url).searchParams.get("restore");
  const confirm =
    asked === "all"
      ? { key: "all", label: "everything" }
      : (sections.find((section) => section.key === asked) ?? null);
  return {
    revision: { id: revision.id, summary: revision.summary, at: formatDateTime(revision.createdAt) },
    live: revision.id === liveRevision(),
    sections,
    confirm: confirm
      ? { key: confirm.key, label: confirm.key === "all" ? "everything" : confirm.label }
      : null,
  };
}

const RestoreSchema = z.object({
  intent: z.literal("restore", { error: "Please use the buttons on this page." }),
  section: z.string().min(1).max(120),
});

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const submission = await readSubmission(args.request, RestoreSchema);
  if (!submission.ok) return submission.failure;
  const id = revisionIdOf(args.params.revisionId);
  if (id === null) return formFailure(submission.form, 404, { formError: "That revision does not exist." });
  const { section } = submission.data;
  const now = app.now();
  const author = { id: coach.id, name: coach.name };
  const result = await restoreFromRevision(db, { id: id, section, author }, now);
  if (result === "not-found")
    return formFailure(submission.form, 404, { formError: "That revision or section does not exist." });
  if (!result.ok) {
    return formFailure(submission.form, 409, {
      formError: `This cannot be published again: ${result.issues[0] ? plainMessage(result.issues[0]) : "it no longer fits"}.`,
    });
  }
  await recordAudit(
    db,
    { id: coach.id, email: coach.email },
    {
      action: "restored content",
      target: `revision ${id}${section === "all" ? "" : ` (${section})`}`,
      detail: `now revision ${result.revision}`,
    },
    now,
  );
  return redirect("/coach/content/revisions", {
    headers: { "Set-Cookie": flashCookie(section === "all" ? "revision-restored" : "section-restored") },
  });
}

export default function RevisionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { revision, sections, confirm, live } = loaderData;
  const failure = formFailureOf(actionData);
  const busy = useNavigation().state !== "idle";
  const base = `/coach/content/revisions/${revision.id}`;
  return (
    <section aria-labelledby="revision-title" className="flex flex-col gap-6">
      <div>
        <Link to="/coach/content/revisions" className="inline-flex min-h-11 items-center underline">
          Back to all revisions
        </Link>
        <h2 id="revision-title" className="mt-2 text-2xl">
          Revision {revision.id}: {revision.summary}
        </h2>
        <p className="mt-1 text-muted-foreground">Published {revision.at}</p>
        <p className="mt-2 max-w-3xl text-lg">
          {live
            ? "This is what everyone sees now."
            : "Below is what restoring it would change, part by part: the words marked as removed are live now, the words marked as added come back. You can restore one part and keep the rest as it is now."}
        </p>
      </div>
      {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
      {confirm ? (
        <section
          id="confirm"
          aria-labelledby="confirm-title"
          className="rounded-xl border-2 border-primary bg-card p-5 shadow-sm"
        >
          <h3 id="confirm-title" className="text-xl">
            {confirm.key === "all"
              ? `Restore all of revision ${revision.id}?`
              : `Restore ${confirm.label} from revision ${revision.id}?`}
          </h3>
          <p className="mt-2 text-lg">
            {confirm.key === "all"
              ? "Everything goes back to how it was in this revision, including changes published since."
              : `Only ${confirm.label} goes back to how it was. Everything else stays as it is now.`}{" "}
            It is published as a new revision, so you can undo it the same way.
          </p>
          <Form method="post" action={base} className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="section" value={confirm.key} />
            <Button type="submit" disabled={busy}>
              Yes, restore {confirm.key === "all" ? "everything" : confirm.label}
            </Button>
            <Link to={base} className={buttonVariants({ variant: "outline" })}>
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}
      {sections.length === 0 ? (
        <p className="text-lg">Nothing differs from what is live now.</p>
      ) : (
        <>
          {confirm || live ? null : (
            <Link
              to={`${base}?restore=all#confirm`}
              className={`${buttonVariants({ variant: "outline" })} self-start`}
            >
              Restore all of revision {revision.id}
            </Link>
          )}
          <ol className="flex flex-col gap-4">
            {sections.map((section) => (
              <li key={section.key} className="rounded-xl border border-border bg-card p-5 shadow-sm">
                <h3 className="text-xl">{section.label}</h3>
                <ChangeList changes={section.changes} more={section.more} />
                {confirm || live ? null : (
                  <Link
                    to={`${base}?restore=${encodeURIComponent(section.key)}#confirm`}
                    className={`${buttonVariants({ variant: "outline" })} mt-4`}
                  >
                    Restore only {section.label}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
