import type { ScreeningQuestionId } from "~/db/schema";

// The health check before training (issue 18 part 1): the seven general questions of the
// standard pre-exercise screen (PAR-Q+), in our own words for a woman of 60 reading on a phone.
// Client-safe: the page and the server read the same words.

export type ScreeningQuestion = { id: ScreeningQuestionId; text: string; hint?: string };

export const SCREENING_QUESTIONS: readonly ScreeningQuestion[] = [
  {
    id: "heart",
    text: "Has a doctor told you that you have a heart condition or high blood pressure?",
    hint: "Answer yes even if medicine keeps it well under control.",
  },
  {
    id: "chestPain",
    text: "Do you ever feel pain in your chest, whether you are resting, going about your day or being active?",
  },
  {
    id: "dizziness",
    text: "In the last 12 months, have you lost your balance because you felt dizzy, or fainted or lost consciousness?",
    hint: "Answer no if you only felt light-headed from breathing hard during exercise.",
  },
  {
    id: "chronic",
    text: "Has a doctor diagnosed you with another long-term health condition?",
    hint: "For example diabetes, osteoporosis, arthritis, asthma or another lung condition, or cancer.",
  },
  {
    id: "medicines",
    text: "Do you take medicine a doctor prescribed for a long-term health condition?",
  },
  {
    id: "joints",
    text: "Do you have a problem with a bone, joint or muscle (your back, a knee or a hip, say) that being more active could make worse?",
    hint: "Answer no if it troubled you in the past but does not hold you back today.",
  },
  {
    id: "supervision",
    text: "Has a doctor told you to exercise only under medical supervision?",
  },
];

/** How long her answers count: she is asked again a year after she answered. */
export const SCREENING_VALID_MONTHS = 12;

/** What she is told after any "yes": calm, and never a closed door. */
export const SCREENING_ADVICE = {
  heading: "Please talk to your doctor before you start",
  paragraphs: [
    "Thank you for answering so carefully. Because you answered yes to at least one question, please check with your doctor before you start training with us.",
    "This is a normal step, not a setback: most women who answer yes go on to train safely, often with a few small changes. Your coach will see your answers and can adapt your program.",
    "Meanwhile you can read every program. When your doctor says you are ready, tell us below and you can start logging your sessions.",
  ],
} as const;

/** The follow-up after a "yes". */
export const SCREENING_FOLLOW_UP = {
  label: "Tell us a little more, so your coach can adapt your program",
  hint: "For example what the condition is and what your doctor said. Optional. Only you and your coach can read this.",
  maxLength: 1000,
} as const;

export const SCREENING_CLEARANCE_BUTTON = "My doctor has cleared me to exercise";

/** Messages of the screening's forms and of the places it guards, defined once. */
export const SCREENING_MESSAGES = {
  answer: "Please answer yes or no.",
  followUpTooLong: `Please keep this to ${SCREENING_FOLLOW_UP.maxLength} characters.`,
  notFound: "That health check could not be found. Please reload the page.",
  expired: "That health check is more than a year old. Please answer the questions again.",
  noYes: "You answered no to every question, so there is nothing to confirm.",
  form: "Something went wrong. Please reload the page and try again.",
  followUpSaved: "Thank you. Your coach will read this.",
  /** The log's refusal while a "yes" waits for her doctor's clearance or the coach's review. */
  logFlagged: "Please confirm your doctor's clearance on the health check before logging.",
  /** The log's refusal when she has not answered, or her answers are more than a year old. */
  logMissing: "Please answer the health check before logging.",
} as const;
