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
