import { describe, expect, it } from "vitest";
import { COUNTED_STEPS, countedStep, ONBOARDING_STEPS } from "~/content/onboarding";
import {
  applyOnboarding,
  MESSAGES,
  type OnboardingInput,
  type ProfileState,
  parseOnboardingForm,
} from "./onboarding.server";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

function parsed(fields: Record<string, string | string[]>): OnboardingInput {
  const result = parseOnboardingForm(form(fields));
  if (!result.ok) throw new Error(result.message);
  return result.input;
}

const refusal = (fields: Record<string, string | string[]>) => {
  const result = parseOnboardingForm(form(fields));
  return result.ok ? null : { status: result.status, field: result.field, message: result.message };
};

describe("the questionnaire's steps", () => {
  it("has product.md §2.1's six steps and counts five of them, the last being complete", () => {
    expect(ONBOARDING_STEPS.map((step) => step.id)).toEqual([
      "welcome",
      "fitness",
      "goals",
      "diet",
      "time",
      "complete",
    ]);
    expect(ONBOARDING_STEPS.map((step) => countedStep(step.id))).toEqual([null, 1, 2, 3, 4, 5]);
    expect(COUNTED_STEPS).toBe(5);
    const options = (id: string) => ONBOARDING_STEPS.find((step) => step.id === id)?.options.map((o) => o.id);
    expect(options("fitness")).toEqual(["beginner", "moderate", "active", "very-active"]);
    expect(options("goals")).toEqual(["mobility", "strength", "energy", "balance", "weight", "stress"]);
    expect(options("diet")).toEqual([
      "omnivore",
      "pescatarian",
      "vegetarian",
      "vegan",
      "gluten-free",
      "dairy-free",
    ]);
    expect(options("time")).toEqual(["15min", "30min", "45min", "60min"]);
    expect(ONBOARDING_STEPS.find((step) => step.id === "time")?.options[3]?.label).toBe("60+ minutes");
  });
});

describe("validating a submitted step", () => {
  it("accepts a known choice and up to three distinct goals", () => {
    expect(parsed({ intent: "answer", step: "fitness", choice: "moderate" })).toEqual({
      intent: "answer",
      step: "fitness",
      value: "moderate",
    });
    expect(parsed({ intent: "answer", step: "goals", goals: ["mobility", "stress", "mobility"] })).toEqual({
      intent: "answer",
      step: "goals",
      value: ["mobility", "stress"],
    });
  });

  it("refuses a missing selection with product.md §5's words", () => {
    expect(refusal({ intent: "answer", step: "diet" })).toEqual({
      status: 400,
      field: "choice",
      message: MESSAGES.noSelection,
    });
    expect(refusal({ intent: "answer", step: "goals" })?.message).toBe(
      "Please make a selection before continuing.",
    );
  });

  it("refuses unknown option ids, another step's options and a fourth goal", () => {
    expect(refusal({ intent: "answer", step: "fitness", choice: "olympian" })?.message).toBe(
      MESSAGES.unknownOption,
    );
    expect(refusal({ intent: "answer", step: "diet", choice: "beginner" })?.message).toBe(
      MESSAGES.unknownOption,
    );
    expect(refusal({ intent: "answer", step: "goals", goals: ["mobility", "<script>"] })?.message).toBe(
      MESSAGES.unknownOption,
    );
    expect(
      refusal({ intent: "answer", step: "goals", goals: ["mobility", "strength", "energy", "balance"] })
        ?.message,
    ).toBe("You can only select up to 3 options");
    expect(refusal({ intent: "answer", step: "goals", goals: Array(50).fill("mobility") })?.status).toBe(400);
  });

  it("refuses forged steps and intents", () => {
    expect(refusal({ intent: "answer", step: "complete", choice: "x" })?.message).toBe(MESSAGES.unknownStep);
    expect(refusal({ intent: "answer", step: "welcome", choice: "x" })?.message).toBe(MESSAGES.unknownStep);
    expect(refusal({ intent: "answer", step: "payment", choice: "x" })?.message).toBe(MESSAGES.unknownStep);
    expect(refusal({ intent: "answer" })?.field).toBe("step");
    expect(refusal({ intent: "delete-everything" })?.field).toBe("form");
    expect(refusal({})?.status).toBe(400);
  });

  it("refuses a time zone that does not exist", () => {
    expect(refusal({ intent: "start", timeZone: "Nowhere/Special" })?.field).toBe("timeZone");
    expect(parseOnboardingForm(form({ intent: "start", timeZone: "Europe/Paris" }))).toMatchObject({
      ok: true,
      timeZone: "Europe/Paris",
    });
    expect(parseOnboardingForm(form({ intent: "start", timeZone: "" }))).toMatchObject({
      ok: true,
      timeZone: null,
    });
  });
});

describe("applying a step to her profile", () => {
  const fresh: ProfileState = { answers: {}, step: "welcome" };
  const apply = (state: ProfileState, fields: Record<string, string | string[]>) =>
    applyOnboarding(state, parsed(fields));
  const state = (result: ReturnType<typeof applyOnboarding>) => {
    if (!result.ok) throw new Error(result.message);
    return result.state;
  };

  it("walks welcome → complete, each answer moving her one step on", () => {
    let current = state(apply(fresh, { intent: "start" }));
    expect(current.step).toBe("fitness");
    current = state(apply(current, { intent: "answer", step: "fitness", choice: "active" }));
    expect(current.step).toBe("goals");
    current = state(apply(current, { intent: "answer", step: "goals", goals: ["energy"] }));
    current = state(apply(current, { intent: "answer", step: "diet", choice: "vegan" }));
    current = state(apply(current, { intent: "answer", step: "time", choice: "60min" }));
    expect(current).toEqual({
      step: "complete",
      answers: { fitness: "active", goals: ["energy"], diet: "vegan", time: "60min" },
    });
    const done = apply(current, { intent: "complete" });
    expect(done).toMatchObject({ ok: true, completed: true, state: { step: "complete" } });
  });

  it("replaces a single choice and goes back one step at a time", () => {
    let current = state(
      apply({ answers: { fitness: "beginner" }, step: "goals" }, { intent: "back", step: "goals" }),
    );
    expect(current.step).toBe("fitness");
    current = state(apply(current, { intent: "answer", step: "fitness", choice: "very-active" }));
    expect(current.answers.fitness).toBe("very-active");
    expect(apply(fresh, { intent: "back", step: "welcome" })).toMatchObject({
      ok: false,
      message: MESSAGES.firstStep,
    });
  });

  it("keeps a valid choice made on the step she goes back from, and ignores an invalid one", () => {
    const onGoals: ProfileState = { answers: { fitness: "beginner" }, step: "goals" };
    const kept = state(apply(onGoals, { intent: "back", step: "goals", goals: ["balance", "stress"] }));
    expect(kept).toEqual({ step: "fitness", answers: { fitness: "beginner", goals: ["balance", "stress"] } });
    const tooMany = ["mobility", "strength", "energy", "balance"];
    expect(state(apply(onGoals, { intent: "back", step: "goals", goals: tooMany }))).toEqual({
      step: "fitness",
      answers: { fitness: "beginner" },
    });
    // Nothing is saved for a step whose earlier questions are unanswered.
    expect(state(apply(fresh, { intent: "back", step: "time", choice: "15min" })).answers).toEqual({});
  });

  it("refuses skipping ahead and completing with questions unanswered", () => {
    expect(apply(fresh, { intent: "answer", step: "time", choice: "15min" })).toMatchObject({
      ok: false,
      status: 409,
      message: MESSAGES.outOfOrder,
    });
    expect(apply({ answers: { fitness: "beginner" }, step: "goals" }, { intent: "complete" })).toMatchObject({
      ok: false,
      status: 409,
      message: MESSAGES.notFinished,
    });
  });
});
