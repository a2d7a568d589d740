import type { Marketing, MethodPhase, OfferId, OfferText, Pillar, Testimonial } from "./marketing-schema";
import { site } from "./site";
import type { SiteConfig } from "./site-schema";

/**
 * The public pages' words as shipped: testimonials, the core program's pillars, the founder's
 * story, the method, the coaching offers and the shop mock-up. They are the first revision of
 * the content the coach edits in the coach area (decision 0035); pages read the live revision.
 * Business facts (prices, links, the gym) are the site settings.
 */
export type { Marketing, MethodPhase, OfferId, Pillar, Testimonial };

/** Placeholders the coach replaces with real clients' words, with their permission. */
const HOME_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "I was nervous walking into a gym at 62. Now I deadlift my own body weight and carry the shopping up the stairs without stopping.",
    author: "Margaret",
    detail: "62, Signature Program",
  },
  {
    quote:
      "The Mediterranean plan finally made protein easy. I feel full, I sleep better, and my blood test results have never been better.",
    author: "Helen",
    detail: "57, Nutrition and Continuum",
  },
  {
    quote:
      "Every session is planned around my knees, not against them. I am stronger now than I was at forty.",
    author: "Sue",
    detail: "66, Kick Start",
  },
  {
    quote:
      "The group keeps me going. We cheer each other's wins, however small, and I have made real friends.",
    author: "Anne",
    detail: "59, Community member",
  },
];

const WORK_WITH_ME_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "Training one to one meant every exercise fitted my body. After twelve weeks my balance and my confidence are back.",
    author: "Christine",
    detail: "64, face-to-face coaching",
  },
  {
    quote:
      "I live two hours from the gym, so remote coaching was the answer. The weekly video call keeps me honest and the messages keep me going.",
    author: "Lyn",
    detail: "58, remote coaching",
  },
];

/** The core program's three pillars (product.md §1.3 Home). */
const PILLARS: Pillar[] = [
  {
    id: "exercise",
    title: "Structured exercise",
    text: "Progressive strength sessions, two or three a week, that build muscle, protect your bones and improve balance. Every exercise has an easier and a harder option.",
  },
  {
    id: "nutrition",
    title: "Mediterranean nutrition",
    text: "Real food and enough protein at every meal: olive oil, fish, beans and vegetables, in plans and recipes that fit a busy week.",
  },
  {
    id: "community",
    title: "Community",
    text: "A private group of women who train, cook and celebrate together, so you are never doing this alone.",
  },
];

/** PLACEHOLDER: the founder's story, in her words, for the coach to rewrite. */
const FOUNDER_STORY = [
  `I became a personal trainer at 48, after years of watching women my age being told to "take it easy". I had been there myself: tired, stiff, and losing strength I did not know I could get back.`,
  "Strength training changed that for me, and good food made it last. I learned that muscle can be built at any age, that protein matters more after menopause, and that the right plan is one you can keep doing.",
  `So I built ${site.businessName}: a calm, welcoming place where women over 50 train with purpose, eat well without dieting, and support one another. My clients are teachers, grandmothers, nurses and retirees, and every one of them is stronger than when she started.`,
];

/** product.md §6.5 Methodology: the four phases and their constants. */
const METHODOLOGY: MethodPhase[] = [
  {
    name: "Foundation",
    summary: "Learn the movements and build the habits everything else rests on.",
    points: [
      "At least 45 g of protein every day, spread over your meals.",
      "Master the squat, hinge, push, pull and carry at comfortable loads, 8-12 reps.",
      "Two sessions a week, with 48 hours between them.",
    ],
  },
  {
    name: "Phase 1: Gentle fat loss",
    summary: "Lose fat steadily while protecting the muscle you have.",
    points: [
      "1.5 g of protein per kg of your goal weight each day.",
      "A small deficit of about 200 kcal a day: no crash diets.",
      "A target loss of 0.2-0.7 kg a week.",
    ],
  },
  {
    name: "Phase 2: Build muscle",
    summary: "Eat a little more and lift a little heavier, week by week.",
    points: [
      "About 200 kcal a day above maintenance, mostly from protein and whole foods.",
      "Sets of 8-12 reps, adding load when the last reps feel easy.",
      "Strength benchmarks to see your progress in numbers.",
    ],
  },
  {
    name: "Phase 3: Stay strong",
    summary: "Keep what you have built, for life.",
    points: [
      "Two or three sessions a week to maintain strength and balance.",
      "Eat at maintenance, with protein still at every meal.",
      "Check in every few months and set a new goal.",
    ],
  },
];

/** product.md §1.11 Coaching offer blocks; Stay Strong is the fourth (decision 0021). */
const OFFER_TEXTS: OfferText[] = [
  {
    id: "kickstart",
    title: "Kick Start",
    length: "8 weeks",
    summary: "Your first eight weeks: learn the movements, build the habits and feel the difference.",
    includes: [
      `A full strength assessment (valued at $${site.prices.strengthAssessmentValue}), free`,
      "Two coached sessions a week",
      "The 7-Day Starter Mediterranean Plan and recipes",
    ],
  },
  {
    id: "signature",
    title: "Signature Program",
    length: "12 weeks",
    summary: "The complete three-month program: strength, nutrition and coaching, start to finish.",
    includes: [
      "Three monthly training blocks that build on each other",
      "Premium meal plans, recipes and grocery lists",
      "Progress reviews at weeks 4, 8 and 12",
    ],
  },
  {
    id: "continuum",
    title: "Continuum Membership",
    length: "Monthly",
    summary: "Keep progressing after your program, month after month.",
    includes: [
      "8 sessions a month",
      "4-week training blocks",
      "Strength benchmarks every 8 weeks",
      "Premium meal plans, recipes and grocery lists",
    ],
  },
  {
    id: "stay-strong",
    title: "Stay Strong",
    length: "6 weeks",
    summary: "A six-week maintenance block for after a program, a holiday or a busy season.",
    includes: [
      "2-3 sessions a week",
      "A home or gym routine to keep your strength",
      "A check-in at the end to plan what comes next",
    ],
  },
];

/** An offer as its block shows it: the coach's words and the site's payment links. */
export type Offer = OfferText & {
  /** One payment link, or a choice of formats (the checkout dialog's options). */
  checkout: { paymentUrl: string } | { options: readonly { label: string; paymentUrl: string }[] };
};

const formatPrice = (amount: number) => `$${amount}`;

/** Joins each offer's words to its payment link; Continuum offers its three formats and prices. */
export function offersWithCheckout(offers: readonly OfferText[], facts: SiteConfig): Offer[] {
  const { payment } = facts.links;
  const { prices } = facts;
  const single: Record<Exclude<OfferId, "continuum">, string> = {
    kickstart: payment.kickstart,
    signature: payment.signature,
    "stay-strong": payment.stayStrong,
  };
  return offers.map((offer) =>
    offer.id === "continuum"
      ? {
          ...offer,
          checkout: {
            options: [
              {
                label: `${prices.oneOnOne.label}, ${formatPrice(prices.oneOnOne.amount)} a ${prices.oneOnOne.per}`,
                paymentUrl: payment.continuum.oneOnOne,
              },
              {
                label: `${prices.partner.label}, ${formatPrice(prices.partner.amount)} a ${prices.partner.per}`,
                paymentUrl: payment.continuum.partner,
              },
              {
                label: `${prices.smallGroup.label}, ${formatPrice(prices.smallGroup.amount)} a ${prices.smallGroup.per}`,
                paymentUrl: payment.continuum.smallGroup,
              },
            ],
          },
        }
      : { ...offer, checkout: { paymentUrl: single[offer.id] } },
  );
}

/** product.md §6.4: the guarantee, shown with every offer. */
const GUARANTEE =
  "If you do not feel noticeably stronger after 4 weeks, I will redesign your program at no cost.";

/** product.md §1.12 Work with Me: what remote coaching includes. */
const REMOTE_COACHING_INCLUDES: string[] = [
  "A weekly 45-minute 1:1 video session",
  "Daily messaging support, Wednesday to Friday, 8am-6pm",
  "The private community",
  "An app login for your structured workouts",
];

export type ShopProduct = { name: string; description: string; image: string; price: number };

/** product.md §1.13 Shop: a static mock-up until the shop opens; its price is a site setting. */
export function shopFor(facts: SiteConfig) {
  const price = facts.prices.sampleShopProduct;
  return {
    categories: [
      { name: "Workout Guides", text: "Printable programs for home and gym." },
      { name: "Nutrition Plans", text: "Mediterranean plans and recipe collections." },
      { name: "Supplements", text: "Carefully chosen basics, such as protein powder." },
      { name: "Merchandise", text: "Tote bags, drink bottles and more." },
    ],
    featured: [
      {
        name: "Strong at Home Guide",
        description: "Twelve weeks of home workouts with a pair of dumbbells.",
        image: "/images/product-guide.svg",
        price,
      },
      {
        name: "Mediterranean Protein Plan",
        description: "Four weeks of meals with 90 g of protein a day.",
        image: "/images/product-plan.svg",
        price,
      },
      {
        name: "Beyond 50 Tote",
        description: "A sturdy canvas tote for the gym or the market.",
        image: "/images/product-tote.svg",
        price,
      },
    ] satisfies ShopProduct[],
  };
}

/** The shipped words: the first revision of the content (decision 0035). */
export const MARKETING: Marketing = {
  heroBadge: "Strength coaching for women over 50",
  homeTestimonials: HOME_TESTIMONIALS,
  workWithMeTestimonials: WORK_WITH_ME_TESTIMONIALS,
  pillars: PILLARS,
  founderStory: FOUNDER_STORY.join("\n\n"),
  methodology: METHODOLOGY,
  offers: OFFER_TEXTS,
  guarantee: GUARANTEE,
  remoteCoachingIncludes: REMOTE_COACHING_INCLUDES,
};
