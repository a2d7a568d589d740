import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFailureOf } from "./form-failure";
import { cleanText, formObject, parseForm, readSubmission, refusal, repeated } from "./forms.server";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

/** The body of a `data()` answer, as the page receives it. */
const body = (answer: unknown) => (answer as { data: unknown }).data;
const status = (answer: unknown) => (answer as { init: { status: number } }).init.status;

describe("the form protocol", () => {
  it("reads a field sent once as a value and a repeated field as a list, in order", () => {
    expect(
      formObject(
        form([
          ["name", "Ann"],
          ["goals", "strength"],
          ["goals", "balance"],
        ]),
      ),
    ).toEqual({
      name: "Ann",
      goals: ["strength", "balance"],
    });
  });

  it("reads every checkbox of a repeated field, not only the last", () => {
    const Schema = z.object({ goals: repeated(z.string()) });
    const many = parseForm(
      form([
        ["goals", "a"],
        ["goals", "b"],
        ["goals", "c"],
      ]),
      Schema,
    );
    expect(many.ok && many.data.goals).toEqual(["a", "b", "c"]);
    const one = parseForm(form([["goals", "a"]]), Schema);
    expect(one.ok && one.data.goals).toEqual(["a"]);
    const none = parseForm(form([]), Schema);
    expect(none.ok && none.data.goals).toEqual([]);
  });

  it("answers 400 with the first message per field and what she typed, never a secret", () => {
    const Schema = z.object({
      email: z.email("Please enter a valid email address."),
      name: z.string().min(3, "Too short.").max(5, "Too long."),
      password: z.string().min(12, "Please use at least 12 characters."),
    });
    const parsed = parseForm(
      form([
        ["email", "nope"],
        ["name", "Al"],
        ["password", "short"],
        ["goals", "a"],
        ["goals", "b"],
      ]),
      Schema,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(status(parsed.failure)).toBe(400);
    expect(body(parsed.failure)).toEqual({
      fieldErrors: {
        email: "Please enter a valid email address.",
        name: "Too short.",
        password: "Please use at least 12 characters.",
      },
      formError: undefined,
      values: { email: "nope", name: "Al", goals: ["a", "b"] },
    });
  });

  it("tells about an unknown intent at the form level, chosen by the page, not a field", () => {
    const Schema = z.discriminatedUnion(
      "intent",
      [z.object({ intent: z.literal("join") }), z.object({ intent: z.literal("leave") })],
      { error: "Something went wrong. Please try again." },
    );
    const parsed = parseForm(form([["intent", "explode"]]), Schema);
    expect(!parsed.ok && body(parsed.failure)).toMatchObject({
      fieldErrors: {},
      formError: "Something went wrong. Please try again.",
    });
    const join = parseForm(form([["intent", "join"]]), Schema);
    expect(join.ok && join.data).toEqual({ intent: "join" });
  });

  it("turns a feature's refusal into a field or a form message", () => {
    const sent = form([["day", "2026-01-01"]]);
    const field = refusal(sent, { ok: false, status: 409, field: "day", message: "Join first." });
    expect(status(field)).toBe(409);
    expect(formFailureOf(body(field))).toMatchObject({ fieldErrors: { day: "Join first." } });
    const whole = refusal(sent, { ok: false, status: 409, field: "form", message: "Take the assessment." });
    expect(formFailureOf(body(whole))).toMatchObject({ fieldErrors: {}, formError: "Take the assessment." });
  });

  it("drops control characters and bidirectional overrides at the door", async () => {
    expect(cleanText("Ann\u0000\u202eeviL\u202c\u2066x\u2069\u007f")).toBe("AnneviLx");
    expect(cleanText("two\nlines\tand tab")).toBe("two\nlines\tand tab");
    const request = new Request("http://localhost/", {
      method: "POST",
      body: new URLSearchParams({ name: "Ma\u202Erie\u0007" }),
    });
    const submitted = await readSubmission(request, z.object({ name: z.string() }));
    expect(submitted.ok && submitted.data.name).toBe("Marie");
  });

  it("answers 415 for a body that is not a form", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const submitted = await readSubmission(request, z.object({}));
    expect(!submitted.ok && status(submitted.failure)).toBe(415);
  });
});
