import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plainMessage, soundsLikeASchema } from "./plain-issues";

const first = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a failure");
  return plainMessage(result.error.issues[0] as Parameters<typeof plainMessage>[0]);
};

describe("plainMessage", () => {
  it.each([
    [z.object({ amount: z.number() }), { amount: "$55" }, "Please write a number, such as 50."],
    [z.object({ amount: z.number() }), {}, "Please fill this in."],
    [
      z.object({ weeks: z.coerce.number().int().max(52) }),
      { weeks: "999999" },
      "Please write a number no bigger than 52.",
    ],
    [z.object({ weeks: z.coerce.number().min(1) }), { weeks: "-5" }, "Please write a number of at least 1."],
    [z.object({ name: z.string().min(3) }), { name: "ab" }, "At least 3 characters, please."],
    [z.object({ name: z.string().max(5) }), { name: "abcdefg" }, "At most 5 characters, please."],
    [
      z.object({ email: z.email() }),
      { email: "abc" },
      "Please write an email address, such as name@example.com.",
    ],
    [z.object({ kind: z.enum(["a", "b"]) }), { kind: "c" }, "Please choose one of the options offered."],
    [
      z.discriminatedUnion("intent", [
        z.object({ intent: z.literal("a") }),
        z.object({ intent: z.literal("b") }),
      ]),
      { intent: "zzz" },
      "That button is not known here. Please reload the page and try again.",
    ],
    [z.object({ name: z.string() }), { name: ["a", "b"] }, "Please write this as text."],
  ])("%#", (schema, value, message) => {
    const shown = first(schema, value);
    expect(shown).toBe(message);
    expect(soundsLikeASchema(shown)).toBe(false);
  });

  it("keeps a schema's own words", () => {
    expect(
      first(z.object({ name: z.string().min(20, "At least 20 characters, please.") }), { name: "a" }),
    ).toBe("At least 20 characters, please.");
  });

  it("knows schema wording and field paths", () => {
    for (const text of [
      "Invalid input: expected number, received string",
      "Required",
      "prices.oneOnOne",
      "sessions.0.title",
    ])
      expect(soundsLikeASchema(text), text).toBe(true);
    for (const text of [
      "Please write a number, such as 50.",
      "name@example.com",
      "Required fields are marked.",
    ])
      expect(soundsLikeASchema(text), text).toBe(false);
  });
});
