import { describe, expect, it } from "vitest";
import { STATIC_PAGE, sendsWithoutScripts } from "./static-page";

const visitor = { account: null, portal: null, flash: null };

describe("sendsWithoutScripts", () => {
  it("leaves React out of a static page for a visitor with nothing personal to show", () => {
    expect(sendsWithoutScripts(true, STATIC_PAGE, visitor, false)).toBe(true);
  });

  it("keeps React for every page that does not name itself static", () => {
    expect(sendsWithoutScripts(true, undefined, visitor, false)).toBe(false);
    expect(sendsWithoutScripts(true, { staticPage: false }, visitor, false)).toBe(false);
  });

  it("keeps React for a member, a portal session, a waiting message, an error or a missing root", () => {
    expect(sendsWithoutScripts(true, STATIC_PAGE, { ...visitor, account: { id: "m1" } }, false)).toBe(false);
    expect(sendsWithoutScripts(true, STATIC_PAGE, { ...visitor, portal: { expiresAt: "x" } }, false)).toBe(
      false,
    );
    expect(sendsWithoutScripts(true, STATIC_PAGE, { ...visitor, flash: "signedOut" }, false)).toBe(false);
    expect(sendsWithoutScripts(true, STATIC_PAGE, visitor, true)).toBe(false);
    expect(sendsWithoutScripts(true, STATIC_PAGE, undefined, false)).toBe(false);
  });

  it("never drops React in the browser, where React already runs", () => {
    expect(sendsWithoutScripts(false, STATIC_PAGE, visitor, false)).toBe(false);
  });
});
