// The controls of the nutrition editor (issue 19 §2): plain fields named by their path in the
// item (decision 0035), filled from her draft or what she just sent, each with its error.
import { Field, TextareaField } from "~/components/ui/field";
import { MEAL_SLOTS } from "~/content/nutrition/macros";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import type { FieldPath } from "./form-paths";
import {
  bodyName,
  type DayCheck,
  listAt,
  MACRO_KEYS,
  MACRO_LABELS,
  TARGET_KEYS,
  textAt,
  valueAt,
} from "./nutrition-fields";

type Shape = Record<string, unknown>;

export type EditorState = {
  body: Shape;
  card: Shape;
  failure: FormFailure | null;
  /** Field name → message: from the last publish, or the draft's own problems. */
  errors: Record<string, string>;
};

/** A body field's name, the value to show (what she sent, else the draft) and its error. */
function bodyField(state: EditorState, path: FieldPath) {
  const name = bodyName(...path);
  return {
    name,
    defaultValue: typedValue(state.failure, name) ?? textAt(state.body, path),
    error: state.errors[name],
  };
}

const numberProps = { inputMode: "decimal" as const, autoComplete: "off", className: "max-w-40" };

function MacroFields({ state, path, legend }: { state: EditorState; path: FieldPath; legend: string }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {MACRO_KEYS.map((key) => (
          <Field key={key} label={MACRO_LABELS[key]} {...numberProps} {...bodyField(state, [...path, key])} />
        ))}
      </div>
    </fieldset>
  );
}

const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}`;
const grouped = (value: number) => Math.round(value).toLocaleString("en-AU");
const UNITS: Record<(typeof TARGET_KEYS)[number], string> = {
  kcal: "kcal",
  protein: "g protein",
  carbs: "g carbs",
  fat: "g fat",
};

/** A day's totals beside its targets, each out-of-range one said in words, not colour alone. */
export function DayTotals({ check }: { check: DayCheck }) {
  return (
    <section aria-label={`Day ${check.day} totals`} className="rounded-md bg-muted p-4">
      <p className="font-semibold">
        Day {check.day} adds up to {grouped(check.totals.kcal)} kcal, {grouped(check.totals.protein)} g
        protein, {grouped(check.totals.carbs)} g carbs, {grouped(check.totals.fat)} g fat and{" "}
        {grouped(check.totals.fibre)} g fibre.
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {check.checks.map((item) => (
          <li key={item.key} className={item.ok ? undefined : "font-semibold text-destructive"}>
            {capitalised(item.key)}: {grouped(item.value)} {UNITS[item.key]}, target {grouped(item.min)}-
            {grouped(item.max)}: {item.ok ? "within the target" : "outside the target"}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MealPlanFields({ state, days }: { state: EditorState; days: readonly DayCheck[] }) {
  return (
    <>
      <Field label="Title" required maxLength={120} {...bodyField(state, ["title"])} />
      <TextareaField label="Summary" rows={4} {...bodyField(state, ["summary"])} />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-xl font-semibold">Daily targets</legend>
        <p className="text-muted-foreground">Every day's totals must land inside these ranges to publish.</p>
        {TARGET_KEYS.filter((key) => valueAt(state.body, ["target", key]) !== undefined).map((key) => (
          <fieldset key={key} className="flex flex-wrap gap-4">
            <legend className="sr-only">{capitalised(key)} target</legend>
            <Field
              label={`${capitalised(key)}: at least (${key === "kcal" ? "kcal" : "g"})`}
              {...numberProps}
              {...bodyField(state, ["target", key, "min"])}
            />
            <Field
              label={`${capitalised(key)}: at most (${key === "kcal" ? "kcal" : "g"})`}
              {...numberProps}
              {...bodyField(state, ["target", key, "max"])}
            />
          </fieldset>
        ))}
      </fieldset>
      <TextareaField
        label="Notes"
        hint="One note per line; at least two."
        rows={5}
        {...bodyField(state, ["notes"])}
      />
      <section aria-labelledby="days-title" className="flex flex-col gap-3">
        <h3 id="days-title" className="text-xl">
          The seven days
        </h3>
        {listAt(valueAt(state.body, ["days"])).map((_, index) => {
          const check = days[index];
          const dayError = state.errors[bodyName("days", index)];
          const dayNumber = check?.day ?? index + 1;
          const flagged = Boolean(dayError) || (check ? !check.ok : false);
          const hasFieldError = Object.keys(state.errors).some((name) =>
            name.startsWith(`${bodyName("days", index)}.`),
          );
          return (
            <details
              // biome-ignore lint/suspicious/noArrayIndexKey: the days never move; their position is their identity.
              key={index}
              open={flagged || hasFieldError}
              className="rounded-xl border border-border bg-card"
            >
              <summary className="min-h-11 cursor-pointer px-5 py-3 text-lg font-semibold">
                Day {dayNumber}
                {check
                  ? `: ${grouped(check.totals.kcal)} kcal, ${grouped(check.totals.protein)} g protein`
                  : ""}
                {flagged ? " (outside the target)" : ""}
              </summary>
              <div className="flex flex-col gap-6 border-t border-border p-5">
                {dayError ? (
                  <p className="font-semibold text-destructive" role="alert">
                    {dayError}
                  </p>
                ) : null}
                {MEAL_SLOTS.map((slot) => {
                  const path: FieldPath = ["days", index, "meals", slot];
                  return (
                    <fieldset key={slot} className="flex flex-col gap-4">
                      <legend className="text-lg font-semibold">
                        Day {dayNumber}, {slot}
                      </legend>
                      <Field label="Title" {...bodyField(state, [...path, "title"])} />
                      <TextareaField
                        label="Description"
                        rows={3}
                        {...bodyField(state, [...path, "description"])}
                      />
                      <MacroFields state={state} path={[...path, "macros"]} legend="Macros" />
                    </fieldset>
                  );
                })}
                {check ? <DayTotals check={check} /> : null}
              </div>
            </details>
          );
        })}
      </section>
    </>
  );
}

export function RecipeFields({
  state,
  isNew,
  energy,
}: {
  state: EditorState;
  isNew: boolean;
  energy: number;
}) {
  return (
    <>
      {isNew ? (
        <Field
          label="Id"
          hint="Its name in the PDF's address: lower-case letters, digits and hyphens. It cannot change once published."
          maxLength={60}
          {...bodyField(state, ["id"])}
        />
      ) : null}
      <Field label="Title" required maxLength={120} {...bodyField(state, ["title"])} />
      <TextareaField label="Summary" rows={4} {...bodyField(state, ["summary"])} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Serves" {...numberProps} {...bodyField(state, ["servings"])} />
        <Field label="Prep (minutes)" {...numberProps} {...bodyField(state, ["prepMinutes"])} />
        <Field label="Cook (minutes)" {...numberProps} {...bodyField(state, ["cookMinutes"])} />
      </div>
      <TextareaField
        label="Ingredients"
        hint="One per line, with amounts; at least five."
        rows={8}
        {...bodyField(state, ["ingredients"])}
      />
      <TextareaField
        label="Method"
        hint="One step per line; at least three."
        rows={8}
        {...bodyField(state, ["steps"])}
      />
      <MacroFields state={state} path={["perServing"]} legend="Nutrition per serving" />
      <p className="text-muted-foreground">
        From the protein, carbs, fat and fibre above, a serving comes to about {grouped(energy)} kcal.
      </p>
      <TextareaField label="Tip (optional)" rows={3} {...bodyField(state, ["tip"])} />
    </>
  );
}

export function GroceryListFields({ state }: { state: EditorState }) {
  return (
    <>
      <Field label="Title" required maxLength={120} {...bodyField(state, ["title"])} />
      <TextareaField label="Summary" rows={3} {...bodyField(state, ["summary"])} />
      {listAt(valueAt(state.body, ["sections"])).map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are edited in place, never moved.
        <fieldset key={index} className="flex flex-col gap-4 rounded-xl border border-border p-5">
          <legend className="px-1 text-lg font-semibold">Section {index + 1}</legend>
          <Field label="Name" {...bodyField(state, ["sections", index, "name"])} />
          <TextareaField
            label="Items"
            hint="One per line; at least three."
            rows={6}
            {...bodyField(state, ["sections", index, "items"])}
          />
        </fieldset>
      ))}
    </>
  );
}

/** The card on the Nutrition page: what a visitor reads before she may open the item. */
export function CardFields({ state }: { state: EditorState }) {
  const premium =
    (typedValue(state.failure, "access") ?? (state.card.premium === true ? "premium" : "free")) === "premium";
  const field = (key: "description" | "highlights") => {
    const name = `card.${key}`;
    return {
      name,
      defaultValue: typedValue(state.failure, name) ?? textAt(state.card, [key]),
      error: state.errors[name],
    };
  };
  return (
    <fieldset className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5">
      <legend className="px-1 text-xl font-semibold">Its card on the Nutrition page</legend>
      {state.errors.card ? <p className="font-semibold text-destructive">{state.errors.card}</p> : null}
      <TextareaField
        label="Card description"
        hint="One or two sentences. Everyone reads them, premium or not."
        rows={3}
        {...field("description")}
      />
      <TextareaField
        label="Highlights"
        hint="Up to five short facts, one per line, such as 35 minutes or Serves 4. Everyone sees them."
        rows={4}
        {...field("highlights")}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Who may read it</legend>
        {(
          [
            ["free", "Free: everyone"],
            ["premium", "Premium: members with premium access only"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-lg">
            <input
              type="radio"
              name="access"
              value={value}
              defaultChecked={(value === "premium") === premium}
              className="size-5 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
