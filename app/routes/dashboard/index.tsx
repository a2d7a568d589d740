import { ConfirmAddressNotice } from "~/features/account/confirm-address-notice";
import { DashboardActionSchema, runDashboardAction } from "~/features/dashboard/dashboard-actions.server";
import { loadDashboard } from "~/features/dashboard/dashboard-data.server";
import { DashboardView } from "~/features/dashboard/dashboard-view";
import { getProfile } from "~/features/onboarding/profiles.server";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer } from "~/lib/auth.server";
import { readSubmission, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Dashboard", "Your daily plan, streak and progress."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const app = getAppContext(args.context);
  const [viewer, profile] = await Promise.all([getViewer(args), getProfile(args)]);
  const dashboard = await loadDashboard(app.database.db, viewer, profile, app.now());
  const unconfirmedEmail = viewer.member && !viewer.member.emailConfirmedAt ? viewer.member.email : null;
  return { ...dashboard, unconfirmedEmail };
}

/** Plan card done, challenge joined, a day ticked: validated, then recorded once. */
export async function action(args: Route.ActionArgs) {
  const submission = await readSubmission(args.request, DashboardActionSchema);
  if (!submission.ok) return submission.failure;
  const app = getAppContext(args.context);
  const result = await runDashboardAction(
    app.database.db,
    await getProfile(args),
    submission.data,
    app.now(),
  );
  return result.ok ? result : refusal(submission.form, result);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.unconfirmedEmail && <ConfirmAddressNotice email={loaderData.unconfirmedEmail} />}
      <DashboardView data={loaderData} />
    </>
  );
}
