import { Link, redirect, useActionData } from "react-router";
import { FormAlert } from "~/components/ui/field";
import { BasicsActionSchema, runBasicsAction } from "~/features/basics/basics-actions.server";
import { getProfile } from "~/features/onboarding/profiles.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireMember } from "~/lib/auth.server";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { readSubmission, refusal } from "~/lib/forms.server";
import type { Route } from "./+types/tap";

// Issue 39 §4 (h4): one tap of her daily basics, or its undo. Without JavaScript the form posts
// here and she is sent back to her dashboard's card; with it the card stays where it is.

export function loader() {
  return redirect("/dashboard#basics");
}

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const submission = await readSubmission(args.request, BasicsActionSchema);
  if (!submission.ok) return submission.failure;
  const app = getAppContext(args.context);
  const result = await runBasicsAction(
    app.database.db,
    member,
    await getProfile(args),
    submission.data,
    app.now(),
  );
  if (!result.ok) return refusal(submission.form, result);
  return submission.data.stay ? result : redirect("/dashboard#basics");
}

/** Only a refused tap without JavaScript lands here. */
export default function BasicsTap() {
  const failure = formFailureOf(useActionData<typeof action>());
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-10 text-lg">
      <h1 className="text-3xl">Your daily basics</h1>
      {failure && <FormAlert>{failureMessage(failure)}</FormAlert>}
      <Link to="/dashboard#basics" className="inline-flex min-h-11 items-center">
        Back to your dashboard
      </Link>
    </div>
  );
}
