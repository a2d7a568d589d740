import { describe, expect, it } from "vitest";
import { readTypedNumber } from "./numbers";

describe("readTypedNumber", () => {
  it.each([
    ["55", 55],
    ["$55", 55],
    ["$ 55", 55],
    ["A$55", 55],
    ["55 AUD", 55],
    ["55.00", 55],
    ["55,50", 55.5],
    ["9,5", 9.5],
    ["1,250.50", 1250.5],
    ["1.250,50", 1250.5],
    ["1,250,000", 1250000],
    ["-5", -5],
    [" 42 ", 42],
    [",5", 0.5],
  ])("%s is %s", (text, number) => {
    expect(readTypedNumber(text)).toBe(number);
  });

  it.each(["", "abc", "55 or 60", "1e309", "$", "1,2,3", "1.2.3,4,5", "NaN", "Infinity", "5-5"])(
    "%s is no number",
    (text) => {
      expect(readTypedNumber(text)).toBeNull();
    },
  );
});
