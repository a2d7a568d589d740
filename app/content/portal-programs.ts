/** SPEC §2 route table: the portal program pages. Titles only; the workouts are gated content. */
export const PORTAL_PROGRAM_SLUGS = [
  "stay-strong",
  "level-1",
  "level-2",
  "level-3",
  "bootcamp",
  "grit-block",
  "summer-shred-4day",
  "summer-shred-3day",
  "movement-patterns-1",
  "movement-patterns-2",
  "movement-patterns-3",
  "signature-beginner",
  "signature-next-level",
  "signature-advanced",
] as const;

export type PortalProgramSlug = (typeof PORTAL_PROGRAM_SLUGS)[number];

export function isPortalProgramSlug(value: string | undefined): value is PortalProgramSlug {
  return PORTAL_PROGRAM_SLUGS.includes(value as PortalProgramSlug);
}

/** Display names, for links and headings; the workouts themselves are gated content. */
export const PORTAL_PROGRAM_TITLES: Record<PortalProgramSlug, string> = {
  "stay-strong": "Stay Strong",
  "level-1": "Level 1",
  "level-2": "Level 2",
  "level-3": "Level 3",
  bootcamp: "Bootcamp",
  "grit-block": "Grit Block",
  "summer-shred-4day": "Summer Shred: 4-Day Split",
  "summer-shred-3day": "Summer Shred: 3-Day Split",
  "movement-patterns-1": "Movement Patterns: Beginner",
  "movement-patterns-2": "Movement Patterns: Next Level",
  "movement-patterns-3": "Movement Patterns: Advanced",
  "signature-beginner": "Signature Program: Beginner",
  "signature-next-level": "Signature Program: Next Level",
  "signature-advanced": "Signature Program: Advanced",
};

/**
 * The programs the Programs page offers (SPEC §2): their cards link into the portal, so a
 * premium member opens these pages without the shared code (decision 0010).
 */
export const PREMIUM_PORTAL_PROGRAMS: readonly PortalProgramSlug[] = [
  "movement-patterns-1",
  "movement-patterns-2",
  "movement-patterns-3",
  "signature-beginner",
  "signature-next-level",
  "signature-advanced",
  "summer-shred-4day",
  "summer-shred-3day",
];

/**
 * Free to everyone, visitors included: the Programs page's month 1 is the coach's free taster
 * (decision 0018). Its page and PDF need no code and no account.
 */
export const FREE_PORTAL_PROGRAMS: readonly PortalProgramSlug[] = ["movement-patterns-1"];

export type PortalCard = {
  slug: PortalProgramSlug;
  /** A one-line public description: the workouts themselves are gated. */
  description: string;
  tag?: "new" | "shred" | "bootcamp";
};

/** SPEC §2 Client portal index: the two tabs' cards, in order. Level 1-3 are not listed. */
export const PORTAL_CARDS: {
  movementPatterns: readonly PortalCard[];
  signaturePrograms: readonly PortalCard[];
} = {
  movementPatterns: [
    {
      slug: "movement-patterns-1",
      description: "Month 1: learn the squat, hinge, push, pull and carry at 3\u00a0×\u00a010.",
    },
    {
      slug: "movement-patterns-2",
      description: "Month 2: the same patterns at 3\u00a0×\u00a012, a little heavier.",
    },
    {
      slug: "movement-patterns-3",
      description: "Month 3: 4\u00a0×\u00a08 at 75-80% of your best, with real confidence.",
    },
  ],
  signaturePrograms: [
    {
      slug: "grit-block",
      description: "Three tough days a week: heavy lifts, carries and grit finishers.",
      tag: "new",
    },
    {
      slug: "signature-beginner",
      description: "Signature month 1: two full-body sessions a week, 45-60 minutes.",
    },
    {
      slug: "signature-next-level",
      description: "Signature month 2: two 45-minute sessions that build on month 1.",
    },
    {
      slug: "signature-advanced",
      description: "Signature month 3: dense 30-45 minute sessions for strong finishes.",
    },
    {
      slug: "stay-strong",
      description: "Six weeks of maintenance: keep your strength with 2-3 sessions a week.",
    },
    {
      slug: "summer-shred-4day",
      description: "Four days a week for 6-12 weeks: strength first, fat loss follows.",
      tag: "shred",
    },
    {
      slug: "summer-shred-3day",
      description: "The Summer Shred in three full-body days a week.",
      tag: "shred",
    },
    {
      slug: "bootcamp",
      description: "Interval classes: bodyweight and weights, circuits and Metabolic Blast.",
      tag: "bootcamp",
    },
  ],
};
