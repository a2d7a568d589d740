import { useRouteLoaderData } from "react-router";
import { site as shipped } from "~/content/site";
import type { SiteConfig } from "~/content/site-schema";

// The business facts are content the coach edits (decision 0035): the root loader sends the
// live ones with every page, so the browser never falls back on the facts it was built with
// (which would also mismatch the server's HTML). Only a page whose root loader failed (the
// database away) shows the shipped facts.

type RootData = { site?: SiteConfig } | null | undefined;

export function useSite(): SiteConfig {
  return (useRouteLoaderData("root") as RootData)?.site ?? shipped;
}

type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The same, for a route's `meta` function, which gets the matches instead of hooks. */
export function siteOf(matches: readonly MetaMatch[]): SiteConfig {
  const root = matches.find((match) => match?.id === "root");
  return ((root?.loaderData ?? root?.data) as RootData)?.site ?? shipped;
}
