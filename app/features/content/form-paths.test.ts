import { describe, expect, it } from "vitest";
import { z } from "zod";
import { applyFields, fieldErrorsFrom, pathName } from "./form-paths";

const base = {
  title: "Level 1",
  badge: "New!",
  sets: 3,
  notes: ["one", "two"],
  sessions: [{ label: "Session A", reps: "10" }],
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("editing nested content in a plain form", () => {
  it("names fields by their path", () => {
    expect(pathName(["sessions", 0, "reps"])).toBe("sessions.0.reps");
  });

  it("lays typed text over a copy, keeping numbers numbers and lists one item per line", () => {
    const next = applyFields(
      base,
      form({
        "program.title": "  Level One ",
        "program.sets": "4",
        "program.notes": "first\r\n\r\n second \n",
        "program.sessions.0.reps": "12",
        other: "ignored",
      }),
      "program",
    );
    expect(next).toEqual({
      title: "Level One",
      badge: "New!",
      sets: 4,
      notes: ["first", "second"],
      sessions: [{ label: "Session A", reps: "12" }],
    });
    expect(base.title).toBe("Level 1");
  });

  it("removes an emptied optional field and keeps bad numbers as text for the schema to name", () => {
    const next = applyFields(base, form({ "program.badge": " ", "program.sets": "three" }), "program");
    expect(next).not.toHaveProperty("badge");
    expect(next.sets).toBe("three");
  });

  it("ignores paths that lead nowhere and never touches prototypes", () => {
    const next = applyFields(
      base,
      form({
        "program.sessions.5.reps": "1",
        "program.__proto__.polluted": "yes",
        "program.constructor.prototype.polluted": "yes",
        "program.missing.deep": "x",
      }),
      "program",
    );
    expect(next.sessions).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(next).not.toHaveProperty("missing");
  });

  it("turns schema issues into field errors under the same names", () => {
    const Schema = z.object({
      programs: z.array(z.object({ title: z.string().min(3), sets: z.number().int().min(1) })),
    });
    const parsed = Schema.safeParse({ programs: [{ title: "ok!" }, { title: "x", sets: 0 }] });
    if (parsed.success) throw new Error("expected issues");
    expect(fieldErrorsFrom(parsed.error.issues, "program", ["programs", 1])).toEqual({
      "program.title": expect.stringContaining("3"),
      "program.sets": expect.stringContaining("1"),
      // Issues outside the section keep their whole path.
      "program.programs.0.sets": "Please fill this in.",
    });
  });
});
