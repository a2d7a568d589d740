import { describe, expect, it } from "vitest";
import { isNetworkFailure } from "./network-fallback";

describe("isNetworkFailure", () => {
  it("knows a fetch that never reached the server, in each browser's words", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true); // Chromium
    expect(isNetworkFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true); // Firefox
    expect(isNetworkFailure(new TypeError("Load failed"))).toBe(true); // Safari
    expect(isNetworkFailure(new TypeError("The network connection was lost."))).toBe(true); // Safari
  });

  it("leaves every other error to the error page", () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isNetworkFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isNetworkFailure("Failed to fetch")).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});
