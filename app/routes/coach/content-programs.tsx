import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert, RadioGroupField, TextareaField } from "~/components/ui/field";
import { SELECT_CLASS } from "~/components/ui/select";
import { liveCatalog } from "~/content/catalog.server";
import { allPrograms } from "~/content/programs/index.server";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { listDrafts } from "~/features/content/content-store.server";
import { AddingNotice, TitleAndAddressFields } from "~/features/content/new-item-fields";
import { slugify } from "~/features/content/nutrition-fields";
import {
  programBeingAdded,
  programSection,
  slugProblem,
  startNewProgram,
} from "~/features/content/program-editor.server";
import { PROGRAM_MESSAGES } from "~/features/content/program-errors";
import { ADDED_TIERS, NEW_PROGRAM, PORTAL_TABS } from "~/features/content/program-fields";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/content-programs";

// Issue 19 §2: every portal program, each opening its editor, and the start of a new program
// (free or premium), copied from one she has and finished as a draft (decision 0042).

const TIERS = { free: "Free", premium: "Premium", portal: "Portal clients" } as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Programs · Coach area", "Edit the sessions and exercises of every program; add one."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { db } = getAppContext(args.context).database;
  const drafts = new Map((await listDrafts(db)).map((draft) => [draft.section, draft.updatedAt]));
  const live = new Map(allPrograms().map((program) => [program.slug, program]));
  return {
    programs: liveCatalog().map((record) => {
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
    adding: await programBeingAdded(db),
  };
}

const AddProgramSchema = z.object({
  intent: z.literal("add-program", { error: "Please use the buttons on this page." }),
  title: z
    .string({ error: "Please give the program a title." })
    .trim()
    .min(3, "At least 3 characters, please.")
    .max(120, "At most 120 characters, please."),
  slug: z.string().trim().max(60, "At most 60 characters, please.").optional(),
  from: z.string({ error: PROGRAM_MESSAGES.startFrom }).max(60, PROGRAM_MESSAGES.startFrom),
  access: z.enum(["free", "premium"], { error: "Please choose free or premium." }),
  // The page always sends her choice; a form from before the choice existed meant the second tab.
  portalTab: z
    .enum(["movementPatterns", "signaturePrograms"], {
      error: "Please choose the section of the Client Portal it goes in.",
    })
    .default("signaturePrograms"),
  description: z
    .string({ error: "Please write the line its cards show." })
    .trim()
    .min(20, "At least 20 characters, please.")
    .max(200, "At most 200 characters, please."),
});

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const submission = await readSubmission(args.request, AddProgramSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const slug = input.slug || slugify(input.title);
  const problem = slugProblem(slug);
  if (problem) return formFailure(form, 400, { fieldErrors: { slug: problem } });
  const started = await startNewProgram(
    app.database.db,
    {
      slug,
      title: input.title,
      from: input.from,
      listing: { tier: input.access, description: input.description, portalTab: input.portalTab },
    },
    { id: coach.id, name: coach.name },
    app.now(),
  );
  if (!started.ok) {
    return "adding" in started
      ? formFailure(form, 409, { formError: PROGRAM_MESSAGES.alreadyAdding(started.adding) })
      : formFailure(form, 400, { fieldErrors: { from: started.from } });
  }
  return redirect(`/coach/content/programs/${NEW_PROGRAM}`, 303);
}

function AddProgram({
  programs,
  adding,
  failure,
}: {
  programs: readonly { slug: string; title: string }[];
  adding: string | null;
  failure: ReturnType<typeof formFailureOf>;
}) {
  const busy = useNavigation().state !== "idle";
  const fromError = failure?.fieldErrors.from;
  return (
    <section
      aria-labelledby="add-program-title"
      className="flex max-w-3xl flex-col gap-4 rounded-xl border border-border bg-card p-6"
    >
      <h2 id="add-program-title" className="text-2xl">
        Add a program
      </h2>
      <AddingNotice adding={adding} href={`/coach/content/programs/${NEW_PROGRAM}`}>
        It starts as a copy of a program you have, so its sessions are ready to change. It is a draft, seen by
        nobody but you, until you publish it; then it has its own page, PDF and cards.
      </AddingNotice>
      {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
      <Form method="post" className="flex flex-col gap-5" noValidate aria-labelledby="add-program-title">
        <input type="hidden" name="intent" value="add-program" />
        <TitleAndAddressFields
          failure={failure}
          name="slug"
          label="Address (optional)"
          hint="Left empty, it is made from the title: lower-case letters, digits and hyphens."
          empty="The address is made from the title."
          where={(address) => (
            <>
              Its page will be at <code className="break-all">/client-portal/{address}</code>.
            </>
          )}
        />
        <div className="flex flex-col gap-2">
          <label htmlFor="add-program-from" className="font-semibold">
            Start from
          </label>
          <select
            id="add-program-from"
            name="from"
            defaultValue={typedValue(failure, "from") ?? programs[0]?.slug}
            aria-invalid={fromError ? true : undefined}
            aria-describedby={fromError ? "add-program-from-error" : undefined}
            className={SELECT_CLASS}
          >
            {programs.map((program) => (
              <option key={program.slug} value={program.slug}>
                {program.title}
              </option>
            ))}
          </select>
          {fromError ? (
            <p id="add-program-from-error" className="font-semibold text-destructive">
              {fromError}
            </p>
          ) : null}
        </div>
        <RadioGroupField
          legend="Who may open it"
          name="access"
          options={ADDED_TIERS}
          defaultValue={typedValue(failure, "access") ?? "premium"}
          error={failure?.fieldErrors.access}
        />
        <RadioGroupField
          legend="Section of the Client Portal"
          name="portalTab"
          options={PORTAL_TABS}
          defaultValue={typedValue(failure, "portalTab") ?? "signaturePrograms"}
          error={failure?.fieldErrors.portalTab}
        />
        <TextareaField
          label="Card line"
          name="description"
          rows={2}
          maxLength={200}
          hint="One sentence on its cards on the Programs page and in the Client Portal. Anyone can read it."
          defaultValue={typedValue(failure, "description") ?? ""}
          error={failure?.fieldErrors.description}
        />
        <Button type="submit" className="self-start" disabled={busy || adding !== null}>
          Add the program
        </Button>
      </Form>
    </section>
  );
}

export default function ContentPrograms({ loaderData, actionData }: Route.ComponentProps) {
  const failure = formFailureOf(actionData);
  return (
    <div className="flex flex-col gap-8">
      <p>
        <Link to="/coach/content" className="inline-flex min-h-11 items-center">
          Back to Site & content
        </Link>
      </p>
      <section aria-labelledby="programs-title" className="flex flex-col gap-6">
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
      <AddProgram programs={loaderData.programs} adding={loaderData.adding} failure={failure} />
    </div>
  );
}
