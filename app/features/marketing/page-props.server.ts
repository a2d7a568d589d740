// The public pages' props from a revision of the content: the live one for visitors, or the
// coach's draft for her preview (issue 19). Server-only: the About page's Markdown is rendered
// and sanitised here.
import type { Content } from "~/content/content.server";
import { offersWithCheckout } from "~/content/marketing";
import { renderPageMarkdown } from "~/features/content/markdown.server";
import type { AboutViewProps } from "./about-view";
import type { HomeViewProps } from "./home-view";
import type { WorkWithMeViewProps } from "./work-with-me-view";

/** The home page's. */
export function homeProps({ site, marketing }: Pick<Content, "site" | "marketing">): HomeViewProps {
  return {
    site,
    marketing: {
      heroBadge: marketing.heroBadge,
      pillars: marketing.pillars,
      homeTestimonials: marketing.homeTestimonials,
    },
  };
}

/** The About page's. */
export function aboutProps({ site, marketing }: Pick<Content, "site" | "marketing">): AboutViewProps {
  return {
    site,
    methodology: marketing.methodology,
    founderStoryHtml: renderPageMarkdown(marketing.founderStory),
  };
}

/** The Work with Me page's: whether face-to-face training runs depends on `now`. */
export function workWithMeProps(
  content: Pick<Content, "site" | "marketing">,
  now: Date,
): WorkWithMeViewProps {
  const { site, marketing } = content;
  const resumes = new Date(`${site.faceToFaceResumes}T00:00:00Z`);
  return {
    site,
    marketing: {
      guarantee: marketing.guarantee,
      remoteCoachingIncludes: marketing.remoteCoachingIncludes,
      workWithMeTestimonials: marketing.workWithMeTestimonials,
    },
    offers: offersWithCheckout(marketing.offers, site),
    // product.md §6.4: face-to-face training resumes on a configured date; after it, it is running.
    running: now >= resumes,
    resumesOn: resumes.toLocaleDateString("en-AU", { dateStyle: "long", timeZone: "UTC" }),
  };
}
