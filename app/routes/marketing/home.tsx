import { liveContent } from "~/content/live.server";
import { HomeView } from "~/features/marketing/home-view";
import { homeProps } from "~/features/marketing/page-props.server";
import { businessJsonLd, pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/home";

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(
    matches,
    "Embrace Your Strength",
    "Strength training, Mediterranean nutrition and a supportive community for women over 50.",
    "/",
  ),
  businessJsonLd(matches),
];

export function loader() {
  return homeProps(liveContent());
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeView {...loaderData} />;
}
