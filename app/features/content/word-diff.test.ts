import { describe, expect, it } from "vitest";
import { wordDiff } from "./word-diff";

describe("wordDiff", () => {
  it("marks the changed words of a long text, not the whole text", () => {
    const long = Array.from({ length: 80 }, (_, index) => `word${index}`).join(" ");
    const changed = long.replace("word40", "strength");
    const parts = wordDiff(long, changed);
    expect(parts.filter((part) => part.kind === "removed").map((part) => part.text.trim())).toEqual([
      "word40",
    ]);
    expect(parts.filter((part) => part.kind === "added").map((part) => part.text.trim())).toEqual([
      "strength",
    ]);
    // The unchanged words far from the change are cut.
    const shown = parts.map((part) => part.text).join("");
    expect(shown).not.toContain("word0 ");
    expect(shown).toContain("word39");
    expect(shown).toContain("…");
  });

  it("a short text keeps every word", () => {
    expect(wordDiff("Strong at 50", "Strong at every age")).toEqual([
      { kind: "same", text: "Strong at " },
      { kind: "removed", text: "50" },
      { kind: "added", text: "every age" },
    ]);
  });

  it("an empty side is all added or all removed", () => {
    expect(wordDiff("", "new text")).toEqual([{ kind: "added", text: "new text" }]);
    expect(wordDiff("old", "")).toEqual([{ kind: "removed", text: "old" }]);
  });
});
