import { data } from "react-router";
import { liveSite } from "~/content/live.server";
import { completeAnswers } from "~/content/onboarding";
import { getAssignment } from "~/features/coaching/assignment.server";
import { resolveTimeZone } from "~/features/dashboard/dashboard.server";
import { upcomingPlan } from "~/features/dashboard/dashboard-data.server";
import { buildCalendar } from "~/features/dashboard/ics";
import { getProfile } from "~/features/onboarding/profiles.server";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer } from "~/lib/auth.server";
import { localDay } from "~/lib/dates";
import type { Route } from "./+types/calendar-ics";

/** Her next two weeks as an iCalendar file; only for someone with a plan. */
export async function loader(args: Route.LoaderArgs) {
  const [viewer, profile] = await Promise.all([getViewer(args), getProfile(args)]);
  const answers = profile?.completedAt ? completeAnswers(profile.answers) : null;
  if (!profile || !answers) throw data("Take the free assessment first to get your plan.", { status: 404 });
  const app = getAppContext(args.context);
  const now = app.now();
  const today = localDay(now, resolveTimeZone(profile, null).timeZone);
  // The program her coach chose, when she has one, is the one her calendar follows.
  const assignment = viewer.member ? await getAssignment(app.database.db, viewer.member.id) : null;
  const ics = buildCalendar(
    `${liveSite().businessName}: my plan`,
    upcomingPlan(profile.id, answers, today, assignment),
    now,
  );
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-plan.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
