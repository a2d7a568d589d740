import { Link } from "react-router";
import { FormAlert } from "~/components/ui/field";
import { type FormFailure, formFailureOf, typedValue } from "~/lib/form-failure";
import { type BodySaved, type BodyViewData, lengthWord } from "./body-display";
import { MeasurementsForm } from "./measurements-form";
import { MeasurementsHistory } from "./measurements-history";
import { PhotoForm } from "./photo-form";
import { AllPhotos, PhotoComparison } from "./photo-gallery";

// Her body measurements and progress photos (issue 17 part 4). Everything here works without
// JavaScript: plain forms, a GET form to pick the days to compare, charts drawn on the server.

type Result = BodySaved | FormFailure | undefined;

export function BodyView({ data, result }: { data: BodyViewData; result: Result }) {
  const failure = formFailureOf(result);
  const done = result && "done" in result ? result : null;
  // Each form shows only its own refusal: the form she sent says which it was.
  const failedForm = typedValue(failure, "intent");

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 md:py-12">
      <header className="flex flex-col gap-3">
        <p>
          <Link to="/progress" className="inline-flex min-h-11 items-center text-lg">
            Back to your progress
          </Link>
        </p>
        <h1 className="text-3xl md:text-4xl">Body measurements and photos</h1>
        <p className="max-w-3xl text-lg">
          Only you and your coach can see these. Photos are stored without location or camera details.
        </p>
        <p className="text-lg">
          Weights in {data.unit}, lengths in {lengthWord(data.length)}.{" "}
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
      <MeasurementsHistory data={data} />
      <PhotoForm today={data.today} failure={failedForm === "photo" ? failure : null} resetKey={done?.at} />
      <PhotoComparison data={data} />
      <AllPhotos photos={data.photos} />
    </div>
  );
}
