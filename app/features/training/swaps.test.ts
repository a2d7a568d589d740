import { describe, expect, it } from "vitest";
import { getProgram } from "~/content/programs/index.server";
import { exerciseView } from "./log-page.server";
import { exerciseKey, loggableExercises } from "./prescription";
import {
  maySwapTo,
  optionLabel,
  personalExercises,
  renamed,
  START_LIGHT_RULE,
  type SwapEntry,
  type SwapLibrary,
  swapLine,
  swapOptions,
} from "./swaps";

// Issue 38 §4-§5: what she may swap to, what her program writes after the coach's substitution,
// and the start-light rule for a variation she has never done.

const entries: SwapEntry[] = [
  {
    id: "goblet-squat",
    name: "Goblet squat",
    easierId: "box-squat",
    harderId: "front-squat",
    swapIds: ["leg-press"],
  },
  { id: "box-squat", name: "Box squat", harderId: "goblet-squat", swapIds: [] },
  { id: "front-squat", name: "Front squat", easierId: "goblet-squat", swapIds: [] },
  { id: "leg-press", name: "Leg press", swapIds: ["goblet-squat", "gone"] },
];
const library: SwapLibrary = {
  get: (id) => entries.find((entry) => entry.id === id),
  idForName: (name) => exerciseKey(name),
};

describe("what she may swap to", () => {
  it("lists the planned entry, its easier and harder variations and the coach's swaps, once each", () => {
    expect(swapOptions(library, "goblet-squat").map(optionLabel)).toEqual([
      "As planned: Goblet squat",
      "Easier: Box squat",
      "Harder: Front squat",
      "Swap: Leg press",
    ]);
  });

  it("leaves out an entry that does not exist, and allows only what is listed", () => {
    expect(swapOptions(library, "leg-press").map((option) => option.id)).toEqual([
      "leg-press",
      "goblet-squat",
    ]);
    expect(maySwapTo(library, "goblet-squat", "box-squat")).toBe(true);
    expect(maySwapTo(library, "box-squat", "leg-press")).toBe(false);
    expect(maySwapTo(library, "goblet-squat", "gone")).toBe(false);
  });

  it("keeps the program's superset label on the new name", () => {
    expect(renamed("A1. Goblet squat", "Box squat")).toBe("A1. Box squat");
    expect(renamed("Goblet squat", "Box squat")).toBe("Box squat");
    expect(swapLine("A1. Goblet squat", "Box squat")).toBe("Swapped Goblet squat → Box squat");
  });
});

describe("her exercises: the coach's substitution, then her swap", () => {
  const base = [
    {
      position: 0,
      key: "goblet-squat",
      name: "A1. Goblet squat",
      block: "Strength",
      format: "",
      exercise: { name: "A1. Goblet squat", sets: 3, reps: "10", rest: "90 s", effort: "RPE 7" },
      prescription: {} as never,
    },
  ] as unknown as Parameters<typeof personalExercises>[0];

  it("is the program as written with no substitution and no swap", () => {
    const [squat] = personalExercises(base, { library, substitutions: new Map(), swaps: new Map() });
    expect(squat).toMatchObject({
      key: "goblet-squat",
      plannedKey: "goblet-squat",
      name: "A1. Goblet squat",
    });
    expect(squat?.substitution).toBeNull();
  });

  it("shows the coach's substitute, with her reason, as what is planned for her", () => {
    const substitutions = new Map([["goblet-squat", { toId: "box-squat", reason: "knee" }]]);
    const [squat] = personalExercises(base, { library, substitutions, swaps: new Map() });
    expect(squat).toMatchObject({ key: "box-squat", plannedKey: "box-squat", name: "A1. Box squat" });
    expect(squat?.substitution).toEqual({ fromName: "Goblet squat", reason: "knee" });
  });

  it("keys the place by the entry she performed, and ignores a swap the library does not allow", () => {
    const swapped = personalExercises(base, {
      library,
      substitutions: new Map(),
      swaps: new Map([[0, "box-squat"]]),
    });
    expect(swapped[0]).toMatchObject({ key: "box-squat", plannedKey: "goblet-squat", name: "A1. Box squat" });
    const forged = personalExercises(base, {
      library,
      substitutions: new Map(),
      swaps: new Map([[0, "deadlift"]]),
    });
    expect(forged[0]?.key).toBe("goblet-squat");
  });
});

describe("the log after a swap", () => {
  const session = getProgram("movement-patterns-1").sessions[0];
  const [squat] = session ? loggableExercises(session) : [];
  if (!squat) throw new Error("no exercise");
  const context = {
    slug: "movement-patterns-1",
    saved: null,
    preferences: { unit: "kg" as const, plateStep: 1, goalWeightKg: null },
    monthOneWeightKg: null,
  };
  const swap = { exerciseId: "box-squat", options: [], swapped: true, substitution: null };

  it("gives the start-light rule and no weight for a variation she has never done", () => {
    const view = exerciseView({ ...squat, key: "box-squat" }, { ...context, history: [], swap });
    expect(view.suggestion).toBe(START_LIGHT_RULE);
    expect(view.lastTime).toBeNull();
    expect(view.sets.every((set) => set.weight === null)).toBe(true);
    expect(view.exerciseId).toBe("box-squat");
  });

  it("follows her last time of the variation once she has done it", () => {
    const history = [
      {
        day: "2026-03-02",
        effort: "right" as const,
        sets: [1, 2, 3].map(() => ({ reps: 10, weightKg: 6, seconds: null, done: true })),
      },
    ];
    const view = exerciseView({ ...squat, key: "box-squat" }, { ...context, history, swap });
    expect(view.lastTime).toBe("Last time: 3 × 10 at 6 kg");
    expect(view.suggestion).not.toBe(START_LIGHT_RULE);
    expect(view.sets[0]?.weight).not.toBeNull();
  });
});
