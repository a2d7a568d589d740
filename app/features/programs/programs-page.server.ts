import { liveFitnessSections } from "~/content/catalog.server";
import { canOpenPortalProgram, type Viewer } from "~/lib/auth.server";

/**
 * The Programs page's cards that open for her. It is the portal guard's decision, so a card
 * never offers a program its page would refuse, nor locks one it would open.
 */
export function unlockedPrograms(viewer: Viewer): string[] {
  return liveFitnessSections()
    .flatMap((section) => section.programs)
    .filter((program) => canOpenPortalProgram(viewer, program.slug))
    .map((program) => program.slug);
}
