import type { Recipe } from "~/content/nutrition/schema";
import { MacrosSummary } from "./macros-summary";

export function RecipeView({ recipe }: { recipe: Recipe }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg">{recipe.summary}</p>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-lg">
        <div>
          <dt className="inline font-semibold">Serves: </dt>
          <dd className="inline">{recipe.servings}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Prep: </dt>
          <dd className="inline">{recipe.prepMinutes} min</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Cook: </dt>
          <dd className="inline">{recipe.cookMinutes === 0 ? "no cooking" : `${recipe.cookMinutes} min`}</dd>
        </div>
      </dl>
      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <section aria-labelledby={`${recipe.id}-ingredients`}>
          <h3 id={`${recipe.id}-ingredients`} className="font-sans text-xl font-semibold">
            Ingredients
          </h3>
          <ul className="mt-2 list-disc pl-6 text-lg">
            {recipe.ingredients.map((ingredient) => (
              <li key={ingredient}>{ingredient}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${recipe.id}-method`}>
          <h3 id={`${recipe.id}-method`} className="font-sans text-xl font-semibold">
            Method
          </h3>
          <ol className="mt-2 list-decimal pl-6 text-lg">
            {recipe.steps.map((step) => (
              <li key={step} className="mb-2">
                {step}
              </li>
            ))}
          </ol>
        </section>
      </div>
      {recipe.tip && (
        <p className="text-lg">
          <strong>Tip:</strong> {recipe.tip}
        </p>
      )}
      <MacrosSummary macros={recipe.perServing} label="Nutrition per serving" />
    </div>
  );
}
