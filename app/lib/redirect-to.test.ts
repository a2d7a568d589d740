import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect-to";

const FALLBACK = "/dashboard";

describe("safeRedirect refuses anything that is not a path on this site", () => {
  it.each([
    ["a TAB (browsers drop it: //evil)", "/\t/evil.example"],
    ["a TAB, percent-encoded", "/%09/evil.example"],
    ["a CR", "/\rSet-Cookie:x"],
    ["a CR, percent-encoded", "/%0dSet-Cookie:x"],
    ["an LF", "/\nSet-Cookie:x"],
    ["an LF, percent-encoded", "/%0aSet-Cookie:x"],
    ["a CRLF", "/\r\nSet-Cookie:x"],
    ["a CRLF, percent-encoded", "/%0d%0aSet-Cookie:x"],
    ["a CRLF, percent-encoded twice", "/%250d%250aSet-Cookie:x"],
    ["a NUL, percent-encoded", "/x%00"],
    ["a DEL, percent-encoded", "/x%7f"],
    ["another host", "//evil.example"],
    ["another host, percent-encoded", "%2f%2fevil.example"],
    ["another host, second slash percent-encoded", "/%2fevil.example"],
    ["another host, both slashes upper-case encoded", "%2F%2Fevil.example"],
    ["a backslash after the slash", "/\\evil.example"],
    ["a backslash, percent-encoded", "/%5cevil.example"],
    ["a slash and a backslash, percent-encoded", "%2F%5Cevil.example"],
    ["a slash then an encoded backslash", "/%5Cevil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["two backslashes, percent-encoded", "%5c%5cevil.example"],
    ["an absolute URL", "https://evil.example"],
    ["an absolute URL, percent-encoded", "https%3A%2F%2Fevil.example"],
    ["a scheme without slashes", "http:evil.example"],
    ["a scheme without slashes, percent-encoded", "http%3Aevil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript:, percent-encoded", "javascript%3Aalert(1)"],
    ["a leading space", " /x"],
    ["a leading space, percent-encoded", "%20/x"],
    ["a space inside, percent-encoded", "/x%20y"],
    ["a line separator (U+2028)", "/x\u2028y"],
    ["a line separator, percent-encoded", "/x%E2%80%A8y"],
    ["a no-break space, percent-encoded", "/x%C2%A0y"],
    ["an emoji", "/x😀"],
    ["a character above U+00FF", "/caf\u0113"],
    ["a malformed escape", "/x%zz"],
    ["an empty string", ""],
    ["a relative path", "dashboard"],
  ])("refuses %s", (_label, target) => {
    expect(safeRedirect(target)).toBe(FALLBACK);
  });

  it("refuses what is not text", () => {
    expect(safeRedirect(null)).toBe(FALLBACK);
    expect(safeRedirect(undefined)).toBe(FALLBACK);
    expect(safeRedirect(["/x"])).toBe(FALLBACK);
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirect("//evil.example", "/programs")).toBe("/programs");
  });
});

describe("safeRedirect keeps paths on this site", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/client-portal/bootcamp?tab=2#x", "/client-portal/bootcamp?tab=2#x"],
    ["/", "/"],
    ["/coach/leads?q=Jane+Doe", "/coach/leads?q=Jane+Doe"],
    ["/programs?redirect=%2Fdashboard", "/programs?redirect=%2Fdashboard"],
    // Resolved the way a browser would, so what is returned is what she will reach.
    ["/a/../dashboard", "/dashboard"],
  ])("keeps %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
