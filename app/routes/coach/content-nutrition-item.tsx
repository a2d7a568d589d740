import { type FormEvent, useState } from "react";
import { data, Form, Link, redirect, type ShouldRevalidateFunction, useNavigation } from "react-router";
import { z } from "zod";
import { FormAlert } from "~/components/ui/field";
import { energyFromMacros } from "~/content/nutrition/macros";
import type { Macros } from "~/content/nutrition/schema";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { discardDraft, saveDraft } from "~/features/content/content-store.server";
import { DiscardDraft, DraftButtons } from "~/features/content/draft-actions";
import {
  applyNutritionForm,
  type NutritionEditing,
  nutritionProblems,
  openNutritionItem,
  publishNutritionItem,
} from "~/features/content/nutrition-editor.server";
import {
  dayChecks,
  dayChecksFromForm,
  KIND_LABELS,
  MACRO_KEYS,
  NEW_RECIPE,
  valueAt,
} from "~/features/content/nutrition-fields";
import {
  CardFields,
  type EditorState,
  GroceryListFields,
  MealPlanFields,
  RecipeFields,
} from "~/features/content/nutrition-form";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/content-nutrition-item";

// Issue 19 §2: one meal plan, recipe or grocery list, with its card, edited as a draft that only
// the coach sees, then published for everyone (decision 0035). A plan's day totals are added up
// and set beside its targets as she works; publishing a plan with a day outside them is refused
// with that day named, and a new recipe's id must be unused.

const openOr404 = async (args: Route.LoaderArgs | Route.ActionArgs) =>
  openNutritionItem(getAppContext(args.context).database.db, args.params.item);

const asText = (value: unknown, fallback = "") => (typeof value === "string" ? value : fallback);

/** A serving's energy from its macros, for the hint beside the recipe's own figure. */
function energyOf(body: Record<string, unknown>): number {
  const macros = Object.fromEntries(
    MACRO_KEYS.map((key) => [key, Number(valueAt(body, ["perServing", key])) || 0]),
  ) as Macros;
  return energyFromMacros(macros);
}

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const editing = await openOr404(args);
  if (!editing) {
    // A recipe being added that was published or discarded meanwhile: back to the list.
    if (args.params.item === NEW_RECIPE) throw redirect("/coach/content/nutrition");
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const { body, card } = editing.shown;
  const problems = nutritionProblems(editing);
  return {
    kind: editing.kind,
    param: editing.param,
    isNew: editing.isNew,
    id: asText(body.id, editing.param),
    title: asText(body.title, "New recipe"),
    draftSavedAt: editing.draft ? formatDateTime(editing.draft.updatedAt) : null,
    body,
    card,
    days: editing.kind === "meal-plan" ? dayChecks(body) : [],
    energy: editing.kind === "recipe" ? energyOf(body) : 0,
    problems: problems.fieldErrors,
    problemList: problems.formErrors,
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  ...pageMeta(
    matches,
    `${loaded?.title ?? "Nutrition"} · Coach area`,
    "Edit a meal plan, recipe or grocery list and its card.",
  ),
  { name: "robots", content: "noindex" },
];

// After a refused publish the draft holds what she sent: read it again so the day totals and
// the problems follow (React Router skips that after a 4xx by default).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" || defaultShouldRevalidate;

const ItemActionSchema = z.object({
  intent: z.enum(["save", "publish", "discard"], { error: "Please use the buttons on this page." }),
  access: z.enum(["free", "premium"], { error: "Please choose free or premium." }).optional(),
});

const here = (editing: NutritionEditing) => `/coach/content/nutrition/${editing.param}`;

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const editing = await openOr404(args);
  const submission = await readSubmission(args.request, ItemActionSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  if (!editing) {
    if (args.params.item !== NEW_RECIPE) throw data(null, { status: 404, statusText: "Not Found" });
    return formFailure(form, 409, {
      formError: "This new recipe was published or discarded already. Add it again from the Nutrition list.",
    });
  }
  const author = { id: coach.id, name: coach.name };
  const now = app.now();

  if (input.intent === "discard") {
    await discardDraft(db, editing.section);
    return redirect(editing.isNew ? "/coach/content/nutrition" : here(editing), 303);
  }

  const { next, fieldErrors } = applyNutritionForm(editing, form, input.access);
  if (Object.keys(fieldErrors).length > 0) {
    return formFailure(form, 400, { formError: "Some fields are too long; nothing was saved.", fieldErrors });
  }
  if (input.intent === "save") {
    await saveDraft(db, { section: editing.section, data: next, author }, now);
    return redirect(here(editing), 303);
  }

  const published = await publishNutritionItem(db, editing, next, author, now);
  if (!published.ok) {
    // Nothing she typed is lost: it stays as her draft, with the problems marked on it.
    await saveDraft(db, { section: editing.section, data: next, author }, now);
    const count = Object.keys(published.fieldErrors).length + published.formErrors.length;
    return formFailure(form, 400, {
      formError: [
        `Not published: ${count === 1 ? "one problem is" : `${count} problems are`} marked below. Your changes are saved as a draft.`,
        ...published.formErrors,
      ].join(" "),
      fieldErrors: published.fieldErrors,
    });
  }
  await recordAudit(
    db,
    { id: coach.id, email: coach.email },
    {
      action: "published content",
      // A new recipe is named by the section it is edited under from now on.
      target: editing.isNew ? `recipe:${published.id}` : editing.section,
      detail: `revision ${published.revision}${editing.isNew ? ", a new recipe" : ""}`,
    },
    now,
  );
  return redirect(`/coach/content/nutrition/${published.id}`, {
    status: 303,
    headers: { "Set-Cookie": flashCookie("content-published") },
  });
}

export default function ContentNutritionItem({ loaderData, actionData }: Route.ComponentProps) {
  const item = loaderData;
  const failure = formFailureOf(actionData);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const state: EditorState = {
    body: item.body,
    card: item.card,
    failure,
    errors: failure?.fieldErrors ?? item.problems,
  };
  // As she types a meal's macros, each day's totals follow at once (the server counts again).
  const [typedDays, setTypedDays] = useState<typeof item.days | null>(null);
  const days = typedDays ?? item.days;
  const recount = (event: FormEvent<HTMLFormElement>) => {
    if (item.kind === "meal-plan")
      setTypedDays(dayChecksFromForm(item.body, new FormData(event.currentTarget)));
  };
  const outside = days.filter((day) => !day.ok).map((day) => day.day);
  const problemCount = Object.keys(state.errors).length + (failure ? 0 : item.problemList.length);

  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/coach/content/nutrition" className="inline-flex min-h-11 items-center">
          Back to all nutrition items
        </Link>
      </p>
      <div>
        <p className="text-muted-foreground">{item.isNew ? "New recipe" : KIND_LABELS[item.kind]}</p>
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
            "The published version: what everyone sees now."
          )}
        </p>
        {item.isNew ? null : (
          <p className="mt-2 text-lg">
            On the{" "}
            <a href="/nutrition" target="_blank" rel="noreferrer">
              Nutrition page
            </a>
            , with its PDF at <code className="break-all">/nutrition/{item.id}/pdf</code>.
          </p>
        )}
      </div>

      {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
      {!failure && problemCount > 0 ? (
        <FormAlert tone="info">
          Not ready to publish yet: {problemCount === 1 ? "one problem is" : `${problemCount} problems are`}{" "}
          marked below. {item.problemList.join(" ")}
        </FormAlert>
      ) : null}
      {item.kind === "meal-plan" && outside.length > 0 ? (
        <p className="font-semibold text-destructive">
          Outside the daily targets: {outside.map((day) => `Day ${day}`).join(", ")}. The plan cannot be
          published until every day is inside them.
        </p>
      ) : null}

      <Form method="post" className="flex max-w-4xl flex-col gap-6" noValidate onChange={recount}>
        {item.kind === "meal-plan" ? <MealPlanFields state={state} days={days} /> : null}
        {item.kind === "recipe" ? (
          <RecipeFields state={state} isNew={item.isNew} energy={item.energy} />
        ) : null}
        {item.kind === "grocery-list" ? <GroceryListFields state={state} /> : null}
        <CardFields state={state} />
        <DraftButtons busy={busy} />
      </Form>
      <DiscardDraft draftSavedAt={item.draftSavedAt} isNew={item.isNew} what="recipe" busy={busy} />
    </div>
  );
}
