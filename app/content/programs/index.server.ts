// The portal programs: gated content, server-only (this file name keeps it out of the browser
// bundle). Each module is checked against ProgramSchema when this registry is first loaded, so a
// broken program stops the start rather than reaching a client.

import type { Content } from "~/content/content.server";
import { withEntryNames } from "~/content/exercises/program-names";
import { liveContent } from "~/content/live.server";
import type { Program } from "./schema";

export { SHIPPED_PROGRAMS } from "./shipped.server";

let named: { content: Content; programs: readonly Program[] } | null = null;

/**
 * The live revision's programs, each exercise named by its library entry (decision 0058), worked
 * out once per revision.
 */
function namedPrograms(): readonly Program[] {
  const content = liveContent();
  if (named?.content !== content)
    named = {
      content,
      programs: content.programs.map((program) => withEntryNames(program, content.exercises)),
    };
  return named.programs;
}

/** The live revision's program (the coach may have edited it since the files were shipped). */
export function getProgram(slug: string): Program {
  const program = namedPrograms().find((candidate) => candidate.slug === slug);
  if (!program) throw new Error(`No content for portal program ${slug}`);
  return program;
}

export function allPrograms(): readonly Program[] {
  return namedPrograms();
}

/** product.md §6.4 recovery rules, shown with every program and in every PDF. */
export const RECOVERY_GUIDELINES = [
  "Leave 48 hours between sessions that train the same muscles.",
  "Sleep 7-8 hours a night: it is when the strength you trained for is built.",
  "Eat 1.6-2.0 g of protein per kg of body weight each day, spread over your meals.",
] as const;
