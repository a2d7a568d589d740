// The programs as the files give them, validated once: the first revision of the content
// (decision 0035). Apart from index.server.ts, which reads the live revision, so that the
// shipped content and the live content do not import each other (decision 0048).
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
