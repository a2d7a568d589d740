import { Form as RouterForm, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SELECT_CLASS } from "~/components/ui/select";
import { longDate } from "~/lib/dates";
import type { PhotoSummary } from "./body.server";
import { type BodyViewData, comparedPair, POSES, photoDays, poseLabel } from "./body-display";

// Her progress photos: two days side by side, pose by pose, then every photo by day with a
// Delete each. The days to compare are picked with a GET form, so it works without JavaScript.

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

export function PhotoComparison({ data }: { data: BodyViewData }) {
  const days = photoDays(data.photos);
  if (days.length === 0) return null;
  const { compare } = data;
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
            const pair = comparedPair(data.photos, compare, pose);
            if (!pair) return null;
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
      <select id={id} name={name} defaultValue={value} className={SELECT_CLASS}>
        {days.map((day) => (
          <option key={day} value={day}>
            {longDate(day)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AllPhotos({ photos }: { photos: PhotoSummary[] }) {
  const busy = useNavigation().state !== "idle";
  const days = photoDays(photos).reverse();
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
