import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { liveSite } from "~/content/live.server";
import { isPortalProgramSlug, PORTAL_PROGRAMS } from "~/content/portal-programs";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { programAssignments } from "~/db/schema";
import { resolveRedesign } from "~/features/promise/promise-resolve.server";
import { type Day, isDay } from "~/lib/dates";
import { forgetMemberReads, keptMemberRead } from "~/lib/member-reads-kept.server";
import { readNumber } from "~/lib/numbers";
import {
  ASSIGNMENT_PRESETS,
  type Assignment,
  type AssignmentStep,
  type CurrentStep,
  currentStep,
  MAX_WEEKS,
} from "./assignment";

export const ASSIGNMENT_MESSAGES = {
  program: "Choose one of the programs in the list.",
  firstProgram: "Choose a program, or one of the ready-made sequences.",
  weeks: `Weeks must be a whole number from 1 to ${MAX_WEEKS}.`,
  preset: "Choose one of the ready-made sequences.",
  startDay: "Choose the day she starts.",
} as const;

/** MAX_STEPS of them. */
const STEP_NUMBERS = [1, 2, 3] as const;
const text = z.string().max(100).optional();

/**
 * The coach's form (intent "assign"): a ready-made `preset`, or `step1Program`/`step1Weeks` up
 * to step 3 (a step without a program is left out), and `startDay`. Parses to the steps and the
 * start day; each mistake is a message on its own field.
 */
export const AssignmentSchema = z
  .object({
    intent: z.literal("assign"),
    preset: text,
    startDay: z.string(ASSIGNMENT_MESSAGES.startDay).max(20, ASSIGNMENT_MESSAGES.startDay),
    step1Program: text,
    step1Weeks: text,
    step2Program: text,
    step2Weeks: text,
    step3Program: text,
    step3Weeks: text,
  })
  .transform((form, context) => {
    const field = (name: keyof typeof form) => form[name]?.trim() ?? "";
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (!isDay(form.startDay)) issue("startDay", ASSIGNMENT_MESSAGES.startDay);

    let steps: AssignmentStep[] = [];
    const presetId = field("preset");
    if (presetId) {
      const preset = ASSIGNMENT_PRESETS.find((candidate) => candidate.id === presetId);
      if (preset) steps = [...preset.steps];
      else issue("preset", ASSIGNMENT_MESSAGES.preset);
    } else {
      for (const number of STEP_NUMBERS) {
        const program = field(`step${number}Program`);
        if (!program) {
          if (number === 1) issue("step1Program", ASSIGNMENT_MESSAGES.firstProgram);
          continue;
        }
        const weeksText = field(`step${number}Weeks`);
        const reading = readNumber(weeksText, { whole: true });
        const weeks = reading.kind === "number" ? reading.value : Number.NaN;
        if (!isPortalProgramSlug(program)) issue(`step${number}Program`, ASSIGNMENT_MESSAGES.program);
        if (!(weeks >= 1 && weeks <= MAX_WEEKS)) issue(`step${number}Weeks`, ASSIGNMENT_MESSAGES.weeks);
        if (isPortalProgramSlug(program) && weeks >= 1 && weeks <= MAX_WEEKS) steps.push({ program, weeks });
      }
    }
    return { intent: "assign" as const, steps, startDay: form.startDay as Day };
  });

/** The form's other button: take her assignment away, back to the questionnaire's pick. */
export const UnassignSchema = z.object({ intent: z.literal("unassign") });

/** Both buttons of the coach's assignment form, for an action that only handles these. */
export const AssignmentActionSchema = z.discriminatedUnion("intent", [AssignmentSchema, UnassignSchema]);

export type AssignmentRow = Assignment & {
  memberId: string;
  assignedByName: string;
  updatedAt: Date;
};

/**
 * Gives her a program (or replaces the one she had), recording who chose it. A redesign she
 * asked for at 4 weeks (issue 39 §3) is done by it, in the same transaction.
 */
export async function assignProgram(
  db: Database,
  input: {
    memberId: string;
    steps: readonly AssignmentStep[];
    startDay: Day;
    coach: { id: string; name: string; email: string };
    /** For the link in the "redesigned" email. */
    appUrl?: string;
  },
  now: Date,
): Promise<void> {
  const values = {
    steps: input.steps.map((step) => ({ program: step.program, weeks: step.weeks })),
    startDay: input.startDay,
    assignedBy: input.coach.id,
    // She is shown the coach's public name (site.ts), not the name on the coach's login.
    assignedByName: liveSite().coachName,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(programAssignments)
      .values({ memberId: input.memberId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: programAssignments.memberId, set: values });
    await resolveRedesign(
      tx,
      { memberId: input.memberId, resolution: "a changed program", appUrl: input.appUrl },
      now,
    );
  });
  forgetMemberReads(db, input.memberId);
}

/** Returns whether she had one. */
export async function clearAssignment(db: Database, memberId: string): Promise<boolean> {
  const deleted = await db
    .delete(programAssignments)
    .where(eq(programAssignments.memberId, memberId))
    .returning({ memberId: programAssignments.memberId });
  forgetMemberReads(db, memberId);
  return deleted.length > 0;
}

const assignmentOf = prepared("assignment_of", (db, name) =>
  db
    .select()
    .from(programAssignments)
    .where(eq(programAssignments.memberId, sql.placeholder("memberId")))
    .prepare(name),
);

/** Her assignment, kept per member (decision 0099): the coach changes it, not her sessions. */
export function getAssignment(db: Database, memberId: string): Promise<AssignmentRow | null> {
  return keptMemberRead(db, memberId, "assignment", () => readAssignment(db, memberId));
}

async function readAssignment(db: Database, memberId: string): Promise<AssignmentRow | null> {
  const [row] = await assignmentOf(db).execute({ memberId });
  if (!row) return null;
  // A program taken out of the catalog since is skipped rather than shown broken.
  const steps = row.steps.flatMap((step) =>
    isPortalProgramSlug(step.program) && Number.isInteger(step.weeks) && step.weeks >= 1
      ? [{ program: step.program, weeks: step.weeks }]
      : [],
  );
  if (steps.length === 0) return null;
  return {
    memberId: row.memberId,
    steps,
    startDay: row.startDay,
    assignedByName: row.assignedByName,
    updatedAt: row.updatedAt,
  };
}

/** What the coach's form shows: the programs, the sequences, and her current assignment. */
export type AssignmentFormData = {
  programs: { slug: string; title: string }[];
  presets: { id: string; label: string }[];
  current: {
    steps: { program: string; weeks: number }[];
    startDay: Day;
    assignedByName: string;
    now: CurrentStep | null;
  } | null;
  today: Day;
};

/** The `AssignmentForm` props (all but `failure`) for her assignment on `today`. */
export function assignmentFormData(assignment: AssignmentRow | null, today: Day): AssignmentFormData {
  return {
    programs: PORTAL_PROGRAMS.map((program) => ({ slug: program.slug, title: program.title })),
    presets: ASSIGNMENT_PRESETS.map((preset) => ({ id: preset.id, label: preset.label })),
    current: assignment
      ? {
          steps: assignment.steps.map((step) => ({ ...step })),
          startDay: assignment.startDay,
          assignedByName: assignment.assignedByName,
          now: currentStep(assignment, today),
        }
      : null,
    today,
  };
}
