import { EXPORT_LINKS } from "~/features/account/account-data.server";
import { progressTestsSummary } from "~/features/function-tests/pages.server";
import { loadSymptomWeeks } from "~/features/symptoms/symptoms.server";
import { loadProgress } from "~/features/training/progress-data.server";
import { goalRange, preferencesFrom, settingsSchema } from "~/features/training/progress-settings";
import { ProgressView } from "~/features/training/progress-view";
import { savedRecords } from "~/features/training/record-news.server";
import { requireTrainingMember, savePreferences } from "~/features/training/training.server";
import { formatNumber, toUnit } from "~/features/training/units";
import { readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/progress";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Your progress", "Your sessions, your strength over time and your personal records."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member, db, preferences, today } = await requireTrainingMember(args);
  const [progress, newRecords, symptoms, functionTests] = await Promise.all([
    loadProgress(db, member.id, {
      today,
      unit: preferences.unit,
      exercise: args.url.searchParams.get("exercise"),
    }),
    savedRecords(db, member.id, args.url.searchParams.get("saved"), preferences.unit),
    loadSymptomWeeks(db, member.id, today),
    progressTestsSummary(db, member.id),
  ]);
  return {
    ...progress,
    newRecords,
    symptoms,
    functionTests,
    downloads: EXPORT_LINKS,
    settings: {
      plates: `${preferences.unit}:${preferences.plateStep}`,
      goal:
        preferences.goalWeightKg === null
          ? ""
          : formatNumber(toUnit(preferences.goalWeightKg, preferences.unit)),
      goalRange: goalRange(preferences.unit),
    },
  };
}

/** "Your settings": unit and plate step in one choice, and an optional goal weight. */
export async function action(args: Route.ActionArgs) {
  const { member, app, db, preferences } = await requireTrainingMember(args);
  const submission = await readSubmission(args.request, settingsSchema(preferences.unit));
  if (!submission.ok) return submission.failure;
  await savePreferences(db, member.id, preferencesFrom(submission.data, preferences.unit));
  return { done: "Saved your settings.", at: app.now().getTime() };
}

export default function Progress({ loaderData, actionData }: Route.ComponentProps) {
  return <ProgressView data={loaderData} result={actionData} />;
}
