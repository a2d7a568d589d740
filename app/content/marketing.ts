import { site } from "./site";

/**
 * The public pages' words: testimonials, the core program's pillars, the founder's story, the
 * method, the coaching offers and the shop mock-up. Business facts (prices, links, the gym)
 * come from `site.ts`; the words here are the coach's to edit.
 */
export type Testimonial = { quote: string; author: string; detail: string };

/** Placeholders the coach replaces with real clients' words, with their permission. */
export const HOME_TESTIMONIALS: readonly Testimonial[] = [
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

export const WORK_WITH_ME_TESTIMONIALS: readonly Testimonial[] = [
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

export type Pillar = { id: "exercise" | "nutrition" | "community"; title: string; text: string };

/** The core program's three pillars (product.md §1.3 Home). */
export const PILLARS: readonly Pillar[] = [
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
export const FOUNDER_STORY: readonly string[] = [
  `I became a personal trainer at 48, after years of watching women my age being told to "take it easy". I had been there myself: tired, stiff, and losing strength I did not know I could get back.`,
  "Strength training changed that for me, and good food made it last. I learned that muscle can be built at any age, that protein matters more after menopause, and that the right plan is one you can keep doing.",
  `So I built ${site.businessName}: a calm, welcoming place where women over 50 train with purpose, eat well without dieting, and support one another. My clients are teachers, grandmothers, nurses and retirees, and every one of them is stronger than when she started.`,
];

export type MethodPhase = { name: string; summary: string; points: readonly string[] };

/** product.md §6.5 Methodology: the four phases and their constants. */
export const METHODOLOGY: readonly MethodPhase[] = [
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

export type OfferId = "kickstart" | "signature" | "continuum" | "stay-strong";

export type Offer = {
  id: OfferId;
  title: string;
  length: string;
  summary: string;
  includes: readonly string[];
  /** One payment link, or a choice of formats (the checkout dialog's options). */
  checkout: { paymentUrl: string } | { options: readonly { label: string; paymentUrl: string }[] };
};

const { prices } = site;
const formatPrice = (amount: number) => `$${amount}`;

/** product.md §1.11 Coaching offer blocks; Stay Strong is the fourth (decision 0021). */
export const OFFERS: readonly Offer[] = [
  {
    id: "kickstart",
    title: "Kick Start",
    length: "8 weeks",
    summary: "Your first eight weeks: learn the movements, build the habits and feel the difference.",
    includes: [
      `A full strength assessment (valued at ${formatPrice(prices.strengthAssessmentValue)}), free`,
      "Two coached sessions a week",
      "The 7-Day Starter Mediterranean Plan and recipes",
    ],
    checkout: { paymentUrl: site.links.payment.kickstart },
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
    checkout: { paymentUrl: site.links.payment.signature },
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
    checkout: {
      options: [
        {
          label: `1:1 coaching, ${formatPrice(prices.oneOnOne.amount)} a week`,
          paymentUrl: site.links.payment.continuum.oneOnOne,
        },
        {
          label: `Partner training (2 people), ${formatPrice(prices.partner.amount)} a week per person`,
          paymentUrl: site.links.payment.continuum.partner,
        },
        {
          label: `Small group (3 or more), ${formatPrice(prices.smallGroup.amount)} a week per person`,
          paymentUrl: site.links.payment.continuum.smallGroup,
        },
      ],
    },
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
    checkout: { paymentUrl: site.links.payment.stayStrong },
  },
];

/** product.md §6.4: the guarantee, shown with every offer. */
export const GUARANTEE =
  "If you do not feel noticeably stronger after 4 weeks, I will redesign your program at no cost.";

/** product.md §1.12 Work with Me: what remote coaching includes. */
export const REMOTE_COACHING_INCLUDES: readonly string[] = [
  "A weekly 45-minute 1:1 video session",
  "Daily messaging support, Wednesday to Friday, 8am-6pm",
  "The private community",
  "An app login for your structured workouts",
];

export type ShopProduct = { name: string; description: string; image: string; price: number };

/** product.md §1.13 Shop: a static mock-up until the shop opens. */
export const SHOP = {
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
      price: prices.sampleShopProduct,
    },
    {
      name: "Mediterranean Protein Plan",
      description: "Four weeks of meals with 90 g of protein a day.",
      image: "/images/product-plan.svg",
      price: prices.sampleShopProduct,
    },
    {
      name: "Beyond 50 Tote",
      description: "A sturdy canvas tote for the gym or the market.",
      image: "/images/product-tote.svg",
      price: prices.sampleShopProduct,
    },
  ] satisfies ShopProduct[],
} as const;
