import { describe, expect, it } from "vitest";
import { COUNTED_STEPS, countedStep, ONBOARDING_COPY, QUESTION_STEPS, stepById } from "./onboarding";

// Issue 36 §8: the questionnaire is described with the count its progress bar shows ("Step n of
// 5") and the same length of time, on the home page, the sample dashboard and its own welcome.

describe("the questionnaire's copy", () => {
  it("counts the steps as the progress bar does, everywhere it is offered", () => {
    expect(countedStep("fitness")).toBe(1);
    expect(countedStep("complete")).toBe(COUNTED_STEPS);
    expect(QUESTION_STEPS).toHaveLength(4);
    expect(stepById("welcome").description).toBe(ONBOARDING_COPY.welcome);
    for (const text of Object.values(ONBOARDING_COPY)) {
      expect(text).toContain(`${COUNTED_STEPS} short steps`);
      expect(text).toContain("about two minutes");
      expect(text).not.toMatch(/one-minute|about a minute|(four|five) short questions/i);
    }
    expect(ONBOARDING_COPY.welcome).toContain("four questions");
  });
});
