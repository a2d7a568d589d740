import { describe, expect, it } from "vitest";
import { SHIPPED_EXERCISES } from "~/content/exercises/library";
import { filterLibrary, readFilter } from "./library-search";

const names = (query: string, withDemo: string[] = []) =>
  filterLibrary(SHIPPED_EXERCISES, readFilter(new URLSearchParams(query)), new Set(withDemo)).map(
    (entry) => entry.name,
  );

describe("finding an entry in the library", () => {
  it("finds by the start of any words of the name, in any case", () => {
    expect(names("q=push")).toContain("Sled push");
    expect(names("q=push-up")).toEqual([
      "Incline push-up",
      "Incline scapular push-up",
      "Knee push-up",
      "Push-up",
      "Wall push-up",
    ]);
    expect(names("q=GOBLET sq")).toEqual(["Goblet squat", "Goblet squat pry", "Goblet squat to a box"]);
  });

  it("filters by muscle and equipment, and leaves out entries with a demo when asked", () => {
    const pelvic = names("muscle=pelvic-floor");
    expect(pelvic).toContain("Diaphragmatic breathing with a pelvic floor lift");
    expect(names("equipment=trap-bar")).toEqual(["Trap-bar deadlift"]);
    expect(names("q=knee push&nodemo=1", ["push-up"])).toEqual(["Knee push-up"]);
    expect(names("q=knee push&nodemo=1", ["knee-push-up"])).toEqual([]);
  });

  it("ignores a muscle or equipment it does not know", () => {
    expect(readFilter(new URLSearchParams("muscle=spleen&equipment=__proto__"))).toEqual({
      q: "",
      muscle: "",
      equipment: "",
      noDemo: false,
    });
    expect(names("muscle=spleen")).toHaveLength(SHIPPED_EXERCISES.length);
  });
});
