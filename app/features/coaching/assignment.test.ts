import { describe, expect, it } from "vitest";
import { PORTAL_PROGRAM_SLUGS } from "~/content/portal-programs";
import { getProgram } from "~/content/programs/index.server";
import { planFor } from "~/features/dashboard/plan.server";
import { addDays } from "~/lib/dates";
import {
  ASSIGNMENT_PRESETS,
  currentStep,
  lockedPrograms,
  MAX_STEPS,
  plannedSessionsPerWeek,
  stepLabel,
} from "./assignment";

const start = "2026-03-02"; // a Monday
const kickStartThenSignature = ASSIGNMENT_PRESETS.find((preset) => preset.id === "kick-start-then-signature");

describe("where she is in her assigned program", () => {
  it("counts weeks from the start day through each step of a sequence", () => {
    if (!kickStartThenSignature) throw new Error("the Kick Start then Signature preset is missing");
    const assignment = { steps: kickStartThenSignature.steps, startDay: start };
    const on = (days: number) => currentStep(assignment, addDays(start, days));
    expect(on(0)).toEqual({
      program: "movement-patterns-1",
      week: 1,
      weeks: 4,
      stepIndex: 0,
      finished: false,
    });
    expect(on(6)).toMatchObject({ program: "movement-patterns-1", week: 1 });
    expect(on(7)).toMatchObject({ program: "movement-patterns-1", week: 2 });
    expect(on(27)).toMatchObject({ program: "movement-patterns-1", week: 4 });
    // Kick Start's second month after 4 weeks, Signature after 8.
    expect(on(28)).toEqual({
      program: "movement-patterns-2",
      week: 1,
      weeks: 4,
      stepIndex: 1,
      finished: false,
    });
    expect(on(56)).toEqual({
      program: "signature-beginner",
      week: 1,
      weeks: 12,
      stepIndex: 2,
      finished: false,
    });
    expect(on(56 + 12 * 7 - 1)).toMatchObject({ program: "signature-beginner", week: 12, finished: false });
    // After the last week she stays on the last step, marked finished.
    expect(on(56 + 12 * 7)).toEqual({
      program: "signature-beginner",
      week: 12,
      weeks: 12,
      stepIndex: 2,
      finished: true,
    });
  });

  it("starts a future assignment at week 1 and has nothing for no steps", () => {
    const assignment = { steps: [{ program: "grit-block" as const, weeks: 6 }], startDay: start };
    expect(currentStep(assignment, addDays(start, -10))).toMatchObject({ program: "grit-block", week: 1 });
    expect(currentStep({ steps: [], startDay: start }, start)).toBeNull();
  });

  it("labels the step as her workout card shows it", () => {
    expect(
      stepLabel({ program: "movement-patterns-2", week: 3, weeks: 8, stepIndex: 0, finished: false }),
    ).toBe("Movement Patterns: Next Level · Week 3 of 8");
    expect(stepLabel({ program: "grit-block", week: 6, weeks: 6, stepIndex: 0, finished: true })).toBe(
      "Grit Block · All 6 weeks done",
    );
  });
});

describe("the presets", () => {
  it("are Kick Start's 8 weeks then Signature's 12 (SPEC §9), within the form's limits", () => {
    expect(kickStartThenSignature?.label).toBe("Kick Start 8 weeks, then Signature 12 weeks");
    const weeks = kickStartThenSignature?.steps.map((step) => step.weeks) ?? [];
    expect((weeks[0] ?? 0) + (weeks[1] ?? 0)).toBe(8);
    expect(weeks[2]).toBe(12);
    for (const preset of ASSIGNMENT_PRESETS) {
      expect(preset.steps.length).toBeGreaterThan(0);
      expect(preset.steps.length).toBeLessThanOrEqual(MAX_STEPS);
      for (const step of preset.steps) expect(PORTAL_PROGRAM_SLUGS).toContain(step.program);
    }
    expect(new Set(ASSIGNMENT_PRESETS.map((preset) => preset.id)).size).toBe(ASSIGNMENT_PRESETS.length);
  });
});

describe("planned sessions a week", () => {
  it("is each program's own schedule (its lower bound)", () => {
    for (const slug of PORTAL_PROGRAM_SLUGS) {
      expect(plannedSessionsPerWeek(slug), slug).toBe(getProgram(slug).schedule.sessionsPerWeek.min);
    }
  });
});

describe("the dashboard plan with an assigned program", () => {
  const answers = { fitness: "beginner", goals: ["stress"], diet: "vegan", time: "30min" } as const;
  const step = { program: "signature-next-level", week: 3, weeks: 8, stepIndex: 1, finished: false } as const;

  it("replaces the questionnaire's pick on training days, saying who chose it", () => {
    const card = planFor({ ...answers, goals: [...answers.goals] }, start, { step, chosenBy: "Jane" }).cards
      .workout;
    expect(card).toMatchObject({
      program: "signature-next-level",
      subtitle: "Signature Program: Next Level · Week 3 of 8",
      chosenBy: "Jane",
    });
    const own = planFor({ ...answers, goals: [...answers.goals] }, start).cards.workout;
    expect(own).toMatchObject({
      program: "movement-patterns-1",
      subtitle: "Movement Patterns: Beginner · Month 1",
    });
    expect(own).not.toHaveProperty("chosenBy");
  });

  it("keeps a rest day optional", () => {
    const saturday = addDays(start, 5);
    const card = planFor({ ...answers, goals: [...answers.goals] }, saturday, { step, chosenBy: "Jane" })
      .cards.workout;
    expect(card.program).toBeUndefined();
    expect(card.subtitle).toMatch(/^Optional/);
  });
});

describe("programs her access does not open", () => {
  const steps = [
    { program: "movement-patterns-1", weeks: 4 },
    { program: "movement-patterns-2", weeks: 4 },
    { program: "grit-block", weeks: 4 },
    { program: "grit-block", weeks: 2 },
  ];

  it("names each program once, by the same rule as the program pages", () => {
    // Free month 1 opens for everyone; month 2 is premium; Grit Block needs the portal.
    expect(lockedPrograms(steps, { portal: false, premium: false })).toEqual([
      "movement-patterns-2",
      "grit-block",
    ]);
    expect(lockedPrograms(steps, { portal: false, premium: true })).toEqual(["grit-block"]);
    expect(lockedPrograms(steps, { portal: true, premium: false })).toEqual([]);
    expect(
      lockedPrograms([{ program: "no-such-program", weeks: 4 }], { portal: false, premium: false }),
    ).toEqual([]);
  });
});
