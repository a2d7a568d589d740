import { createCookie } from "react-router";
import { describe, expect, test } from "vitest";
import { readSignedCookie } from "./cookie-signature.server";

const SECRET = "a-session-secret-of-some-length";
const cookie = createCookie("wb50_session", { secrets: [SECRET], path: "/" });

/** The Cookie header a browser sends back for React Router's Set-Cookie. */
const headerFor = async (value: unknown, others = "") =>
  `${others}${(await cookie.serialize(value)).split(";")[0]}`;

describe("readSignedCookie reads what React Router signs, as React Router reads it", () => {
  const values = [
    "Zm9vYmFyLWlkLTEyMw_-Ab",
    "an id with spaces, %, ü and ✓",
    { nested: ["data", 1, true] },
    "",
  ];
  for (const value of values) {
    test(JSON.stringify(value), async () => {
      const header = await headerFor(value, "other=1; wb50_flash=x; ");
      expect(readSignedCookie(header, "wb50_session", [SECRET])).toEqual(await cookie.parse(header));
      expect(readSignedCookie(header, "wb50_session", [SECRET])).toEqual(value);
    });
  }

  test("absent, forged, tampered or signed with another secret: null, as React Router says", async () => {
    const header = await headerFor("the-real-id");
    const [name, signed = ""] = header.split("=");
    const dot = signed.lastIndexOf(".");
    const forged = [
      "other=1",
      `${name}=${signed.slice(0, dot)}`,
      `${name}=${encodeURIComponent(btoa(JSON.stringify("another-id")))}${signed.slice(dot)}`,
      `${name}=${signed.slice(0, -2)}`,
      `${name}=${signed}AA`,
    ];
    for (const forgedHeader of forged) {
      expect(readSignedCookie(forgedHeader, "wb50_session", [SECRET]), forgedHeader).toBeNull();
      expect(await cookie.parse(forgedHeader), forgedHeader).toBeNull();
    }
    expect(readSignedCookie(header, "wb50_session", ["another-secret"])).toBeNull();
    expect(readSignedCookie(null, "wb50_session", [SECRET])).toBeNull();
  });

  test("the first cookie of the name counts, and an old secret still reads", async () => {
    const first = await headerFor("first");
    const header = `${first}; ${await headerFor("second")}`;
    expect(readSignedCookie(header, "wb50_session", [SECRET])).toBe("first");
    expect(await cookie.parse(header)).toBe("first");
    expect(readSignedCookie(first, "wb50_session", ["new-secret", SECRET])).toBe("first");
  });
});
