import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";
import { readFlash } from "./flash";
import { safeRedirect } from "./redirect-to";
import { describeWait } from "./throttle.server";

describe("CSV export", () => {
  it("quotes separators and defuses spreadsheet formulas", () => {
    expect(csvField('Ann "Annie", Smith')).toBe('"Ann ""Annie"", Smith"');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+61 400 000 000")).toBe("'+61 400 000 000");
    expect(csvField(null)).toBe("");
    expect(toCsv(["a", "b"], [["1", "line\nbreak"]])).toBe('a,b\r\n1,"line\nbreak"\r\n');
  });
});

describe("small access helpers", () => {
  it("only redirects to paths on this site", () => {
    expect(safeRedirect("/programs?tab=live")).toBe("/programs?tab=live");
    for (const hostile of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      undefined,
    ]) {
      expect(safeRedirect(hostile)).toBe("/dashboard");
    }
  });

  it("says how long to wait in words", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(61)).toBe("2 minutes");
    expect(describeWait(900)).toBe("15 minutes");
  });

  it("reads only known flash messages", () => {
    expect(readFlash("a=b; wb50_flash=signed-in")).toBe("signed-in");
    expect(readFlash("wb50_flash=<script>")).toBeNull();
    expect(readFlash("wb50_flash=constructor")).toBeNull();
    expect(readFlash(null)).toBeNull();
  });
});
