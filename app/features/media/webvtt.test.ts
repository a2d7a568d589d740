import { describe, expect, it } from "vitest";
import { validateVtt } from "./webvtt";

const GOOD =
  "WEBVTT\n\n00:00.500 --> 00:03.000\nFeet hip-width apart.\n\n2\n00:00:03.000 --> 00:00:06.000 line:90%\nSit back, chest up.";

describe("validateVtt", () => {
  it("accepts captions with or without hours, ids, settings and notes, and tidies line endings", () => {
    const result = validateVtt(`\uFEFF${GOOD.replaceAll("\n", "\r\n")}\r\n\r\nNOTE checked by the coach\r\n`);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.cues).toHaveLength(2);
      expect(result.cues[1]).toMatchObject({ start: 3, end: 6, text: "Sit back, chest up." });
      expect(result.text.includes("\r")).toBe(false);
    }
  });
  it("names the line and the mistake in plain words", () => {
    expect(validateVtt("")).toMatchObject({ ok: false, message: expect.stringContaining("no speech") });
    expect(validateVtt("Hello\n\n00:01.000 --> 00:02.000\nHi")).toMatchObject({
      message: "The first line must be the word WEBVTT on its own.",
    });
    expect(validateVtt("WEBVTT\n\n0:01 --> 0:02\nHi")).toMatchObject({
      message: "Line 3: write the times like 00:01.000 --> 00:04.000.",
    });
    expect(validateVtt("WEBVTT\n\n00:05.000 --> 00:02.000\nHi")).toMatchObject({
      message: "Line 3: the caption must end after it starts.",
    });
    expect(validateVtt("WEBVTT\n\n00:01.000 --> 00:02.000")).toMatchObject({
      message: "Line 3: the caption has no words under its times.",
    });
    expect(validateVtt("WEBVTT\n\nJust words")).toMatchObject({ message: expect.stringContaining("Line 3") });
    expect(validateVtt("WEBVTT\n\n01:40.000 --> 01:42.000\nLate", 30)).toMatchObject({
      message: "Line 3: the clip is only 30 seconds long.",
    });
    expect(validateVtt("WEBVTT")).toMatchObject({ message: expect.stringContaining("at least one caption") });
    expect(validateVtt(`WEBVTT\n\n${"x".repeat(20_001)}`)).toMatchObject({
      message: expect.stringContaining("too long"),
    });
  });
});
