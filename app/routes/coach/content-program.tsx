import { data, Form, Link, redirect, type ShouldRevalidateFunction, useNavigation } from "react-router";
import { z } from "zod";
import { FormAlert } from "~/components/ui/field";
import { programRecord } from "~/content/catalog.server";
import { liveRevision } from "~/content/live.server";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { discardDraft } from "~/features/content/content-store.server";
import { DiscardDraft, DraftButtons } from "~/features/content/draft-actions";
import {
  applyProgramForm,
  openProgram,
  programProblems,
  publishProgram,
  saveProgramDraft,
} from "~/features/content/program-editor.server";
import { PROGRAM_MESSAGES, sessionsWithProblems } from "~/features/content/program-errors";
import { isShape, NEW_PROGRAM, type Shape } from "~/features/content/program-fields";
import { ProgramFields } from "~/features/content/program-form";
import { applyProgramStructure, PROGRAM_INTENT } from "~/features/content/program-structure.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, notAForm, parseForm, readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/content-program";

// Issue 19 §2: the coach edits a program's sessions, blocks and exercises as a draft that only
// she sees, then publishes it: the portal page and its PDF follow at once (decision 0035). At
// `new-program` she finishes a program she is adding; publishing gives it its page (decision 0042).

const TIERS = { free: "Free to everyone", premium: "Premium", portal: "Portal clients" } as const;

const open = async (args: Route.LoaderArgs | Route.ActionArgs) => {
  const editing = await openProgram(getAppContext(args.context).database.db, args.params.slug);
  // Only the live catalog's programs (and one being added) exist; anything else is a 404.
  if (!editing) throw data(null, { status: 404, statusText: "Not Found" });
  return editing;
};

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const editing = await open(args);
  // After an add, move or remove, the session she was changing opens again.
  const asked = Number(args.url.searchParams.get("open") ?? Number.NaN);
  const problems = editing.draft ? programProblems(editing.draft.data) : {};
  const typedTitle = typeof editing.shown.title === "string" ? editing.shown.title : "";
  const listing = isShape(editing.shown.listing) ? editing.shown.listing : null;
  const tier = listing ? listing.tier : programRecord(editing.slug)?.tier;
  return {
    slug: editing.slug,
    isNew: editing.isNew,
    title: editing.live?.title ?? (typedTitle || "New program"),
    tier: tier === "free" || tier === "premium" || tier === "portal" ? TIERS[tier] : "Not chosen yet",
    program: editing.shown,
    draftSavedAt: editing.draft ? formatDateTime(editing.draft.updatedAt) : null,
    problems,
    openSessions: [
      ...sessionsWithProblems(problems),
      ...(Number.isInteger(asked) && asked >= 0 ? [asked] : []),
    ],
    // The form is drawn anew from the server's values after every change (items may have moved).
    version: editing.draft ? `draft-${editing.draft.updatedAt.getTime()}` : `live-${liveRevision()}`,
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  ...pageMeta(
    matches,
    `${loaded?.title ?? "Program"} · Coach area`,
    "Edit a program's sessions and exercises.",
  ),
  { name: "robots", content: "noindex" },
];

// After a refused publish her draft holds what she sent: read it again so the page says so
// (React Router skips that after a 4xx by default).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" || defaultShouldRevalidate;

const ProgramIntentSchema = z.object({
  intent: z.union([z.enum(["save", "publish", "discard"]), z.string().max(80).regex(PROGRAM_INTENT)], {
    error: "Please use the buttons on this page.",
  }),
});

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const editing = await open(args);
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const parsed = parseForm(form, ProgramIntentSchema);
  if (!parsed.ok) return parsed.failure;
  const { intent } = parsed.data;
  const author = { id: coach.id, name: coach.name };
  const now = app.now();
  const here = `/coach/content/programs/${editing.isNew ? NEW_PROGRAM : editing.slug}`;

  if (intent === "discard") {
    await discardDraft(db, editing.section);
    // A discarded new program has no page left to come back to.
    return redirect(editing.isNew ? "/coach/content/programs" : here, 303);
  }

  const { next, fieldErrors } = applyProgramForm(editing.shown, form);
  if (Object.keys(fieldErrors).length > 0) {
    return formFailure(form, 400, { formError: PROGRAM_MESSAGES.tooLongFormError, fieldErrors });
  }

  if (intent === "save") {
    await saveProgramDraft(db, editing, next, author, now);
    return redirect(here, 303);
  }

  if (intent === "publish") {
    const published = await publishProgram(db, editing, next, author, now);
    if (!published.ok) {
      // Nothing she typed is lost: it is her draft now, and the page is drawn from it.
      await saveProgramDraft(db, editing, next, author, now);
      const count = Object.keys(published.fieldErrors).length;
      const failure = formFailure(form, 400, {
        fieldErrors: published.fieldErrors,
        formError: published.formError ?? PROGRAM_MESSAGES.notPublished(count),
      });
      const submitted: Shape = next;
      return data({ ...failure.data, submitted }, failure.init ?? undefined);
    }
    await recordAudit(
      db,
      { id: coach.id, email: coach.email },
      {
        action: "published content",
        target: editing.section,
        detail: `revision ${published.revision}, ${published.changes} ${published.changes === 1 ? "change" : "changes"}`,
      },
      now,
    );
    // A new program now has its own address; the editor follows it there.
    return redirect(`/coach/content/programs/${editing.slug}`, {
      status: 303,
      headers: { "Set-Cookie": flashCookie("content-published") },
    });
  }

  const changed = applyProgramStructure(next, intent);
  await saveProgramDraft(db, editing, changed.next, author, now);
  return redirect(
    changed.session === null
      ? `${here}#program-sessions`
      : `${here}?open=${changed.session}#session-${changed.session}`,
    303,
  );
}

export default function ContentProgram({ loaderData, actionData }: Route.ComponentProps) {
  const failure = formFailureOf(actionData);
  const submitted = actionData && "submitted" in actionData ? actionData.submitted : null;
  const program = isShape(submitted) ? submitted : loaderData.program;
  const errors = failure ? failure.fieldErrors : loaderData.problems;
  const busy = useNavigation().state !== "idle";
  const problemCount = Object.keys(loaderData.problems).length;
  const openSessions = failure
    ? Object.keys(failure.fieldErrors).flatMap((name) => {
        const match = /^program\.sessions\.(\d+)\./.exec(name);
        return match ? [Number(match[1])] : [];
      })
    : loaderData.openSessions;

  return (
    <section aria-labelledby="program-title" className="flex flex-col gap-6">
      <p>
        <Link to="/coach/content/programs" className="inline-flex min-h-11 items-center">
          Back to all programs
        </Link>
      </p>
      <div>
        <p className="text-muted-foreground">Program · {loaderData.tier}</p>
        <h2 id="program-title" className="text-2xl">
          {loaderData.title}
        </h2>
        <p className="mt-2 text-lg" role="status">
          {loaderData.draftSavedAt ? (
            <>
              <span className="rounded-full bg-secondary px-3 py-0.5 font-semibold text-secondary-foreground">
                Draft — not published
              </span>{" "}
              Saved {loaderData.draftSavedAt}. Only you see it until you publish it.
            </>
          ) : (
            "The published version: what your clients see now."
          )}
        </p>
        {loaderData.isNew ? (
          <p className="mt-2 text-lg">
            New: once you publish it, it has its page at{" "}
            <code className="break-all">/client-portal/{loaderData.slug}</code>, with its PDF, and its cards
            on the Programs page and in the Client Portal.
          </p>
        ) : (
          <p className="mt-2 text-lg">
            Clients see it at{" "}
            <a href={`/client-portal/${loaderData.slug}`} target="_blank" rel="noreferrer">
              /client-portal/{loaderData.slug}
            </a>
            , with its PDF.
          </p>
        )}
      </div>

      {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
      {!failure && problemCount > 0 ? (
        <FormAlert tone="info">
          Not ready to publish yet: {problemCount === 1 ? "one problem is" : `${problemCount} problems are`}{" "}
          marked below.
        </FormAlert>
      ) : null}

      <Form key={loaderData.version} method="post" noValidate className="flex flex-col gap-8">
        {/* Enter in a field saves the draft, not the first add or remove button on the page. */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          Save draft
        </button>
        <ProgramFields state={{ program, errors, failure, busy, openSessions }} />
        <DraftButtons
          busy={busy}
          className="sticky bottom-0 z-10 -mx-4 border-t border-border bg-background px-4 py-3"
        />
      </Form>
      <DiscardDraft
        draftSavedAt={loaderData.draftSavedAt}
        isNew={loaderData.isNew}
        what="program"
        busy={busy}
      />
    </section>
  );
}
