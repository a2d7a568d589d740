import { data, Link, redirect, useActionData } from "react-router";
import { clientHabits, HabitsFormSchema, saveHabits } from "~/features/basics/coach-habits.server";
import { HabitsForm } from "~/features/basics/habits-form";
import { findClient } from "~/features/coaching/client-record.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { formFailureOf } from "~/lib/form-failure";
import { readSubmission, refusal } from "~/lib/forms.server";
import type { Route } from "./+types/coach-habits";

// Issue 39 §4 (h4): the coach sets a client's habits from the client page's "Daily basics"
// section. Saved, she goes back to that section; a mistake is shown on this page, with what she
// typed (also without JavaScript: the page after a refused post is this one, so it must render).

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const app = getAppContext(args.context);
  const client = await findClient(app.database.db, args.params.memberId);
  if (!client) throw data(null, { status: 404 });
  const habits = await clientHabits(app.database.db, client.id, app.now());
  return { client: { id: client.id, name: client.name }, current: habits ?? { assigned: false, habits: [] } };
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

export default function CoachHabits({ loaderData }: Route.ComponentProps) {
  const failure = formFailureOf(useActionData<typeof action>());
  const { client, current } = loaderData;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 text-lg">
      <h1 className="text-3xl">{client.name}'s daily habits</h1>
      <HabitsForm clientId={client.id} current={current} failure={failure} />
      <Link to={`/coach/clients/${client.id}#habits`} className="inline-flex min-h-11 items-center">
        Back to her page
      </Link>
    </div>
  );
}
