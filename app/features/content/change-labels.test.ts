import { describe, expect, it } from "vitest";
import { changeLabel } from "./change-labels";

describe("changeLabel", () => {
  it.each([
    ["site › prices › one on one › amount", "Prices: one-on-one: amount"],
    ["marketing › hero badge", "Home page badge"],
    ["site › contact › email", "Contact: email"],
    ["programs › Movement Patterns 1 › summary", "Program: Movement Patterns 1: summary"],
    ["nutrition › recipes › #3 › title", "Nutrition: recipes: item 3: title"],
  ])("%s", (path, label) => {
    expect(changeLabel(path)).toBe(label);
  });
});
