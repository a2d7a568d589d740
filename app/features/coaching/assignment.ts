import {
  isPortalProgramSlug,
  PORTAL_PROGRAM_TITLES,
  type PortalProgramSlug,
  portalProgram,
} from "~/content/portal-programs";
import { type Day, dayNumber } from "~/lib/dates";

// The program the coach chose for a client (issue 18 §5): one program for some weeks, or a
// sequence of up to three. Pure and client-safe: the coach's form and her dashboard both read it.

export type AssignmentStep = { program: PortalProgramSlug; weeks: number };

export type Assignment = { steps: readonly AssignmentStep[]; startDay: Day };

export const MAX_STEPS = 3;
export const MAX_WEEKS = 52;

export type AssignmentPreset = { id: string; label: string; steps: readonly AssignmentStep[] };

/**
 * product.md §6.4: Kick Start lasts 8 weeks and Signature 12. Kick Start is the first two months of
 * Movement Patterns (learning the patterns, then a little heavier); Signature is the Signature
 * Program's first month's sessions run for its 12 weeks, which is what fits in three steps.
 */
export const ASSIGNMENT_PRESETS: readonly AssignmentPreset[] = [
  {
    id: "kick-start-then-signature",
    label: "Kick Start 8 weeks, then Signature 12 weeks",
    steps: [
      { program: "movement-patterns-1", weeks: 4 },
      { program: "movement-patterns-2", weeks: 4 },
      { program: "signature-beginner", weeks: 12 },
    ],
  },
  {
    id: "kick-start",
    label: "Kick Start, 8 weeks",
    steps: [
      { program: "movement-patterns-1", weeks: 4 },
      { program: "movement-patterns-2", weeks: 4 },
    ],
  },
  {
    id: "movement-patterns",
    label: "Movement Patterns, months 1 to 3 (12 weeks)",
    steps: [
      { program: "movement-patterns-1", weeks: 4 },
      { program: "movement-patterns-2", weeks: 4 },
      { program: "movement-patterns-3", weeks: 4 },
    ],
  },
  {
    id: "signature",
    label: "Signature Program, months 1 to 3 (12 weeks)",
    steps: [
      { program: "signature-beginner", weeks: 4 },
      { program: "signature-next-level", weeks: 4 },
      { program: "signature-advanced", weeks: 4 },
    ],
  },
];

export type CurrentStep = {
  program: PortalProgramSlug;
  /** Her week of this step, from 1. */
  week: number;
  weeks: number;
  stepIndex: number;
  /** Every step's weeks are behind her: she stays on the last step until the coach chooses again. */
  finished: boolean;
};

/**
 * Where she is on `today`: the step and its week. Before the start day she is in week 1 of the
 * first step; after the last step, on its last week, `finished`.
 */
export function currentStep(assignment: Assignment, today: Day): CurrentStep | null {
  const { steps } = assignment;
  const last = steps.at(-1);
  if (!last) return null;
  const weeksIn = Math.max(0, Math.floor((dayNumber(today) - dayNumber(assignment.startDay)) / 7));
  let before = 0;
  for (const [stepIndex, step] of steps.entries()) {
    if (weeksIn < before + step.weeks) {
      return {
        program: step.program,
        week: weeksIn - before + 1,
        weeks: step.weeks,
        stepIndex,
        finished: false,
      };
    }
    before += step.weeks;
  }
  return {
    program: last.program,
    week: last.weeks,
    weeks: last.weeks,
    stepIndex: steps.length - 1,
    finished: true,
  };
}

/**
 * The sessions a week each program asks for (its schedule's lower bound, `programs/*.server.ts`;
 * `assignment.test.ts` holds the two together). Kept here so the coach's pages need no program
 * content to count her week against it.
 */
const SESSIONS_PER_WEEK: Record<PortalProgramSlug, number> = {
  "movement-patterns-1": 2,
  "movement-patterns-2": 2,
  "movement-patterns-3": 2,
  "grit-block": 3,
  "signature-beginner": 2,
  "signature-next-level": 2,
  "signature-advanced": 2,
  "stay-strong": 2,
  "summer-shred-4day": 4,
  "summer-shred-3day": 3,
  bootcamp: 1,
  "level-1": 2,
  "level-2": 2,
  "level-3": 2,
};

export function plannedSessionsPerWeek(slug: PortalProgramSlug): number {
  return SESSIONS_PER_WEEK[slug];
}

/** "Movement Patterns: Beginner · Week 3 of 4", as her workout card says it. */
export function stepLabel(step: CurrentStep): string {
  const title = PORTAL_PROGRAM_TITLES[step.program];
  return step.finished
    ? `${title} · All ${step.weeks} weeks done`
    : `${title} · Week ${step.week} of ${step.weeks}`;
}

/** "Movement Patterns: Beginner (4 weeks), then …": a sequence in one line, for the coach. */
export function describeSteps(steps: readonly AssignmentStep[]): string {
  return steps
    .map(
      (step) =>
        `${PORTAL_PROGRAM_TITLES[step.program]} (${step.weeks} ${step.weeks === 1 ? "week" : "weeks"})`,
    )
    .join(", then ");
}

/**
 * The programs of a sequence she cannot open with the access she holds (the rule of
 * `canOpenPortalProgram`): assigning a program does not grant it, so the coach is told.
 */
export function lockedPrograms(
  // Stored steps may name a program the catalog no longer has: those are skipped.
  steps: readonly { program: string; weeks: number }[],
  access: { portal: boolean; premium: boolean },
): PortalProgramSlug[] {
  const slugs = steps.map((step) => step.program).filter(isPortalProgramSlug);
  return [...new Set(slugs)].filter((slug) => {
    const { tier } = portalProgram(slug);
    return !(tier === "free" || access.portal || (access.premium && tier === "premium"));
  });
}
