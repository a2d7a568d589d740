import { describe, expect, it } from "vitest";
import { SHIPPED_EXERCISES } from "~/content/exercises/library";
import { getProgram } from "~/content/programs/index.server";
import { exerciseDisplayName, libraryOf, liveLibrary } from "./library.server";

describe("the live library", () => {
  it("is the shipped one until a revision is read, and resolves a program's lines through the aliases", () => {
    const library = liveLibrary();
    expect(library.all()).toHaveLength(SHIPPED_EXERCISES.length);
    expect(library.idForName("A1. Tempo goblet squat")).toBe("goblet-squat");
    expect(library.idForName("A2. Lat pulldown or band pulldown")).toBe("lat-pulldown");
    expect(library.get("goblet-squat")?.harderId).toBe("barbell-box-squat");
  });

  it("finds an entry by its new name after a rename, and shows the name after the superset label", () => {
    const renamed = libraryOf(
      SHIPPED_EXERCISES.map((entry) =>
        entry.id === "goblet-squat" ? { ...entry, name: "Kettlebell goblet squat" } : entry,
      ),
    );
    expect(renamed.idForName("A1. Kettlebell goblet squat")).toBe("goblet-squat");
    expect(exerciseDisplayName({ name: "A1. Tempo goblet squat" }, renamed)).toBe(
      "A1. Kettlebell goblet squat",
    );
    expect(exerciseDisplayName({ name: "Something new of hers" }, renamed)).toBe("Something new of hers");
  });

  it("names every program line by its entry and keeps the program's own prescription", () => {
    const line = getProgram("stay-strong").sessions[1]?.mainWork[0]?.exercises[1];
    expect(line?.exerciseId).toBe("lat-pulldown");
    expect(line?.name).toMatch(/^([A-Z]\d+\. )?Lat pulldown$/);
    expect(line?.cue.length).toBeGreaterThan(15);
  });
});
