import { describe, expect, it } from "vitest";
import { blockHeading } from "./headings";
import { type Program, ProgramSchema } from "./schema";

// Every program module in this folder, as it is written (the registry checks all 14 exist).
const modules = import.meta.glob<{ program: unknown }>("./[a-z]*.server.ts", { eager: true });
const programs = Object.entries(modules)
  .filter(([file]) => !file.endsWith("index.server.ts") && !file.endsWith("shipped.server.ts"))
  .map(([file, module]) => ({ file, program: module.program }));

const range = (min: number, max = min) => ({ min, max });

/** product.md §6.4 constants each program must agree with. */
const SCHEDULES: Partial<Record<string, Program["schedule"] extends infer S ? Partial<S> : never>> = {
  "movement-patterns-1": { sessionsPerWeek: range(2), sessionMinutes: range(45) },
  "movement-patterns-2": { sessionsPerWeek: range(2), sessionMinutes: range(45) },
  "movement-patterns-3": { sessionsPerWeek: range(2), sessionMinutes: range(45) },
  "grit-block": { sessionsPerWeek: range(3), sessionMinutes: range(45) },
  "summer-shred-4day": { sessionsPerWeek: range(4), weeks: range(6, 12) },
  "summer-shred-3day": { sessionsPerWeek: range(3), weeks: range(6, 12) },
  "stay-strong": { sessionsPerWeek: range(2, 3), weeks: range(6) },
  "signature-beginner": { sessionsPerWeek: range(2), sessionMinutes: range(45, 60) },
  "signature-next-level": { sessionsPerWeek: range(2), sessionMinutes: range(45) },
  "signature-advanced": { sessionsPerWeek: range(2), sessionMinutes: range(30, 45) },
};

/** Movement Patterns months: main-work sets x reps and effort. */
const MONTHS: Partial<Record<string, { sets: number; reps: string; effort: RegExp }>> = {
  "movement-patterns-1": { sets: 3, reps: "10", effort: /^60% 1RM$/ },
  "movement-patterns-2": { sets: 3, reps: "12", effort: /^6[3-6](-\d+)?% 1RM$/ },
  "movement-patterns-3": { sets: 4, reps: "8", effort: /^75-80% 1RM$/ },
};

const TABS: Partial<Record<string, string[]>> = {
  bootcamp: ["Bodyweight & Weights", "Circuit Training", "Metabolic Blast"],
  "summer-shred-4day": ["Day 1", "Day 2", "Day 3", "Day 4"],
  "summer-shred-3day": ["Day 1", "Day 2", "Day 3"],
};

describe.each(programs)("$file", ({ file, program }) => {
  it("parses against the program schema", () => {
    const result = ProgramSchema.safeParse(program);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  const parsed = ProgramSchema.safeParse(program);
  if (!parsed.success) return;
  const data = parsed.data;

  it("is named after its file and has unique session ids", () => {
    expect(file).toBe(`./${data.slug}.server.ts`);
    const ids = data.sessions.map((session) => session.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("agrees with product.md §6.4", () => {
    const schedule = SCHEDULES[data.slug];
    if (schedule) expect(data.schedule).toMatchObject(schedule);
    for (const session of data.sessions) {
      expect(session.durationMinutes).toBeGreaterThanOrEqual(data.schedule.sessionMinutes.min);
      expect(session.durationMinutes).toBeLessThanOrEqual(data.schedule.sessionMinutes.max);
    }
    const month = MONTHS[data.slug];
    if (month) {
      for (const exercise of data.sessions.flatMap((session) =>
        session.mainWork.flatMap((block) => block.exercises),
      )) {
        expect({ sets: exercise.sets, reps: exercise.reps }).toEqual({ sets: month.sets, reps: month.reps });
        expect(exercise.effort).toMatch(month.effort);
      }
    }
    const tabs = TABS[data.slug];
    if (tabs) expect(data.sessions.map((session) => session.label)).toEqual(tabs);
    if (data.slug === "bootcamp") {
      expect(data.sessions.find((session) => session.label === "Metabolic Blast")?.badge).toBe("New!");
      for (const exercise of data.sessions.flatMap((session) =>
        session.mainWork.flatMap((block) => block.exercises),
      )) {
        expect([`${exercise.time}/${exercise.rest}`]).toContainEqual(
          expect.stringMatching(/^(45 s\/15 s|40 s\/20 s)$/),
        );
      }
    }
  });

  it("is not thin or repetitive: at least 8 exercises a session, no cue written twice in one", () => {
    for (const session of data.sessions) {
      const exercises = [session.warmUp, ...session.mainWork, session.finisher].flatMap(
        (block) => block.exercises,
      );
      expect(exercises.length, session.label).toBeGreaterThanOrEqual(8);
      const cues = exercises.map((exercise) => exercise.cue);
      expect(new Set(cues).size, session.label).toBe(cues.length);
    }
  });
});

describe("a block's heading", () => {
  it("names its part once, whether or not the title already does", () => {
    expect(blockHeading("Finisher", "Loaded carries")).toBe("Finisher: Loaded carries");
    expect(blockHeading("Finisher", "Finisher: core and balance")).toBe("Finisher: core and balance");
    expect(blockHeading("Finisher", "Grit finisher: strongman carry medley")).toBe(
      "Grit finisher: strongman carry medley",
    );
    expect(blockHeading("Main work", "Main lift: squat")).toBe("Main work: Main lift: squat");
    expect(blockHeading("Main work", "Strength circuit")).toBe("Main work: Strength circuit");
  });

  it.each(programs)("never says its part twice in $file", ({ program }) => {
    const { sessions } = ProgramSchema.parse(program);
    const headings = sessions.flatMap((session) => [
      ...session.mainWork.map((block) => blockHeading("Main work", block.title)),
      blockHeading("Finisher", session.finisher.title),
    ]);
    for (const heading of headings) expect(heading).not.toMatch(/(finisher|main work).*\1/i);
  });
});

describe("the program registry", () => {
  it("holds all 14 portal programs of the route table, each parsed", async () => {
    const { allPrograms } = await import("./index.server");
    const { PORTAL_PROGRAM_SLUGS } = await import("~/content/portal-programs");
    expect(
      allPrograms()
        .map((program) => program.slug)
        .sort(),
    ).toEqual([...PORTAL_PROGRAM_SLUGS].sort());
  });
});
