// The program catalog: one record per portal program, the single source for who may open it
// (the guard in auth.server.ts), its card on the Programs page and its card on the client
// portal index. Client-safe public facts only: the workouts are gated content in
// `programs/*.server.ts`. The array's order is the order the cards are shown in.

/** Who opens a program: everyone, premium members (and portal clients), or portal clients only. */
export type ProgramTier = "free" | "premium" | "portal";

export type FitnessSectionId = "movement-patterns" | "signature-programs" | "summer-shred" | "more-programs";

export type ProgramIcon = "sprout" | "trending-up" | "mountain" | "dumbbell" | "sun";

/** product.md §1.6 Program card and Monthly program card, on the Programs page (§1.7). */
export type ProgramsPageCard = {
  section: FitnessSectionId;
  /** The card's own heading: Movement Patterns cards say only "Beginner" and so on. */
  title: string;
  description: string;
  icon: ProgramIcon;
  /** Monthly cards (Movement Patterns) show their month, and a Free or Premium badge. */
  month?: 1 | 2 | 3;
  /** Other cards show a Premium badge only when tagged so (Summer Shred); added ones say Free too. */
  tag?: "premium" | "free";
  facts: readonly string[];
};

export type PortalTab = "movementPatterns" | "signaturePrograms";

/** product.md §1.16: a card on the client portal index, which is never locked. */
export type PortalIndexCard = {
  tab: PortalTab;
  /** A one-line public description: the workouts themselves are gated. */
  description: string;
  tag?: "new" | "shred" | "bootcamp";
};

export type ProgramRecord = {
  slug: string;
  /** Its page's heading, and its name in links and on portal cards. */
  title: string;
  tier: ProgramTier;
  /** Present when the Programs page sells it. */
  programsPage?: ProgramsPageCard;
  /** Present when the portal index lists it (Level 1-3 have pages but no card). */
  portal?: PortalIndexCard;
};

const CATALOG = [
  {
    slug: "movement-patterns-1",
    title: "Movement Patterns: Beginner",
    // Decision 0018: month 1 is the coach's free taster, page and PDF, no code or account.
    tier: "free",
    programsPage: {
      section: "movement-patterns",
      title: "Beginner",
      description: "Learn each pattern with light, steady weights: 3 sets of 10 at about 60% of your best.",
      icon: "sprout",
      month: 1,
      facts: ["2 sessions a week", "45 minutes"],
    },
    portal: {
      tab: "movementPatterns",
      description: "Month 1: learn the squat, hinge, push, pull and carry at 3\u00a0×\u00a010.",
    },
  },
  {
    slug: "movement-patterns-2",
    title: "Movement Patterns: Next Level",
    tier: "premium",
    programsPage: {
      section: "movement-patterns",
      title: "Next Level",
      description: "The same patterns, 3 sets of 12, and a little heavier: 5-10% more than month 1.",
      icon: "trending-up",
      month: 2,
      facts: ["2 sessions a week", "45 minutes"],
    },
    portal: {
      tab: "movementPatterns",
      description: "Month 2: the same patterns at 3\u00a0×\u00a012, a little heavier.",
    },
  },
  {
    slug: "movement-patterns-3",
    title: "Movement Patterns: Advanced",
    tier: "premium",
    programsPage: {
      section: "movement-patterns",
      title: "Advanced",
      description: "Fewer, stronger reps: 4 sets of 8 at 75-80% of your best, with real confidence.",
      icon: "mountain",
      month: 3,
      facts: ["2 sessions a week", "45 minutes"],
    },
    portal: {
      tab: "movementPatterns",
      description: "Month 3: 4\u00a0×\u00a08 at 75-80% of your best, with real confidence.",
    },
  },
  {
    slug: "grit-block",
    title: "Grit Block",
    tier: "portal",
    portal: {
      tab: "signaturePrograms",
      description: "Three tough days a week: heavy lifts, carries and grit finishers.",
      tag: "new",
    },
  },
  {
    slug: "signature-beginner",
    title: "Signature Program: Beginner",
    tier: "premium",
    programsPage: {
      section: "signature-programs",
      title: "Signature Program: Beginner",
      description: "Two full-body sessions a week that build strength and confidence from the ground up.",
      icon: "sprout",
      facts: ["2 sessions a week", "45-60 minutes"],
    },
    portal: {
      tab: "signaturePrograms",
      description: "Signature month 1: two full-body sessions a week, 45-60 minutes.",
    },
  },
  {
    slug: "signature-next-level",
    title: "Signature Program: Next Level",
    tier: "premium",
    programsPage: {
      section: "signature-programs",
      title: "Signature Program: Next Level",
      description: "Builds on month 1 with heavier lifts and new variations.",
      icon: "trending-up",
      facts: ["2 sessions a week", "45 minutes"],
    },
    portal: {
      tab: "signaturePrograms",
      description: "Signature month 2: two 45-minute sessions that build on month 1.",
    },
  },
  {
    slug: "signature-advanced",
    title: "Signature Program: Advanced",
    tier: "premium",
    programsPage: {
      section: "signature-programs",
      title: "Signature Program: Advanced",
      description: "Dense, efficient sessions for strong finishes and lasting results.",
      icon: "mountain",
      facts: ["2 sessions a week", "30-45 minutes"],
    },
    portal: {
      tab: "signaturePrograms",
      description: "Signature month 3: dense 30-45 minute sessions for strong finishes.",
    },
  },
  {
    slug: "stay-strong",
    title: "Stay Strong",
    tier: "portal",
    portal: {
      tab: "signaturePrograms",
      description: "Six weeks of maintenance: keep your strength with 2-3 sessions a week.",
    },
  },
  {
    slug: "summer-shred-4day",
    title: "Summer Shred: 4-Day Split",
    tier: "premium",
    programsPage: {
      section: "summer-shred",
      title: "Summer Shred: 4-Day Split",
      description: "Upper and lower days, twice each week, with short finishers.",
      icon: "sun",
      tag: "premium",
      facts: ["4 sessions a week", "6-12 weeks"],
    },
    portal: {
      tab: "signaturePrograms",
      description: "Four days a week for 6-12 weeks: strength first, fat loss follows.",
      tag: "shred",
    },
  },
  {
    slug: "summer-shred-3day",
    title: "Summer Shred: 3-Day Split",
    tier: "premium",
    programsPage: {
      section: "summer-shred",
      title: "Summer Shred: 3-Day Split",
      description: "Three full-body days a week for the same results on a tighter schedule.",
      icon: "dumbbell",
      tag: "premium",
      facts: ["3 sessions a week", "6-12 weeks"],
    },
    portal: {
      tab: "signaturePrograms",
      description: "The Summer Shred in three full-body days a week.",
      tag: "shred",
    },
  },
  {
    slug: "bootcamp",
    title: "Bootcamp",
    tier: "portal",
    portal: {
      tab: "signaturePrograms",
      description: "Interval classes: bodyweight and weights, circuits and Metabolic Blast.",
      tag: "bootcamp",
    },
  },
  // product.md §1.1: the level pages exist, but no card links to them.
  { slug: "level-1", title: "Level 1", tier: "portal" },
  { slug: "level-2", title: "Level 2", tier: "portal" },
  { slug: "level-3", title: "Level 3", tier: "portal" },
] as const satisfies readonly ProgramRecord[];

export type PortalProgramSlug = (typeof CATALOG)[number]["slug"];

/** A catalog record whose slug is known to be one of the portal's routes. */
export type PortalProgram = ProgramRecord & { slug: PortalProgramSlug };

export const PORTAL_PROGRAMS: readonly PortalProgram[] = CATALOG;

/**
 * product.md §1.1: the portal program pages, one per record. A non-empty tuple, as `z.enum`
 * wants; the cast only restates the catalog's own slug type.
 */
export const PORTAL_PROGRAM_SLUGS = CATALOG.map((program) => program.slug) as [
  PortalProgramSlug,
  ...PortalProgramSlug[],
];

export function isPortalProgramSlug(value: string | undefined): value is PortalProgramSlug {
  return PORTAL_PROGRAM_SLUGS.includes(value as PortalProgramSlug);
}

const BY_SLUG = new Map<PortalProgramSlug, PortalProgram>(PORTAL_PROGRAMS.map((p) => [p.slug, p]));

export function portalProgram(slug: PortalProgramSlug): PortalProgram {
  const program = BY_SLUG.get(slug);
  // Unreachable: the slug type is the catalog's own.
  if (!program) throw new Error(`Unknown portal program: ${slug}`);
  return program;
}

/** Display names, for links and headings; the workouts themselves are gated content. */
export const PORTAL_PROGRAM_TITLES = Object.fromEntries(
  PORTAL_PROGRAMS.map((program) => [program.slug, program.title]),
) as Record<PortalProgramSlug, string>;

/**
 * Free to everyone, visitors included: the Programs page's month 1 is the coach's free taster
 * (decision 0018). Its page and PDF need no code and no account.
 */
export const FREE_PORTAL_PROGRAMS: readonly string[] = PORTAL_PROGRAMS.filter(
  (program) => program.tier === "free",
).map((program) => program.slug);

export type PortalCard = {
  slug: string;
  title: string;
  description: string;
  tag?: PortalIndexCard["tag"];
};

function portalTab(records: readonly ProgramRecord[], tab: PortalTab): readonly PortalCard[] {
  return records.flatMap(({ slug, title, portal }) =>
    portal?.tab === tab
      ? [{ slug, title, description: portal.description, ...(portal.tag ? { tag: portal.tag } : {}) }]
      : [],
  );
}

export type PortalCards = {
  movementPatterns: readonly PortalCard[];
  signaturePrograms: readonly PortalCard[];
};

/** product.md §1.16 Client portal index: the two tabs' cards, in the catalog's order. */
export function portalCardsOf(records: readonly ProgramRecord[]): PortalCards {
  return {
    movementPatterns: portalTab(records, "movementPatterns"),
    signaturePrograms: portalTab(records, "signaturePrograms"),
  };
}

/** The shipped catalog's portal cards (the live ones add the coach's programs: catalog.server.ts). */
export const PORTAL_CARDS: PortalCards = portalCardsOf(PORTAL_PROGRAMS);

/**
 * A program the coach added (decision 0042): who opens it and its card's line. Everything else
 * on its cards comes from the program itself, so the card cannot disagree with the page.
 */
export type AddedProgramListing = {
  slug: string;
  tier: "free" | "premium";
  description: string;
  /** The portal tab she chose for it (issue 36 §6); "signaturePrograms" when she had no choice. */
  portalTab?: PortalTab;
};

type Range = { min: number; max: number };
const span = ({ min, max }: Range) => (min === max ? `${min}` : `${min}-${max}`);

/** An added program's catalog record: a card in "More programs" and in the portal tab she chose. */
export function addedProgramRecord(
  listing: AddedProgramListing,
  program: { title: string; schedule: { sessionsPerWeek: Range; sessionMinutes: Range } },
): ProgramRecord {
  const { sessionsPerWeek, sessionMinutes } = program.schedule;
  return {
    slug: listing.slug,
    title: program.title,
    tier: listing.tier,
    programsPage: {
      section: "more-programs",
      title: program.title,
      description: listing.description,
      icon: "dumbbell",
      tag: listing.tier,
      facts: [
        `${span(sessionsPerWeek)} ${sessionsPerWeek.max === 1 ? "session" : "sessions"} a week`,
        `${span(sessionMinutes)} minutes`,
      ],
    },
    portal: { tab: listing.portalTab ?? "signaturePrograms", description: listing.description },
  };
}
