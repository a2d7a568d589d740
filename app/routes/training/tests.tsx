import { redirect } from "react-router";
import { isFunctionTestId } from "~/content/function-tests";
import { birthFormSchema } from "~/features/function-tests/forms";
import { saveBirth } from "~/features/function-tests/function-tests.server";
import { loadScorecard } from "~/features/function-tests/pages.server";
import { ScorecardView } from "~/features/function-tests/scorecard-view";
import { requireTrainingMember } from "~/features/training/training.server";
import { formFailureOf } from "~/lib/form-failure";
import { readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/tests";

// Issue 39 §1 (h1): her function tests' scorecard and list. Health data: sent no-store (the
// server's default for a page that does not say public), hers only.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(
    matches,
    "Your function tests",
    "Seven short tests of strength, stamina, flexibility and balance.",
  ),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member, app, db, preferences, today } = await requireTrainingMember(args);
  const card = await loadScorecard(db, member.id, { now: app.now(), today, preferences });
  const saved = args.url.searchParams.get("saved");
  const stopped = args.url.searchParams.get("stopped");
  return {
    ...card,
    saved: saved && isFunctionTestId(saved) ? saved : null,
    stopped: stopped && isFunctionTestId(stopped) ? stopped : null,
  };
}

/** Her month and year of birth. */
export async function action(args: Route.ActionArgs) {
  const { member, db, today } = await requireTrainingMember(args);
  const submission = await readSubmission(args.request, birthFormSchema(Number(today.slice(0, 4))));
  if (!submission.ok) return submission.failure;
  await saveBirth(db, member.id, { year: submission.data.year, month: submission.data.month });
  throw redirect("/progress/tests");
}

export default function Tests({ loaderData, actionData }: Route.ComponentProps) {
  return <ScorecardView data={loaderData} failure={formFailureOf(actionData)} />;
}
