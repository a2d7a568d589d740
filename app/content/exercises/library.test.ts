import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SHIPPED_PROGRAMS } from "~/content/programs/shipped.server";
import { canonicalExerciseId, EXERCISE_ALIASES, exerciseIdOf } from "./ids";
import { SHIPPED_EXERCISES } from "./library";
import { ExerciseEntrySchema, ExerciseLibrarySchema, libraryProblems } from "./schema";

const ids = new Set(SHIPPED_EXERCISES.map((entry) => entry.id));
const byId = new Map(SHIPPED_EXERCISES.map((entry) => [entry.id, entry]));

function programLines() {
  return SHIPPED_PROGRAMS.flatMap((program) =>
    program.sessions.flatMap((session) =>
      [session.warmUp, ...session.mainWork, session.finisher].flatMap((block) =>
        block.exercises.map((exercise) => ({ where: `${program.slug} ${session.id}`, exercise })),
      ),
    ),
  );
}

describe("the shipped exercise library", () => {
  it("every entry fits the schema and the library holds together", () => {
    for (const entry of SHIPPED_EXERCISES) {
      const parsed = ExerciseEntrySchema.safeParse(entry);
      expect(parsed.success, `${entry.id}: ${parsed.error?.issues[0]?.message}`).toBe(true);
    }
    expect(libraryProblems(SHIPPED_EXERCISES)).toEqual([]);
    expect(ExerciseLibrarySchema.safeParse(SHIPPED_EXERCISES).success).toBe(true);
  });

  it("every exercise of the 14 programs (warm-ups, main work, finishers) resolves to an entry", () => {
    const lines = programLines();
    expect(lines.length).toBeGreaterThan(200);
    const missing = lines.filter(({ exercise }) => !ids.has(exerciseIdOf(exercise)));
    expect(missing.map(({ where, exercise }) => `${where}: ${exercise.name}`)).toEqual([]);
  });

  it("every entry is a real one: 3-5 cues, no filler, and the id is its name's slug or an older one", () => {
    for (const entry of SHIPPED_EXERCISES) {
      const text = JSON.stringify(entry).toLowerCase();
      expect(text, entry.id).not.toMatch(/\btbd\b|lorem|todo|placeholder/);
      expect(new Set(entry.cues).size, entry.id).toBe(entry.cues.length);
    }
  });

  it("uses one of the programs' own cues for each entry a program line names", () => {
    const programCues = new Map<string, Set<string>>();
    for (const { exercise } of programLines()) {
      const id = exerciseIdOf(exercise);
      const cues = programCues.get(id) ?? new Set<string>();
      cues.add(exercise.cue);
      programCues.set(id, cues);
    }
    const without = [...programCues].filter(
      ([id, cues]) => !(byId.get(id)?.cues ?? []).some((cue) => cues.has(cue)),
    );
    expect(without.map(([id]) => id)).toEqual([]);
  });

  it("aliases point at entries, never at another alias, and no entry is also an alias", () => {
    for (const [alias, id] of Object.entries(EXERCISE_ALIASES)) {
      expect(ids.has(id), `${alias} → ${id}`).toBe(true);
      expect(EXERCISE_ALIASES[id], id).toBeUndefined();
      expect(ids.has(alias), alias).toBe(false);
    }
    expect(canonicalExerciseId("tempo-goblet-squat")).toBe("goblet-squat");
    expect(exerciseIdOf({ name: "A1. Tempo goblet squat" })).toBe("goblet-squat");
    expect(exerciseIdOf({ name: "A1. Goblet squat", exerciseId: "goblet-squat-to-box" })).toBe(
      "goblet-squat-to-box",
    );
  });

  it("the push-up ladder runs wall → incline → knee → full, both ways", () => {
    const up: string[] = [];
    let at: string | undefined = "wall-push-up";
    while (at) {
      up.push(at);
      at = byId.get(at)?.harderId;
    }
    expect(up).toEqual(["wall-push-up", "incline-push-up", "knee-push-up", "push-up"]);
    for (let index = 1; index < up.length; index += 1)
      expect(byId.get(up[index] as string)?.easierId).toBe(up[index - 1]);
  });

  it("no ladder loops back on itself", () => {
    for (const key of ["easierId", "harderId"] as const) {
      for (const entry of SHIPPED_EXERCISES) {
        const seen = new Set<string>();
        let at: string | undefined = entry.id;
        while (at && !seen.has(at)) {
          seen.add(at);
          at = byId.get(at)?.[key];
        }
        expect(at, `${key} from ${entry.id}`).toBeUndefined();
      }
    }
  });

  it("the library schema names a variation or swap that is no entry", () => {
    const broken = [
      {
        ...(SHIPPED_EXERCISES[0] as (typeof SHIPPED_EXERCISES)[number]),
        harderId: "no-such-thing",
        swapIds: [],
      },
    ];
    expect(libraryProblems(broken)).toEqual([{ path: [0, "harderId"], message: "no entry no-such-thing" }]);
  });

  it("the key migration rewrites exactly the aliases, in both log tables", () => {
    const file = readdirSync("drizzle").find((name) => name.endsWith("_h1-exercise-library-keys.sql"));
    expect(file).toBeDefined();
    const sql = readFileSync(`drizzle/${file}`, "utf8");
    for (const [alias, id] of Object.entries(EXERCISE_ALIASES))
      expect(sql).toContain(`('${alias}', '${id}')`);
    expect(sql.match(/\('[a-z0-9-]+', '[a-z0-9-]+'\)/g)?.length).toBe(
      2 * Object.keys(EXERCISE_ALIASES).length,
    );
  });
});
