import {
  type FitnessSectionId,
  PORTAL_PROGRAMS,
  type PortalProgramSlug,
  type ProgramsPageCard,
  type ProgramTier,
} from "./portal-programs";

/**
 * product.md §1.7 Fitness Programs page: its sections, each card drawn from the program catalog
 * (`portal-programs.ts`), which also feeds the access guard, so a badge cannot promise what the
 * guard refuses. Public facts only; whether a card opens is decided per visitor on the server.
 */
export type FitnessProgram = Omit<ProgramsPageCard, "section"> & {
  slug: PortalProgramSlug;
  tier: ProgramTier;
};

export type FitnessSection = {
  id: FitnessSectionId;
  title: string;
  intro: string;
  programs: readonly FitnessProgram[];
};

const SECTIONS: readonly Omit<FitnessSection, "programs">[] = [
  {
    id: "movement-patterns",
    title: "Movement Patterns",
    intro:
      "Three months that teach the seven movements every strong body needs: squat, hinge, push, pull, split stance, carry and a braced core. Start with month 1, free.",
  },
  {
    id: "signature-programs",
    title: "Signature Programs",
    intro:
      "The coach's own 12-week progression in three months, two full-body sessions a week. Included with premium membership.",
  },
  {
    id: "summer-shred",
    title: "Summer Shred",
    intro:
      "Six to twelve weeks of strength first, with fat loss following. Choose four days a week or three.",
  },
];

export const FITNESS_SECTIONS: readonly FitnessSection[] = SECTIONS.map((section) => ({
  ...section,
  programs: PORTAL_PROGRAMS.flatMap(({ slug, tier, programsPage }) => {
    if (programsPage?.section !== section.id) return [];
    const { section: _section, ...card } = programsPage;
    return [{ ...card, slug, tier }];
  }),
}));
