// The coach's preview of a public page with her draft (issue 19 §1): the page's own view,
// given the props its loader would give it if the draft were published. A draft the schemas
// refuse cannot be published, so it is not drawn either: the preview lists its problems.
import { MarketingSchema } from "~/content/marketing-schema";
import { SiteConfigSchema } from "~/content/site-schema";
import type { Database } from "~/db/client.server";
import type { AboutViewProps } from "~/features/marketing/about-view";
import type { HomeViewProps } from "~/features/marketing/home-view";
import { aboutProps, homeProps, workWithMeProps } from "~/features/marketing/page-props.server";
import type { WorkWithMeViewProps } from "~/features/marketing/work-with-me-view";
import { readSiteEditor, siteProblems } from "./site-editor.server";
import { labelsByName } from "./site-fields";
import type { PreviewPage } from "./site-preview-pages";

export type SitePreview = { hasDraft: boolean } & (
  | { page: "home"; props: HomeViewProps }
  | { page: "about"; props: AboutViewProps }
  | { page: "work-with-me"; props: WorkWithMeViewProps }
  | { page: PreviewPage; problems: string[] }
);

/** The page as it would be with the draft published (the live content where there is no draft). */
export async function sitePreview(db: Database, page: PreviewPage, now: Date): Promise<SitePreview> {
  const state = await readSiteEditor(db);
  const hasDraft = state.draftSavedAt !== null;
  const site = SiteConfigSchema.safeParse(state.site);
  const marketing = MarketingSchema.safeParse(state.marketing);
  if (!site.success || !marketing.success) {
    const labels = labelsByName(state.site, state.marketing);
    const problems = Object.entries(siteProblems(state)).map(
      ([name, message]) => `${labels.get(name) ?? name}: ${message}`,
    );
    return { hasDraft, page, problems };
  }
  const content = { site: site.data, marketing: marketing.data };
  switch (page) {
    case "home":
      return { hasDraft, page, props: homeProps(content) };
    case "about":
      return { hasDraft, page, props: aboutProps(content) };
    case "work-with-me":
      return { hasDraft, page, props: workWithMeProps(content, now) };
  }
}
