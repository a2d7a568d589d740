import { data, Form, Link, redirect, type ShouldRevalidateFunction, useNavigation } from "react-router";
import { z } from "zod";
import { FormAlert } from "~/components/ui/field";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { discardDraft } from "~/features/content/content-store.server";
import { DiscardDraft, DraftButtons } from "~/features/content/draft-actions";
import { EntryFields } from "~/features/library/entry-form";
import { liveLibrary } from "~/features/library/library.server";
import {
  entryFromForm,
  entryProblems,
  openEntry,
  publishEntry,
  saveEntryDraft,
} from "~/features/library/library-editor.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission, repeated } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/library-entry";

// Issue 38 §6: one entry of the coach's exercise library, edited as a draft only she sees, then
// published as a content revision (decisions 0035, 0058). Links to its demo media (h2's page) and
// to its demo page as a client sees it.

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const editing = await openEntry(db, args.params.id);
  if (!editing) throw notFound();
  const shown = editing.shown;
  return {
    id: editing.id,
    isNew: editing.isNew,
    title: shown.name || editing.live?.name || "New exercise",
    draftSavedAt: editing.draft ? formatDateTime(editing.draft.updatedAt) : null,
    entry: shown,
    problems: editing.draft ? entryProblems(shown) : {},
    options: liveLibrary()
      .all()
      .filter((entry) => entry.id !== editing.id)
      .map((entry) => ({ id: entry.id, name: entry.name })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  ...pageMeta(
    matches,
    `${loaded?.title ?? "Exercise"} · Exercise library`,
    "Edit one exercise of your library.",
  ),
  { name: "robots", content: "noindex" },
];

// After a refused publish the draft holds what she sent: read it again so the problems follow.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" || defaultShouldRevalidate;

const text = (max: number) => z.string().max(max, `At most ${max} characters, please.`).default("");

const EntryActionSchema = z.object({
  intent: z.enum(["save", "publish", "discard"], { error: "Please use the buttons on this page." }),
  name: text(200),
  cues: text(4000),
  mistakes: text(4000),
  safety: text(4000),
  muscles: repeated(z.string().max(40)),
  equipment: repeated(z.string().max(40)),
  easierId: text(80),
  harderId: text(80),
  swapIds: repeated(z.string().max(80)),
});

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const editing = await openEntry(db, args.params.id);
  if (!editing) throw notFound();
  const submission = await readSubmission(args.request, EntryActionSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const here = `/coach/library/${editing.id}`;
  const author = { id: coach.id, name: coach.name };
  const now = app.now();

  if (input.intent === "discard") {
    await discardDraft(db, editing.section);
    return redirect(editing.isNew ? "/coach/library" : here, 303);
  }
  const shape = entryFromForm(editing.id, input);
  if (input.intent === "save") {
    await saveEntryDraft(db, editing, shape, author, now);
    return redirect(here, 303);
  }
  const published = await publishEntry(db, editing, shape, author, now);
  if (!published.ok) {
    // Nothing she typed is lost: it stays as her draft, with the problems marked on it.
    await saveEntryDraft(db, editing, shape, author, now);
    const count = Object.keys(published.fieldErrors).length;
    return formFailure(form, 400, {
      formError:
        published.formError ??
        `Not published: ${count === 1 ? "one problem is" : `${count} problems are`} marked below. Your changes are saved as a draft.`,
      fieldErrors: published.fieldErrors,
    });
  }
  await recordAudit(
    db,
    { id: coach.id, email: coach.email },
    {
      action: "published content",
      target: editing.section,
      detail: `revision ${published.revision}${editing.isNew ? ", a new exercise" : ""}`,
    },
    now,
  );
  return redirect(here, { status: 303, headers: { "Set-Cookie": flashCookie("content-published") } });
}

export default function LibraryEntry({ loaderData, actionData }: Route.ComponentProps) {
  const item = loaderData;
  const failure = formFailureOf(actionData);
  const busy = useNavigation().state !== "idle";
  const errors = failure?.fieldErrors ?? item.problems;
  const problemCount = Object.keys(item.problems).length;
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/coach/library" className="inline-flex min-h-11 items-center">
          Back to the exercise library
        </Link>
      </p>
      <div>
        <p className="text-lg text-muted-foreground">{item.isNew ? "New exercise" : "Exercise library"}</p>
        <h2 className="text-2xl">{item.title}</h2>
        <p className="mt-2 text-lg" role="status">
          {item.draftSavedAt ? (
            <>
              <span className="rounded-full bg-secondary px-3 py-0.5 font-semibold text-secondary-foreground">
                Draft — not published
              </span>{" "}
              Saved {item.draftSavedAt}. Only you see it until you publish it.
            </>
          ) : (
            "The published version: what your clients see now."
          )}
        </p>
        {item.isNew ? (
          <p className="mt-2 text-lg">Publish it first; then you can add its demo video and pictures.</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-lg">
            <li>
              <Link to={`/coach/library/${item.id}/media`} className="inline-flex min-h-11 items-center">
                Demo video and pictures
              </Link>
            </li>
            <li>
              <a
                href={`/exercises/${item.id}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center"
              >
                Preview as a client sees it
              </a>
            </li>
          </ul>
        )}
      </div>

      {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
      {!failure && problemCount > 0 ? (
        <FormAlert tone="info">
          Not ready to publish yet: {problemCount === 1 ? "one problem is" : `${problemCount} problems are`}{" "}
          marked below.
        </FormAlert>
      ) : null}

      <Form method="post" className="flex max-w-4xl flex-col gap-6" noValidate>
        <EntryFields entry={item.entry} options={item.options} failure={failure} errors={errors} />
        <DraftButtons busy={busy} />
      </Form>
      <DiscardDraft draftSavedAt={item.draftSavedAt} isNew={item.isNew} what="exercise" busy={busy} />
    </div>
  );
}
