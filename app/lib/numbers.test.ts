import { describe, expect, it } from "vitest";
import { numberOrNull, readNumber, readTypedNumber } from "./numbers";

describe("the site's one rule for a typed number", () => {
  it("reads a decimal comma and a decimal point the same way", () => {
    expect(readNumber("9,5")).toEqual({ kind: "number", value: 9.5 });
    expect(readNumber("9.5")).toEqual({ kind: "number", value: 9.5 });
    expect(readNumber(" 68,5 ")).toEqual({ kind: "number", value: 68.5 });
    expect(readNumber("1,5")).toEqual({ kind: "number", value: 1.5 });
    expect(readNumber(",5")).toEqual({ kind: "number", value: 0.5 });
    expect(readNumber("0,125")).toEqual({ kind: "number", value: 0.125 });
    expect(readNumber("72")).toEqual({ kind: "number", value: 72 });
    // A minus is read, for the field's range to refuse in its own words.
    expect(readNumber("-70")).toEqual({ kind: "number", value: -70 });
  });

  it("never guesses a thousands separator: those are questioned", () => {
    for (const typed of ["1,500", "2.000", "12,345", "1.234,5", "1,234.5", "1 000", "9,5,5"]) {
      expect(readNumber(typed), typed).toEqual({ kind: "unreadable" });
    }
  });

  it("questions what is not a number, and leaves an empty field empty", () => {
    for (const typed of ["abc", "9 kg", "--3", "1e3", "$55", "9,5a", ".", ",", "-"]) {
      expect(readNumber(typed), typed).toEqual({ kind: "unreadable" });
    }
    expect(readNumber("")).toEqual({ kind: "empty" });
    expect(readNumber("   ")).toEqual({ kind: "empty" });
    expect(readNumber(undefined)).toEqual({ kind: "empty" });
  });

  it("reads whole numbers only where a count is asked for", () => {
    expect(readNumber("10", { whole: true })).toEqual({ kind: "number", value: 10 });
    expect(readNumber("9,5", { whole: true })).toEqual({ kind: "unreadable" });
    expect(readNumber("1,000", { whole: true })).toEqual({ kind: "unreadable" });
  });

  it("gives a schema null for empty and NaN for unreadable", () => {
    expect(numberOrNull("9,5")).toBe(9.5);
    expect(numberOrNull("")).toBeNull();
    expect(numberOrNull("nine")).toBeNaN();
  });
});

describe("a typed amount in the coach's forms", () => {
  it.each([
    ["55", 55],
    ["$55", 55],
    ["$ 55", 55],
    ["A$55", 55],
    ["55 AUD", 55],
    ["55.00", 55],
    ["55,50", 55.5],
    ["9,5", 9.5],
    ["-5", -5],
    [" 42 ", 42],
    [",5", 0.5],
  ])("%s is %s", (text, number) => {
    expect(readTypedNumber(text)).toBe(number);
  });

  // Thousands separators are questioned, as everywhere on the site.
  it.each([
    "",
    "abc",
    "55 or 60",
    "1e309",
    "$",
    "1,2,3",
    "1,250.50",
    "1.250,50",
    "1,250",
    "NaN",
    "Infinity",
    "5-5",
  ])("%s is no number", (text) => {
    expect(readTypedNumber(text)).toBeNull();
  });
});
