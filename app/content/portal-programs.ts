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
