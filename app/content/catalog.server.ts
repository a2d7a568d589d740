// The live program catalog (decision 0042): the 14 shipped records of `portal-programs.ts` and
// the programs the coach added in the live revision. The one source on the server for which
// programs exist, who opens each (the guard in auth.server.ts) and their cards.
import type { Content } from "./content.server";
import { type FitnessSection, fitnessSectionsOf } from "./fitness-programs";
import { liveContent } from "./live.server";
import {
  addedProgramRecord,
  PORTAL_PROGRAMS,
  type PortalCards,
  type ProgramRecord,
  portalCardsOf,
} from "./portal-programs";

type Catalog = {
  content: Content;
  records: readonly ProgramRecord[];
  bySlug: ReadonlyMap<string, ProgramRecord>;
  portalCards: PortalCards;
  sections: readonly FitnessSection[];
};

let memo: Catalog | null = null;

/** Worked out once per live revision: every program page asks, so it must cost a map lookup. */
function catalog(): Catalog {
  const content = liveContent();
  if (memo?.content === content) return memo;
  const added = content.addedPrograms.flatMap((listing) => {
    const program = content.programs.find((candidate) => candidate.slug === listing.slug);
    return program ? [addedProgramRecord(listing, program)] : [];
  });
  const records = [...PORTAL_PROGRAMS, ...added];
  memo = {
    content,
    records,
    bySlug: new Map(records.map((record) => [record.slug, record])),
    portalCards: portalCardsOf(records),
    sections: fitnessSectionsOf(records),
  };
  return memo;
}

export function liveCatalog(): readonly ProgramRecord[] {
  return catalog().records;
}

/** The program at this address, or null: the caller answers 404. */
export function programRecord(slug: string | undefined): ProgramRecord | null {
  return slug === undefined ? null : (catalog().bySlug.get(slug) ?? null);
}

/** A program's name for a link or a log; a program no longer in the catalog shows its slug. */
export function programTitle(slug: string): string {
  return programRecord(slug)?.title ?? slug;
}

export function livePortalCards(): PortalCards {
  return catalog().portalCards;
}

export function liveFitnessSections(): readonly FitnessSection[] {
  return catalog().sections;
}
