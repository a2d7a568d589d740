// The weekly check-in's form, as the page sends it (tests/integration/check-in.test.ts).

export type Form = Record<string, string>;

/** A full, valid check-in; override what a test is about. */
export const answers = (overrides: Form = {}): Form => ({
  energy: "4",
  sleep: "3",
  stress: "2",
  eating: "4",
  painArea: "",
  painLevel: "0",
  sessionsDone: "2",
  wins: "Walked every day",
  question: "",
  weight: "",
  waist: "",
  ...overrides,
});
