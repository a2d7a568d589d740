import {
  BODY_MESSAGES,
  bodyActionSchema,
  comparedDays,
  deleteMetrics,
  deletePhoto,
  lengthUnitFor,
  listMetrics,
  listPhotos,
  metricsInKgCm,
  rangesFor,
  saveMetrics,
  savePhoto,
  sevenDayAverage,
  toLength,
} from "~/features/training/body.server";
import { BodyView } from "~/features/training/body-view";
import { processPhoto } from "~/features/training/photo-image.server";
import { requireTrainingMember } from "~/features/training/training.server";
import { toUnit } from "~/features/training/units";
import { longDate } from "~/lib/dates";
import { formFailure, notAForm, parseForm, readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/body";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Body measurements and photos", "Your weight, waist, hips and progress photos."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member, db, preferences, today } = await requireTrainingMember(args);
  const { unit } = preferences;
  const length = lengthUnitFor(unit);
  const [metrics, photos] = await Promise.all([listMetrics(db, member.id), listPhotos(db, member.id)]);

  const weights = metrics.flatMap((row) =>
    row.weightKg === null ? [] : [{ day: row.day, value: toUnit(row.weightKg, unit) }],
  );
  const averages = new Map(sevenDayAverage(weights).map((point) => [point.day, point.value]));
  const days = photos.map((photo) => photo.day);
  return {
    unit,
    length,
    today,
    ranges: rangesFor(unit),
    goal: preferences.goalWeightKg === null ? null : toUnit(preferences.goalWeightKg, unit),
    metrics: metrics.map((row) => ({
      day: row.day,
      weight: row.weightKg === null ? null : toUnit(row.weightKg, unit),
      average: averages.get(row.day) ?? null,
      waist: row.waistCm === null ? null : toLength(row.waistCm, length),
      hips: row.hipsCm === null ? null : toLength(row.hipsCm, length),
    })),
    photos,
    compare: comparedDays(days, {
      before: args.url.searchParams.get("before"),
      after: args.url.searchParams.get("after"),
    }),
  };
}

export async function action(args: Route.ActionArgs) {
  const { member, app, db, preferences, today } = await requireTrainingMember(args);
  // `readForm` takes both encodings: the measurements are urlencoded, the photo multipart.
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const parsed = parseForm(form, bodyActionSchema({ unit: preferences.unit, today }));
  if (!parsed.ok) return parsed.failure;
  const input = parsed.data;
  const now = app.now();
  const saved = (done: string) => ({ done, at: now.getTime() });

  switch (input.intent) {
    case "metrics": {
      if (input.weight === null && input.waist === null && input.hips === null) {
        return formFailure(form, 400, { formError: BODY_MESSAGES.nothing });
      }
      await saveMetrics(db, member.id, input.day, metricsInKgCm(input, preferences.unit), now);
      return saved(`Saved your measurements for ${longDate(input.day)}.`);
    }
    case "delete-metrics": {
      if (!(await deleteMetrics(db, member.id, input.day))) {
        return formFailure(form, 404, { formError: "There were no measurements on that day." });
      }
      return saved(`Deleted your measurements of ${longDate(input.day)}.`);
    }
    case "photo": {
      const processed = await processPhoto(Buffer.from(await input.photo.arrayBuffer()));
      if (!processed.ok) {
        const message =
          processed.problem === "too-many-pixels" ? BODY_MESSAGES.tooManyPixels : BODY_MESSAGES.unreadable;
        return formFailure(form, 400, { fieldErrors: { photo: message } });
      }
      await savePhoto(db, member.id, { day: input.day, pose: input.pose, photo: processed.photo }, now);
      return saved(`Saved your ${input.pose} photo for ${longDate(input.day)}.`);
    }
    case "delete-photo": {
      // Another person's id and a made-up one get the same answer.
      if (!(await deletePhoto(db, member.id, input.photoId))) {
        return formFailure(form, 404, { formError: BODY_MESSAGES.photoGone });
      }
      return saved("Deleted the photo.");
    }
  }
}

export default function BodyPage({ loaderData, actionData }: Route.ComponentProps) {
  return <BodyView data={loaderData} result={actionData} />;
}
