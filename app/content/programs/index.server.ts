// The portal programs: gated content, server-only (this file name keeps it out of the browser
// bundle). Each module is checked against ProgramSchema when this registry is first loaded, so a
// broken program stops the start rather than reaching a client.
import { liveContent } from "../live.server";
import { program as bootcamp } from "./bootcamp.server";
import { program as gritBlock } from "./grit-block.server";
import { program as level1 } from "./level-1.server";
import { program as level2 } from "./level-2.server";
import { program as level3 } from "./level-3.server";
import { program as movementPatterns1 } from "./movement-patterns-1.server";
import { program as movementPatterns2 } from "./movement-patterns-2.server";
import { program as movementPatterns3 } from "./movement-patterns-3.server";
import { type Program, ProgramSchema } from "./schema";
import { program as signatureAdvanced } from "./signature-advanced.server";
import { program as signatureBeginner } from "./signature-beginner.server";
import { program as signatureNextLevel } from "./signature-next-level.server";
import { program as stayStrong } from "./stay-strong.server";
import { program as summerShred3day } from "./summer-shred-3day.server";
import { program as summerShred4day } from "./summer-shred-4day.server";

/** The programs as the files give them: the first revision of the content (decision 0035). */
export const SHIPPED_PROGRAMS: readonly Program[] = [
  stayStrong,
  level1,
  level2,
  level3,
  bootcamp,
  gritBlock,
  summerShred4day,
  summerShred3day,
  movementPatterns1,
  movementPatterns2,
  movementPatterns3,
  signatureBeginner,
  signatureNextLevel,
  signatureAdvanced,
].map((program) => ProgramSchema.parse(program));

/** The live revision's program (the coach may have edited it since the files were shipped). */
export function getProgram(slug: string): Program {
  const program = liveContent().programs.find((candidate) => candidate.slug === slug);
  if (!program) throw new Error(`No content for portal program ${slug}`);
  return program;
}

export function allPrograms(): readonly Program[] {
  return liveContent().programs;
}

/** product.md §6.4 recovery rules, shown with every program and in every PDF. */
export const RECOVERY_GUIDELINES = [
  "Leave 48 hours between sessions that train the same muscles.",
  "Sleep 7-8 hours a night: it is when the strength you trained for is built.",
  "Eat 1.6-2.0 g of protein per kg of body weight each day, spread over your meals.",
] as const;
