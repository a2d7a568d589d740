import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { MARKETING, offersWithCheckout, shopFor } from "./marketing";
import { MarketingSchema } from "./marketing-schema";
import { PUBLIC_PATHS } from "./public-pages";
import { site } from "./site";
import { SiteConfigSchema } from "./site-schema";

const {
  guarantee: GUARANTEE,
  homeTestimonials: HOME_TESTIMONIALS,
  methodology: METHODOLOGY,
  pillars: PILLARS,
  remoteCoachingIncludes: REMOTE_COACHING_INCLUDES,
  workWithMeTestimonials: WORK_WITH_ME_TESTIMONIALS,
} = MARKETING;
const OFFERS = offersWithCheckout(MARKETING.offers, site);
const SHOP = shopFor(site);

describe("public page content", () => {
  it("ships words that pass the schema the coach's edits are checked by", () => {
    expect(MarketingSchema.safeParse(MARKETING).success).toBe(true);
  });

  it("has the spec's counts: 3 pillars, 4 home and 2 Work with Me testimonials, 4 offers", () => {
    expect(PILLARS.map((pillar) => pillar.title)).toEqual([
      "Structured exercise",
      "Mediterranean nutrition",
      "Community",
    ]);
    expect(HOME_TESTIMONIALS).toHaveLength(4);
    expect(WORK_WITH_ME_TESTIMONIALS).toHaveLength(2);
    expect(OFFERS.map((offer) => offer.id)).toEqual(["kickstart", "signature", "continuum", "stay-strong"]);
  });

  it("keeps product.md §6.4's program facts in the offers and the guarantee", () => {
    const byId = Object.fromEntries(OFFERS.map((offer) => [offer.id, offer]));
    expect(byId.kickstart?.length).toBe("8 weeks");
    expect(byId.signature?.length).toBe("12 weeks");
    expect(byId.continuum?.includes).toEqual(
      expect.arrayContaining([
        "8 sessions a month",
        "4-week training blocks",
        "Strength benchmarks every 8 weeks",
      ]),
    );
    expect(byId["stay-strong"]?.length).toBe("6 weeks");
    expect(GUARANTEE).toContain("noticeably stronger after 4 weeks");
    expect(GUARANTEE).toContain("at no cost");
    expect(REMOTE_COACHING_INCLUDES).toEqual([
      "A weekly 45-minute 1:1 video session",
      "Daily messaging support, Wednesday to Friday, 8am-6pm",
      "The private community",
      "An app login for your structured workouts",
    ]);
  });

  it("gives every offer (and every Continuum format) its own payment link from the site config", () => {
    const links = OFFERS.flatMap((offer) =>
      "options" in offer.checkout
        ? offer.checkout.options.map((option) => option.paymentUrl)
        : [offer.checkout.paymentUrl],
    );
    expect(new Set([...links, site.links.payment.remoteCoaching]).size).toBe(links.length + 1);
    const continuum = OFFERS.find((offer) => offer.id === "continuum")?.checkout;
    expect(
      continuum && "options" in continuum ? continuum.options.map((option) => option.label) : [],
    ).toEqual([
      "1:1 coaching, $50 a week",
      "Partner training (2 people), $40 a week per person",
      "Small group (3 or more), $35 a week per person",
    ]);
    const duplicated = {
      ...site,
      links: { ...site.links, payment: { ...site.links.payment, stayStrong: site.links.payment.kickstart } },
    };
    expect(SiteConfigSchema.safeParse(duplicated).success).toBe(false);
  });

  it("states product.md §6.5's methodology constants", () => {
    const text = METHODOLOGY.flatMap((phase) => phase.points).join(" ");
    expect(METHODOLOGY).toHaveLength(4);
    for (const fact of [
      "45 g of protein",
      "1.5 g of protein per kg of your goal weight",
      "0.2-0.7 kg a week",
      "8-12 reps",
      "200 kcal a day above",
      "about 200 kcal a day",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("mocks up the shop as the spec says", () => {
    expect(SHOP.categories.map((category) => category.name)).toEqual([
      "Workout Guides",
      "Nutrition Plans",
      "Supplements",
      "Merchandise",
    ]);
    expect(SHOP.featured.map((product) => product.price)).toEqual([29.99, 29.99, 29.99]);
  });

  it("lists only real routes in the sitemap", () => {
    type Entry = { path?: string; index?: boolean; children?: Entry[] };
    // Pathless layouts (the areas' error boundaries) hold their pages as children.
    const pathsOf = (entries: Entry[], prefix: string): string[] =>
      entries.flatMap((entry) => {
        const here = entry.path ? `${prefix}/${entry.path}` : prefix;
        const own = entry.index ? [prefix || "/"] : entry.path ? [here] : [];
        return [...own, ...pathsOf(entry.children ?? [], here)];
      });
    const patterns = pathsOf(routes as Entry[], "");
    for (const path of PUBLIC_PATHS) {
      const matched = patterns.some((pattern) =>
        new RegExp(`^${pattern.replace(/:[a-z]+/g, "[^/]+")}$`).test(path),
      );
      expect(matched, path).toBe(true);
    }
  });
});
