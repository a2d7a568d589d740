import { liveContent } from "~/content/live.server";
import { workWithMeProps } from "~/features/marketing/page-props.server";
import { WorkWithMeView } from "~/features/marketing/work-with-me-view";
import { demoMediaFor } from "~/features/media/exercise-media.server";
import { getAppContext } from "~/lib/app-context.server";
import { pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import { siteOf } from "~/lib/use-site";
import type { Route } from "./+types/work-with-me";

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const content = liveContent();
  // The reel is public: only a clip everyone may watch is shown (none for a visitor otherwise).
  const reelId = content.marketing.mobilityReelExerciseId;
  const demo = reelId ? (await demoMediaFor(app.database.db, [reelId], null)).get(reelId) : undefined;
  return { ...workWithMeProps(content, app.now()), reel: demo?.kind === "video" ? demo : null };
}

// Decision 0068: a visitor's page is HTML; the public widgets script runs its checkout buttons.
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Work with Me",
    `Face-to-face strength coaching at ${siteOf(matches).gym.name} in ${siteOf(matches).gym.suburb}, or remote coaching from home, for women over 50.`,
    "/work-with-me",
  );

export default function WorkWithMe({ loaderData }: Route.ComponentProps) {
  return <WorkWithMeView {...loaderData} />;
}
