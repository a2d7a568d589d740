import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { SELECT_CLASS } from "~/components/ui/select";
import { EQUIPMENT, EQUIPMENT_LABELS, MUSCLE_LABELS, MUSCLES } from "~/content/exercises/schema";
import { listDrafts } from "~/features/content/content-store.server";
import { liveLibrary } from "~/features/library/library.server";
import { draftEntries, newEntryProblem, startNewEntry } from "~/features/library/library-editor.server";
import { filterLibrary, readFilter } from "~/features/library/library-search";
import { exerciseIdsWithDemo } from "~/features/media/exercise-media.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/library";

// Issue 38 §6: the coach's exercise library. Search by name, filter by muscle, equipment and
// "has no demo yet", open an entry to edit it, or start a new one (decision 0058).

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Exercise library · Coach area", "Every exercise of your programs, in your words."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const filter = readFilter(new URL(args.request.url).searchParams);
  const [withDemo, drafts] = await Promise.all([exerciseIdsWithDemo(db), listDrafts(db)]);
  const drafted = await draftEntries(
    db,
    drafts.map((draft) => draft.section),
  );
  const all = liveLibrary().all();
  const shown = filterLibrary(all, filter, withDemo);
  const draftIds = new Set(drafted.map((entry) => entry.id));
  return {
    filter,
    total: all.length,
    withoutDemo: all.filter((entry) => !withDemo.has(entry.id)).length,
    entries: shown.map((entry) => ({
      id: entry.id,
      name: entry.name,
      muscles: entry.muscles.map((muscle) => MUSCLE_LABELS[muscle]).join(", "),
      hasDemo: withDemo.has(entry.id),
      draft: draftIds.has(entry.id),
    })),
    newEntries: drafted.filter((entry) => entry.isNew),
  };
}

const NewEntrySchema = z.object({
  intent: z.literal("new", { error: "Please use the buttons on this page." }),
  name: z.string({ error: "Please give the exercise a name." }).max(200, "At most 80 characters, please."),
});

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const submission = await readSubmission(args.request, NewEntrySchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const problem = await newEntryProblem(db, input.name);
  if (problem) return formFailure(form, 400, { fieldErrors: { name: problem } });
  const id = await startNewEntry(db, input.name, { id: coach.id, name: coach.name }, app.now());
  return redirect(`/coach/library/${id}`, 303);
}

export default function Library({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, entries, total, withoutDemo, newEntries } = loaderData;
  const failure = formFailureOf(actionData);
  const filtered = filter.q || filter.muscle || filter.equipment || filter.noDemo;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="library-title">
        <h2 id="library-title" className="text-2xl">
          Exercise library
        </h2>
        <p className="mt-2 max-w-3xl text-lg">
          Every exercise of your programs, with your cues, safety notes, variations and swaps. Changes are
          saved as a draft that only you see until you publish them.
        </p>
        <p className="mt-2 text-lg text-muted-foreground">
          {total} exercises, {withoutDemo} with no demo yet.
        </p>
      </section>

      <search>
        <Form method="get" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 md:p-5">
          <Field label="Search by name" name="q" type="search" defaultValue={filter.q} maxLength={80} />
          <div className="grid gap-4 md:grid-cols-2">
            <div className="flex flex-col gap-2">
              <label htmlFor="library-muscle" className="font-semibold">
                Muscle
              </label>
              <select id="library-muscle" name="muscle" defaultValue={filter.muscle} className={SELECT_CLASS}>
                <option value="">Any muscle</option>
                {MUSCLES.map((muscle) => (
                  <option key={muscle} value={muscle}>
                    {MUSCLE_LABELS[muscle]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <label htmlFor="library-equipment" className="font-semibold">
                Equipment
              </label>
              <select
                id="library-equipment"
                name="equipment"
                defaultValue={filter.equipment}
                className={SELECT_CLASS}
              >
                <option value="">Any equipment</option>
                {EQUIPMENT.map((item) => (
                  <option key={item} value={item}>
                    {EQUIPMENT_LABELS[item]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className="flex min-h-11 items-center gap-3 text-lg">
            <input
              type="checkbox"
              name="nodemo"
              value="1"
              defaultChecked={filter.noDemo}
              className="size-5 accent-primary"
            />
            Has no demo yet
          </label>
          <div className="flex flex-wrap gap-3">
            <Button type="submit">Show exercises</Button>
            {filtered ? (
              <Link to="/coach/library" className="inline-flex min-h-11 items-center">
                Clear the search
              </Link>
            ) : null}
          </div>
        </Form>
      </search>

      <section aria-labelledby="results-title">
        <h2 id="results-title" className="text-2xl" aria-live="polite">
          {filtered
            ? `${entries.length} ${entries.length === 1 ? "exercise matches" : "exercises match"}`
            : "All exercises"}
        </h2>
        {entries.length === 0 ? (
          <p className="mt-2 text-lg">
            Nothing matches. Try fewer words, or another muscle or piece of equipment.
          </p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 p-4">
                <Link
                  to={`/coach/library/${entry.id}`}
                  className="inline-flex min-h-11 items-center text-lg font-semibold"
                >
                  {entry.name}
                </Link>
                <span className="text-lg text-muted-foreground">{entry.muscles}</span>
                <span className="flex flex-wrap gap-2">
                  {entry.hasDemo ? null : (
                    <span className="rounded-full bg-muted px-3 py-0.5 text-base font-semibold">
                      No demo yet
                    </span>
                  )}
                  {entry.draft ? (
                    <span className="rounded-full bg-secondary px-3 py-0.5 text-base font-semibold text-secondary-foreground">
                      Draft
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="new-title" className="flex flex-col gap-3">
        <h2 id="new-title" className="text-2xl">
          New entry
        </h2>
        {newEntries.length > 0 ? (
          <ul className="flex flex-col gap-1 text-lg">
            {newEntries.map((entry) => (
              <li key={entry.id}>
                <Link to={`/coach/library/${entry.id}`} className="inline-flex min-h-11 items-center">
                  {entry.name}
                </Link>{" "}
                (not published yet)
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" className="flex max-w-xl flex-col gap-4" noValidate>
          <Field
            label="Name of the new exercise"
            name="name"
            maxLength={80}
            defaultValue={typeof failure?.values.name === "string" ? failure.values.name : ""}
            error={failure?.fieldErrors.name}
            hint="You fill in its cues and notes next; it stays a draft until you publish it."
          />
          <div>
            <Button type="submit" name="intent" value="new">
              Start a new entry
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
