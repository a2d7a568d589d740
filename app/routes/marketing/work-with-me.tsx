import { liveContent } from "~/content/live.server";
import { workWithMeProps } from "~/features/marketing/page-props.server";
import { WorkWithMeView } from "~/features/marketing/work-with-me-view";
import { getAppContext } from "~/lib/app-context.server";
import { pageMeta } from "~/lib/meta";
import { siteOf } from "~/lib/use-site";
import type { Route } from "./+types/work-with-me";

export function loader({ context }: Route.LoaderArgs) {
  return workWithMeProps(liveContent(), getAppContext(context).now());
}

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
