import { Link, Form as RouterForm, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { type ChartSeries, LineChart } from "~/components/ui/line-chart";
import type { PhotoPose, WeightUnit } from "~/db/schema";
import type { LengthUnit, PhotoSummary } from "~/features/training/body.server";
import { longDate, shortDate } from "~/lib/dates";
import { type FormFailure, formFailureOf, typedValue } from "~/lib/form-failure";
import { formatNumber } from "./units";

// Her body measurements and progress photos (issue 17 part 4). Everything here works without
// JavaScript: plain forms, a GET form to pick the days to compare, charts drawn on the server.

export type BodyViewData = {
  unit: WeightUnit;
  length: LengthUnit;
  today: string;
  ranges: { weight: { min: number; max: number }; length: { min: number; max: number } };
  goal: number | null;
  /** Oldest first, in her units. */
  metrics: Array<{
    day: string;
    weight: number | null;
    average: number | null;
    waist: number | null;
    hips: number | null;
  }>;
  photos: PhotoSummary[];
  compare: { before: string; after: string } | null;
};

type Result = { done: string; at: number } | FormFailure | undefined;

const POSES: readonly { pose: PhotoPose; label: string }[] = [
  { pose: "front", label: "Front" },
  { pose: "side", label: "Side" },
  { pose: "back", label: "Back" },
];
const poseLabel = (pose: PhotoPose) => POSES.find((entry) => entry.pose === pose)?.label ?? pose;

const selectClass =
  "block min-h-12 w-full rounded-md border-2 border-input bg-background px-4 py-2 text-base text-foreground focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function BodyView({ data, result }: { data: BodyViewData; result: Result }) {
  const failure = formFailureOf(result);
  const done = result && "done" in result ? result : null;
  const failedForm = typedValue(failure, "intent");
  const lengthWord = data.length === "cm" ? "cm" : "inches";

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 md:py-12">
      <header className="flex flex-col gap-3">
        <p>
          <Link to="/progress" className="text-lg">
            Back to your progress
          </Link>
        </p>
        <h1 className="text-3xl md:text-4xl">Body measurements and photos</h1>
        <p className="max-w-3xl text-lg">
          Only you and your coach can see these. Photos are stored without location or camera details.
        </p>
        <p className="text-lg">
          Weights in {data.unit}, lengths in {lengthWord}.{" "}
          <Link to="/progress#settings">Change units or goal</Link>
        </p>
      </header>

      {done && (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 text-lg font-semibold">
          {done.done}
        </p>
      )}
      {failure?.formError && (failedForm === "delete-metrics" || failedForm === "delete-photo") && (
        <FormAlert>{failure.formError}</FormAlert>
      )}

      <MeasurementsForm data={data} failure={failedForm === "metrics" ? failure : null} resetKey={done?.at} />
      <Measurements data={data} />
      <PhotoForm today={data.today} failure={failedForm === "photo" ? failure : null} resetKey={done?.at} />
      <Compare data={data} />
      <AllPhotos photos={data.photos} />
    </div>
  );
}

function MeasurementsForm({
  data,
  failure,
  resetKey,
}: {
  data: BodyViewData;
  failure: FormFailure | null;
  resetKey: number | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const lengthWord = data.length === "cm" ? "cm" : "inches";
  const { weight, length } = data.ranges;
  const errors = failure?.fieldErrors ?? {};
  return (
    <section aria-labelledby="measure-heading" className="flex flex-col gap-4 rounded-2xl bg-secondary p-6">
      <h2 id="measure-heading" className="text-2xl">
        Today's measurements
      </h2>
      <p className="text-lg">
        Fill in what you measured and leave the rest empty. Saving the same day again updates it; an empty box
        keeps what you saved earlier that day.
      </p>
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      <RouterForm key={resetKey} method="post" noValidate className="grid gap-5 md:grid-cols-2">
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
          label={`Waist (${lengthWord})`}
          name="waist"
          inputMode="decimal"
          autoComplete="off"
          hint="Around your middle, at the narrowest point."
          defaultValue={typedValue(failure, "waist")}
          error={errors.waist}
        />
        <Field
          label={`Hips (${lengthWord})`}
          name="hips"
          inputMode="decimal"
          autoComplete="off"
          hint={`Around the widest part. Lengths between ${length.min} and ${length.max} ${lengthWord}.`}
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

function Measurements({ data }: { data: BodyViewData }) {
  const { metrics, unit } = data;
  const lengthWord = data.length === "cm" ? "cm" : "inches";
  if (metrics.length === 0) {
    return (
      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <h2 id="history-heading" className="text-2xl">
          Your measurements
        </h2>
        <p className="text-lg">Nothing yet. Your first measurements will start the charts.</p>
      </section>
    );
  }
  const weightSeries: ChartSeries[] = [
    {
      label: "Weight",
      tone: "primary",
      dots: true,
      points: metrics.flatMap((row) => (row.weight === null ? [] : [{ x: row.day, y: row.weight }])),
    },
    {
      label: "7-day average",
      tone: "muted",
      dashed: true,
      points: metrics.flatMap((row) => (row.average === null ? [] : [{ x: row.day, y: row.average }])),
    },
  ];
  const lengthSeries: ChartSeries[] = [
    {
      label: "Waist",
      tone: "primary",
      dots: true,
      points: metrics.flatMap((row) => (row.waist === null ? [] : [{ x: row.day, y: row.waist }])),
    },
    {
      label: "Hips",
      tone: "muted",
      dashed: true,
      dots: true,
      points: metrics.flatMap((row) => (row.hips === null ? [] : [{ x: row.day, y: row.hips }])),
    },
  ];
  const hasWeight = (weightSeries[0]?.points.length ?? 0) > 0;
  const hasLengths = lengthSeries.some((series) => series.points.length > 0);
  const goal =
    data.goal === null ? null : { label: `Goal: ${formatNumber(data.goal)} ${unit}`, value: data.goal };

  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-5">
      <h2 id="history-heading" className="text-2xl">
        Your measurements
      </h2>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-8">
          {hasWeight && <LineChart title="Weight" unit={unit} series={weightSeries} goal={goal} />}
          {hasLengths && <LineChart title="Waist and hips" unit={lengthWord} series={lengthSeries} />}
        </div>
        {/* Scrolls when long or narrow; its Delete buttons make it reachable by keyboard. `relative` keeps the
            sr-only labels (absolutely positioned) inside it, or they would widen the page on a phone. */}
        <div className="relative max-h-[36rem] overflow-auto">
          <table className="w-full border-collapse text-left text-base">
            <caption id="measurements-caption" className="pb-2 text-left text-lg font-semibold">
              Your measurements, newest first
            </caption>
            <thead>
              <tr className="border-b-2 border-border">
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Weight ({unit})
                </th>
                <th scope="col" className="py-2 pr-3">
                  7-day average ({unit})
                </th>
                <th scope="col" className="py-2 pr-3">
                  Waist ({lengthWord})
                </th>
                <th scope="col" className="py-2 pr-3">
                  Hips ({lengthWord})
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...metrics].reverse().map((row) => (
                <tr key={row.day} className="border-b border-border">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {shortDate(row.day)}
                  </th>
                  <Cell value={row.weight} />
                  <Cell value={row.average} />
                  <Cell value={row.waist} />
                  <Cell value={row.hips} />
                  <td className="py-1">
                    <RouterForm method="post">
                      <input type="hidden" name="intent" value="delete-metrics" />
                      <input type="hidden" name="day" value={row.day} />
                      <Button
                        type="submit"
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete measurements of ${longDate(row.day)}`}
                      >
                        Delete
                      </Button>
                    </RouterForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function Cell({ value }: { value: number | null }) {
  return (
    <td className="py-1 pr-3 tabular-nums">
      {value === null ? (
        <>
          <span aria-hidden="true">–</span>
          <span className="sr-only">not measured</span>
        </>
      ) : (
        formatNumber(value)
      )}
    </td>
  );
}

function PhotoForm({
  today,
  failure,
  resetKey,
}: {
  today: string;
  failure: FormFailure | null;
  resetKey: number | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const errors = failure?.fieldErrors ?? {};
  const chosenPose = typedValue(failure, "pose") ?? "front";
  return (
    <section
      aria-labelledby="photo-heading"
      className="flex flex-col gap-4 rounded-2xl border-2 border-border p-6"
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

function PhotoImage({ photo, className }: { photo: PhotoSummary; className?: string }) {
  return (
    <img
      src={`/progress/photos/${photo.id}`}
      width={photo.width}
      height={photo.height}
      alt={`${poseLabel(photo.pose)}, ${longDate(photo.day)}`}
      loading="lazy"
      className={`h-auto w-full rounded-lg bg-muted ${className ?? ""}`}
    />
  );
}

function Compare({ data }: { data: BodyViewData }) {
  const days = [...new Set(data.photos.map((photo) => photo.day))];
  if (days.length === 0) return null;
  const { compare } = data;
  const find = (day: string, pose: PhotoPose) =>
    data.photos.find((photo) => photo.day === day && photo.pose === pose);
  return (
    <section aria-labelledby="compare-heading" className="flex flex-col gap-5">
      <h2 id="compare-heading" className="text-2xl">
        Compare photos
      </h2>
      {compare === null ? (
        <p className="text-lg">Add photos on another day to see them side by side.</p>
      ) : (
        <>
          <RouterForm method="get" className="flex flex-wrap items-end gap-4">
            <DaySelect name="before" label="Before" days={days} value={compare.before} />
            <DaySelect name="after" label="After" days={days} value={compare.after} />
            <Button type="submit" variant="outline" size="lg">
              Compare
            </Button>
          </RouterForm>
          {POSES.map(({ pose, label }) => {
            const pair = [compare.before, compare.after].map((day) => ({ day, photo: find(day, pose) }));
            if (pair.every((side) => !side.photo)) return null;
            return (
              <div key={pose} className="flex flex-col gap-3">
                <h3 className="text-xl">{label}</h3>
                <div className="grid max-w-2xl grid-cols-2 gap-3 md:gap-6">
                  {pair.map(({ day, photo }, index) => (
                    <figure key={index === 0 ? "before" : "after"} className="flex flex-col gap-2">
                      {photo ? (
                        <PhotoImage photo={photo} />
                      ) : (
                        <p className="flex aspect-[3/4] items-center justify-center rounded-lg bg-muted p-3 text-center">
                          No {pose} photo that day
                        </p>
                      )}
                      <figcaption className="text-base">
                        <span className="font-semibold">{index === 0 ? "Before" : "After"}:</span>{" "}
                        {longDate(day)}
                      </figcaption>
                    </figure>
                  ))}
                </div>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}

function DaySelect({
  name,
  label,
  days,
  value,
}: {
  name: string;
  label: string;
  days: readonly string[];
  value: string;
}) {
  const id = `compare-${name}`;
  return (
    <div className="flex min-w-48 flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={selectClass}>
        {days.map((day) => (
          <option key={day} value={day}>
            {longDate(day)}
          </option>
        ))}
      </select>
    </div>
  );
}

function AllPhotos({ photos }: { photos: PhotoSummary[] }) {
  const busy = useNavigation().state !== "idle";
  const days = [...new Set(photos.map((photo) => photo.day))].reverse();
  return (
    <section aria-labelledby="photos-heading" className="flex flex-col gap-5">
      <h2 id="photos-heading" className="text-2xl">
        All your photos
      </h2>
      {days.length === 0 && <p className="text-lg">No photos yet.</p>}
      {days.map((day) => (
        <div key={day} className="flex flex-col gap-3">
          <h3 className="text-xl">{longDate(day)}</h3>
          <ul className="grid max-w-xl grid-cols-3 gap-3 md:gap-5">
            {photos
              .filter((photo) => photo.day === day)
              .map((photo) => (
                <li key={photo.id} className="flex flex-col gap-2">
                  <PhotoImage photo={photo} />
                  <span className="text-base">{poseLabel(photo.pose)}</span>
                  <RouterForm method="post">
                    <input type="hidden" name="intent" value="delete-photo" />
                    <input type="hidden" name="photoId" value={photo.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={`Delete photo: ${poseLabel(photo.pose)}, ${longDate(photo.day)}`}
                    >
                      Delete photo
                    </Button>
                  </RouterForm>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
