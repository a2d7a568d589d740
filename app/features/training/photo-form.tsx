import { Form as RouterForm, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { POSES } from "./body-display";

/** A new progress photo: a plain multipart POST form, so it works without JavaScript. */
export function PhotoForm({
  today,
  failure,
  resetKey,
}: {
  today: string;
  failure: FormFailure | null;
  /** Changes after each save, so the form starts empty again. */
  resetKey: number | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const errors = failure?.fieldErrors ?? {};
  const chosenPose = typedValue(failure, "pose") ?? "front";
  return (
    <section
      aria-labelledby="photo-heading"
      className="flex flex-col gap-4 rounded-2xl border-2 border-border p-4 sm:p-6"
    >
      <h2 id="photo-heading" className="text-2xl">
        Add a progress photo
      </h2>
      <p className="text-lg">
        Stand against a plain wall in good light, in the same place each time. One photo per pose per day: a
        new one replaces the old.
      </p>
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      <RouterForm
        key={resetKey}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="intent" value="photo" />
        {/* No `capture`: it would force the camera, and she may want a photo she already took. */}
        <Field
          label="Photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint="A JPEG, PNG or WebP photo, up to 10 MB."
          error={errors.photo}
          className="max-w-xl"
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.pose ? "photo-pose-error" : undefined}
        >
          <legend className="mb-2 font-semibold">Pose</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {POSES.map(({ pose, label }) => (
              <label key={pose} className="flex min-h-11 items-center gap-3 text-lg">
                <input
                  type="radio"
                  name="pose"
                  value={pose}
                  defaultChecked={pose === chosenPose}
                  className="size-6 accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
          {errors.pose && (
            <p id="photo-pose-error" className="text-sm font-semibold text-destructive">
              {errors.pose}
            </p>
          )}
        </fieldset>
        <Field
          label="Date taken"
          name="day"
          type="date"
          min="2000-01-01"
          max={today}
          defaultValue={typedValue(failure, "day") ?? today}
          error={errors.day}
          className="max-w-xs"
        />
        <Button type="submit" size="lg" className="self-start" disabled={busy}>
          Upload photo
        </Button>
      </RouterForm>
    </section>
  );
}
