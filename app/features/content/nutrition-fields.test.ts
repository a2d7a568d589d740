import { describe, expect, it } from "vitest";
import { liveContent } from "~/content/live.server";
import { bodyFieldPaths, dayChecks, dayChecksFromForm, slugify, textAt } from "./nutrition-fields";

describe("the nutrition editor's fields", () => {
  it("makes an id from a title", () => {
    expect(slugify("Lemon Herb Lentil Bowls!")).toBe("lemon-herb-lentil-bowls");
    expect(slugify("  Crème brûlée — 2 ways ")).toBe("creme-brulee-2-ways");
    expect(slugify("¿¡!?")).toBe("");
    expect(slugify("a".repeat(80))).toHaveLength(60);
  });

  it("names every field a meal plan shows: 7 days of 4 meals of 7 fields, plus its own", () => {
    const plan = liveContent().nutrition.mealPlans[0];
    const paths = bodyFieldPaths("meal-plan", plan, false);
    // title, summary, notes, and min/max of each of its ranges
    expect(paths).toHaveLength(3 + 2 * Object.keys(plan?.target ?? {}).length + 7 * 4 * 7);
    expect(bodyFieldPaths("recipe", {}, true)[0]).toEqual(["id"]);
    expect(bodyFieldPaths("recipe", {}, false)).not.toContainEqual(["id"]);
  });

  it("adds up each day as the content's check does, and reads the form as she types", () => {
    const plan = liveContent().nutrition.mealPlans[0];
    const checks = dayChecks(plan);
    expect(checks).toHaveLength(7);
    expect(checks.every((check) => check.ok)).toBe(true);

    const typing = new FormData();
    typing.set("body.days.1.meals.lunch.macros.protein", "400");
    const typed = dayChecksFromForm(plan, typing);
    expect(typed.map((check) => check.ok)).toEqual([true, false, true, true, true, true, true]);
    expect(typed[1]?.checks.find((check) => check.key === "protein")?.ok).toBe(false);
  });

  it("counts a word where a number goes as nothing, rather than failing", () => {
    const broken = {
      target: { kcal: { min: 1, max: 3000 } },
      days: [{ day: 1, meals: { lunch: { macros: { kcal: "lots" } } } }],
    };
    expect(dayChecks(broken)[0]?.totals.kcal).toBe(0);
    expect(textAt({ notes: ["a", "b"] }, ["notes"])).toBe("a\nb");
    expect(textAt({}, ["days", 0, "meals"])).toBe("");
  });
});
