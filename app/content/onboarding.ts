// product.md §2.1 and §3.1: the questionnaire. Shared by the page, the server's validation and the tests;
// no zod here, since the page imports it (decision 0023 explains the counted steps).

/** product.md §2.1: the steps, in order (kept beside the schema that stores them). */
import { ONBOARDING_STEP_IDS, type OnboardingStepId } from "~/db/kinds";

export { ONBOARDING_STEP_IDS, type OnboardingStepId };

export type OnboardingOption = { id: string; label: string; description: string };

export type OnboardingStep = {
  id: OnboardingStepId;
  title: string;
  description: string;
  options: readonly OnboardingOption[];
  multiSelect: boolean;
  /** How many options may be chosen; 1 for a single choice, 0 for a step without choices. */
  maxSelections: number;
};

/** product.md §6.1: goals allow at most 3 selections. */
export const MAX_GOALS = 3;
/** product.md §6.1: the progress bar counts 5 steps; welcome is the unnumbered introduction. */
export const COUNTED_STEPS = 5;

/**
 * How the questionnaire is described wherever it is offered: the same count as its progress bar
 * ("Step n of 5") and the same time everywhere (issue 36 §8). Four questions, then the check of
 * her answers, make the 5 steps.
 */
const LENGTH = `${COUNTED_STEPS} short steps`;
export const ONBOARDING_COPY = {
  welcome: `${LENGTH}: four questions about your fitness, goals, food and time, then a look over your answers. It takes about two minutes, and you can change your answers later.`,
  home: `${LENGTH} shape a plan around your fitness, goals, food and time. It takes about two minutes.`,
  sample: `Take the free assessment (${LENGTH}, about two minutes) and your own plan and progress appear here.`,
} as const;

/**
 * Every message of the questionnaire, defined once: the page shows them as toasts before
 * sending, and the server answers the same words when the page is bypassed.
 */
export const ONBOARDING_MESSAGES = {
  // product.md §5.
  noSelection: "Please make a selection before continuing.",
  tooManyGoals: `You can only select up to ${MAX_GOALS} options`,
  unknownOption: "Please choose one of the options shown.",
  outOfOrder: "Please answer the questions in order, starting with the first.",
  notFinished: "Please answer every question before completing.",
  firstStep: "This is the first step, so there is nothing to go back to.",
  unknownStep: "That step is not part of the questionnaire.",
  unknownIntent: "Something went wrong. Please try again.",
  timeZone: "We could not read your time zone. Please reload the page and try again.",
} as const;

export const ONBOARDING_STEPS = [
  {
    id: "welcome",
    title: "Welcome! Let's shape your plan",
    description: ONBOARDING_COPY.welcome,
    options: [],
    multiSelect: false,
    maxSelections: 0,
  },
  {
    id: "fitness",
    title: "How active are you right now?",
    description: "Choose the one that sounds most like you today. There is no wrong answer.",
    options: [
      { id: "beginner", label: "Beginner", description: "New to exercise, or returning after a long break." },
      {
        id: "moderate",
        label: "Moderate",
        description: "I move a little most weeks, like walks or a class.",
      },
      { id: "active", label: "Active", description: "I exercise two or three times a week." },
      { id: "very-active", label: "Very active", description: "I train four or more times a week." },
    ],
    multiSelect: false,
    maxSelections: 1,
  },
  {
    id: "goals",
    title: "What matters most to you?",
    description: `Choose up to ${MAX_GOALS}. Your plan puts these first.`,
    options: [
      {
        id: "mobility",
        label: "Mobility",
        description: "Move freely, with less stiffness in hips, back and shoulders.",
      },
      { id: "strength", label: "Strength", description: "Build muscle and keep your bones strong." },
      {
        id: "energy",
        label: "Energy",
        description: "Feel less tired and more like yourself through the day.",
      },
      { id: "balance", label: "Balance", description: "Feel steady on your feet and confident on stairs." },
      { id: "weight", label: "Weight", description: "Lose fat gently while keeping your muscle." },
      { id: "stress", label: "Stress relief", description: "Sleep better and feel calmer." },
    ],
    multiSelect: true,
    maxSelections: MAX_GOALS,
  },
  {
    id: "diet",
    title: "How do you like to eat?",
    description: "We suggest Mediterranean meals that suit you.",
    options: [
      { id: "omnivore", label: "I eat everything", description: "Meat, fish, eggs, dairy and plants." },
      { id: "pescatarian", label: "Pescatarian", description: "Fish and seafood, but no meat." },
      { id: "vegetarian", label: "Vegetarian", description: "No meat or fish; eggs and dairy are fine." },
      { id: "vegan", label: "Vegan", description: "Plants only: no meat, fish, eggs or dairy." },
      { id: "gluten-free", label: "Gluten-free", description: "No wheat, barley or rye." },
      { id: "dairy-free", label: "Dairy-free", description: "No milk, cheese, yogurt or butter." },
    ],
    multiSelect: false,
    maxSelections: 1,
  },
  {
    id: "time",
    title: "How much time can you give a workout?",
    description: "Your sessions are planned to fit.",
    options: [
      { id: "15min", label: "15 minutes", description: "Short and focused, for busy days." },
      { id: "30min", label: "30 minutes", description: "Enough for a full strength session." },
      { id: "45min", label: "45 minutes", description: "Time for a thorough warm-up and cool-down." },
      { id: "60min", label: "60+ minutes", description: "A full hour or more, with extra mobility work." },
    ],
    multiSelect: false,
    maxSelections: 1,
  },
  {
    id: "complete",
    title: "Your plan is ready to build",
    description: "Check your answers. Choose Back to change one, or Complete to see your dashboard.",
    options: [],
    multiSelect: false,
    maxSelections: 0,
  },
] as const satisfies readonly OnboardingStep[];

export type QuestionStepId = "fitness" | "goals" | "diet" | "time";
export const QUESTION_STEPS: readonly QuestionStepId[] = ["fitness", "goals", "diet", "time"];

type OptionIds<Id extends QuestionStepId> = Extract<
  (typeof ONBOARDING_STEPS)[number],
  { id: Id }
>["options"][number]["id"];
export type FitnessLevel = OptionIds<"fitness">;
export type Goal = OptionIds<"goals">;
export type Diet = OptionIds<"diet">;
export type SessionTime = OptionIds<"time">;

/** Her answers once every question is answered: what the dashboard plan is built from. */
export type CompleteAnswers = { fitness: FitnessLevel; goals: Goal[]; diet: Diet; time: SessionTime };
/** Answers as stored (product.md §2.1: a map keyed by step id), possibly part-way. */
export type Answers = Partial<CompleteAnswers>;

export function stepById(id: OnboardingStepId): OnboardingStep {
  const step = ONBOARDING_STEPS.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`Unknown onboarding step ${id}`);
  return step;
}

export function stepIndex(id: OnboardingStepId): number {
  return ONBOARDING_STEPS.findIndex((step) => step.id === id);
}

/** "Step n of 5": fitness is 1 and complete is 5; welcome has no number (decision 0023). */
export function countedStep(id: OnboardingStepId): number | null {
  const index = stepIndex(id);
  return index === 0 ? null : index;
}

export function isQuestionStep(id: string): id is QuestionStepId {
  return (QUESTION_STEPS as readonly string[]).includes(id);
}

/** The label of an option, for summaries and the coach's table. */
export function optionLabel(stepId: QuestionStepId, optionId: string): string {
  return stepById(stepId).options.find((option) => option.id === optionId)?.label ?? optionId;
}

/** Every question answered, or null. */
export function completeAnswers(answers: Answers): CompleteAnswers | null {
  const { fitness, goals, diet, time } = answers;
  if (!fitness || !goals || goals.length === 0 || !diet || !time) return null;
  return { fitness, goals, diet, time };
}

/** Her answers in words, one string per question ("" when unanswered): for the coach. */
export function describeAnswers(answers: Answers): Record<QuestionStepId, string> {
  const words = (id: QuestionStepId) => {
    const value = answers[id];
    return (Array.isArray(value) ? value : value ? [value] : [])
      .map((option) => optionLabel(id, option))
      .join(", ");
  };
  return { fitness: words("fitness"), goals: words("goals"), diet: words("diet"), time: words("time") };
}
