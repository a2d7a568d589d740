import { liveContent } from "~/content/live.server";
import { AboutView } from "~/features/marketing/about-view";
import { aboutProps } from "~/features/marketing/page-props.server";
import { businessJsonLd, pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import { siteOf } from "~/lib/use-site";
import type { Route } from "./+types/about";

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(
    matches,
    "About",
    `Meet the coach behind ${siteOf(matches).businessName} and her four-phase method for getting stronger after 50.`,
    "/about",
  ),
  businessJsonLd(matches),
];

export function loader() {
  return aboutProps(liveContent());
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutView {...loaderData} />;
}
