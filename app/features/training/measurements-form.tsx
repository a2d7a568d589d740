import { Form as RouterForm, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { type BodyViewData, lengthWord } from "./body-display";

/** Today's (or an earlier day's) weight, waist and hips: a plain POST form. */
export function MeasurementsForm({
  data,
  failure,
  resetKey,
}: {
  data: BodyViewData;
  failure: FormFailure | null;
  /** Changes after each save, so the form starts empty again. */
  resetKey: number | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const lengthName = lengthWord(data.length);
  const { weight, length } = data.ranges;
  const errors = failure?.fieldErrors ?? {};
  return (
    <section
      aria-labelledby="measure-heading"
      className="flex flex-col gap-4 rounded-2xl bg-secondary p-4 sm:p-6"
    >
      <h2 id="measure-heading" className="text-2xl">
        Today's measurements
      </h2>
      <p className="text-lg">
        Fill in what you measured and leave the rest empty. Saving the same day again updates it; an empty box
        keeps what you saved earlier that day.
      </p>
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      <RouterForm key={resetKey} method="post" noValidate className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <input type="hidden" name="intent" value="metrics" />
        <Field
          label={`Weight (${data.unit})`}
          name="weight"
          inputMode="decimal"
          autoComplete="off"
          hint={`Between ${weight.min} and ${weight.max} ${data.unit}.`}
          defaultValue={typedValue(failure, "weight")}
          error={errors.weight}
        />
        <Field
          label="Date"
          name="day"
          type="date"
          min="2000-01-01"
          max={data.today}
          hint="Today, or an earlier day."
          defaultValue={typedValue(failure, "day") ?? data.today}
          error={errors.day}
        />
        <Field
          label={`Waist (${lengthName})`}
          name="waist"
          inputMode="decimal"
          autoComplete="off"
          hint="Around your middle, at the narrowest point."
          defaultValue={typedValue(failure, "waist")}
          error={errors.waist}
        />
        <Field
          label={`Hips (${lengthName})`}
          name="hips"
          inputMode="decimal"
          autoComplete="off"
          hint={`Around the widest part. Lengths between ${length.min} and ${length.max} ${lengthName}.`}
          defaultValue={typedValue(failure, "hips")}
          error={errors.hips}
        />
        <Button type="submit" size="lg" className="justify-self-start" disabled={busy}>
          Save measurements
        </Button>
      </RouterForm>
    </section>
  );
}
