import {
  type FitnessSectionId,
  PORTAL_PROGRAMS,
  type ProgramRecord,
  type ProgramsPageCard,
  type ProgramTier,
} from "./portal-programs";

/**
 * product.md §1.7 Fitness Programs page: its sections, each card drawn from the program catalog
 * (`portal-programs.ts`), which also feeds the access guard, so a badge cannot promise what the
 * guard refuses. Public facts only; whether a card opens is decided per visitor on the server.
 */
export type FitnessProgram = Omit<ProgramsPageCard, "section"> & {
  slug: string;
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
  {
    // Decision 0042: the programs the coach adds herself; shown only once there is one.
    id: "more-programs",
    title: "More Programs",
    intro: "New programs from the coach, each with its sessions, notes and a PDF to take to the gym.",
  },
];

/** The page's sections with their cards, in the catalog's order; a section without cards is left out. */
export function fitnessSectionsOf(records: readonly ProgramRecord[]): FitnessSection[] {
  return SECTIONS.map((section) => ({
    ...section,
    programs: records.flatMap(({ slug, tier, programsPage }) => {
      if (programsPage?.section !== section.id) return [];
      const { section: _section, ...card } = programsPage;
      return [{ ...card, slug, tier }];
    }),
  })).filter((section) => section.programs.length > 0);
}

/** The shipped catalog's sections (the live ones add the coach's programs: catalog.server.ts). */
export const FITNESS_SECTIONS: readonly FitnessSection[] = fitnessSectionsOf(PORTAL_PROGRAMS);
