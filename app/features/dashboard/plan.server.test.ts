import { describe, expect, it } from "vitest";
import { DAILY_MEALS } from "~/content/dashboard/meals";
import { MINDFULNESS_SESSIONS } from "~/content/dashboard/mindfulness";
import { WISDOM } from "~/content/dashboard/wisdom";
import type { CompleteAnswers } from "~/content/onboarding";
import { addDays } from "~/lib/dates";
import { planFor, wisdomFor } from "./plan.server";

const answers: CompleteAnswers = { fitness: "beginner", goals: ["stress"], diet: "vegan", time: "15min" };
const monday = "2026-03-09";
const fortnight = Array.from({ length: 28 }, (_, index) => addDays(monday, index));

describe("the plan follows her answers", () => {
  it("fitness level picks the program and month", () => {
    const subtitle = (fitness: CompleteAnswers["fitness"]) =>
      planFor({ ...answers, fitness }, monday).cards.workout;
    expect(subtitle("beginner")).toMatchObject({
      subtitle: "Movement Patterns: Beginner · Month 1",
      program: "movement-patterns-1",
    });
    expect(subtitle("moderate").program).toBe("movement-patterns-2");
    expect(subtitle("active").program).toBe("movement-patterns-3");
    expect(subtitle("very-active").subtitle).toBe("Signature Program: Advanced · Month 1");
  });

  it("time sets the session length on training days; weekends are optional and gentle", () => {
    for (const time of ["15min", "30min", "45min", "60min"] as const) {
      expect(planFor({ ...answers, time }, monday).cards.workout.duration).toBe(
        `${Number.parseInt(time, 10)} min`,
      );
    }
    const saturday = planFor({ ...answers, time: "60min" }, "2026-03-14");
    expect(saturday.workoutPlanned).toBe(false);
    expect(saturday.cards.workout.duration).toBe("30 min");
    expect(saturday.cards.workout.program).toBeUndefined();
    expect(fortnight.filter((day) => planFor(answers, day).workoutPlanned)).toHaveLength(20);
  });

  it("diet only ever suggests meals that suit it, and varies them", () => {
    for (const diet of [
      "omnivore",
      "pescatarian",
      "vegetarian",
      "vegan",
      "gluten-free",
      "dairy-free",
    ] as const) {
      const titles = fortnight.map((day) => planFor({ ...answers, diet }, day).cards.meal.title);
      for (const title of titles) {
        expect(DAILY_MEALS.find((meal) => meal.title === title)?.diets, `${diet}: ${title}`).toContain(diet);
      }
      expect(new Set(titles.slice(0, 7)).size, diet).toBe(7);
    }
  });

  it("goals choose the mindfulness session and add mobility and balance work", () => {
    for (const goal of ["mobility", "strength", "energy", "balance", "weight", "stress"] as const) {
      for (const day of fortnight) {
        const title = planFor({ ...answers, goals: [goal] }, day).cards.mindfulness.title;
        expect(MINDFULNESS_SESSIONS.find((item) => item.title === title)?.goals).toContain(goal);
      }
    }
    const emphasis = planFor({ ...answers, goals: ["mobility", "balance"] }, monday).cards.workout
      .description;
    expect(emphasis).toContain("hip and shoulder mobility");
    expect(emphasis).toContain("single-leg balance");
    expect(planFor({ ...answers, goals: ["strength"] }, monday).cards.workout.description).not.toContain(
      "mobility",
    );
  });

  it("is the same all day and changes the quote each day", () => {
    expect(planFor(answers, monday)).toEqual(planFor(answers, monday));
    const quotes = fortnight.slice(0, 7).map((day) => wisdomFor(day).text);
    expect(new Set(quotes).size).toBe(7);
    expect(WISDOM.map((quote) => quote.text)).toContain(quotes[0]);
  });
});
