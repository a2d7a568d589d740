import { z } from "zod";
import { type FunctionTest, STOP_REASONS } from "~/content/function-tests";
import { numberOrNull } from "~/lib/numbers";

// Issue 39 §1 (h1): the test page's forms, read by the one form protocol (decision 0028) and the
// one number rule (`readNumber`: "12,5" is 12.5). Her result is typed in her length unit for the
// reach tests and kept in cm.

export type LengthUnit = "cm" | "in";

const LENGTH_WORD: Record<LengthUnit, string> = { cm: "cm", in: "inches" };

/** What the result field asks for, in her words. */
export function resultHint(test: FunctionTest, length: LengthUnit): string {
  switch (test.kind) {
    case "count":
      return `How many ${test.unit}, a whole number such as 12.`;
    case "timed":
      return "Your time in seconds, such as 6.5.";
    case "reach":
      return `In ${LENGTH_WORD[length]}: a minus number when you were short, such as -2 or 3,5.`;
    case "per-side":
      return `Seconds on each leg, up to ${test.seconds}, such as 12.`;
  }
}

function amount(test: FunctionTest, length: LengthUnit, label: string) {
  const whole = test.kind === "count";
  const max = test.kind === "reach" && length === "in" ? Math.round(test.max / 2.54) : test.max;
  const min = test.kind === "reach" ? -max : 0;
  const unitWord = test.kind === "reach" ? LENGTH_WORD[length] : test.unit;
  const message = whole
    ? `Please enter ${label} as a whole number from 0 to ${max}.`
    : `Please enter ${label} as a number from ${min} to ${max} ${unitWord}.`;
  return z.preprocess(
    (value) => numberOrNull(value, { whole }),
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/** Her typed result, or why she stopped. Reach values come back in cm. */
export function testFormSchema(test: FunctionTest, length: LengthUnit) {
  const result =
    test.kind === "per-side"
      ? z.object({
          intent: z.literal("result"),
          left: amount(test, length, "your left leg's time"),
          right: amount(test, length, "your right leg's time"),
        })
      : z.object({ intent: z.literal("result"), value: amount(test, length, "your result") });
  return z.discriminatedUnion(
    "intent",
    [
      result,
      z.object({
        intent: z.literal("stop"),
        reason: z.enum(STOP_REASONS, { error: "Please choose why you stopped." }),
      }),
    ],
    { error: "Something went wrong sending the form. Please try again." },
  );
}

export type TestSubmission =
  | { intent: "result"; value: number; second: number | null }
  | { intent: "stop"; reason: (typeof STOP_REASONS)[number] };

/** The parsed form as one shape: the value in the unit it is kept in (cm for a reach). */
export function submissionOf(
  test: FunctionTest,
  length: LengthUnit,
  data: z.infer<ReturnType<typeof testFormSchema>>,
): TestSubmission {
  if (data.intent === "stop") return data;
  if ("left" in data) return { intent: "result", value: data.left, second: data.right };
  const value = test.kind === "reach" && length === "in" ? data.value * 2.54 : data.value;
  return { intent: "result", value: Math.round(value * 10) / 10, second: null };
}

/** Her year and month of birth, asked once on the scorecard. */
export function birthFormSchema(thisYear: number) {
  const yearMessage = `Please enter the year you were born, such as 1962 (from ${thisYear - 110} to ${thisYear - 18}).`;
  return z.object({
    intent: z.literal("birth"),
    year: z.preprocess(
      (value) => numberOrNull(value, { whole: true }),
      z
        .number({ error: yearMessage })
        .min(thisYear - 110, { error: yearMessage })
        .max(thisYear - 18, { error: yearMessage }),
    ),
    month: z.preprocess(
      (value) => numberOrNull(value, { whole: true }),
      z
        .number({ error: "Please choose the month you were born." })
        .min(1, { error: "Please choose the month you were born." })
        .max(12, { error: "Please choose the month you were born." }),
    ),
  });
}
