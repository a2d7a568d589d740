import type { MetaDescriptor } from "react-router";
import { siteOf } from "./use-site";

/**
 * The <title> and description every page sets. Public pages pass their path and also get a
 * canonical link and Open Graph tags, so a shared link shows a proper card.
 */
export function pageMeta(
  matches: Parameters<typeof siteOf>[0],
  title: string,
  description: string,
  path?: string,
): MetaDescriptor[] {
  const site = siteOf(matches);
  const fullTitle = `${title} | ${site.businessName}`;
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { name: "description", content: description }];
  if (path === undefined) return tags;
  const url = `${site.url}${path === "/" ? "" : path}`;
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.businessName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_AU" },
    { name: "twitter:card", content: "summary" },
  ];
}

/** schema.org structured data for the business (home and About). */
export function businessJsonLd(matches: Parameters<typeof siteOf>[0]): MetaDescriptor {
  const site = siteOf(matches);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "HealthAndBeautyBusiness",
      name: site.businessName,
      slogan: site.tagline,
      description:
        "Strength training, Mediterranean nutrition and community for women over 50, face to face and remote.",
      url: site.url,
      email: site.contact.email,
      telephone: site.contact.phone,
      address: { "@type": "PostalAddress", addressLocality: site.gym.suburb, addressCountry: "AU" },
      founder: { "@type": "Person", name: site.coachName },
      priceRange: `$${site.prices.smallGroup.amount}-$${site.prices.oneOnOne.amount} per week`,
      sameAs: [site.links.communityGroup],
    },
  };
}
