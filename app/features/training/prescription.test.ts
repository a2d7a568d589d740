import { describe, expect, it } from "vitest";
import { allPrograms } from "~/content/programs/index.server";
import {
  exerciseKey,
  loggableExercises,
  parseDuration,
  parsePercent,
  parseReps,
  plainName,
} from "./prescription";

describe("reading the coach's words", () => {
  it("reads durations, reps and %1RM", () => {
    expect(parseDuration("90 s")).toBe(90);
    expect(parseDuration("2 min")).toBe(120);
    expect(parseDuration("45-60 s")).toBe(45);
    expect(parseDuration("2-3 min")).toBe(120);
    expect(parseDuration("none (move straight on)")).toBe(0);
    expect(parseReps("8-12")).toEqual({ min: 8, max: 12, note: "" });
    expect(parseReps("10 each side")).toEqual({ min: 10, max: 10, note: "each side" });
    expect(parsePercent("75-80% 1RM (RPE 8)")).toEqual({ min: 0.75, max: 0.8 });
    expect(parsePercent("RPE 6-7")).toBeNull();
  });

  it("gives one key per exercise whatever its superset label", () => {
    expect(plainName("A1. Dumbbell goblet squat to a box")).toBe("Dumbbell goblet squat to a box");
    expect(exerciseKey("A1. Dumbbell goblet squat to a box")).toBe(
      exerciseKey("Dumbbell goblet squat to a box"),
    );
    expect(exerciseKey("Sit-to-stand (bench)")).toBe("sit-to-stand-bench");
  });

  it("reads every exercise of every program: a time or a rep range, and a rest the timer can count", () => {
    for (const program of allPrograms()) {
      for (const session of program.sessions) {
        const exercises = loggableExercises(session);
        expect(exercises.length).toBeGreaterThan(0);
        for (const { prescription, exercise } of exercises) {
          expect(
            prescription.reps !== null || prescription.seconds !== null,
            `${program.slug} ${exercise.name}`,
          ).toBe(true);
          if (prescription.reps) expect(prescription.reps.min).toBeGreaterThan(0);
          if (!exercise.rest.startsWith("none"))
            expect(prescription.restSeconds, exercise.rest).toBeGreaterThan(0);
        }
      }
    }
  });

  it("reads bootcamp's intervals: 45 s work / 15 s rest and 40 s / 20 s (product.md §6.4)", () => {
    const bootcamp = allPrograms().find((program) => program.slug === "bootcamp");
    const pairs = new Set(
      bootcamp?.sessions.flatMap((session) =>
        loggableExercises(session).map(
          ({ prescription }) => `${prescription.seconds}/${prescription.restSeconds}`,
        ),
      ),
    );
    expect(pairs).toContain("45/15");
    expect(pairs).toContain("40/20");
  });
});
