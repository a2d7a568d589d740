import { Link, useActionData } from "react-router";
import { FormAlert } from "~/components/ui/field";
import { coachZone } from "~/features/coach/coach-dates.server";
import { SETTINGS_FORMS } from "~/features/coach-calendar/calendar-forms";
import { loadSettings, runSettingsAction } from "~/features/coach-calendar/calendar-settings.server";
import { readIntentSubmission } from "~/features/coach-calendar/read-intent.server";
import { ClassTimesSection, DaysOffSection, HoursSection } from "~/features/coach-calendar/settings-hours";
import { TypesSection } from "~/features/coach-calendar/settings-types";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/calendar-settings";

// The coach's offers and hours (issue 40 §1-§2, decision 0063): what she offers, when she works,
// her days off and her classes' times. Plain forms, one protocol; every refusal is a 4xx in
// plain words, with what she typed, back on the form it came from.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Offers and hours · Calendar · Coach area", "What you offer and when you work."),
  { name: "robots", content: "noindex" },
];

function settingsContext(args: Route.LoaderArgs | Route.ActionArgs) {
  const app = getAppContext(args.context);
  return { db: app.database.db, now: app.now(), zone: coachZone() };
}

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const settings = await loadSettings(settingsContext(args));
  return {
    ...settings,
    classes: settings.types
      .filter((type) => type.kind === "class")
      .map((type) => [type.id, type.name] as const),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireCoach(args);
  const submission = await readIntentSubmission(args.request, SETTINGS_FORMS);
  if (!submission.ok) return submission.failure;
  const answer = await runSettingsAction(settingsContext(args), submission.submitted);
  if (!answer.ok) return refusal(submission.form, answer);
  return { done: answer.done };
}

const OWNED = ["save-type", "add-type", "save-hours", "add-exception", "add-class-time"];

export default function CalendarSettings({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const failure = formFailureOf(answer);
  const done = answer && typeof answer === "object" && "done" in answer ? String(answer.done) : null;
  const { today } = loaderData;
  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-8 text-lg">
      <div className="flex flex-col gap-2">
        <Link to="/coach/calendar" className="inline-flex min-h-11 items-center self-start">
          ← Calendar
        </Link>
        <h2 id="settings-heading" className="text-2xl">
          Offers and hours
        </h2>
      </div>
      {done && (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
          {done}
        </p>
      )}
      {failure && !OWNED.includes(String(failure.values.intent)) && (
        <FormAlert>{failureMessage(failure)}</FormAlert>
      )}
      {failure && OWNED.includes(String(failure.values.intent)) && (
        <FormAlert>Not saved: {failureMessage(failure)}</FormAlert>
      )}
      <TypesSection types={loaderData.types} failure={failure} />
      <HoursSection hours={loaderData.hours} today={today} failure={failure} />
      <DaysOffSection exceptions={loaderData.exceptions} today={today} failure={failure} />
      <ClassTimesSection
        classTimes={loaderData.classTimes}
        classes={loaderData.classes}
        today={today}
        failure={failure}
      />
    </section>
  );
}
