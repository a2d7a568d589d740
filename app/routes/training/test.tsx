import { data, redirect } from "react-router";
import { functionTest, isFunctionTestId } from "~/content/function-tests";
import { resultHint, submissionOf, testFormSchema } from "~/features/function-tests/forms";
import { saveResult } from "~/features/function-tests/function-tests.server";
import { testsOpen } from "~/features/function-tests/pages.server";
import { ScorecardView } from "~/features/function-tests/scorecard-view";
import { TestView } from "~/features/function-tests/test-view";
import { lengthUnitFor } from "~/features/training/body.server";
import { requireTrainingMember } from "~/features/training/training.server";
import { formFailureOf } from "~/lib/form-failure";
import { readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/test";

// Issue 39 §1 (h1): one guided function test. Open once her health screening lets her train;
// before that the page says where to go first. A result and the coach's fall-risk flag it
// decides are saved in one transaction; a stop is recorded with its reason instead.

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.test.name ?? "Function test", "A guided function test."),
  { name: "robots", content: "noindex" },
];

function testOf(params: { testId: string }) {
  if (!isFunctionTestId(params.testId)) throw data(null, { status: 404 });
  return functionTest(params.testId);
}

export async function loader(args: Route.LoaderArgs) {
  const test = testOf(args.params);
  const { member, app, db, preferences } = await requireTrainingMember(args);
  const length = lengthUnitFor(preferences.unit);
  return { open: await testsOpen(db, member.id, app.now()), test, length, hint: resultHint(test, length) };
}

export async function action(args: Route.ActionArgs) {
  const test = testOf(args.params);
  const { member, app, db, preferences, today } = await requireTrainingMember(args);
  if (!(await testsOpen(db, member.id, app.now()))) throw data(null, { status: 403 });
  const length = lengthUnitFor(preferences.unit);
  const submission = await readSubmission(args.request, testFormSchema(test, length));
  if (!submission.ok) return submission.failure;
  const input = submissionOf(test, length, submission.data);
  const base = { memberId: member.id, test: test.id, day: today, now: app.now() };
  await saveResult(
    db,
    input.intent === "stop"
      ? { ...base, stopped: input.reason }
      : { ...base, value: input.value, second: input.second },
  );
  throw redirect(`/progress/tests?${input.intent === "stop" ? "stopped" : "saved"}=${test.id}`);
}

export default function Test({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.open) {
    return (
      <ScorecardView
        data={{
          open: false,
          birth: null,
          cards: [],
          schedule: { continuum: false, last: null, due: null, dueNow: false },
          saved: null,
        }}
        failure={null}
      />
    );
  }
  return <TestView data={loaderData} failure={formFailureOf(actionData)} />;
}
