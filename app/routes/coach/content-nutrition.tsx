import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert, RadioGroupField } from "~/components/ui/field";
import { CoachTable, cellClass } from "~/features/coach/coach-table";
import { AddingNotice, TitleAndAddressFields } from "~/features/content/new-item-fields";
import { idProblem } from "~/features/content/nutrition-editor.server";
import { NUTRITION_MESSAGES } from "~/features/content/nutrition-errors";
import { KIND_LABELS, NEW_RECIPE, slugify } from "~/features/content/nutrition-fields";
import { nutritionRows, startNewRecipe } from "~/features/content/nutrition-list.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/content-nutrition";

// Issue 19 §2: every meal plan, recipe and grocery list on the Nutrition page, each opening its
// editor, and the start of a new recipe (free or premium), which opens as a draft.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Nutrition · Coach area", "Edit meal plans, recipes and grocery lists; add a recipe."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  return nutritionRows(getAppContext(args.context).database.db);
}

const AddRecipeSchema = z.object({
  intent: z.literal("add-recipe", { error: "Please use the buttons on this page." }),
  title: z
    .string({ error: "Please give the recipe a title." })
    .trim()
    .min(1, "Please give the recipe a title.")
    .max(120, "At most 120 characters, please."),
  id: z.string().trim().max(60, "At most 60 characters, please.").optional(),
  access: z.enum(["free", "premium"], { error: "Please choose free or premium." }),
});

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const submission = await readSubmission(args.request, AddRecipeSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const id = input.id || slugify(input.title);
  const problem = idProblem(id);
  if (problem) return formFailure(form, 400, { fieldErrors: { id: problem } });
  const started = await startNewRecipe(
    app.database.db,
    { id, title: input.title, premium: input.access === "premium" },
    { id: coach.id, name: coach.name },
    app.now(),
  );
  if (!started.ok)
    return formFailure(form, 409, { formError: NUTRITION_MESSAGES.alreadyAdding(started.adding) });
  return redirect(`/coach/content/nutrition/${NEW_RECIPE}`, 303);
}

export default function ContentNutrition({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, adding } = loaderData;
  const failure = formFailureOf(actionData);
  const busy = useNavigation().state !== "idle";

  return (
    <div className="flex flex-col gap-8">
      <p>
        <Link to="/coach/content" className="inline-flex min-h-11 items-center">
          Back to Site & content
        </Link>
      </p>
      <section aria-labelledby="nutrition-title" className="flex flex-col gap-4">
        <h2 id="nutrition-title" className="text-2xl">
          Nutrition
        </h2>
        <p className="max-w-3xl text-lg">
          Everything on the{" "}
          <a href="/nutrition" target="_blank" rel="noreferrer">
            Nutrition page
          </a>
          , in its order. Open one to change it: a draft is seen by nobody but you until you publish it.
        </p>
        <CoachTable
          caption="Nutrition items"
          headers={["Item", "Kind", "Access", "Status"]}
          rowCount={rows.length}
          empty="There is nothing on the Nutrition page yet."
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cellClass}>
                <Link to={`/coach/content/nutrition/${row.id}`} className="inline-flex min-h-11 items-center">
                  {row.title}
                </Link>
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{KIND_LABELS[row.kind]}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{row.premium ? "Premium" : "Free"}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {row.draft ? (
                  <span className="rounded-full bg-secondary px-3 py-0.5 text-secondary-foreground">
                    Draft
                  </span>
                ) : (
                  "Published"
                )}
              </td>
            </tr>
          ))}
        </CoachTable>
      </section>

      <section
        aria-labelledby="add-recipe-title"
        className="flex max-w-3xl flex-col gap-4 rounded-xl border border-border bg-card p-6"
      >
        <h2 id="add-recipe-title" className="text-2xl">
          Add a recipe
        </h2>
        <AddingNotice adding={adding} href={`/coach/content/nutrition/${NEW_RECIPE}`}>
          Give it a title and choose who may read it; the next page takes the ingredients, the method and its
          card. It is a draft until you publish it.
        </AddingNotice>
        {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
        <Form method="post" className="flex flex-col gap-5" noValidate aria-labelledby="add-recipe-title">
          <input type="hidden" name="intent" value="add-recipe" />
          <TitleAndAddressFields
            failure={failure}
            name="id"
            label="Id (optional)"
            hint="Its name in the PDF's address. Left empty, it is made from the title: lower-case letters, digits and hyphens."
            empty="The id is made from the title."
            where={(id) => (
              <>
                Its PDF will be at <code className="break-all">/nutrition/{id}/pdf</code>.
              </>
            )}
          />
          <RadioGroupField
            legend="Who may read it"
            name="access"
            options={[
              ["free", "Free: everyone"],
              ["premium", "Premium: members with premium access only"],
            ]}
            defaultValue={typedValue(failure, "access") ?? "free"}
            error={failure?.fieldErrors.access}
          />
          <Button type="submit" className="self-start" disabled={busy || adding !== null}>
            Add the recipe
          </Button>
        </Form>
      </section>
    </div>
  );
}
