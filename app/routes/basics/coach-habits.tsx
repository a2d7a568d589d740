import { data, Link, redirect, useActionData } from "react-router";
import { HabitsFormSchema, saveHabits } from "~/features/basics/coach-habits.server";
import { HabitsForm } from "~/features/basics/habits-form";
import { findClient } from "~/features/coaching/client-record.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { formFailureOf } from "~/lib/form-failure";
import { readSubmission, refusal } from "~/lib/forms.server";
import type { Route } from "./+types/coach-habits";

// Issue 39 §4 (h4): the coach sets a client's habits from the client page's "Daily basics"
// section. Saved, she goes back to that section; a mistake is shown here with what she typed.

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/coach/clients/${encodeURIComponent(params.memberId)}#habits`);
}

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const client = await findClient(db, args.params.memberId);
  if (!client) throw data(null, { status: 404 });
  const submission = await readSubmission(args.request, HabitsFormSchema);
  if (!submission.ok) return submission.failure;
  const saved = await saveHabits(db, client.id, submission.data);
  if (!saved.ok) return refusal(submission.form, saved);
  await recordAudit(db, coach, { action: "set client habits", target: client.email }, app.now());
  return redirect(`/coach/clients/${client.id}?saved=habits#habits`);
}

export default function CoachHabits({ params }: Route.ComponentProps) {
  const failure = formFailureOf(useActionData<typeof action>());
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 text-lg">
      <h1 className="text-3xl">Her daily habits</h1>
      <HabitsForm clientId={params.memberId} current={{ assigned: false, habits: [] }} failure={failure} />
      <Link to={`/coach/clients/${params.memberId}#habits`} className="inline-flex min-h-11 items-center">
        Back to her page
      </Link>
    </div>
  );
}
