import { data, redirect } from "react-router";
import { answerPromise, PromiseAnswerSchema } from "~/features/promise/promise.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireMember } from "~/lib/auth.server";
import { readSubmission } from "~/lib/forms.server";
import type { Route } from "./+types/promise";

// Issue 39 §3 (h3): her answer to "Do you feel noticeably stronger?" from the dashboard card.
// A plain form post (it works without JavaScript), then back to the dashboard, which shows
// what the answer did. The question answered is the one due for her now, decided on the server.

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const submission = await readSubmission(args.request, PromiseAnswerSchema);
  if (!submission.ok) return submission.failure;
  const app = getAppContext(args.context);
  await answerPromise(app.database.db, member.id, submission.data.answer, app.now());
  throw redirect("/dashboard#promise-card-title");
}

export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
