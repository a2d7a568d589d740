import { SYMPTOM_ITEMS, SYMPTOM_LEVELS, type SymptomName } from "./symptoms";

// The weekly check-in's symptom set (issue 39 §2): five items, each 0-4 as the Menopause Rating
// Scale scores its items (decision 0065), each optional. Five big radio buttons per item, as the
// check-in's other questions; "Leave out" clears an answer without JavaScript.

export function SymptomSet({
  value,
  errors,
}: {
  /** The form value of each item's field ("symptom-joints"): "0"-"4", or "". */
  value: (field: string) => string;
  errors: Record<string, string | undefined>;
}) {
  return (
    <fieldset className="flex flex-col gap-6 rounded-xl border-2 border-border p-4">
      <legend className="px-1 text-xl font-semibold">How you have felt this week (optional)</legend>
      <p className="text-base text-muted-foreground">
        From none to very severe. Leave out anything you would rather not answer.
      </p>
      {SYMPTOM_ITEMS.map((item) => (
        <SymptomItem
          key={item.name}
          name={item.name}
          legend={item.legend}
          checked={value(`symptom-${item.name}`)}
          error={errors[`symptom-${item.name}`]}
        />
      ))}
    </fieldset>
  );
}

function SymptomItem({
  name,
  legend,
  checked,
  error,
}: {
  name: SymptomName;
  legend: string;
  checked: string;
  error?: string;
}) {
  const field = `symptom-${name}`;
  const errorId = `${field}-error`;
  const option =
    "flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-input px-1 py-2 text-center has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring";
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="text-lg font-semibold">{legend}</legend>
      <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {SYMPTOM_LEVELS.map((label, score) => (
          <label key={label} className={option}>
            <input
              type="radio"
              name={field}
              value={String(score)}
              defaultChecked={checked === String(score)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="text-base leading-tight">{label}</span>
          </label>
        ))}
        <label className={`${option} text-muted-foreground`}>
          <input type="radio" name={field} value="" defaultChecked={checked === ""} className="sr-only" />
          <span className="text-base leading-tight">Leave out</span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-base font-semibold text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
