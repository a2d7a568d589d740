import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { HABIT_KINDS, type HabitKind } from "~/db/schema";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { amountText, DEFAULT_HABITS, HABITS } from "./habits";

export type HabitsFormValues = {
  assigned: boolean;
  habits: { habit: HabitKind; label: string; assignedTarget: number | null }[];
};

const KIND_WORDS: Record<HabitKind, string> = {
  protein: "Protein (from her weight unless you set grams)",
  water: "Water, in glasses",
  steps: "Steps",
  sleep: "Sleep, in hours",
  mobility: "Mobility, in minutes",
  custom: "A habit you name, counted in times a day",
};

/** The coach's choice of her habits: a plain POST, so it works without JavaScript. */
export function HabitsForm({
  clientId,
  current,
  failure,
}: {
  clientId: string;
  current: HabitsFormValues;
  failure: FormFailure | null;
}) {
  const typed = failure?.values.habit;
  const ticked = new Set<string>(
    failure
      ? Array.isArray(typed)
        ? typed
        : typed
          ? [typed]
          : []
      : current.assigned
        ? current.habits.map((habit) => habit.habit)
        : DEFAULT_HABITS,
  );
  const targetOf = (habit: HabitKind) =>
    current.habits.find((entry) => entry.habit === habit)?.assignedTarget ?? null;
  const customName = current.habits.find((entry) => entry.habit === "custom")?.label ?? "";
  return (
    <Form
      method="post"
      action={`/coach/clients/${clientId}/habits`}
      className="flex flex-col gap-4"
      noValidate
    >
      <input type="hidden" name="intent" value="habits" />
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">Her daily habits</legend>
        {HABIT_KINDS.map((habit) => (
          <div key={habit} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="habit"
                value={habit}
                defaultChecked={ticked.has(habit)}
                className="size-6 shrink-0"
              />
              {KIND_WORDS[habit]}
            </label>
            {habit === "custom" && (
              <Field
                label="Its name"
                name="customName"
                maxLength={60}
                defaultValue={typedValue(failure, "customName") ?? customName}
                error={failure?.fieldErrors.customName}
              />
            )}
            <Field
              label={`Daily target (${HABITS[habit].unit})`}
              name={`target-${habit}`}
              inputMode="decimal"
              hint={
                habit === "protein"
                  ? "Leave empty for her range from her weight."
                  : `Leave empty for ${amountText(HABITS[habit].defaultTarget)}.`
              }
              defaultValue={typedValue(failure, `target-${habit}`) ?? String(targetOf(habit) ?? "")}
              error={failure?.fieldErrors[`target-${habit}`]}
            />
          </div>
        ))}
      </fieldset>
      <Button type="submit" size="lg" className="self-start">
        Save her habits
      </Button>
    </Form>
  );
}
