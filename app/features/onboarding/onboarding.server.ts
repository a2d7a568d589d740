import { z } from "zod";
import {
  type Answers,
  completeAnswers,
  isQuestionStep,
  MAX_GOALS,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEP_IDS,
  ONBOARDING_STEPS,
  type OnboardingStepId,
  QUESTION_STEPS,
  type QuestionStepId,
  stepById,
  stepIndex,
} from "~/content/onboarding";
import { isValidTimeZone } from "~/lib/dates";

import { FORM_FIELD, type Refusal, refuse } from "~/lib/form-failure";
import { checkForm, repeated } from "~/lib/forms.server";

// The questionnaire's rules, enforced on the server whatever the page did: a choice from the
// step's own options, at most 3 goals, questions answered in order. Pure, so unit-tested.

export const MESSAGES = ONBOARDING_MESSAGES;

export type OnboardingInput =
  | { intent: "start" }
  | { intent: "answer"; step: QuestionStepId; value: string | string[] }
  /** Back carries her choice on the step she leaves, kept when it is a valid answer. */
  | { intent: "back"; step: OnboardingStepId; value?: string | string[] }
  | { intent: "complete" };

const FormSchema = z.object({
  intent: z.enum(["start", "answer", "back", "complete"], { error: MESSAGES.unknownIntent }),
  step: z.string().max(40).optional(),
  choice: z.string().max(40).optional(),
  goals: repeated(z.string().max(40)).pipe(z.array(z.string()).max(20, MESSAGES.tooManyGoals)),
  timeZone: z.string().max(64).optional(),
});

/** Reads one submitted step; the time zone travels with every submit (empty before hydration). */
export function parseOnboardingForm(
  form: FormData,
): { ok: true; input: OnboardingInput; timeZone: string | null } | Refusal {
  const parsed = checkForm(form, FormSchema);
  if (!parsed.ok) return parsed;
  const { intent, step, choice, goals } = parsed.data;
  const timeZone = parsed.data.timeZone?.trim() || null;
  if (timeZone && !isValidTimeZone(timeZone)) return refuse("timeZone", MESSAGES.timeZone);

  if (intent === "start" || intent === "complete") return { ok: true, input: { intent }, timeZone };
  if (!step || !(ONBOARDING_STEP_IDS as readonly string[]).includes(step))
    return refuse("step", MESSAGES.unknownStep);
  const stepId = step as OnboardingStepId;
  const selection = readSelection(stepId, choice, goals);
  if (intent === "back") {
    const value = selection.ok ? selection.value : undefined;
    return { ok: true, input: value ? { intent, step: stepId, value } : { intent, step: stepId }, timeZone };
  }
  if (!selection.ok) return selection;
  return { ok: true, input: { intent, step: stepId as QuestionStepId, value: selection.value }, timeZone };
}

/** The option(s) chosen on a question step, checked against that step's own options. */
function readSelection(
  stepId: OnboardingStepId,
  choice: string | undefined,
  goals: string[],
): { ok: true; value: string | string[] } | Refusal {
  if (!(QUESTION_STEPS as readonly string[]).includes(stepId)) return refuse("step", MESSAGES.unknownStep);
  const question = stepById(stepId);
  const known = new Set(question.options.map((option) => option.id));
  if (question.multiSelect) {
    const chosen = [...new Set(goals)];
    if (chosen.length === 0) return refuse("goals", MESSAGES.noSelection);
    if (chosen.some((id) => !known.has(id))) return refuse("goals", MESSAGES.unknownOption);
    if (chosen.length > MAX_GOALS) return refuse("goals", MESSAGES.tooManyGoals);
    return { ok: true, value: chosen };
  }
  if (!choice) return refuse("choice", MESSAGES.noSelection);
  if (!known.has(choice)) return refuse("choice", MESSAGES.unknownOption);
  return { ok: true, value: choice };
}

export type ProfileState = { answers: Answers; step: OnboardingStepId };

const stepAt = (index: number): OnboardingStepId =>
  ONBOARDING_STEPS[Math.max(0, Math.min(index, ONBOARDING_STEPS.length - 1))]?.id ?? "welcome";

/** Every question before `step` has an answer: she may not skip ahead. */
function answeredBefore(state: ProfileState, step: QuestionStepId): boolean {
  return QUESTION_STEPS.slice(0, QUESTION_STEPS.indexOf(step)).every((id) => state.answers[id] !== undefined);
}

/** What one submit does to her profile: the new answers and step, or why it is refused. */
export function applyOnboarding(
  state: ProfileState,
  input: OnboardingInput,
): { ok: true; state: ProfileState; completed: boolean } | Refusal {
  switch (input.intent) {
    case "start":
      return {
        ok: true,
        state: { ...state, step: state.step === "welcome" ? "fitness" : state.step },
        completed: false,
      };
    case "back": {
      const index = stepIndex(input.step);
      if (index === 0) return refuse("step", MESSAGES.firstStep);
      const keep =
        input.value !== undefined && isQuestionStep(input.step) && answeredBefore(state, input.step);
      const answers = keep ? ({ ...state.answers, [input.step]: input.value } as Answers) : state.answers;
      return { ok: true, state: { answers, step: stepAt(index - 1) }, completed: false };
    }
    case "answer": {
      const earlier = QUESTION_STEPS.slice(0, QUESTION_STEPS.indexOf(input.step));
      if (earlier.some((id) => state.answers[id] === undefined))
        return refuse("step", MESSAGES.outOfOrder, 409);
      const answers = { ...state.answers, [input.step]: input.value } as Answers;
      return { ok: true, state: { answers, step: stepAt(stepIndex(input.step) + 1) }, completed: false };
    }
    case "complete":
      if (!completeAnswers(state.answers)) return refuse(FORM_FIELD, MESSAGES.notFinished, 409);
      return { ok: true, state: { ...state, step: "complete" }, completed: true };
  }
}
