import { describe, expect, it } from "vitest";
import { getProgram } from "~/content/programs/index.server";
import { exerciseView } from "./log-page.server";
import { logDayFrom } from "./log-schema.server";
import { loggableExercises } from "./prescription";
import { fromUnit } from "./units";

describe("the log page's numbers for a member in pounds", () => {
  it("prefills a suggestion on her plates: 45 lb and a 2.5 lb step make 47.5, not 47.51", () => {
    const session = getProgram("movement-patterns-1").sessions[0];
    if (!session) throw new Error("no session");
    const [squat] = loggableExercises(session);
    if (!squat) throw new Error("no exercise");
    const lifted = fromUnit(45, "lb");
    const view = exerciseView(squat, {
      slug: "movement-patterns-1",
      history: [
        {
          day: "2026-03-02",
          effort: "right",
          sets: [1, 2, 3].map(() => ({ reps: 10, weightKg: lifted, seconds: null, done: true })),
        },
      ],
      saved: null,
      preferences: { unit: "lb", plateStep: 2.5, goalWeightKg: null },
      monthOneWeightKg: null,
    });
    expect(view.sets.map((set) => set.weight)).toEqual([47.5, 47.5, 47.5]);
    expect(view.suggestion).toBe("Every set made: try 47.5 lb for 10 reps.");
    expect(view.lastTime).toBe("Last time: 3 × 10 at 45 lb");
  });
});

describe("the day a log belongs to", () => {
  it("takes the day her phone gave when it is today or yesterday, else today", () => {
    expect(logDayFrom("2026-03-03", "2026-03-02")).toBe("2026-03-02");
    expect(logDayFrom("2026-03-03", "2026-03-03")).toBe("2026-03-03");
    expect(logDayFrom("2026-03-03", "2026-02-20")).toBe("2026-03-03");
    expect(logDayFrom("2026-03-03", "2026-03-04")).toBe("2026-03-03");
    expect(logDayFrom("2026-03-03", undefined)).toBe("2026-03-03");
  });
});
