import { describe, expect, it } from "vitest";
import { SHIPPED_EXERCISES } from "./exercises/library";
import { FUNCTION_TESTS } from "./function-tests";
import { FUNCTION_TESTS_SCHEMA } from "./function-tests-schema";

describe("the function test battery", () => {
  it("is whole: every test with its words, needs, steps and safety notes", () => {
    expect(FUNCTION_TESTS_SCHEMA.parse(FUNCTION_TESTS)).toEqual(FUNCTION_TESTS);
  });

  it("links each test's demo to an entry of the exercise library", () => {
    const ids = new Set(SHIPPED_EXERCISES.map((entry) => entry.id));
    for (const test of FUNCTION_TESTS) if (test.demo) expect(ids.has(test.demo), test.id).toBe(true);
  });

  it("counts or caps the timed tests: 30 s stands and curls, 2 min steps, 30 s per leg", () => {
    const seconds = Object.fromEntries(FUNCTION_TESTS.map((test) => [test.id, test.seconds]));
    expect(seconds).toMatchObject({
      "chair-stand": 30,
      "arm-curl": 30,
      "step-test": 120,
      "single-leg-stance": 30,
    });
  });
});
