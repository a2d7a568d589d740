import { Link, Form as RouterForm, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import type { WeightUnit } from "~/db/schema";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import type { ProgressViewData, SettingsSaved } from "./progress-display";
import { ProgressSection } from "./progress-section";
import { PLATE_STEPS } from "./units";

// The end of her progress page: her settings (a plain POST form) and her data to take or delete.

const UNIT_NAMES: Record<WeightUnit, string> = { kg: "Kilograms", lb: "Pounds" };

export function SettingsSection({
  data,
  failure,
  done,
}: {
  data: ProgressViewData;
  failure: FormFailure | null;
  done: SettingsSaved | null;
}) {
  const busy = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  const plates = typedValue(failure, "plates") ?? data.settings.plates;
  const { min, max } = data.settings.goalRange;
  return (
    <ProgressSection id="settings" title="Your settings" className="print:hidden">
      {done && (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 text-lg font-semibold">
          {done.done}
        </p>
      )}
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      {/* Remounted whenever her saved settings change, so a switch to pounds shows the goal in
          pounds at once: an input's default value alone would not replace what it shows. */}
      <RouterForm
        key={`${data.settings.plates}|${data.settings.goal}|${done?.at ?? ""}`}
        method="post"
        action="/progress#settings"
        preventScrollReset
        noValidate
        className="flex max-w-3xl flex-col gap-6"
      >
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={errors.plates ? "plates-hint plates-error" : "plates-hint"}
        >
          <legend className="text-lg font-semibold">Your weights</legend>
          <p id="plates-hint" className="-mt-1 text-base text-muted-foreground">
            Choose kilograms or pounds and the smallest step you can add to a dumbbell or bar. Every weight on
            this page and in your log is shown this way.
          </p>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            {(["kg", "lb"] as const).map((unit) => (
              <fieldset key={unit} className="flex flex-col gap-2">
                <legend className="mb-2 font-semibold">{UNIT_NAMES[unit]}</legend>
                {PLATE_STEPS[unit].map((step) => {
                  const value = `${unit}:${step}`;
                  return (
                    <label
                      key={value}
                      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border-2 border-input bg-background px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
                    >
                      <input
                        type="radio"
                        name="plates"
                        value={value}
                        defaultChecked={plates === value}
                        aria-invalid={errors.plates ? true : undefined}
                        className="size-5 accent-primary focus-visible:outline-none"
                      />
                      Steps of {step} {unit}
                    </label>
                  );
                })}
              </fieldset>
            ))}
          </div>
          {errors.plates && (
            <p id="plates-error" className="text-sm font-semibold text-destructive">
              {errors.plates}
            </p>
          )}
        </fieldset>
        <Field
          label={`Goal weight in ${data.unit} (optional)`}
          name="goal"
          inputMode="decimal"
          autoComplete="off"
          className="max-w-sm"
          hint={`Between ${min} and ${max} ${data.unit}. Your body measurements chart shows it as a line. Leave it empty for no goal.`}
          defaultValue={typedValue(failure, "goal") ?? data.settings.goal}
          error={errors.goal}
        />
        <Button type="submit" size="lg" className="self-start" disabled={busy}>
          Save settings
        </Button>
      </RouterForm>
    </ProgressSection>
  );
}

/** Her data is hers: a copy of each part, or all of it deleted. */
export function YourData({ downloads }: { downloads: readonly { href: string; label: string }[] }) {
  const link = "inline-flex min-h-11 items-center text-lg text-primary underline underline-offset-4";
  return (
    <ProgressSection id="your-data" title="Your data" className="print:hidden">
      <p className="max-w-3xl text-lg">
        Everything you log is yours: take a copy at any time, or delete it all.
      </p>
      <ul className="flex flex-col gap-1">
        {downloads.map((download) => (
          <li key={download.href}>
            {/* A file, not a page: the browser downloads it instead of the router fetching it. */}
            <a href={download.href} className={link}>
              {download.label}
            </a>
          </li>
        ))}
        <li>
          <Link to="/account/delete" className={link}>
            Delete my account
          </Link>
        </li>
      </ul>
    </ProgressSection>
  );
}
