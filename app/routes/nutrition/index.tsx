import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { type NutritionTeaser, PREMIUM_PLAN_NOTE } from "~/content/nutrition/catalog";
import { getGroceryList, getMealPlan, getRecipe, nutritionItems } from "~/content/nutrition/index.server";
import { GroceryListView } from "~/features/nutrition/grocery-list-view";
import { MealPlanView } from "~/features/nutrition/meal-plan-view";
import { NutritionCard, type NutritionDownload } from "~/features/nutrition/nutrition-card";
import { RecipeView } from "~/features/nutrition/recipe-view";
import { getViewer } from "~/lib/auth.server";
import { pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/index";

export async function loader(args: Route.LoaderArgs) {
  const { premium } = await getViewer(args);
  // DESIGN §2: a premium body is read only for someone entitled to it; everyone else's page is
  // built from the public teaser alone.
  const open = (teaser: NutritionTeaser) => !teaser.premium || premium;
  // The live revision's cards (decision 0035): the coach may have added or changed some.
  const items = nutritionItems();
  const of = (kind: NutritionTeaser["kind"]) => items.filter((item) => item.kind === kind);
  return {
    premium,
    plans: of("meal-plan").map((teaser) => ({ teaser, body: open(teaser) ? getMealPlan(teaser.id) : null })),
    recipes: of("recipe").map((teaser) => ({ teaser, body: open(teaser) ? getRecipe(teaser.id) : null })),
    lists: of("grocery-list").map((teaser) => ({
      teaser,
      body: open(teaser) ? getGroceryList(teaser.id) : null,
    })),
  };
}

// Decision 0068: a visitor's page is HTML; the public widgets script runs its tabs, the week's
// accordion and the premium gate.
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Nutrition Plans",
    "Mediterranean meal plans, recipes and grocery lists for women over 50, with protein at every meal. A free 7-day starter plan.",
    "/nutrition",
  );

/** Each plan offers its grocery list and itself, whether she may download them or not. */
function planDownloads(
  teaser: NutritionTeaser,
  lists: readonly { teaser: NutritionTeaser }[],
): NutritionDownload[] {
  const list = lists.find((candidate) => candidate.teaser.id === `${teaser.id}-groceries`)?.teaser;
  return [
    ...(list ? [{ id: list.id, label: "Download Grocery List" }] : []),
    { id: teaser.id, label: "Download Meal Plan" },
  ];
}

export default function NutritionPlans({ loaderData }: Route.ComponentProps) {
  const { plans, recipes, lists, premium } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <header className="grid items-center gap-6 md:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="text-3xl md:text-4xl">Nutrition Plans</h1>
          <p className="mt-4 text-lg">
            Mediterranean eating made simple: olive oil, fish, beans, vegetables and enough protein at every
            meal to protect your muscle and bones after 50.
          </p>
        </div>
        <img
          src="/images/mediterranean-table.svg"
          alt=""
          width={640}
          height={420}
          loading="lazy"
          className="hidden h-auto w-full md:block"
        />
      </header>
      <Tabs defaultValue="meal-plans" className="mt-10">
        <TabsList aria-label="Nutrition" className="flex-col sm:flex-row">
          <TabsTrigger value="meal-plans" className="w-full sm:w-auto">
            Meal Plans
          </TabsTrigger>
          <TabsTrigger value="recipes" className="w-full sm:w-auto">
            Recipes
          </TabsTrigger>
          <TabsTrigger value="grocery-lists" className="w-full sm:w-auto">
            Grocery Lists
          </TabsTrigger>
        </TabsList>

        <TabsContent value="meal-plans" className="flex flex-col gap-8">
          {plans.map(({ teaser, body }) => (
            <NutritionCard key={teaser.id} teaser={teaser} downloads={planDownloads(teaser, lists)}>
              {body && <MealPlanView plan={body} />}
            </NutritionCard>
          ))}
          <p className="rounded-xl border border-border bg-muted p-5 text-lg">
            {PREMIUM_PLAN_NOTE}
            {premium && " Your membership includes them: enjoy!"}
          </p>
        </TabsContent>

        <TabsContent value="recipes" className="flex flex-col gap-8">
          {recipes.map(({ teaser, body }) => (
            <NutritionCard
              key={teaser.id}
              teaser={teaser}
              downloads={[{ id: teaser.id, label: "Download Recipe" }]}
            >
              {body && <RecipeView recipe={body} />}
            </NutritionCard>
          ))}
        </TabsContent>

        <TabsContent value="grocery-lists" className="flex flex-col gap-8">
          {lists.map(({ teaser, body }) => (
            <NutritionCard
              key={teaser.id}
              teaser={teaser}
              downloads={[{ id: teaser.id, label: "Download Grocery List" }]}
            >
              {body && <GroceryListView list={body} />}
            </NutritionCard>
          ))}
        </TabsContent>
      </Tabs>
    </div>
  );
}
